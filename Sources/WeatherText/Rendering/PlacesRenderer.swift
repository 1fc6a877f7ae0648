import CaiyunWeather
import Foundation
import NeutralWeather
import OpenWeatherMap
import TerminalKit

/// Places found by geocoding (by name, by coordinate or by postal code), one per line.
package enum PlacesRenderer {
    /// A place as the list shows it.
    package struct Place: Sendable, Hashable {
        var name: String
        var localNames: [String: String]
        var state: String?
        var country: String
        var postalCode: String?
        var latitude: Double
        var longitude: Double

        /// A place from its parts.
        package init(
            name: String, localNames: [String: String], state: String?, country: String, postalCode: String?,
            latitude: Double, longitude: Double
        ) {
            self.name = name
            self.localNames = localNames
            self.state = state
            self.country = country
            self.postalCode = postalCode
            self.latitude = latitude
            self.longitude = longitude
        }

        package init(_ place: OWMPlace) {
            name = place.name
            localNames = place.localNames ?? [:]
            state = place.state
            country = place.country
            latitude = place.latitude
            longitude = place.longitude
        }

        package init(_ place: OWMZipPlace) {
            name = place.name
            localNames = [:]
            country = place.country
            postalCode = place.zip
            latitude = place.latitude
            longitude = place.longitude
        }

        /// The name in `language` when the API gave one, such as "伦敦" for London in Chinese.
        func name(in language: DisplayLanguage) -> String {
            language == .english ? name : localNames["zh"] ?? name
        }
    }

    package static func render(
        _ places: [Place], _ context: RenderContext, attribution: WeatherAttribution = .openWeatherMap
    ) -> StyledText {
        let labels = context.labels
        var text = StyledText([Line([Span(labels.placesFound(places.count), .heading)])])
        text.blank()
        if places.isEmpty { text.append(Line([Span("  \(labels.noPlaces)", .dim)])) }
        let names = places.map { place in
            [place.postalCode, place.name(in: context.language)].compactMap { $0 }.joined(separator: " ")
                + [place.state, place.country.isEmpty ? nil : place.country].compactMap { $0 }.map { ", \($0)" }
                .joined()
        }
        let width = names.map(TextWidth.of).max() ?? 0
        let coordinates = places.map { CYCoordinate(latitude: $0.latitude, longitude: $0.longitude).description }
        let isStacked = 2 + width + 2 + (coordinates.map(TextWidth.of).max() ?? 0) > context.width
        for (coordinate, name) in zip(coordinates, names) {
            if isStacked {
                text.append(Line([Span("  "), Span(name, .emphasis)]), width: context.width, indent: 4)
                text.append(Line([Span("    "), Span(coordinate, .dim)]), width: context.width, indent: 4)
            } else {
                text.append(
                    Line([Span("  "), Span(TextWidth.pad(name, to: width + 2), .emphasis), Span(coordinate, .dim)]))
            }
        }
        text.blank()
        text.append(context.footer(for: attribution))
        return text
    }
}
