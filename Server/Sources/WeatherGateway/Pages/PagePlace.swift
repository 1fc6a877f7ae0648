import Foundation
import NeutralWeather
import Places

/// A place a page is for: from the offline gazetteer by name, or a `lat,lon` coordinate named
/// after the nearest city in the gazetteer.
struct PagePlace: Sendable, Equatable {
    /// How the page names the place, such as "Beijing, CN" or "39.90,116.40 (near Beijing, CN)".
    var label: String
    var latitude: Double
    var longitude: Double
    /// The path segment that opens this place's page again.
    var pathSegment: String

    /// The place `text` (a path segment, percent-decoded, `+` and `_` read as spaces) names, or
    /// `nil` when the gazetteer has no such place.
    static func resolve(_ text: String, gazetteer: Gazetteer, language: DisplayLanguage) -> PagePlace? {
        let name = text.replacingOccurrences(of: "+", with: " ").replacingOccurrences(of: "_", with: " ")
            .trimmingCharacters(in: .whitespaces)
        guard !name.isEmpty, name.count <= 100 else { return nil }
        if let coordinate = coordinate(name) {
            // Two decimals (about a kilometre) so nearby visitors share one cached answer.
            let latitude = (coordinate.latitude * 100).rounded() / 100
            let longitude = (coordinate.longitude * 100).rounded() / 100
            let shown = String(format: "%.2f,%.2f", latitude, longitude)
            var label = shown
            if let match = gazetteer.nearest(latitude: latitude, longitude: longitude), !match.isApproximate {
                label += " (\(match.place.label(in: language)))"
            }
            return PagePlace(label: label, latitude: latitude, longitude: longitude, pathSegment: shown)
        }
        guard let place = gazetteer.search(name, limit: 1).first else { return nil }
        return PagePlace(place, gazetteer: gazetteer, language: language)
    }

    /// A gazetteer entry, linked by its name and country ("London,GB") when searching for those
    /// finds it first, else by its coordinate.
    init(_ place: GazetteerPlace, gazetteer: Gazetteer, language: DisplayLanguage) {
        label = place.label(in: language)
        latitude = place.latitude
        longitude = place.longitude
        let named = "\(place.name),\(place.countryCode)"
        pathSegment =
            gazetteer.search(named, limit: 1).first == place
            ? named.replacingOccurrences(of: " ", with: "+")
            : String(format: "%.4f,%.4f", place.latitude, place.longitude)
    }

    private init(label: String, latitude: Double, longitude: Double, pathSegment: String) {
        self.label = label
        self.latitude = latitude
        self.longitude = longitude
        self.pathSegment = pathSegment
    }

    /// `lat,lon` in degrees, when `text` is one within range.
    static func coordinate(_ text: String) -> (latitude: Double, longitude: Double)? {
        let parts = text.split(separator: ",", omittingEmptySubsequences: false)
        guard parts.count == 2,
            let latitude = Double(parts[0].trimmingCharacters(in: .whitespaces)),
            let longitude = Double(parts[1].trimmingCharacters(in: .whitespaces)),
            (-90...90).contains(latitude), (-180...180).contains(longitude)
        else { return nil }
        return (latitude, longitude)
    }
}
