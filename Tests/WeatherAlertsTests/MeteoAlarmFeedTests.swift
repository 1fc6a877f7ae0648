import APICore
import Foundation
import Testing

@testable import WeatherAlerts

@Suite("MeteoAlarm's Atom feeds: entries read, then live warnings each once")
struct MeteoAlarmFeedTests {
    /// The Ireland feed's own `updated` time.
    static let irelandNow = AlertFixtures.date("2022-12-07T23:05:50Z")
    /// The United Kingdom feed's own `updated` time.
    static let ukNow = AlertFixtures.date("2022-12-08T00:15:57Z")

    @Test("Poland: two entries, every cap: field and link")
    func poland() throws {
        let warnings = try AlertFixtures.messages(AlertFixtures.polandFeed, service: .meteoAlarm)
        #expect(warnings.count == 2)
        let first = try #require(warnings.first)
        #expect(first.id == "2.49.0.0.616.0.PL.230427122201.PL805_00731")
        #expect(first.event == "Yellow Wind warning")
        #expect(first.awarenessLevel == .yellow)
        #expect(first.headline == "Yellow Wind Warning issued for Poland - Eastern coastal zone")
        #expect(first.areaDescription == "Eastern coastal zone")
        #expect(first.areaCodes == [AreaCode(scheme: "EMMA_ID", value: "PL805")])
        #expect(first.severity == .moderate)
        #expect(first.urgency == .expected)
        #expect(first.certainty == .likely)
        #expect(first.messageType == .alert)
        #expect(first.status == .actual)
        #expect(first.sent == AlertFixtures.date("2023-04-27T12:22:01+00:00"))
        #expect(first.onset == AlertFixtures.date("2023-04-27T12:30:00+00:00"))
        #expect(first.effective == AlertFixtures.date("2023-04-27T12:21:00+00:00"))
        #expect(first.expires == AlertFixtures.date("2023-04-27T20:00:00+00:00"))
        #expect(
            first.documentURL?.absoluteString
                == "https://feeds.meteoalarm.org/api/v1/warnings/feeds-poland/3adfb5e8-78f3-4240-bc8e-4b6a4da41c3b")
        #expect(first.web?.absoluteString == "https://meteoalarm.org?geocode=EMMA_ID:PL805")
        #expect(first.language == "en")
        #expect(first.description == nil)
    }

    @Test("Ireland: 232 entries (re-issues × 26 FIPS areas) are 2 warnings at the feed's time")
    func irelandDedupe() throws {
        let messages = try AlertFixtures.messages(AlertFixtures.irelandFeed, service: .meteoAlarm)
        #expect(messages.count == 232)
        #expect(Set(messages.map(\.id)).count == 16)
        let warnings = WarningSelection(now: Self.irelandNow).select(messages)
        #expect(warnings.count == 2)
        #expect(
            warnings.map(\.id) == [
                "2.49.0.1.372.0.221207170442.M_LowTemp003", "2.49.0.1.372.0.221207170442.M_LowTemp004",
            ])
        #expect(
            warnings.map(\.onset) == [
                AlertFixtures.date("2022-12-08T00:00:00+00:00"), AlertFixtures.date("2022-12-08T22:00:00+00:00"),
            ])
        #expect(warnings.allSatisfy { $0.event == "Yellow Low Temperature/Ice" && $0.areaDescription == "Ireland" })
        #expect(warnings.first?.areaCodes.count == 26)
        // Once the first has expired, only the second is left; once both have, none.
        #expect(WarningSelection(now: AlertFixtures.date("2022-12-08T12:00:00Z")).select(messages).count == 1)
        #expect(WarningSelection(now: AlertFixtures.date("2022-12-09T10:00:00Z")).select(messages).isEmpty)
    }

    @Test("United Kingdom: the place's region picks its warnings, by name or by code, marked approximate")
    func unitedKingdomAreas() throws {
        let messages = try AlertFixtures.messages(AlertFixtures.ukFeed, service: .meteoAlarm)
        #expect(messages.count == 25)
        func warnings(_ names: [String], codes: [String] = []) -> [OfficialWarning] {
            let place = WarningPlace(
                latitude: 55.86, longitude: -4.25, countryCode: "GB", names: names, areaCodes: codes)
            let matched = AreaMatcher(place: place).matching(messages, locating: .areas)
            return WarningSelection(now: Self.ukNow).select(matched)
        }
        let glasgow = warnings(["Glasgow", "Strathclyde", "Scotland"])
        #expect(glasgow.map(\.event) == ["Yellow snow warning", "Yellow ice warning"])
        #expect(glasgow.allSatisfy { $0.isAreaApproximate })
        #expect(glasgow.allSatisfy { $0.areaDescription == "Strathclyde" })
        let cardiff = warnings(["Cardiff", "Wales"])
        #expect(
            cardiff.map(\.onset) == [
                AlertFixtures.date("2022-12-07T17:00:00+00:00"), AlertFixtures.date("2022-12-08T16:00:00+00:00"),
            ])
        #expect(warnings(["Nottingham"], codes: ["UK113"]).count == 2)
        // "England" lies inside "North East England", but a region is not its neighbour.
        #expect(warnings(["London", "Greater London", "England"]).isEmpty)
        // With no names the whole country's warnings stand, each once.
        #expect(warnings([]).count == 4)
    }

    @Test("France: the avalanche update past its expiry is gone; the later alert remains")
    func france() throws {
        let messages = try AlertFixtures.messages(AlertFixtures.franceFeed, service: .meteoAlarm)
        #expect(messages.count == 12)
        #expect(messages.filter { $0.messageType == .update }.count == 6)
        #expect(messages.first?.areaCodes.first?.scheme == "NUTS3")
        let warnings = WarningSelection(now: AlertFixtures.date("2022-12-08T00:36:08Z")).select(messages)
        #expect(warnings.map(\.id) == ["2.49.0.0.250.0.FR.20221207160058.764028"])
        #expect(warnings.first?.event == "Moderate avalanches warning")
        #expect(warnings.first?.awarenessLevel == nil)
    }

    @Test("The Croatian JSON API: 63 alerts in two languages each; English or Croatian as asked")
    func croatiaJSON() throws {
        let data = try AlertFixtures.data(AlertFixtures.croatiaJSON)
        #expect(WarningFormat.detect(data) == .meteoAlarmJSON)
        let messages = try WarningReader().warnings(from: data)
        #expect(messages.count == 126)
        let first = try #require(messages.first)
        #expect(first.id == "2.49.0.0.191.0.HR.231225081742_0_yellow_HR004")
        #expect(first.language == "hr-HR")
        #expect(first.event == "Žuto upozorenje za vjetar")
        #expect(first.awarenessLevel == .yellow)
        #expect(first.awarenessType == AwarenessType(code: 1, name: "Wind"))
        #expect(first.awarenessType?.kind == .wind)
        #expect(first.responseTypes == [.monitor])
        #expect(first.areaCodes == [AreaCode(scheme: "EMMA_ID", value: "HR004")])
        let english = WarningSelection(now: AlertFixtures.date("2023-12-25T12:00:00+01:00"), language: "en")
        let croatian = WarningSelection(now: AlertFixtures.date("2023-12-25T12:00:00+01:00"), language: "hr")
        let inEnglish = english.select(messages)
        #expect(!inEnglish.isEmpty)
        #expect(inEnglish.allSatisfy { $0.language == "en-GB" })
        #expect(croatian.select(messages).allSatisfy { $0.language == "hr-HR" })
        #expect(croatian.select(messages).count == inEnglish.count)
    }
}
