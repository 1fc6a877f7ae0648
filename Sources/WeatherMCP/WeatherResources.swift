import Foundation
import MCP
import MCPToolKit
import NeutralWeather
import WeatherRuntime

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
        let settings = service.runtime.settings
        let value: Value
        switch uri {
        case locations:
            let saved = try service.store.preferences.locations()
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
            value = [
                "units": .string(settings.units.rawValue), "language": .string(settings.language.rawValue),
                "provider": .string(settings.provider.rawValue),
                "saved": [
                    "units": settings.saved.units.map(Value.string) ?? .null,
                    "language": settings.saved.language.map(Value.string) ?? .null,
                    "provider": settings.saved.provider.map(Value.string) ?? .null,
                ],
            ]
        default:
            throw MCPError.invalidParams("There is no resource at \(uri); see resources/list.")
        }
        let data = try JSONEncoder.sorted.encode(value)
        return .text(String(decoding: data, as: UTF8.self), uri: uri, mimeType: "application/json")
    }
}
