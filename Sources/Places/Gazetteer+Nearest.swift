import Foundation

/// The city nearest a coordinate, and how far it is.
public struct GazetteerMatch: Sendable, Hashable {
    /// The city.
    public var place: GazetteerPlace
    /// The great-circle distance from the coordinate to the city's centre, in kilometres.
    public var distanceKilometers: Double

    /// Whether the coordinate lies beyond ``Gazetteer/nearbyKilometers`` from the city, so its
    /// name describes the area only loosely ("near Beijing").
    public var isApproximate: Bool { distanceKilometers > Gazetteer.nearbyKilometers }

    /// Creates a match.
    public init(place: GazetteerPlace, distanceKilometers: Double) {
        self.place = place
        self.distanceKilometers = distanceKilometers
    }
}

extension Gazetteer {
    /// How far from a city's centre a coordinate is still described by its name without
    /// "near": 25 km.
    public static let nearbyKilometers = 25.0

    /// The city nearest the coordinate (WGS-84 degrees), however far; `nil` only for an invalid
    /// coordinate.
    public func nearest(latitude: Double, longitude: Double) -> GazetteerMatch? {
        guard (-90...90).contains(latitude), (-180...180).contains(longitude) else { return nil }
        var best: (row: Int32, distance: Double)?
        // Search rings of one-degree cells outward until no closer city can lie further out.
        for ring in 0...180 {
            for cell in Self.ring(ring, latitude: latitude, longitude: longitude) {
                for row in grid.rows(in: cell) {
                    let distance = Self.kilometers(
                        latitude, longitude, Double(table.latitudes[Int(row)]), Double(table.longitudes[Int(row)]))
                    if distance < best?.distance ?? .infinity { best = (row, distance) }
                }
            }
            if let best, best.distance <= Self.unsearchedDistance(beyond: ring, latitude: latitude) { break }
        }
        return best.map { GazetteerMatch(place: place($0.row), distanceKilometers: $0.distance) }
    }

    /// How near a city outside the first `ring` rings of cells around a coordinate at `latitude`
    /// can be, at least. Those rings reach `ring` whole degrees from the coordinate in every
    /// direction: a city beyond lies that many degrees of latitude away, or across a meridian
    /// that many degrees of longitude away, whose great-circle distance is
    /// asin(cos φ · sin Δλ).
    static func unsearchedDistance(beyond ring: Int, latitude: Double) -> Double {
        let radius = 6_371.0088
        let degrees = Double(min(ring, 90)) * Double.pi / 180
        let acrossMeridian = asin(min(1, cos(latitude * Double.pi / 180) * sin(degrees))) * radius
        return min(degrees * radius, acrossMeridian)
    }

    /// The cells `ring` steps from the coordinate's cell (the cell itself for ring 0).
    static func ring(_ ring: Int, latitude: Double, longitude: Double) -> [Int32] {
        let row = Int(latitude.rounded(.down)) + 90
        let column = Int(longitude.rounded(.down)) + 180
        var found: [Int32] = []
        for dy in -ring...ring {
            let y = row + dy
            guard (0..<180).contains(y) else { continue }
            for dx in -ring...ring where abs(dy) == ring || abs(dx) == ring {
                let x = ((column + dx) % 360 + 360) % 360
                found.append(Int32(y * 360 + x))
            }
        }
        return found
    }

    /// The great-circle distance between two coordinates, in kilometres (haversine, mean radius).
    static func kilometers(_ lat1: Double, _ lon1: Double, _ lat2: Double, _ lon2: Double) -> Double {
        let radians = Double.pi / 180
        let dLat = (lat2 - lat1) * radians
        let dLon = (lon2 - lon1) * radians
        let a = pow(sin(dLat / 2), 2) + cos(lat1 * radians) * cos(lat2 * radians) * pow(sin(dLon / 2), 2)
        return 6_371.0088 * 2 * asin(min(1, sqrt(a)))
    }
}
