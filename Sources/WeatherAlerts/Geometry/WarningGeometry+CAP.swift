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
        let pairs = text.split(whereSeparator: { $0 == " " || $0 == "\n" || $0 == "\t" || $0 == "\r" })
        guard pairs.count <= limit else {
            throw WeatherAlertsError(
                .polygonTooLarge, "A polygon has \(pairs.count) points, more than the limit of \(limit).")
        }
        var ring: [GeoPoint] = []
        ring.reserveCapacity(pairs.count)
        for pair in pairs {
            ring.append(try point(pair, what: "polygon"))
        }
        return WarningPolygon(ring: ring)
    }

    /// Reads a CAP `circle`: `latitude,longitude radius` with the radius in kilometres.
    public static func capCircle(_ text: String) throws(WeatherAlertsError) -> WarningCircle {
        let parts = text.split(whereSeparator: { $0.isWhitespace })
        guard parts.count == 2, let radius = Double(parts[1]), radius.isFinite, radius >= 0 else {
            throw WeatherAlertsError(.unexpectedResponse, "A circle is not \"latitude,longitude radius\".")
        }
        return WarningCircle(centre: try point(parts[0], what: "circle"), radiusKilometres: radius)
    }

    private static func point(_ pair: Substring, what: String) throws(WeatherAlertsError) -> GeoPoint {
        let numbers = pair.split(separator: ",")
        guard numbers.count == 2, let latitude = Double(numbers[0]), let longitude = Double(numbers[1]) else {
            throw WeatherAlertsError(.unexpectedResponse, "A \(what) point is not \"latitude,longitude\".")
        }
        let point = GeoPoint(latitude: latitude, longitude: longitude)
        guard point.isValid else {
            throw WeatherAlertsError(.unexpectedResponse, "A \(what) point lies outside the globe.")
        }
        return point
    }
}
