import APICore
import Foundation
import NeutralWeather
import WeatherRuntime

extension LoadedWeather {
    /// The top-level key `--json` adds for the tool's own metadata; no provider's response has it.
    static let metadataKey = "weather_cli"

    /// What `--json` prints: the provider's response with the API's own keys, unchanged byte for
    /// byte, and, when the place has a name or official warnings were asked for, one more
    /// top-level key, `weather_cli`:
    ///
    ///     "weather_cli" : { "place" : { "is_approximate" : false, "name" : "Beijing, CN" } }
    ///
    /// `is_approximate` is true when the name is the nearest city in the offline table and the
    /// place lies more than 25 km from it. When official warnings were asked for, `weather_cli`
    /// also holds `alerts` (the provider's and the official ones, each once, most severe first),
    /// `alert_availability` and `official_warnings` (the coverage), as `weather mcp`'s
    /// `weather_alerts` gives them.
    func json() throws -> Data {
        let body = try responseJSON()
        let place = weather.location.name.map {
            CLIMetadata.Place(name: $0, isApproximate: weather.location.isNameApproximate)
        }
        guard place != nil || weather.warningCoverage != nil else { return body }
        var metadata = CLIMetadata(place: place)
        if let coverage = weather.warningCoverage {
            metadata.alerts = weather.alerts.map { CLIMetadata.Alert($0, timeZone: weather.location.timeZone) }
            metadata.alertAvailability = "\(weather.alertAvailability)"
            metadata.officialWarnings = CLIMetadata.Coverage(coverage)
        }
        return try Self.adding(metadata, to: body)
    }

    /// `body` (an object as `ProviderJSON` writes it) with `metadata` as its last member; any
    /// other JSON unchanged.
    static func adding(_ metadata: CLIMetadata, to body: Data) throws -> Data {
        let text = String(decoding: body, as: UTF8.self)
        let trimmed = text.trimmingCharacters(in: .whitespacesAndNewlines)
        guard trimmed.hasPrefix("{"), trimmed.hasSuffix("}") else { return body }
        let members = trimmed.dropLast().trimmingCharacters(in: .whitespacesAndNewlines)
        let value = String(decoding: try ProviderJSON.encode(metadata), as: UTF8.self)
            .replacingOccurrences(of: "\n", with: "\n  ")
        let separator = members == "{" ? "\n" : ",\n"
        return Data("\(members)\(separator)  \"\(metadataKey)\" : \(value)\n}".utf8)
    }
}

extension LoadedWeather {
    /// What `--verbose` says about the answer: the provider, the coordinate it was asked at,
    /// where the answer came from, and the calls a provider that bills by variable counts.
    var provenance: String {
        guard !isExample else { return "The bundled example (Caiyun, Jincheng, April 2021); nothing was asked." }
        let point = "\(NumberText.fourDecimals(coordinate.latitude)), \(NumberText.fourDecimals(coordinate.longitude))"
        var text =
            "\(provider.profile.name), asked at \(point); the answer came from \(weather.metadata.source.rawValue)"
        if let calls = billedCalls {
            text +=
                "; \(provider.profile.name) counts it as \(String(format: "%.1f", calls)) call\(calls == 1 ? "" : "s")"
        }
        return text + "."
    }
}
