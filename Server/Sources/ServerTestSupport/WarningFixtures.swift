import Foundation

/// Recorded official-warning bodies (see `Fixtures/SOURCES.md`), as the fake upstream serves
/// them: MeteoAlarm's Atom feeds for Ireland and the United Kingdom, NWS's point answer for
/// Phoenix, MET Norway's gale warnings.
public enum WarningFixtures {
    /// MeteoAlarm's Ireland feed: 232 entries, 2 warnings, from 2022-12-07.
    public static let ireland = data("meteoalarm_atom_legacy_ireland_tabs_meteoalert-api", "xml")
    /// MeteoAlarm's United Kingdom feed from 2022-12.
    public static let unitedKingdom = data("meteoalarm_atom_legacy_united_kingdom_tabs_meteoalert-api", "xml")
    /// NWS's active alerts for a point near Phoenix, 2024-07-18.
    public static let phoenix = data(
        "nws_alerts_active_point_phoenix_heat_warning_update_air_quality_finity69x2-nws_alerts", "json")
    /// MET Norway's current warnings: three marine gales, 2025-06-04.
    public static let norwayGales = data(
        "metno_metalerts_2.0_current_json_3_gale_marine_multipolygon_update_index53109977021", "json")

    /// The time the Ireland feed was written (its `updated`, 2022-12-07T23:05:50Z), when both of
    /// its warnings are in force.
    public static let irelandRecorded = Date(timeIntervalSince1970: 1_670_454_350)
    /// An afternoon of the day the Phoenix answer was recorded (2024-07-18, 13:00 in Phoenix).
    public static let phoenixRecorded = Date(timeIntervalSince1970: 1_721_332_800)

    /// The body and content type for a warning service's `path`, or `nil` for one not recorded.
    public static func answer(path: String) -> (body: Data, contentType: String)? {
        switch path {
        case "/feeds/meteoalarm-legacy-atom-ireland": (ireland, "application/atom+xml")
        case "/feeds/meteoalarm-legacy-atom-united-kingdom": (unitedKingdom, "application/atom+xml")
        case "/alerts/active": (phoenix, "application/geo+json")
        case "/weatherapi/metalerts/2.0/current.json": (norwayGales, "application/json")
        default: nil
        }
    }

    /// Whether `path` is one of a warning service's.
    public static func isWarningPath(_ path: String) -> Bool {
        path.hasPrefix("/feeds/") || path.hasPrefix("/alerts/") || path.hasPrefix("/weatherapi/metalerts/")
    }

    private static func data(_ name: String, _ type: String) -> Data {
        guard let url = Bundle.module.url(forResource: name, withExtension: type, subdirectory: "Fixtures/alerts"),
            let data = try? Data(contentsOf: url)
        else { fatalError("The fixture alerts/\(name).\(type) is missing from ServerTestSupport.") }
        return data
    }
}
