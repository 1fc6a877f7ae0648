import APICore
import Foundation
import Testing

@testable import WeatherAlerts

@Suite("Is the place inside? Polygons in both coordinate orders, holes, circles")
struct GeometryTests {
    /// A square around Dublin, as CAP writes it (latitude first) and as GeoJSON does (longitude first).
    static let capSquare = "53.0,-7.0 53.0,-6.0 54.0,-6.0 54.0,-7.0 53.0,-7.0"
    static let geoJSONSquare = #"{"type":"Polygon","coordinates":[[[-7,53],[-6,53],[-6,54],[-7,54],[-7,53]]]}"#
    static let dublin = GeoPoint(latitude: 53.35, longitude: -6.26)
    static let london = GeoPoint(latitude: 51.51, longitude: -0.13)

    @Test("A CAP polygon is latitude,longitude")
    func capOrder() throws {
        let polygon = try WarningGeometry.capPolygon(Self.capSquare, limit: 100)
        #expect(polygon.ring.first == GeoPoint(latitude: 53, longitude: -7))
        #expect(polygon.contains(Self.dublin))
        #expect(!polygon.contains(Self.london))
    }

    @Test("A GeoJSON polygon is longitude,latitude, and the same square holds the same places")
    func geoJSONOrder() throws {
        let geometry = try FastJSONDecoder().decode(GeoJSONGeometry.self, from: Data(Self.geoJSONSquare.utf8))
        let shape = try #require(try WarningGeometry.geoJSON(geometry, limit: 100))
        #expect(shape.polygons.first?.ring.first == GeoPoint(latitude: 53, longitude: -7))
        #expect(shape.contains(Self.dublin))
        #expect(!shape.contains(Self.london))
        #expect(shape == WarningGeometry(polygons: [try WarningGeometry.capPolygon(Self.capSquare, limit: 100)]))
    }

    @Test("A hole leaves its inside out; a MultiPolygon holds what any part holds")
    func holesAndParts() throws {
        let text = #"""
            {"type":"MultiPolygon","coordinates":[
              [[[-7,53],[-6,53],[-6,54],[-7,54],[-7,53]],[[-6.5,53.2],[-6.1,53.2],[-6.1,53.5],[-6.5,53.5],[-6.5,53.2]]],
              [[[-1,51],[1,51],[1,52],[-1,52],[-1,51]]]]}
            """#
        let geometry = try FastJSONDecoder().decode(GeoJSONGeometry.self, from: Data(text.utf8))
        let shape = try #require(try WarningGeometry.geoJSON(geometry, limit: 100))
        #expect(shape.polygons.count == 2)
        #expect(!shape.contains(Self.dublin)) // in the hole
        #expect(shape.contains(GeoPoint(latitude: 53.8, longitude: -6.8)))
        #expect(shape.contains(Self.london))
    }

    @Test("CAP numbers: signs, bare points, long fractions; anything else is refused")
    func capNumbers() throws {
        let ring = try WarningGeometry.capPolygon(" +53.5,-6 53.,-6.25\n\t00000000000000000053.5,1 ", limit: 10).ring
        #expect(ring.count == 3)
        #expect(ring[0] == GeoPoint(latitude: 53.5, longitude: -6))
        #expect(ring[1] == GeoPoint(latitude: 53, longitude: -6.25))
        #expect(ring[2] == GeoPoint(latitude: 53.5, longitude: 1))
        let long = try WarningGeometry.capPolygon("53.123456789012345678901,-6.5", limit: 10).ring
        #expect(abs(long[0].latitude - 53.123456789012345678901) < 1e-12)
        for bad in ["53,-6,7", "abc,1", "53;-6", "53,", ",6", "1e2,3"] {
            #expect(
                AlertFixtures.failure { _ = try WarningGeometry.capPolygon(bad, limit: 10) }?.code
                    == .unexpectedResponse)
        }
    }

    @Test("A CAP circle holds what lies within its radius in kilometres")
    func circle() throws {
        let circle = try WarningGeometry.capCircle("53.35,-6.26 10")
        #expect(circle.contains(GeoPoint(latitude: 53.40, longitude: -6.30))) // about 6 km away
        #expect(!circle.contains(GeoPoint(latitude: 53.50, longitude: -6.26))) // about 17 km away
        #expect(abs(WarningCircle.distanceKilometres(Self.dublin, Self.london) - 464) < 5)
    }

    @Test("Polygons past the point limit are refused with a typed error, at once")
    func pointLimit() throws {
        let points = (0..<100_000).map { "\(50 + Double($0) / 100_000),\(-6 - Double($0 % 7) / 10)" }.joined(
            separator: " ")
        let started = ContinuousClock.now
        let error = AlertFixtures.failure { _ = try WarningGeometry.capPolygon(points, limit: 20_000) }
        #expect(error?.code == .polygonTooLarge)
        #expect(error?.message == "A polygon has 100000 points, more than the limit of 20000.")
        #expect(ContinuousClock.now - started < .seconds(5))
        let bad = AlertFixtures.failure { _ = try WarningGeometry.capPolygon("53.0,-7.0 95.0,-6.0 54,-6", limit: 10) }
        #expect(bad?.code == .unexpectedResponse)
    }
}
