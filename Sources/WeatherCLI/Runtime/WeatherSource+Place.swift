import ArgumentParser
import CaiyunWeather
import Foundation
import NeutralWeather
import OpenWeatherMap
import TerminalKit

extension WeatherSource {
    /// A place to fetch weather for, and its label.
    package struct Place: Sendable {
        package var latitude: Double
        package var longitude: Double
        package var label: String
        /// The place's name for the weather's location and `--json`: `nil` for a bare coordinate.
        package var name: String?
        /// Whether ``name`` is the nearest known place some way off rather than the place's own.
        package var isNameApproximate = false
        /// Why the place lookup could not be cached, when it could not.
        package var cacheProblem: String?
    }

    /// The place from the options (a name or coordinate, `--lat/--lon`, `--location`, `--city`)
    /// or the default saved location.
    package func resolvePlace() async throws -> Place? {
        try place.checkPair()
        if let query = place.query {
            if let (lat, lon) = try Self.coordinate(query) { return try coordinatePlace(latitude: lat, longitude: lon) }
            return try await namedPlace(query)
        }
        if let lat = place.lat, let lon = place.lon { return try coordinatePlace(latitude: lat, longitude: lon) }
        if let city = place.city { return try await geocode(city) }
        let preferences = config.preferences
        if let name = place.location {
            guard let saved = try preferences.location(named: name) else {
                throw ValidationError("No saved location is called \"\(name)\". See `weather locations list`.")
            }
            return Place(latitude: saved.latitude, longitude: saved.longitude, label: saved.name, name: saved.name)
        }
        if let saved = try preferences.defaultLocation() {
            return Place(latitude: saved.latitude, longitude: saved.longitude, label: saved.name, name: saved.name)
        }
        return nil
    }

    /// Looks a city up with OpenWeatherMap's geocoding; `"London,GB"` names the country.
    func geocode(_ city: String) async throws -> Place {
        guard let key = try openWeatherMapKey() else {
            throw CLIError(
                "Looking up --city needs an OpenWeatherMap key: set OPENWEATHERMAP_API_KEY or run `weather config --owm-key-stdin`."
            )
        }
        let parts = PlaceOptions.cityParts(city)
        let client = OWMClient(configuration: try openWeatherMapConfiguration(key: key))
        let places = try await Spinner.run("Looking up \(city)…", in: environment) {
            try await client.geocode(parts.name, state: parts.state, country: parts.country, limit: 1)
        }
        guard let found = places.first else { throw CLIError("OpenWeatherMap knows no place called \"\(city)\".") }
        let language = try language()
        let name = found.name(in: language == .en ? "en" : "zh")
        var place = try Place(
            mapping: found.latitude, found.longitude,
            label: [name, found.state, found.country].compactMap { $0 }.joined(separator: ", "), for: self)
        place.cacheProblem = client.diskCacheStatus.problem
        return place
    }
}
