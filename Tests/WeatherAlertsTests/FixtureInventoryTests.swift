import APICore
import Foundation
import TestSupport
import Testing

@testable import WeatherAlerts

@Suite("Every recorded warnings body is listed in SOURCES.md and reads, its format told from the body")
struct FixtureInventoryTests {
    /// Messages per recording, as read with the format told from the body; `nil` for the two
    /// bodies that are not lists of warnings.
    static let expected: [String: Int?] = [
        "hko/hko_warnsum_lang_tc_hot_weather_fire_danger_index71171208981.json": 2,
        "meteoalarm/meteoalarm_api_v1_warnings_feeds-croatia_emma_id_em-jov-meteoalarm.json": 126,
        "meteoalarm/meteoalarm_atom_legacy_france_tabs_meteoalert-api.xml": 12,
        "meteoalarm/meteoalarm_atom_legacy_ireland_tabs_meteoalert-api.xml": 232,
        "meteoalarm/meteoalarm_atom_legacy_poland_2_entries_wind_meteoalarm-py.xml": 2,
        "meteoalarm/meteoalarm_atom_legacy_united_kingdom_tabs_meteoalert-api.xml": 25,
        "meteoalarm/meteoalarm_cap_xml_france_avalanche_update_nuts3_meteoalert-api.xml": 2,
        "meteoalarm/meteoalarm_cap_xml_ireland_meteoalert-api.xml": 1,
        "metno/metno_metalerts_1.1_rss_gale_obrestad_2023_index16289690272.xml": 1,
        "metno/metno_metalerts_2.0_current_json_3_gale_marine_multipolygon_update_index53109977021.json": 3,
        "metno/metno_metalerts_2.0_current_json_empty_invalid_coords_in2000-team30-kotlin-raw-string.json": 0,
        "nws/nws_alerts_active_count_finity69x2-nws_alerts.json": nil,
        "nws/nws_alerts_active_point_florida_flood_warning_polygon_gtfo-server.json": 1,
        "nws/nws_alerts_active_point_new_york_empty_features_accessiweather.json": 0,
        "nws/nws_alerts_active_point_phoenix_heat_warning_update_air_quality_finity69x2-nws_alerts.json": 2,
        "nws/nws_alerts_active_point_portland_heat_advisory_update_2019_camilleri-go-comment.json": 1,
        "nws/nws_alerts_active_point_savannah_heat_advisory_update_2019_camilleri-go-comment.json": 1,
        "nws/nws_alerts_active_point_texas_empty_features_gtfo-server.json": 0,
        "nws/nws_alerts_active_zone_ORZ004_oregon_flood_watch_update_references_pynws.json": 1,
        "nws/nws_error_404_problem_json_points_0_0_invalid_point_accessiweather.json": nil,
    ]

    @Test("The folders hold exactly the listed recordings, each with a row in SOURCES.md")
    func inventory() throws {
        let sources = try String(
            contentsOf: try #require(FixtureFiles.folder("alerts")).appendingPathComponent("SOURCES.md"),
            encoding: .utf8)
        var found: [String] = []
        for service in ["hko", "meteoalarm", "metno", "nws"] {
            found += try FixtureFiles.files("alerts/\(service)").map { "\(service)/\($0)" }
        }
        #expect(found.sorted() == Self.expected.keys.sorted())
        for path in found {
            #expect(sources.contains("| \(path) |"), "no SOURCES.md row for \(path)")
        }
    }

    @Test("Each recording reads into its number of messages; the two that are not lists fail typed")
    func everyRecordingReads() throws {
        for (path, count) in Self.expected {
            let data = try AlertFixtures.data(path)
            if let count {
                #expect(try WarningReader().warnings(from: data).count == count, "\(path)")
            } else {
                let error = AlertFixtures.failure { _ = try WarningReader().warnings(from: data) }
                #expect(error?.code == .unexpectedResponse, "\(path)")
            }
        }
    }
}
