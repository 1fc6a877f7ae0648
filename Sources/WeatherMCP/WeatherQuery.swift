import Foundation
import MCP
import NeutralWeather
import WeatherCLI

/// What a weather tool was asked about: a place (a name or `"lat,lon"`) or a coordinate, and
/// optional provider, units and language; each checked before anything is fetched.
struct WeatherQuery: Sendable {
    var place: String?
    var latitude: Double?
    var longitude: Double?
    var provider: ProviderOption?
    var units: UnitsOption?
    var language: LanguageOption?

    init(_ arguments: ToolArguments) throws(MCPToolFailure) {
        place = try arguments.string("place")
        latitude = try arguments.number("latitude")
        longitude = try arguments.number("longitude")
        if let latitude, !(-90...90).contains(latitude) {
            throw .invalidArgument("latitude must be between -90 and 90, not \(latitude.formatted()).")
        }
        if let longitude, !(-180...180).contains(longitude) {
            throw .invalidArgument("longitude must be between -180 and 180, not \(longitude.formatted()).")
        }
        if (latitude == nil) != (longitude == nil) {
            throw .invalidArgument("Give both latitude and longitude, or neither.")
        }
        if place != nil && latitude != nil {
            throw .invalidArgument("Give place or latitude and longitude, not both.")
        }
        if let place {
            do {
                _ = try WeatherSource.coordinate(place)
            } catch {
                throw MCPToolFailure(error, hiding: [])
            }
        }
        provider = try arguments.choice("provider", "caiyun or openweathermap", ProviderOption.init(argument:))
        units = try arguments.choice(
            "units", "metric, metric:v1, metric:v2, imperial or SI", UnitsOption.init(argument:))
        language = try arguments.choice("language", "en, zh or zh-Hant", LanguageOption.init(argument:))
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
        "provider": .described(
            "caiyun (default) or openweathermap.", ["type": "string", "enum": ["caiyun", "openweathermap"]]),
        "units": .described(
            "metric (default), metric:v1, metric:v2, imperial or SI.",
            ["type": "string", "enum": ["metric", "metric:v1", "metric:v2", "imperial", "SI"]]),
        "language": .described(
            "en, zh or zh-Hant (default: the saved preference, else the environment's language).",
            ["type": "string", "enum": ["en", "zh", "zh-Hant"]]),
    ]
}

extension Value {
    /// `schema` with `description` added.
    package static func described(_ description: String, _ schema: Value) -> Value {
        var object = schema.objectValue ?? [:]
        object["description"] = .string(description)
        return .object(object)
    }
}
