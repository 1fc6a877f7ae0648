/// How an attribute's values are written: Exist's `value_type` code.
///
/// Switch on the code, never on `value_type_description`: the server's descriptions ("Float",
/// "Period (min)") differ from the docs' ("Decimal", "Duration"). A code this release does not
/// know is kept, and its values stay available raw.
public struct ExistValueType: RawRepresentable, Sendable, Hashable, Codable, CustomStringConvertible {
    /// The code, 0–8 today.
    public let rawValue: Int

    /// Creates a type from its code.
    public init(rawValue: Int) { self.rawValue = rawValue }

    /// 0: a whole quantity, such as `steps`.
    public static let integer = ExistValueType(rawValue: 0)
    /// 1: a decimal in metric units (km, kg, kJ, °C), such as `weight`.
    public static let decimal = ExistValueType(rawValue: 1)
    /// 2: text, such as `mood_note` (at most 1000 characters) or `location` (`"lat,lng"`).
    public static let string = ExistValueType(rawValue: 2)
    /// 3: a duration in whole minutes, such as `sleep`.
    public static let duration = ExistValueType(rawValue: 3)
    /// 4: a time of day in minutes after midnight, such as `sleep_end`.
    public static let timeOfDay = ExistValueType(rawValue: 4)
    /// 5: a fraction from 0 to 1, such as `weather_humidity`; 57 is rejected, 0.57 is right.
    public static let percentage = ExistValueType(rawValue: 5)
    /// 6: a time of day in minutes after midday, such as `sleep_start` (780 is 01:00); for
    /// templates only.
    public static let timeOfDayFromMidday = ExistValueType(rawValue: 6)
    /// 7: yes or no as 1 or 0, such as a custom tag.
    public static let boolean = ExistValueType(rawValue: 7)
    /// 8: a whole number from 1 to 9, such as `mood`.
    public static let scale = ExistValueType(rawValue: 8)

    /// Whether values are whole numbers in JSON (every type but decimal, percentage and string).
    public var isWholeNumber: Bool { ![Self.decimal, .percentage, .string].contains(self) }

    /// Whether the increment endpoint accepts this type (not text, scales or times of day).
    public var isIncrementable: Bool { [Self.integer, .decimal, .duration, .percentage].contains(self) }

    /// Whether the code is one this release knows (0–8).
    public var isKnown: Bool { (0...8).contains(rawValue) }

    /// A short name, such as `"integer"` or `"duration"`.
    public var description: String {
        switch rawValue {
        case 0: "integer"
        case 1: "decimal"
        case 2: "string"
        case 3: "duration"
        case 4: "time of day"
        case 5: "percentage"
        case 6: "time from noon"
        case 7: "boolean"
        case 8: "scale 1–9"
        default: "type \(rawValue)"
        }
    }

    /// Decodes the code.
    public init(from decoder: any Decoder) throws {
        rawValue = try decoder.singleValueContainer().decode(Int.self)
    }

    /// Encodes the code.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(rawValue)
    }
}
