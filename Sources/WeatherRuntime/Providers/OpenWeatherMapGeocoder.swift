import Foundation
import OpenWeatherMap

/// OpenWeatherMap's geocoding as a ``PlaceGeocoder``: `"London,GB"` names the country,
/// `"Springfield,IL,US"` the state too.
struct OpenWeatherMapGeocoder: PlaceGeocoder {
    let client: OWMClient

    var name: String { "OpenWeatherMap" }

    func place(named query: String, language: LanguageOption) async throws -> ResolvedPlace? {
        let parts = Self.parts(query)
        let places = try await client.geocode(parts.name, state: parts.state, country: parts.country, limit: 1)
        guard let found = places.first else { return nil }
        let name = found.name(in: language == .en ? "en" : "zh")
        let label = [name, found.state, found.country].compactMap { $0 }.joined(separator: ", ")
        var place = ResolvedPlace(
            latitude: found.latitude, longitude: found.longitude, datum: .wgs84, label: label, name: label,
            cacheProblem: client.diskCacheStatus.problem)
        place.countryCode = found.country.uppercased()
        place.areaNames = [name] + [found.state].compactMap(\.self)
        return place
    }

    /// `"London,GB"` split into a name, an optional state and an optional country code.
    static func parts(_ query: String) -> (name: String, state: String?, country: String?) {
        let parts = query.split(separator: ",", omittingEmptySubsequences: false).map {
            $0.trimmingCharacters(in: .whitespaces)
        }
        let rest = parts.dropFirst().filter { !$0.isEmpty }
        return (parts[0], rest.count > 1 ? rest.first : nil, rest.last)
    }
}
