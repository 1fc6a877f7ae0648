import Exist

/// The value types a custom attribute can have, by the names `exist create --type` and
/// `exist_create` take (type 6, minutes from midday, is for templates only).
package enum CreateTypes {
    /// Each name and its type.
    static let all: [(name: String, type: ExistValueType)] = [
        ("integer", .integer), ("decimal", .decimal), ("string", .string), ("duration", .duration),
        ("time-of-day", .timeOfDay), ("percentage", .percentage), ("boolean", .boolean), ("scale", .scale),
    ]

    /// The names, in order.
    package static var names: [String] { all.map(\.name) }

    /// The type called `name` (any case).
    package static func type(named name: String) -> ExistValueType? {
        all.first { $0.name == name.lowercased() }?.type
    }
}
