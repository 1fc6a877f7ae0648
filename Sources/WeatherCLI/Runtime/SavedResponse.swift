import APICore
import CaiyunWeather
import Foundation
import NeutralWeather
import OpenMeteo
import OpenWeatherMap
import TerminalKit
import WeatherRuntime
import WeatherText

/// A saved response decoded and ready to show or re-encode.
struct SavedResponse {
    /// What to show.
    enum View {
        /// Whatever the weather holds: conditions, hours and days.
        case weather
        /// The next two hours of precipitation.
        case minutes
        /// Air-quality samples.
        case air(OWMAirPollution)
        /// Places found by geocoding, and whose geocoding found them.
        case places([PlacesRenderer.Place], WeatherAttribution)
        /// One alert in full.
        case alert(OWMAlertDetail)
        /// The weather of several places, one after another.
        case several([Weather])
        /// Open-Meteo's air quality: the indices and pollutants it sent.
        case openMeteoAir(OMWeather)
    }

    /// The weather, for the views that show weather.
    var weather: Weather?
    var view: View
    /// The response re-encoded with the API's own keys, made only when asked for (`--json`).
    var json: () throws -> Data
    /// The units the response is in, when it says or they can be told from its values.
    var units: UnitPreference?
    /// Items that did not decode and were left out.
    var skipped: [String] = []
    /// Values outside what the atmosphere allows, shown as "not available": the weather's own
    /// notes, or the air-quality views'.
    var implausible: [String] {
        switch view {
        case .air(let air): AirReadings.notes(air)
        case .openMeteoAir(let air): AirReadings.notes(air)
        case .several(let places): places.flatMap(\.implausibleValues).map(\.description)
        default: weather?.implausibleValues.map(\.description) ?? []
        }
    }

    /// A decoded body as weather or another view; `owmUnits` are the units an OpenWeatherMap
    /// body was requested in (they guessed from its temperatures when `nil`).
    init(_ body: SavedBody, language: DisplayLanguage, owmUnits: OWMUnits?) throws {
        switch body {
        case .caiyunWeather(let response):
            self.init(caiyun: response, CaiyunAdapter.weather(from: response, language: language))
        case .caiyunRealtime(let response):
            self.init(caiyun: response, CaiyunAdapter.weather(from: response, language: language))
        case .caiyunMinutely(let response):
            self.init(caiyun: response, CaiyunAdapter.weather(from: response, language: language))
            view = .minutes
        case .caiyunHourly(let response):
            self.init(caiyun: response, CaiyunAdapter.weather(from: response, language: language))
        case .caiyunDaily(let response):
            self.init(caiyun: response, CaiyunAdapter.weather(from: response, language: language))
        case .openMeteoWeather, .openMeteoPlaces, .openMeteoAirQuality, .openMeteoSearch:
            self.init(openMeteo: body)
        default: try self.init(openWeatherMap: body, units: owmUnits)
        }
    }

    private init<Result>(caiyun response: CYAPIResponse<Result>, _ weather: Weather) {
        self.init(
            weather: weather, view: .weather, json: { try ProviderJSON.encode(response) },
            units: UnitsOption(response.unit).display, skipped: response.skippedItems.map(\.description))
    }

    init(
        weather: Weather?, view: View, json: @escaping () throws -> Data, units: UnitPreference?, skipped: [String] = []
    ) {
        self.weather = weather
        self.view = view
        self.json = json
        self.units = units
        self.skipped = skipped
    }

    private init(openWeatherMap body: SavedBody, units given: OWMUnits?) throws {
        let units = given ?? Self.guessUnits(body)
        let preference: UnitPreference = units == .imperial ? .imperial : (units == .standard ? .si : .metric)
        switch body {
        case .currentWeather(let current):
            let weather = OpenWeatherMapAdapter.weather(current: current, forecast: nil, units: units)
            self.init(weather: weather, view: .weather, json: { try ProviderJSON.encode(current) }, units: preference)
        case .forecast(let forecast):
            let weather = OpenWeatherMapAdapter.weather(current: nil, forecast: forecast, units: units)
            self.init(
                weather: weather, view: .weather, json: { try ProviderJSON.encode(forecast) }, units: preference,
                skipped: forecast.skippedItems.map(\.description))
        case .oneCall(let oneCall):
            let weather = OpenWeatherMapAdapter.weather(oneCall: oneCall, units: units)
            self.init(
                weather: weather, view: .weather, json: { try ProviderJSON.encode(oneCall) }, units: preference,
                skipped: oneCall.skippedItems.map(\.description))
        case .timeline(let timeline):
            let weather = OpenWeatherMapAdapter.weather(timeline: timeline, units: units)
            self.init(
                weather: weather, view: .weather, json: { try ProviderJSON.encode(timeline) }, units: preference,
                skipped: timeline.skippedItems.map(\.description))
        case .minuteTimeline(let timeline):
            let weather = OpenWeatherMapAdapter.weather(minuteTimeline: timeline)
            self.init(
                weather: weather, view: .minutes, json: { try ProviderJSON.encode(timeline) }, units: preference,
                skipped: timeline.skippedItems.map(\.description))
        case .dayTimeline(let timeline):
            let weather = OpenWeatherMapAdapter.weather(dayTimeline: timeline, units: units)
            self.init(
                weather: weather, view: .weather, json: { try ProviderJSON.encode(timeline) }, units: preference,
                skipped: timeline.skippedItems.map(\.description))
        case .airPollution(let air):
            self.init(
                weather: nil, view: .air(air), json: { try ProviderJSON.encode(air) }, units: nil,
                skipped: air.skippedItems.map(\.description))
        case .places(let places):
            self.init(
                weather: nil, view: .places(places.map(PlacesRenderer.Place.init), .openWeatherMap),
                json: { try ProviderJSON.encode(places) }, units: nil, skipped: places.skippedItems.map(\.description))
        case .postalCode(let place):
            self.init(
                weather: nil, view: .places([PlacesRenderer.Place(place)], .openWeatherMap),
                json: { try ProviderJSON.encode(place) },
                units: nil)
        case .alertDetail(let alert):
            self.init(
                weather: nil, view: .alert(alert), json: { try ProviderJSON.encode(alert) }, units: nil,
                skipped: alert.skippedItems.map(\.description))
        default:
            throw CLIError("Not an OpenWeatherMap response.")
        }
    }

    /// OpenWeatherMap responses do not say their units: temperatures of 150 or more can only be
    /// kelvin (the API's default); otherwise metric is assumed unless `--owm-units` says otherwise.
    private static func guessUnits(_ body: SavedBody) -> OWMUnits {
        let temperatures: [Double] =
            switch body {
            case .currentWeather(let current): [current.main.temperature]
            case .forecast(let forecast): forecast.list.map(\.main.temperature)
            case .oneCall(let oneCall):
                [oneCall.current?.temperature].compactMap { $0 } + (oneCall.hourly ?? []).map(\.temperature)
                    + (oneCall.daily ?? []).map(\.temperature.max)
            case .timeline(let timeline): timeline.data.map(\.temperature)
            case .dayTimeline(let timeline): timeline.data.map(\.temperature.max)
            default: []
            }
        return temperatures.contains { $0 >= 150 } ? .standard : .metric
    }
}
