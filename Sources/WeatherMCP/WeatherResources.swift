import Foundation
import MCP
import NeutralWeather
import WeatherCLI

/// The saved settings, readable by URI: the locations of `weather locations` and the preferences
/// of `weather config`. No credential is ever part of them.
enum WeatherResources {
    static let locations = "weather://locations"
    static let preferences = "weather://preferences"

    static let all = [
        Resource(
            name: "locations", uri: locations, title: "Saved locations",
            description: "The places saved with `weather locations add`, and which one is the default.",
            mimeType: "application/json"),
        Resource(
            name: "preferences", uri: preferences, title: "Preferences",
            description: "The units, language and provider answers use when a call names none.",
            mimeType: "application/json"),
    ]

    /// The resource at `uri` as JSON text.
    static func read(_ uri: String, service: WeatherMCPService) throws -> Resource.Content {
        let source = try service.source(for: nil)
        let value: Value
        switch uri {
        case locations:
            let saved = try source.config.preferences.locations()
            value = [
                "locations": .array(
                    saved.map {
                        [
                            "name": .string($0.name), "latitude": .double($0.latitude),
                            "longitude": .double($0.longitude), "isDefault": .bool($0.isDefault),
                        ]
                    })
            ]
        case preferences:
            let settings = try source.config.settings()
            value = [
                "units": .string(try source.units().rawValue), "language": .string(try source.language().rawValue),
                "provider": .string(try source.provider().rawValue),
                "saved": [
                    "units": settings.units.map(Value.string) ?? .null,
                    "language": settings.language.map(Value.string) ?? .null,
                    "provider": settings.provider.map(Value.string) ?? .null,
                ],
            ]
        default:
            throw MCPError.invalidParams("There is no resource at \(uri); see resources/list.")
        }
        let data = try JSONEncoder.sorted.encode(value)
        return .text(String(decoding: data, as: UTF8.self), uri: uri, mimeType: "application/json")
    }
}

extension JSONEncoder {
    /// An encoder with sorted keys, so equal values read the same.
    static var sorted: JSONEncoder {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        return encoder
    }
}
