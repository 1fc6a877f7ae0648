import APICore
import Foundation
import OpenMeteo
import TestSupport

/// The recorded Open-Meteo answers in TestSupport, by kind.
enum OMFixtures {
    static let provider = "open-meteo"

    static func data(_ name: String) throws -> Data { try FixtureFiles.data(name, provider: provider) }

    static func names() throws -> [String] { try FixtureFiles.names(provider) }

    /// The answers of the forecast, air-quality and historical APIs for one place.
    static func weatherNames() throws -> [String] {
        try names().filter {
            ($0.hasPrefix("forecast_") || $0.hasPrefix("airquality_") || $0.hasPrefix("archive_"))
                && !$0.contains("multi_location")
        }
    }

    static func geocodingNames() throws -> [String] { try names().filter { $0.hasPrefix("geocoding_") } }

    static func errorNames() throws -> [String] { try names().filter { $0.hasPrefix("error_") } }

    /// `value` encoded and compared with `data` as JSON trees; the paths that differ.
    static func differences<T: Encodable>(_ value: T, from data: Data) throws -> [String] {
        try JSONTree.parse(data).differences(from: JSONTree.parse(JSONEncoder().encode(value)))
    }
}
