import APICore
import Foundation

/// A place on Earth, in decimal degrees.
///
/// Caiyun's URL takes the longitude first (`lon,lat`) while its responses list the latitude first
/// (`[lat, lon]`); this type handles both orders so you never have to. Caiyun expects coordinates
/// in GCJ-02, the datum of maps in mainland China.
public struct CYCoordinate: Sendable, Hashable {
    /// Degrees north of the equator, from -90 to 90.
    public var latitude: Double
    /// Degrees east of Greenwich, from -180 to 180.
    public var longitude: Double

    /// Creates a coordinate from a latitude and a longitude.
    public init(latitude: Double, longitude: Double) {
        self.latitude = latitude
        self.longitude = longitude
    }

    /// Creates a coordinate from a longitude and a latitude, in the order of the API's URL and of
    /// the original `CaiyunWeather` library's initializer.
    public init(longitude: Double, latitude: Double) {
        self.init(latitude: latitude, longitude: longitude)
    }

    /// The point where both latitude and longitude are zero: the default before you set one.
    public static let defaultCoordinate = CYCoordinate(latitude: 0, longitude: 0)

    /// Whether both values are finite and within their ranges.
    public var isValid: Bool {
        latitude.isFinite && longitude.isFinite && (-90...90).contains(latitude) && (-180...180).contains(longitude)
    }

    /// The `lon,lat` path component of a request, each rounded to 4 decimals (about 11 m).
    public var urlString: String {
        var text = ASCIIBuilder(capacity: 24)
        append(to: &text)
        return text.text
    }

    /// Appends ``urlString`` to `text`.
    func append(to text: inout ASCIIBuilder) {
        text.append(fourDecimals: longitude)
        text.append(ascii: ",")
        text.append(fourDecimals: latitude)
    }

    /// This coordinate with both values rounded to 4 decimals, as requests and the cache use it.
    public var rounded: CYCoordinate {
        CYCoordinate(
            latitude: (latitude * 10_000).rounded() / 10_000, longitude: (longitude * 10_000).rounded() / 10_000)
    }
}

extension CYCoordinate: Codable {
    /// Decodes the API's `location` array, `[latitude, longitude]`.
    public init(from decoder: any Decoder) throws {
        var container = try decoder.unkeyedContainer()
        let latitude = try container.decode(Double.self)
        let longitude = try container.decode(Double.self)
        self.init(latitude: latitude, longitude: longitude)
    }

    /// Encodes as the API's `location` array, `[latitude, longitude]`.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.unkeyedContainer()
        try container.encode(latitude)
        try container.encode(longitude)
    }
}

extension CYCoordinate: CustomStringConvertible {
    /// The coordinate as `latitude, longitude` with four decimals.
    public var description: String { "\(NumberText.fourDecimals(latitude)), \(NumberText.fourDecimals(longitude))" }
}
