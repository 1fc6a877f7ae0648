import APICore
import Foundation
import Testing

@testable import WeatherAlerts

@Suite("CAP documents alone: every info block, parameters, references, outline")
struct CAPDocumentTests {
    @Test("France's avalanche update: two languages, awareness 2 yellow and 9 avalanches, six NUTS3 areas")
    func franceUpdate() throws {
        let warnings = try AlertFixtures.messages(AlertFixtures.franceCAP, service: .meteoAlarm)
        #expect(warnings.map(\.language) == ["fr-FR", "en-GB"])
        let french = try #require(warnings.first)
        #expect(french.id == "2.49.0.0.250.0.FR.20221207060126.964028")
        #expect(french.sender == "vigilance@meteo.fr")
        #expect(french.senderName == "METEO-FRANCE")
        #expect(french.messageType == .update)
        #expect(french.responseTypes == [.allClear])
        #expect(french.event == "Vigilance jaune avalanches")
        #expect(french.awarenessLevel == .yellow)
        #expect(french.awarenessType == AwarenessType(code: 9, name: "avalanches"))
        #expect(french.awarenessType?.kind == .avalanches)
        #expect(french.parameters["awareness_level"] == ["2; yellow; Moderate"])
        #expect(
            french.references == [
                CAPReference(
                    sender: "vigilance@meteo.fr", identifier: "2.49.0.0.250.0.FR.20221206160108.315028",
                    sent: "2022-12-06T16:01:08+01:00")
            ])
        #expect(french.areaCodes.map(\.value) == ["FR821", "FR822", "FR823", "FR714", "FR717", "FR718"])
        #expect(french.areaDescription?.hasPrefix("Alpes de Haute Provence; Hautes Alpes") == true)
        #expect(french.web?.absoluteString == "http://vigilance.meteofrance.com/")
        #expect(warnings[1].event == "Moderate avalanches warning")
        #expect(warnings[1].instruction?.hasPrefix("Be aware and pay attention") == true)
        // An update giving the all-clear is never shown, even before its expiry.
        #expect(!french.isLive(at: AlertFixtures.date("2022-12-07T06:00:30+01:00")))
    }

    @Test("Ireland's ice warning: its polygon is lat,lon and holds Dublin, not London")
    func irelandOutline() throws {
        let warnings = try AlertFixtures.messages(AlertFixtures.irelandCAP, service: .meteoAlarm)
        let warning = try #require(warnings.first)
        #expect(warnings.count == 1)
        #expect(warning.senderName == "Met Éireann")
        #expect(warning.headline == "Ice warning for Ireland")
        #expect(warning.instruction == nil)
        #expect(warning.description?.hasPrefix("Hazardous conditions.") == true)
        #expect(warning.awarenessType?.kind == .lowTemperature)
        #expect(warning.sent == AlertFixtures.date("2022-12-06T23:27:41Z"))
        #expect(warning.areaCodes.count == 26)
        let geometry = try #require(warning.geometry)
        #expect(geometry.polygons.count == 6)
        #expect(geometry.polygons.first?.ring.first == GeoPoint(latitude: 53.7762, longitude: -7.40536))
        #expect(geometry.contains(GeoPoint(latitude: 53.3498, longitude: -6.2603))) // Dublin
        #expect(geometry.contains(GeoPoint(latitude: 51.8985, longitude: -8.4756))) // Cork
        #expect(!geometry.contains(GeoPoint(latitude: 51.5074, longitude: -0.1278))) // London
        #expect(!geometry.contains(GeoPoint(latitude: 54.5973, longitude: -5.9301))) // Belfast
        // Read in GeoJSON's order by mistake, Dublin would fall outside.
        #expect(!geometry.contains(GeoPoint(latitude: -6.2603, longitude: 53.3498)))
    }

    @Test("MET Norway's 1.1 RSS: one gale item with its CAP link, in Norwegian")
    func metNorwayRSS() throws {
        let warnings = try CAPReader().warnings(from: try AlertFixtures.data(AlertFixtures.metRSS), service: .metNorway)
        let item = try #require(warnings.first)
        #expect(warnings.count == 1)
        #expect(item.id == "2.49.0.1.578.0.230223083612430.639")
        #expect(item.headline?.hasPrefix("Kuling, gult nivå, Obrestad - Slåtterøy") == true)
        #expect(item.description?.hasPrefix("Alert: I kveld, torsdag") == true)
        #expect(item.sent == AlertFixtures.date("2023-02-23T08:36:12Z"))
        #expect(item.language == "no")
        #expect(
            item.documentURL?.absoluteString
                == "https://api.met.no/weatherapi/metalerts/1.1/?cap=2.49.0.1.578.0.230223083612430.639")
    }
}
