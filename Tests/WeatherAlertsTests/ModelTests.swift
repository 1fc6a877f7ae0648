import Foundation
import Testing

@testable import WeatherAlerts

@Suite("The CAP-shaped model: enumerations keep unknown values, awareness reads every spelling, warnings round-trip")
struct ModelTests {
    @Test("CAP enumerations read any letter case and keep values CAP does not define")
    func enumerations() throws {
        #expect(CAPSeverity(rawValue: "SEVERE") == .severe)
        #expect(CAPSeverity(rawValue: " minor ") == .minor)
        #expect(CAPSeverity(rawValue: "Catastrophic") == .other("Catastrophic"))
        #expect(CAPSeverity.extreme > CAPSeverity.severe && CAPSeverity.minor > CAPSeverity.unknown)
        #expect(CAPMessageType(rawValue: "cancel") == .cancel)
        #expect(!CAPMessageType.cancel.isWarning && CAPMessageType.update.isWarning)
        #expect(CAPResponseType(rawValue: "allclear") == .allClear)
        #expect(CAPStatus(rawValue: "Exercise") == .exercise)
        #expect(CAPUrgency(rawValue: "Soon") == .other("Soon"))
        #expect(CAPCertainty(rawValue: "Very Likely").rawValue == "Very Likely")
        let encoded = try JSONEncoder().encode([CAPSeverity.other("Catastrophic"), .severe])
        #expect(String(decoding: encoded, as: UTF8.self) == #"["Catastrophic","Severe"]"#)
        #expect(try JSONDecoder().decode([CAPSeverity].self, from: encoded) == [.other("Catastrophic"), .severe])
    }

    @Test("Awareness levels by number, colour word in any case, or an event's first word")
    func awarenessLevels() {
        #expect(AwarenessLevel(parameter: "2; yellow; Moderate") == .yellow)
        #expect(AwarenessLevel(parameter: "3; Orange; Severe") == .orange)
        #expect(AwarenessLevel(parameter: "4") == .red)
        #expect(AwarenessLevel(parameter: "Yellow") == .yellow)
        #expect(AwarenessLevel(parameter: "9; purple") == nil)
        #expect(AwarenessLevel(colour: "ORANGE") == .orange)
        #expect(AwarenessLevel(eventName: "Orange Rain warning") == .orange)
        #expect(AwarenessLevel(eventName: "Moderate avalanches warning") == nil)
        #expect(AwarenessLevel(colour: " Amber\t") == .orange && AwarenessLevel(colour: "red") == .red)
        #expect(AwarenessLevel(colour: "Grün") == nil && AwarenessLevel(colour: "reddish") == nil)
        #expect(AwarenessLevel(eventName: "Red-Rain warning") == .red)
        #expect(AwarenessLevel(eventName: " Yellow Low Temperature/Ice") == .yellow)
        #expect(AwarenessLevel(eventName: "") == nil && AwarenessLevel(eventName: "Gelb Wind") == nil)
        #expect(AwarenessType(parameter: "12; flooding")?.kind == .flooding)
        #expect(AwarenessType(parameter: "8; forest-fire")?.description == "8; forest-fire")
        #expect(AwarenessType(parameter: "") == nil)
    }

    @Test("References: whitespace-separated sender,identifier,sent triples")
    func references() {
        let text = "w-nws.webmaster@noaa.gov,urn:oid:2.49.0.1.840.0.a.1,2024-07-18T01:14:00-07:00\n lone-id"
        #expect(
            CAPReference.list(from: text) == [
                CAPReference(
                    sender: "w-nws.webmaster@noaa.gov", identifier: "urn:oid:2.49.0.1.840.0.a.1",
                    sent: "2024-07-18T01:14:00-07:00"),
                CAPReference(identifier: "lone-id"),
            ])
    }

    @Test("Warnings round-trip through Codable, outline and unknown values included")
    func roundTrip() throws {
        let warnings =
            try AlertFixtures.messages(AlertFixtures.phoenix, service: .nws)
            + AlertFixtures.messages(AlertFixtures.metGale, service: .metNorway)
        let data = try JSONEncoder().encode(warnings)
        #expect(try JSONDecoder().decode([OfficialWarning].self, from: data) == warnings)
    }

    @Test("The User-Agent names the version and the contact, without characters that break a header")
    func userAgent() {
        #expect(
            WeatherAlertsClient.Configuration().userAgent
                == "caiyun-weather/1.0.0 (https://github.com/YuanLinStudio/CaiyunWeather)")
        let odd = WeatherAlertsClient.Configuration(contact: "ops@example.com)\r\nX-Evil: 1", version: "2.1.0")
        #expect(odd.userAgent == "caiyun-weather/2.1.0 (ops@example.com   X-Evil: 1)")
        #expect(
            WeatherAlertsClient.Configuration(contact: "  ").userAgent.hasSuffix(
                "(https://github.com/YuanLinStudio/CaiyunWeather)"))
    }

    @Test("Coordinates go out with at most four decimals")
    func degrees() {
        #expect(WarningEndpoint.degrees(33.448377123) == "33.4484")
        #expect(WarningEndpoint.degrees(-112.30) == "-112.3")
        #expect(WarningEndpoint.degrees(5) == "5")
        #expect(WarningEndpoint.degrees(-0.00001) == "0")
    }
}
