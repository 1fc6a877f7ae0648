import APICore
import Foundation
import Testing

@testable import WeatherAlerts

@Suite("MET Norway's MetAlerts 2.0 and the Hong Kong Observatory's warning summary")
struct MetNorwayAndHKOTests {
    @Test("Three marine gale updates: awareness read by number, MultiPolygon lon,lat, times and links")
    func metGale() throws {
        let warnings = try AlertFixtures.messages(AlertFixtures.metGale, service: .metNorway)
        #expect(warnings.count == 3)
        let first = try #require(warnings.first)
        #expect(first.id == "2.49.0.1.578.0.20250604171130.040")
        #expect(first.event == "Kuling")
        #expect(first.eventCode == "gale")
        #expect(first.headline?.hasPrefix("Kuling, gult nivå, Måløy - Svinøy") == true)
        #expect(first.messageType == .update)
        #expect(first.severity == .moderate)
        #expect(first.certainty == .observed)
        #expect(first.awarenessLevel == .yellow)
        #expect(first.awarenessType == AwarenessType(code: 1, name: "Wind"))
        #expect(first.onset == AlertFixtures.date("2025-06-03T17:00:00+00:00"))
        #expect(first.expires == AlertFixtures.date("2025-06-05T18:00:00+00:00"))
        #expect(first.ends == nil)
        #expect(first.sent == AlertFixtures.date("2025-06-04T17:11:30Z"))
        #expect(first.language == "no")
        #expect(first.areaDescription == "Måløy - Svinøy")
        #expect(first.parameters["triggerLevel"] == ["17.2m/s"])
        #expect(first.parameters["ceiling_above_sea_level"] == ["2743"])
        #expect(first.parameters["geographicDomain"] == ["marine"])
        #expect(
            first.documentURL?.absoluteString
                == "https://api.met.no/weatherapi/metalerts/2.0/current?cap=2.49.0.1.578.0.20250604171130.040")
        let geometry = try #require(first.geometry)
        #expect(geometry.polygons.count == 2)
        #expect(geometry.polygons.first?.ring.first == GeoPoint(latitude: 62.034, longitude: 4.8643))
        // A point at sea between Måløy and Svinøy, inside the second polygon; and the same swapped.
        #expect(geometry.contains(GeoPoint(latitude: 62.25, longitude: 5.2)))
        #expect(!geometry.contains(GeoPoint(latitude: 5.2, longitude: 62.25)))
        #expect(!geometry.contains(GeoPoint(latitude: 59.91, longitude: 10.75))) // Oslo
        #expect(warnings[1].ends == AlertFixtures.date("2025-06-05T16:00:00+00:00"))
        #expect(warnings[1].parameters["triggerLevel"] == ["13.9m/s"])
        let live = WarningSelection(now: AlertFixtures.date("2025-06-04T18:38:08Z")).select(warnings)
        #expect(live.count == 3)
        #expect(live.map(\.areaDescription) == ["Fedje - Bulandet", "Bulandet - Måløy", "Måløy - Svinøy"])
    }

    @Test("An empty MetAlerts answer, pretty-printed and indented, holds no warning")
    func metEmpty() throws {
        let name = "metno/metno_metalerts_2.0_current_json_empty_invalid_coords_in2000-team30-kotlin-raw-string.json"
        #expect(WarningFormat.detect(try AlertFixtures.data(name)) == .metAlertsGeoJSON)
        #expect(try AlertFixtures.messages(name, service: .metNorway).isEmpty)
    }

    @Test("Hong Kong: the hot weather and fire danger warnings, fire danger first, in Traditional Chinese")
    func hongKong() throws {
        let messages = try AlertFixtures.messages(AlertFixtures.hko, service: .hongKongObservatory, language: "tc")
        #expect(messages.count == 2)
        let live = WarningSelection(now: AlertFixtures.date("2026-09-25T12:00:00+08:00"), language: "zh-Hant")
            .select(messages)
        #expect(live.map(\.event) == ["火災危險警告", "酷熱天氣警告"])
        let fire = try #require(live.first)
        #expect(fire.eventCode == "WFIREY")
        #expect(fire.awarenessLevel == .yellow)
        #expect(fire.headline == "火災危險警告 · 黃色")
        #expect(fire.language == "zh-Hant")
        #expect(fire.onset == AlertFixtures.date("2026-09-25T06:00:00+08:00"))
        #expect(fire.expires == nil)
        #expect(live[1].awarenessLevel == nil)
        #expect(WarningFormat.detect(try AlertFixtures.data(AlertFixtures.hko)) == .hongKongWarningSummary)
    }

    @Test("A Hong Kong warning being cancelled is not shown")
    func hongKongCancel() throws {
        let body = Data(
            #"{"WHOT":{"name":"Very Hot Weather Warning","code":"WHOT","actionCode":"CANCEL","issueTime":"2026-09-25T11:00:00+08:00","updateTime":"2026-09-25T16:00:00+08:00"}}"#
                .utf8)
        let messages = try WarningService.hongKongObservatory.read(body, language: "en")
        #expect(messages.first?.messageType == .cancel)
        #expect(WarningSelection(now: AlertFixtures.date("2026-09-25T16:30:00+08:00")).select(messages).isEmpty)
    }
}
