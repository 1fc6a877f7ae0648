import Foundation
import OpenMeteo

/// Open-Meteo's geocoding (GeoNames, no key) as a ``PlaceGeocoder``: any village or postal code,
/// narrowed by what follows a comma, a country code (`"Hallstatt,AT"`), a country's or a region's
/// name (`"Akwa,Rivers State"`, `"Springfield,Illinois,US"`).
struct OpenMeteoGeocoder: PlaceGeocoder {
    let client: OMClient

    var name: String { "Open-Meteo" }

    /// How many places to ask for, so a region or country after the name can pick among them.
    static let candidates = 10

    func place(named query: String, language: LanguageOption) async throws -> ResolvedPlace? {
        let parts = query.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
        guard let name = parts.first else { return nil }
        let qualifiers = Array(parts.dropFirst())
        // A trailing two-letter code narrows the search itself; the API takes no region.
        let country = qualifiers.last.flatMap { $0.count == 2 && $0.allSatisfy(\.isLetter) ? $0.uppercased() : nil }
        let list = try await client.searchPlaces(
            name, count: qualifiers.isEmpty ? 1 : Self.candidates, language: language == .en ? "en" : "zh",
            countryCode: country)
        guard let found = list.places.first(where: { Self.place($0, matches: qualifiers) }) else { return nil }
        var place = ResolvedPlace(
            latitude: found.latitude, longitude: found.longitude, datum: .wgs84, label: Self.label(of: found),
            name: found.name, timeZone: found.timezone.flatMap(TimeZone.init(identifier:)),
            cacheProblem: client.diskCacheStatus.problem)
        place.countryCode = found.countryCode?.uppercased()
        place.areaNames = [found.name] + [found.admin1, found.admin2].compactMap(\.self)
        return place
    }

    /// Whether every qualifier names the place's country (code or name) or one of its regions.
    static func place(_ place: OMPlace, matches qualifiers: [String]) -> Bool {
        let names = [place.countryCode, place.country, place.admin1, place.admin2, place.admin3].compactMap(\.self)
        return qualifiers.allSatisfy { qualifier in
            names.contains {
                $0.compare(qualifier, options: [.caseInsensitive, .diacriticInsensitive]) == .orderedSame
            }
        }
    }

    /// "Hallstatt, Upper Austria, AT": the name, its first-level region when it adds one, the country code.
    static func label(of place: OMPlace) -> String {
        let region = place.admin1.flatMap { $0 == place.name ? nil : $0 }
        return [place.name, region, place.countryCode ?? place.country].compactMap(\.self).joined(separator: ", ")
    }
}
