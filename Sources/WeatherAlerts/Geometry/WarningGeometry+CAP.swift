import APICore
import Foundation

extension WarningGeometry {
    /// Reads a CAP `polygon`: whitespace-separated `latitude,longitude` pairs (latitude first,
    /// unlike GeoJSON).
    ///
    /// - Parameters:
    ///   - text: The polygon's text.
    ///   - limit: The most points accepted.
    /// - Throws: ``WeatherAlertsError`` with code `polygon_too_large` past `limit` (counted
    ///   before any number is read), `unexpected_response` for a pair that is not two numbers
    ///   within range.
    public static func capPolygon(_ text: String, limit: Int) throws(WeatherAlertsError) -> WarningPolygon {
        try CAPNumbers.withBytes(of: text) { bytes throws(WeatherAlertsError) in
            let count = CAPNumbers.wordCount(bytes)
            guard count <= limit else {
                throw WeatherAlertsError(
                    .polygonTooLarge, "A polygon has \(count) points, more than the limit of \(limit).")
            }
            var ring: [GeoPoint] = []
            ring.reserveCapacity(count)
            var index = 0
            while let point = try CAPNumbers.point(bytes, from: &index, what: "polygon") {
                ring.append(point)
            }
            return WarningPolygon(ring: ring)
        }
    }

    /// Reads a CAP `circle`: `latitude,longitude radius` with the radius in kilometres.
    public static func capCircle(_ text: String) throws(WeatherAlertsError) -> WarningCircle {
        let parts = text.split(whereSeparator: { $0.isWhitespace })
        guard parts.count == 2, let radius = Double(parts[1]), radius.isFinite, radius >= 0 else {
            throw WeatherAlertsError(.unexpectedResponse, "A circle is not \"latitude,longitude radius\".")
        }
        let point = try CAPNumbers.withBytes(of: String(parts[0])) { bytes throws(WeatherAlertsError) in
            var index = 0
            return try CAPNumbers.point(bytes, from: &index, what: "circle")
        }
        guard let point else {
            throw WeatherAlertsError(.unexpectedResponse, "A circle has no centre.")
        }
        return WarningCircle(centre: point, radiusKilometres: radius)
    }
}
