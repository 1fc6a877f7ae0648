import Foundation
import MCP
import MCPToolKit
import WeatherRuntime

/// What a weather tool was asked about: a place (a name or `"lat,lon"`) or a coordinate, and
/// optional provider, units and language; each checked before anything is fetched.
struct WeatherQuery: Sendable {
    /// The place, for the runtime: the saved default when the call names none.
    var place: PlaceRequest
    var provider: ProviderOption?
    var units: UnitsOption?
    var language: LanguageOption?

    init(_ arguments: ToolArguments) throws(MCPToolFailure) {
        let text = try arguments.string("place")
        let latitude = try arguments.number("latitude")
        let longitude = try arguments.number("longitude")
        if let latitude, !(-90...90).contains(latitude) {
            throw .invalidArgument("latitude must be between -90 and 90, not \(latitude.formatted()).")
        }
        if let longitude, !(-180...180).contains(longitude) {
            throw .invalidArgument("longitude must be between -180 and 180, not \(longitude.formatted()).")
        }
        if text != nil && latitude != nil {
            throw .invalidArgument("Give place or latitude and longitude, not both.")
        }
        switch (text, latitude, longitude) {
        case (let text?, _, _):
            do {
                _ = try PlaceResolver.coordinate(in: text)
            } catch {
                throw .invalidArgument(error.message)
            }
            place = .text(text)
        case (nil, let latitude?, let longitude?): place = .coordinate(latitude: latitude, longitude: longitude)
        case (nil, nil, nil): place = .savedDefault
        default: throw .invalidArgument("Give both latitude and longitude, or neither.")
        }
        provider = try arguments.choice("provider", Self.list(ProviderOption.allCases), ProviderOption.init(argument:))
        units = try arguments.choice("units", Self.list(UnitsOption.allCases), UnitsOption.init(argument:))
        language = try arguments.choice("language", Self.list(LanguageOption.allCases), LanguageOption.init(argument:))
    }

    /// The choices' names as a sentence reads them: "en, zh or zh-Hant".
    static func list<Choice: RawRepresentable<String>>(_ choices: [Choice]) -> String {
        let names = choices.map(\.rawValue)
        return names.dropLast().joined(separator: ", ") + (names.count > 1 ? " or " : "") + (names.last ?? "")
    }

    /// A choice argument's schema: a string from `choices`.
    static func schema<Choice: RawRepresentable<String>>(_ choices: [Choice], _ description: String) -> Value {
        .described(description, ["type": "string", "enum": .array(choices.map { .string($0.rawValue) })])
    }

    /// The arguments every weather tool takes, as JSON Schema properties.
    static let schemaProperties: [String: Value] = [
        "place": .described(
            "A city's name (London, \"New York\", 北京) or a coordinate \"lat,lon\" (39.9,116.4); without it, latitude and longitude, else the default saved location.",
            ["type": "string"]),
        "latitude": .described(
            "Degrees north, -90 to 90; with longitude.", ["type": "number", "minimum": -90, "maximum": 90]),
        "longitude": .described(
            "Degrees east, -180 to 180; with latitude.", ["type": "number", "minimum": -180, "maximum": 180]),
        "provider": schema(
            ProviderOption.allCases, "\(list(ProviderOption.allCases)) (default: the saved preference, else caiyun)."),
        "units": schema(
            UnitsOption.allCases, "\(list(UnitsOption.allCases)) (default: the saved preference, else metric)."),
        "language": schema(
            LanguageOption.allCases,
            "\(list(LanguageOption.allCases)) (default: the saved preference, else the environment's language)."),
    ]
}
