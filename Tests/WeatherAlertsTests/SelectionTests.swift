import Foundation
import Testing

@testable import WeatherAlerts

@Suite("Only live warnings, each once, in order")
struct SelectionTests {
    static let now = AlertFixtures.date("2024-07-18T19:50:06Z")

    static func warning(
        _ id: String, event: String = "Gale", sent: String = "2024-07-18T10:00:00Z",
        onset: String = "2024-07-18T12:00:00Z", expires: String = "2024-07-19T12:00:00Z",
        severity: CAPSeverity = .moderate, language: String? = "en",
        _ change: (inout OfficialWarning) -> Void = { _ in }
    ) -> OfficialWarning {
        var warning = OfficialWarning(id: id, service: .meteoAlarm, event: event)
        warning.sent = AlertFixtures.date(sent)
        warning.onset = AlertFixtures.date(onset)
        warning.expires = AlertFixtures.date(expires)
        warning.severity = severity
        warning.language = language
        change(&warning)
        return warning
    }

    @Test("Phoenix at the body's time: both NWS alerts live, the severe heat warning first")
    func phoenixOrder() throws {
        let messages = try AlertFixtures.messages(AlertFixtures.phoenix, service: .nws)
        let live = WarningSelection(now: Self.now).select(messages)
        #expect(live.map(\.event) == ["Excessive Heat Warning", "Air Quality Alert"])
        // Past the heat warning's `expires` (03:00 MST), although its `ends` is a day later, it is gone.
        let later = WarningSelection(now: AlertFixtures.date("2024-07-19T03:00:01-07:00")).select(messages)
        #expect(later.map(\.event) == ["Air Quality Alert"])
    }

    @Test("A message an update or a cancellation references is dropped; a cancellation is never shown")
    func references() {
        let original = Self.warning("A1")
        let update = Self.warning("A2", sent: "2024-07-18T11:00:00Z") {
            $0.messageType = .update
            $0.references = [CAPReference(sender: "s", identifier: "A1", sent: "2024-07-18T10:00:00Z")]
        }
        let other = Self.warning("B1", event: "Rain")
        let cancel = Self.warning("C1", sent: "2024-07-18T12:00:00Z") {
            $0.messageType = .cancel
            $0.references = [CAPReference(identifier: "B1")]
        }
        let selection = WarningSelection(now: Self.now)
        #expect(selection.select([original, update]).map(\.id) == ["A2"])
        #expect(selection.select([original, update, other]).map(\.id) == ["A2", "B1"])
        #expect(selection.select([original, update, other, cancel]).map(\.id) == ["A2"])
        #expect(selection.select([cancel]).isEmpty)
        // An expired update still retires what it references.
        let expiredUpdate = Self.warning("A3", expires: "2024-07-18T13:00:00Z") {
            $0.messageType = .update
            $0.references = [CAPReference(identifier: "A1")]
        }
        #expect(selection.select([original, expiredUpdate]).isEmpty)
    }

    @Test("Only Actual alerts and updates, not past expires or ends")
    func liveness() {
        let selection = WarningSelection(now: Self.now)
        #expect(selection.select([Self.warning("T") { $0.status = .test }]).isEmpty)
        #expect(selection.select([Self.warning("X") { $0.status = .exercise }]).isEmpty)
        #expect(selection.select([Self.warning("K") { $0.messageType = .ack }]).isEmpty)
        #expect(selection.select([Self.warning("E", expires: "2024-07-18T19:50:06Z")]).isEmpty)
        #expect(selection.select([Self.warning("N") { $0.ends = AlertFixtures.date("2024-07-18T19:00:00Z") }]).isEmpty)
        #expect(
            selection.select([Self.warning("F", onset: "2024-07-20T00:00:00Z", expires: "2024-07-21T00:00:00Z")]).count
                == 1)
        #expect(selection.select([Self.warning("O") { $0.expires = nil }]).count == 1)
    }

    @Test("Copies in several languages become the display language's, else English, else the first")
    func languages() {
        let copies = [
            Self.warning("M", event: "Vigilance jaune vent", language: "fr-FR"),
            Self.warning("M", event: "Yellow wind warning", language: "en-GB"),
            Self.warning("M", event: "Gelbe Windwarnung", language: "de-DE"),
        ]
        #expect(WarningSelection(now: Self.now, language: "fr").select(copies).map(\.event) == ["Vigilance jaune vent"])
        #expect(WarningSelection(now: Self.now, language: "de-AT").select(copies).map(\.event) == ["Gelbe Windwarnung"])
        #expect(WarningSelection(now: Self.now, language: "ja").select(copies).map(\.event) == ["Yellow wind warning"])
        let noEnglish = [copies[0], copies[2]]
        #expect(
            WarningSelection(now: Self.now, language: "ja").select(noEnglish).map(\.event) == ["Vigilance jaune vent"])
    }

    @Test("Re-issues (same event, onset, expiry) become the newest sent; per-area copies keep every area")
    func reissues() {
        let older = Self.warning("R1", sent: "2024-07-18T08:00:00Z") { $0.areaDescription = "North" }
        let newer = Self.warning("R2", sent: "2024-07-18T09:00:00Z") { $0.areaDescription = "North" }
        let areaCopy = Self.warning("R2", sent: "2024-07-18T09:00:00Z") {
            $0.areaDescription = "South"
            $0.areaCodes = [AreaCode(scheme: "EMMA_ID", value: "XX002")]
        }
        let moved = Self.warning("R3", onset: "2024-07-18T13:00:00Z")
        let selected = WarningSelection(now: Self.now).select([older, newer, areaCopy, moved])
        #expect(selected.map(\.id) == ["R2", "R3"])
        #expect(selected.first?.areaDescription == "North; South")
        #expect(selected.first?.areaCodes == [AreaCode(scheme: "EMMA_ID", value: "XX002")])
    }

    @Test("Most severe first, then the awareness level, then the earliest start")
    func order() {
        let minor = Self.warning("1", event: "Fog", onset: "2024-07-18T01:00:00Z", severity: .minor)
        let extreme = Self.warning("2", event: "Storm", onset: "2024-07-18T18:00:00Z", severity: .extreme)
        let early = Self.warning("3", event: "Rain", onset: "2024-07-18T02:00:00Z")
        let late = Self.warning("4", event: "Snow", onset: "2024-07-18T03:00:00Z")
        let orange = Self.warning("5", event: "Wind", onset: "2024-07-18T04:00:00Z") { $0.awarenessLevel = .orange }
        let unknown = Self.warning("6", event: "Air", severity: .other("Catastrophic"))
        let selected = WarningSelection(now: Self.now).select([minor, unknown, late, early, extreme, orange])
        #expect(selected.map(\.id) == ["2", "5", "3", "4", "1", "6"])
        #expect(unknown.severity.rawValue == "Catastrophic")
    }
}
