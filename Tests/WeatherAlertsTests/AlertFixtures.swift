import APICore
import Foundation
import Logging
import TestSupport
import Testing

@testable import WeatherAlerts

/// The recorded warning bodies (TestSupport's `Fixtures/alerts`, provenance in its SOURCES.md).
enum AlertFixtures {
    static let irelandFeed = "meteoalarm/meteoalarm_atom_legacy_ireland_tabs_meteoalert-api.xml"
    static let irelandCAP = "meteoalarm/meteoalarm_cap_xml_ireland_meteoalert-api.xml"
    static let polandFeed = "meteoalarm/meteoalarm_atom_legacy_poland_2_entries_wind_meteoalarm-py.xml"
    static let franceFeed = "meteoalarm/meteoalarm_atom_legacy_france_tabs_meteoalert-api.xml"
    static let franceCAP = "meteoalarm/meteoalarm_cap_xml_france_avalanche_update_nuts3_meteoalert-api.xml"
    static let ukFeed = "meteoalarm/meteoalarm_atom_legacy_united_kingdom_tabs_meteoalert-api.xml"
    static let croatiaJSON = "meteoalarm/meteoalarm_api_v1_warnings_feeds-croatia_emma_id_em-jov-meteoalarm.json"
    static let phoenix =
        "nws/nws_alerts_active_point_phoenix_heat_warning_update_air_quality_finity69x2-nws_alerts.json"
    static let florida = "nws/nws_alerts_active_point_florida_flood_warning_polygon_gtfo-server.json"
    static let problem = "nws/nws_error_404_problem_json_points_0_0_invalid_point_accessiweather.json"
    static let metGale =
        "metno/metno_metalerts_2.0_current_json_3_gale_marine_multipolygon_update_index53109977021.json"
    static let metRSS = "metno/metno_metalerts_1.1_rss_gale_obrestad_2023_index16289690272.xml"
    static let hko = "hko/hko_warnsum_lang_tc_hot_weather_fire_danger_index71171208981.json"

    /// The bytes of `path` (`folder/file`) under `Fixtures/alerts`.
    static func data(_ path: String) throws -> Data {
        let parts = path.split(separator: "/", maxSplits: 1).map(String.init)
        return try FixtureFiles.data(file: parts[1], provider: "alerts/\(parts[0])")
    }

    /// The text of `path`.
    static func text(_ path: String) throws -> String { String(decoding: try data(path), as: UTF8.self) }

    /// The instant an ISO 8601 text names.
    static func date(_ text: String) -> Date {
        guard let date = CAPDate.parse(text) else { fatalError("not a date: \(text)") }
        return date
    }

    /// Every message of a recording, read by its service's reader.
    static func messages(_ path: String, service: WarningService, language: String? = nil) throws -> [OfficialWarning] {
        try service.read(try data(path), language: language)
    }

    /// A client on `baseURL` with no disk cache, the date fixed at `now`.
    static func client(
        _ baseURL: URL, now: Date, cache: URL? = nil, clock: TestClock? = nil,
        _ change: (inout WeatherAlertsClient.Configuration) -> Void = { _ in }
    ) -> WeatherAlertsClient {
        var configuration = WeatherAlertsClient.Configuration(
            baseURL: baseURL, contact: "alerts-test@example.org",
            http: HTTPSettings(timeout: 10, retryPolicy: .never))
        if let cache { configuration.cache.directory = cache } else { configuration.cache.diskLimit = 0 }
        change(&configuration)
        return WeatherAlertsClient(
            configuration: configuration, transport: URLSessionHTTPTransport(), logger: Logger(label: "test"),
            clock: clock ?? TestClock(now, skipsWaits: true))
    }

    /// The error `body` throws, as a warnings error.
    static func failure(_ body: () throws -> Void) -> WeatherAlertsError? {
        do {
            try body()
            Issue.record("expected an error")
            return nil
        } catch let error as WeatherAlertsError {
            return error
        } catch {
            Issue.record("expected a WeatherAlertsError, got \(error)")
            return nil
        }
    }
}
