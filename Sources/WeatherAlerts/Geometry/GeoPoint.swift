/// A point on Earth in decimal degrees.
public struct GeoPoint: Sendable, Hashable, Codable, CustomStringConvertible {
    /// Degrees north of the equator, −90 to 90.
    public var latitude: Double
    /// Degrees east of Greenwich, −180 to 180.
    public var longitude: Double

    /// Creates a point.
    public init(latitude: Double, longitude: Double) {
        self.latitude = latitude
        self.longitude = longitude
    }

    /// Whether both numbers are finite and within range.
    public var isValid: Bool {
        latitude.isFinite && longitude.isFinite && abs(latitude) <= 90 && abs(longitude) <= 180
    }

    /// `latitude,longitude`, as CAP writes a point.
    public var description: String { "\(latitude),\(longitude)" }
}
