import CaiyunWeather
import Foundation
import Places

/// A place found: its name and label, its time zone when known, and the coordinate each
/// provider must be asked at.
public struct ResolvedPlace: Sendable, Hashable {
    /// Where a coordinate came from, which decides whether it is converted for a provider.
    public enum Datum: Sendable, Hashable {
        /// WGS-84, from a table or a geocoder: converted to GCJ-02 inside mainland China for a
        /// provider that expects it.
        case wgs84
        /// As a person gave it (typed or saved): passed on unchanged.
        case asGiven
    }

    /// The latitude, in ``datum``.
    public var latitude: Double
    /// The longitude, in ``datum``.
    public var longitude: Double
    /// Where the coordinate came from.
    public var datum: Datum
    /// The place as people read it: "Beijing, CN", a saved place's name, or a coordinate with
    /// the nearest city ("39.9, 116.4 (near Beijing, CN)").
    public var label: String
    /// The place's name for the weather's location: `nil` for a coordinate no city is near.
    public var name: String?
    /// Whether ``name`` is the nearest known place some way off rather than the place's own.
    public var isNameApproximate: Bool
    /// The place's time zone, when the place table knows it.
    public var timeZone: TimeZone?
    /// The city of the offline table this place is, when it was found there by name.
    public var city: GazetteerPlace?
    /// Why the lookup could not be cached, when it could not.
    public var cacheProblem: String?
    /// The place's country (ISO 3166-1 alpha-2), when known: the city's, the nearest city's for
    /// a coordinate, or the geocoder's. It decides which official warning services cover it.
    public var countryCode: String?
    /// Names of the place and the regions it lies in (its city, its province or state), for
    /// matching warnings given only for named areas.
    public var areaNames: [String] = []

    /// Creates a place.
    public init(
        latitude: Double, longitude: Double, datum: Datum, label: String, name: String? = nil,
        isNameApproximate: Bool = false, timeZone: TimeZone? = nil, city: GazetteerPlace? = nil,
        cacheProblem: String? = nil
    ) {
        self.latitude = latitude
        self.longitude = longitude
        self.datum = datum
        self.label = label
        self.name = name
        self.isNameApproximate = isNameApproximate
        self.timeZone = timeZone
        self.city = city
        self.cacheProblem = cacheProblem
    }

    /// The coordinate to ask `provider` at: GCJ-02 inside mainland China for a provider that
    /// expects it when the coordinate is WGS-84, else the coordinate as it is.
    public func coordinate(for provider: ProviderOption) -> (latitude: Double, longitude: Double) {
        guard datum == .wgs84, provider.profile.expectsChinaDatum else { return (latitude, longitude) }
        let converted = CYCoordinate(wgs84Latitude: latitude, longitude: longitude)
        return (converted.latitude, converted.longitude)
    }
}
