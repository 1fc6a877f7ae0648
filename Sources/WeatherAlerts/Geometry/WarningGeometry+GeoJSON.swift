import APICore

extension WarningGeometry {
    /// Reads a GeoJSON `Polygon` or `MultiPolygon` (positions are `[longitude, latitude]`, unlike
    /// CAP); `nil` for a null geometry or another type.
    ///
    /// - Parameter limit: The most points accepted in all.
    /// - Throws: ``WeatherAlertsError`` with code `polygon_too_large` past `limit`.
    static func geoJSON(_ geometry: GeoJSONGeometry?, limit: Int) throws(WeatherAlertsError) -> WarningGeometry? {
        guard let geometry else { return nil }
        let polygons: [[[[Double]]]]
        switch geometry.type {
        case "Polygon": polygons = geometry.polygon.map { [$0] } ?? []
        case "MultiPolygon": polygons = geometry.multiPolygon ?? []
        default: return nil
        }
        let count = polygons.reduce(0) { $0 + $1.reduce(0) { $0 + $1.count } }
        guard count <= limit else {
            throw WeatherAlertsError(
                .polygonTooLarge, "A polygon has \(count) points, more than the limit of \(limit).")
        }
        var shapes: [WarningPolygon] = []
        for rings in polygons {
            let points = rings.map { ring in
                ring.compactMap { position -> GeoPoint? in
                    guard position.count >= 2 else { return nil }
                    let point = GeoPoint(latitude: position[1], longitude: position[0])
                    return point.isValid ? point : nil
                }
            }
            guard let outer = points.first, outer.count >= 3 else { continue }
            shapes.append(WarningPolygon(ring: outer, holes: Array(points.dropFirst())))
        }
        return shapes.isEmpty ? nil : WarningGeometry(polygons: shapes)
    }
}
