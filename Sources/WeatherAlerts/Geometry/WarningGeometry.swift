/// Where a warning applies, when the service draws it: polygons and circles, any of which may
/// hold the place.
public struct WarningGeometry: Sendable, Hashable, Codable {
    /// The polygons.
    public var polygons: [WarningPolygon]
    /// The circles.
    public var circles: [WarningCircle]

    /// Creates a geometry.
    public init(polygons: [WarningPolygon] = [], circles: [WarningCircle] = []) {
        self.polygons = polygons
        self.circles = circles
    }

    /// Whether there is no shape at all.
    public var isEmpty: Bool { polygons.isEmpty && circles.isEmpty }

    /// How many points the polygons have in all.
    public var pointCount: Int { polygons.reduce(0) { $0 + $1.pointCount } }

    /// Whether any polygon or circle holds `point`.
    public func contains(_ point: GeoPoint) -> Bool {
        polygons.contains { $0.contains(point) } || circles.contains { $0.contains(point) }
    }

    /// Both geometries' shapes.
    public func merged(with other: WarningGeometry) -> WarningGeometry {
        WarningGeometry(polygons: polygons + other.polygons, circles: circles + other.circles)
    }
}
