import APICore
import Foundation
import Testing

@testable import WeatherAlerts

@Suite("NWS GeoJSON answers read as CAP-shaped warnings")
struct NWSReaderTests {
    @Test("Phoenix: the heat warning update and the air quality alert with CAP's Unknown severity")
    func phoenix() throws {
        let warnings = try AlertFixtures.messages(AlertFixtures.phoenix, service: .nws)
        #expect(warnings.count == 2)
        let heat = try #require(warnings.first)
        #expect(heat.id == "urn:oid:2.49.0.1.840.0.505a7220d91b00eb1d75a3fb4f339f825496a522.004.1")
        #expect(heat.service == .nws)
        #expect(heat.event == "Excessive Heat Warning")
        #expect(heat.eventCode == "EHW")
        #expect(heat.severity == .severe)
        #expect(heat.urgency == .expected)
        #expect(heat.certainty == .likely)
        #expect(heat.messageType == .update)
        #expect(heat.status == .actual)
        #expect(heat.responseTypes == [.execute])
        #expect(heat.senderName == "NWS Phoenix AZ")
        #expect(heat.sender == "w-nws.webmaster@noaa.gov")
        #expect(heat.onset == AlertFixtures.date("2024-07-19T10:00:00-07:00"))
        #expect(heat.expires == AlertFixtures.date("2024-07-19T03:00:00-07:00"))
        #expect(heat.ends == AlertFixtures.date("2024-07-20T20:00:00-07:00"))
        #expect(heat.displayEnd == heat.ends)
        #expect(
            heat.references.map(\.identifier) == [
                "urn:oid:2.49.0.1.840.0.2852349b8f25500975c692db29cb2f047ff20a7c.004.2"
            ])
        #expect(heat.references.first?.sent == "2024-07-18T01:14:00-07:00")
        #expect(heat.areaDescription?.hasPrefix("Northwest Valley; Buckeye/Avondale") == true)
        #expect(heat.areaCodes.contains(AreaCode(scheme: "UGC", value: "AZZ540")))
        #expect(heat.areaCodes.contains(AreaCode(scheme: "SAME", value: "004013")))
        #expect(heat.parameters["VTEC"] == ["/O.CON.KPSR.EH.W.0006.240719T1700Z-240721T0300Z/"])
        #expect(heat.instruction?.hasPrefix("An Excessive Heat Warning means") == true)
        #expect(heat.geometry == nil)
        #expect(heat.language == "en-US")
        let air = warnings[1]
        #expect(air.event == "Air Quality Alert")
        #expect(air.severity == .unknown)
        #expect(air.certainty == .unknown)
        #expect(air.instruction == nil)
        #expect(air.ends == nil)
        #expect(air.references.isEmpty)
    }

    @Test("Florida: the flood warning's polygon is read lon,lat and holds the point asked about")
    func floridaPolygon() throws {
        let warning = try #require(try AlertFixtures.messages(AlertFixtures.florida, service: .nws).first)
        #expect(warning.event == "Flood Warning")
        let polygon = try #require(warning.geometry?.polygons.first)
        #expect(polygon.ring.first == GeoPoint(latitude: 28.899999999999999, longitude: -81.390000000000001))
        #expect(polygon.ring.count == 5)
        // The title's point, 29.008056 N 81.382778 W, lies inside; the same numbers swapped do not.
        #expect(warning.geometry?.contains(GeoPoint(latitude: 29.008056, longitude: -81.382778)) == true)
        #expect(warning.geometry?.contains(GeoPoint(latitude: -81.382778, longitude: 29.008056)) == false)
        #expect(warning.geometry?.contains(GeoPoint(latitude: 29.2, longitude: -81.38)) == false)
    }

    @Test("Older bodies: zone ORZ004's flood watch with four references, 2019 heat advisories")
    func olderBodies() throws {
        let zone = try AlertFixtures.messages(
            "nws/nws_alerts_active_zone_ORZ004_oregon_flood_watch_update_references_pynws.json", service: .nws)
        #expect(zone.count == 1)
        #expect(zone.first?.id == "NWS-IDP-PROD-3965873-3369046")
        #expect(zone.first?.event == "Flood Watch")
        #expect(zone.first?.references.count == 4)
        #expect(zone.first?.references.first?.identifier.hasPrefix("NWS-IDP-PROD-") == true)
        let portland = try AlertFixtures.messages(
            "nws/nws_alerts_active_point_portland_heat_advisory_update_2019_camilleri-go-comment.json", service: .nws)
        #expect(portland.first?.event == "Heat Advisory")
        #expect(portland.first?.severity == .moderate)
        #expect(
            portland.first?.references.map(\.identifier) == [
                "NWS-IDP-PROD-3788552-3246201", "NWS-IDP-PROD-3788552-3246200",
            ])
        let savannah = try AlertFixtures.messages(
            "nws/nws_alerts_active_point_savannah_heat_advisory_update_2019_camilleri-go-comment.json", service: .nws)
        let advisory = try #require(savannah.first)
        #expect(advisory.expires == AlertFixtures.date("2019-08-14T16:00:00-04:00"))
        #expect(advisory.ends == AlertFixtures.date("2019-08-14T18:00:00-04:00"))
        // Past `expires`, the advisory is gone even though `ends` is later.
        #expect(advisory.isLive(at: AlertFixtures.date("2019-08-14T15:59:00-04:00")))
        #expect(!advisory.isLive(at: AlertFixtures.date("2019-08-14T16:00:00-04:00")))
    }

    @Test("Empty answers, in the 2022 and 2026 shapes, hold no warning")
    func empty() throws {
        for name in [
            "nws/nws_alerts_active_point_new_york_empty_features_accessiweather.json",
            "nws/nws_alerts_active_point_texas_empty_features_gtfo-server.json",
        ] {
            #expect(try AlertFixtures.messages(name, service: .nws).isEmpty)
            #expect(WarningFormat.detect(try AlertFixtures.data(name)) == .nwsGeoJSON)
        }
    }

    @Test("The count answer and the problem body are not lists of alerts")
    func notAlerts() throws {
        let count = try AlertFixtures.data("nws/nws_alerts_active_count_finity69x2-nws_alerts.json")
        let countError = AlertFixtures.failure { _ = try WarningService.nws.read(count) }
        #expect(countError?.code == .unexpectedResponse)
        #expect(countError?.service == .nws)
        #expect(countError?.message.hasPrefix("National Weather Service: ") == true)
        let problem = try NWSProblem.decode(try AlertFixtures.data(AlertFixtures.problem))
        #expect(problem.name == "InvalidPoint")
        let error = problem.error(httpStatus: 404)
        #expect(error.code == .notFound)
        #expect(error.apiMessage == "Unable to provide data for requested point 0,0")
        #expect(
            error.message
                == "The service answered HTTP 404 (InvalidPoint): Data Unavailable For Requested Point: "
                + "Unable to provide data for requested point 0,0")
    }
}
