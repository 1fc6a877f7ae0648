import Foundation

/// One attribute value read by its ``ExistValueType``.
///
/// ```swift
/// for entry in attribute.typedValues {
///     switch entry.value {
///     case .duration(let time)?: print(entry.date, time)          // sleep
///     case .timeOfDay(let time)?: print(entry.date, time)         // bedtime, "01:00"
///     case .scale(let mood)?: print(entry.date, "\(mood)/9")
///     case nil: print(entry.date, "no data")
///     default: break
///     }
/// }
/// ```
public enum ExistValue: Sendable, Hashable {
    /// Type 0: a whole quantity.
    case integer(Int)
    /// Type 1: a decimal in metric units.
    case decimal(Double)
    /// Type 2: text.
    case string(String)
    /// Type 3: a duration (whole minutes in JSON).
    case duration(Duration)
    /// Types 4 and 6: a time of day.
    case timeOfDay(ExistTimeOfDay)
    /// Type 5: a fraction from 0 to 1.
    case percentage(Double)
    /// Type 7: yes or no.
    case boolean(Bool)
    /// Type 8: a whole number from 1 to 9.
    case scale(Int)
    /// A value of a type this release does not know, or one whose JSON does not fit its type; it
    /// is kept as sent rather than guessed at.
    case other(ExistJSON)

    /// Reads `raw` as a value of `type`; `nil` for `null`.
    public init?(_ raw: ExistJSON, type: ExistValueType) {
        if raw.isNull { return nil }
        switch type {
        case .integer: self = raw.intValue.map(Self.integer) ?? .other(raw)
        case .decimal: self = raw.doubleValue.map(Self.decimal) ?? .other(raw)
        case .string: self = raw.stringValue.map(Self.string) ?? .other(raw)
        case .duration: self = raw.intValue.map { .duration(.seconds($0 * 60)) } ?? .other(raw)
        case .timeOfDay:
            self = raw.intValue.map { .timeOfDay(ExistTimeOfDay(minutes: $0, from: .midnight)) } ?? .other(raw)
        case .timeOfDayFromMidday:
            self = raw.intValue.map { .timeOfDay(ExistTimeOfDay(minutes: $0, from: .midday)) } ?? .other(raw)
        case .percentage: self = raw.doubleValue.map(Self.percentage) ?? .other(raw)
        case .boolean:
            switch raw.intValue ?? (raw.boolValue.map { $0 ? 1 : 0 }) {
            case 0: self = .boolean(false)
            case 1: self = .boolean(true)
            default: self = .other(raw)
            }
        case .scale: self = raw.intValue.map(Self.scale) ?? .other(raw)
        default: self = .other(raw)
        }
    }

    /// The JSON Exist expects for this value: minutes for durations and times, 0 or 1 for
    /// Booleans.
    public var json: ExistJSON {
        switch self {
        case .integer(let value), .scale(let value): .integer(value)
        case .decimal(let value), .percentage(let value): .number(value)
        case .string(let value): .string(value)
        case .duration(let value): .integer(Int(value.components.seconds / 60))
        case .timeOfDay(let value): .integer(value.minutes)
        case .boolean(let value): .integer(value ? 1 : 0)
        case .other(let raw): raw
        }
    }

    /// The number behind the value, for charts and sums: minutes for durations and times, 0 or 1
    /// for Booleans; `nil` for text.
    public var number: Double? {
        switch self {
        case .string: nil
        case .decimal(let value), .percentage(let value): value
        default: json.doubleValue
        }
    }

    /// The value as a measurement in `unit` (such as kilometres for `steps_distance`), for
    /// decimals and integers.
    public func measurement<U: Dimension>(in unit: U) -> Measurement<U>? {
        switch self {
        case .decimal(let value): Measurement(value: value, unit: unit)
        case .integer(let value): Measurement(value: Double(value), unit: unit)
        default: nil
        }
    }
}

/// A value with its day, read by its attribute's type.
public struct ExistTypedValue: Sendable, Hashable {
    /// The day, in the user's time zone.
    public var date: ExistDate
    /// The value; `nil` when the day has no data.
    public var value: ExistValue?

    /// Creates a value.
    public init(date: ExistDate, value: ExistValue?) {
        self.date = date
        self.value = value
    }
}
