import Foundation

/// A round area: a CAP `circle` (`"lat,lon radius"`, the radius in kilometres).
public struct WarningCircle: Sendable, Hashable, Codable {
    /// The centre.
    public var centre: GeoPoint
    /// The radius in kilometres.
    public var radiusKilometres: Double

    /// Creates a circle.
    public init(centre: GeoPoint, radiusKilometres: Double) {
        self.centre = centre
        self.radiusKilometres = radiusKilometres
    }

    /// Whether `point` lies within the radius of the centre (great-circle distance).
    public func contains(_ point: GeoPoint) -> Bool {
        Self.distanceKilometres(centre, point) <= radiusKilometres
    }

    /// The great-circle distance between two points in kilometres (haversine, mean Earth radius).
    static func distanceKilometres(_ a: GeoPoint, _ b: GeoPoint) -> Double {
        let radians = Double.pi / 180
        let dLatitude = (b.latitude - a.latitude) * radians
        let dLongitude = (b.longitude - a.longitude) * radians
        let h =
            sin(dLatitude / 2) * sin(dLatitude / 2)
            + cos(a.latitude * radians) * cos(b.latitude * radians) * sin(dLongitude / 2) * sin(dLongitude / 2)
        return 2 * 6371.0088 * asin(min(1, sqrt(h)))
    }
}
