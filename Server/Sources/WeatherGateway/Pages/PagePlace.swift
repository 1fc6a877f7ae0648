import Foundation
import NeutralWeather
import Places
import WeatherRuntime

/// A place a page is for, as the runtime's resolver found it, with how the page heads itself
/// and the path that opens it again.
struct PagePlace: Sendable, Equatable {
    /// The place as the runtime resolved it: the text views and the status line name it by its
    /// label, as the `weather` command does, and the weather is asked at its coordinate.
    var resolved: ResolvedPlace
    /// How the page heads itself: the place's label, or for a coordinate "39.90,116.40 (Beijing, CN)".
    var label: String
    /// The path segment that opens this place's page again.
    var pathSegment: String

    /// The place `text` (a path segment, percent-decoded, `+` and `_` read as spaces) names, or
    /// `nil` when the resolver knows no such place.
    ///
    /// - Throws: `WeatherRuntimeError` (`places_unavailable`) when the place table is missing.
    static func resolve(_ text: String, resolver: PlaceResolver, language: DisplayLanguage) async throws -> PagePlace? {
        let name = text.replacingOccurrences(of: "+", with: " ").replacingOccurrences(of: "_", with: " ")
            .trimmingCharacters(in: .whitespaces)
        guard !name.isEmpty, name.count <= 100 else { return nil }
        let request: PlaceRequest
        let shown: String?
        if let coordinate = coordinate(name) {
            // Two decimals (about a kilometre) so nearby visitors share one cached answer.
            let latitude = (coordinate.latitude * 100).rounded() / 100
            let longitude = (coordinate.longitude * 100).rounded() / 100
            request = .coordinate(latitude: latitude, longitude: longitude)
            shown = String(format: "%.2f,%.2f", latitude, longitude)
        } else {
            request = .text(name)
            shown = nil
        }
        let resolved: ResolvedPlace?
        do {
            resolved = try await resolver.resolve(request, language: LanguageOption(language))
        } catch let error as WeatherRuntimeError where error.code == .placesUnavailable {
            throw error
        } catch {
            return nil
        }
        guard let resolved else { return nil }
        guard let shown else { return PagePlace(resolved, resolver: resolver) }
        let named = resolved.isNameApproximate ? nil : resolved.name
        return PagePlace(resolved: resolved, label: named.map { "\(shown) (\($0))" } ?? shown, pathSegment: shown)
    }

    /// A place the resolver found, headed by its label and linked by its city's name and country
    /// ("London,GB"), or name, region and country ("Springfield,Illinois,US") when another city
    /// shares the name, whichever a search finds first; else by its coordinate.
    init(_ resolved: ResolvedPlace, resolver: PlaceResolver) {
        self.resolved = resolved
        label = resolved.label
        pathSegment = String(format: "%.4f,%.4f", resolved.latitude, resolved.longitude)
        if let named = resolved.city.flatMap(resolver.searchText(for:)) {
            pathSegment = named.replacingOccurrences(of: " ", with: "+")
        }
    }

    private init(resolved: ResolvedPlace, label: String, pathSegment: String) {
        self.resolved = resolved
        self.label = label
        self.pathSegment = pathSegment
    }

    /// `lat,lon` in degrees, when `text` is one within range.
    static func coordinate(_ text: String) -> (latitude: Double, longitude: Double)? {
        (try? PlaceResolver.coordinate(in: text)) ?? nil
    }
}
