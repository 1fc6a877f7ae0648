import APICore
import Foundation

/// A point on the WGS 84 ellipsoid: degrees north and east (south and west are negative).
public struct OMCoordinate: Sendable, Hashable, Codable {
    /// Degrees north, -90 to 90.
    public var latitude: Double
    /// Degrees east, -180 to 180.
    public var longitude: Double

    /// Creates a coordinate.
    public init(latitude: Double, longitude: Double) {
        self.latitude = latitude
        self.longitude = longitude
    }

    /// Checks the range, before any call.
    func checked() throws(OMError) -> OMCoordinate {
        guard latitude.isFinite, longitude.isFinite, (-90...90).contains(latitude), (-180...180).contains(longitude)
        else {
            throw OMError(
                .invalidParameter,
                "(\(latitude), \(longitude)) is not a valid latitude (-90…90) and longitude (-180…180).")
        }
        return self
    }

    /// The coordinates of `places` as the API's comma lists, four decimals each (about 11 m,
    /// far finer than any model's grid).
    static func queryItems(_ places: [OMCoordinate]) throws(OMError) -> [URLQueryItem] {
        guard !places.isEmpty else { throw OMError(.invalidParameter, "No place was given.") }
        var latitudes: [String] = []
        var longitudes: [String] = []
        for place in places {
            let checked = try place.checked()
            latitudes.append(NumberText.fourDecimals(checked.latitude))
            longitudes.append(NumberText.fourDecimals(checked.longitude))
        }
        return [
            URLQueryItem(name: "latitude", value: latitudes.joined(separator: ",")),
            URLQueryItem(name: "longitude", value: longitudes.joined(separator: ",")),
        ]
    }
}
