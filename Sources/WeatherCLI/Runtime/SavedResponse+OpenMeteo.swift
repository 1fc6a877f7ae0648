import APICore
import Foundation
import NeutralWeather
import OpenMeteo
import WeatherText

extension SavedResponse {
    /// An Open-Meteo body: forecasts and history as weather (several places one after another),
    /// air quality as its own view, a place search as places.
    init(openMeteo body: SavedBody) {
        switch body {
        case .openMeteoPlaces(let list):
            self.init(
                weather: nil, view: .several(list.places.map(Self.weather)), json: { try ProviderJSON.encode(list) },
                units: list.places.first.map(Self.units),
                skipped: list.places.flatMap(\.skippedItems).map(\.description))
        case .openMeteoAirQuality(let air):
            self.init(
                weather: nil, view: .openMeteoAir(air), json: { try ProviderJSON.encode(air) }, units: nil,
                skipped: air.skippedItems.map(\.description))
        case .openMeteoSearch(let places):
            self.init(
                weather: nil, view: .places(places.map(PlacesRenderer.Place.init), .openMeteo),
                json: { try ProviderJSON.encode(places) }, units: nil)
        case .openMeteoWeather(let weather):
            self.init(
                weather: Self.weather(weather), view: .weather, json: { try ProviderJSON.encode(weather) },
                units: Self.units(weather), skipped: weather.skippedItems.map(\.description))
        default:
            self.init(weather: nil, view: .weather, json: { Data() }, units: nil)
        }
    }

    /// A saved answer as weather, shown from its own first time: the current conditions' time,
    /// else its first hour, quarter hour or day (a saved answer's hours are all in the past).
    static func weather(_ answer: OMWeather) -> Weather {
        let zone = answer.timeZone ?? TimeZone(secondsFromGMT: answer.utcOffsetSeconds ?? 0) ?? .gmt
        let first = [
            answer.current?.time, answer.currentWeather?.time, answer.hourly?.time.first,
            answer.minutely15?.time.first, answer.daily?.time.first,
        ].compactMap { $0 }.first
        let start = first.flatMap { $0.date(in: zone) } ?? Date(timeIntervalSince1970: 0)
        return OpenMeteoAdapter.weather(
            forecast: answer,
            location: WeatherLocation(latitude: answer.latitude, longitude: answer.longitude, timeZone: zone),
            now: start, requested: [.current, .minute, .hourly, .daily])
    }

    /// The units an answer is in, by its temperatures: °F is imperial, anything else metric.
    static func units(_ answer: OMWeather) -> UnitPreference {
        let tables = [answer.currentUnits, answer.hourlyUnits, answer.dailyUnits, answer.currentWeatherUnits]
        let fahrenheit = tables.contains { table in table?.values.contains("°F") == true }
        return fahrenheit ? .imperial : .metric
    }
}

extension PlacesRenderer.Place {
    /// A place of Open-Meteo's place search: its name, first-level region and country.
    init(_ place: OMPlace) {
        self.init(
            name: place.name, localNames: [:], state: place.admin1, country: place.countryCode ?? place.country ?? "",
            postalCode: nil, latitude: place.latitude, longitude: place.longitude)
    }
}
