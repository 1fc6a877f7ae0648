/// An area bounded by a ring of points, with optional holes: a CAP `polygon` or one polygon of
/// a GeoJSON `Polygon`/`MultiPolygon`.
public struct WarningPolygon: Sendable, Hashable, Codable {
    /// The outer ring; the first point may repeat as the last.
    public var ring: [GeoPoint]
    /// Rings cut out of the area (GeoJSON holes).
    public var holes: [[GeoPoint]]

    /// Creates a polygon.
    public init(ring: [GeoPoint], holes: [[GeoPoint]] = []) {
        self.ring = ring
        self.holes = holes
    }

    /// How many points the polygon has, holes included.
    public var pointCount: Int { holes.reduce(ring.count) { $0 + $1.count } }

    /// Whether `point` lies inside the outer ring and outside every hole (even-odd rule, with
    /// longitude and latitude taken as plane coordinates, which is close enough for warning areas).
    public func contains(_ point: GeoPoint) -> Bool {
        Self.ring(ring, contains: point) && !holes.contains { Self.ring($0, contains: point) }
    }

    private static func ring(_ ring: [GeoPoint], contains point: GeoPoint) -> Bool {
        guard ring.count >= 3 else { return false }
        var inside = false
        var previous = ring[ring.count - 1]
        for current in ring {
            if (current.latitude > point.latitude) != (previous.latitude > point.latitude) {
                let crossing =
                    (previous.longitude - current.longitude) * (point.latitude - current.latitude)
                    / (previous.latitude - current.latitude) + current.longitude
                if point.longitude < crossing { inside.toggle() }
            }
            previous = current
        }
        return inside
    }
}
