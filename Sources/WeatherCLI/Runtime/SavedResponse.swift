import CaiyunWeather
import Foundation
import OpenWeatherMap
import Weather

/// A response saved to a file, recognised by its shape, decoded and ready to show or re-encode.
struct SavedResponse {
    /// What to show.
    enum View { case full, now, minutes, forecast, air }

    var weather: Weather
    var view: View
    /// The response re-encoded with the API's own keys.
    var json: Data
    /// The units the response is in, when the response says.
    var units: UnitPreference?
    /// Air quality samples, for air-pollution responses.
    var air: OWMAirPollution?

    /// The provider a saved body comes from: Caiyun bodies carry `api_version` or `status`.
    static func provider(of data: Data) -> ProviderOption {
        guard let object = try? JSONSerialization.jsonObject(with: data) as? [String: Any] else { return .openweathermap }
        return object["api_version"] != nil || object["status"] != nil ? .caiyun : .openweathermap
    }

    /// Decodes a Caiyun body of any of the five files; an error body throws its `CYError`.
    static func caiyun(_ data: Data, language: DisplayLanguage) throws -> SavedResponse {
        let object = try? JSONSerialization.jsonObject(with: data) as? [String: Any]
        let blocks = Set((object?["result"] as? [String: Any])?.keys.map { $0 } ?? [])
        let units = (object?["unit"] as? String).flatMap(CYUnit.init(apiValue:)).map { UnitsOption($0).display }
        func saved<Result>(_ response: CYAPIResponse<Result>, _ weather: Weather, _ view: View) throws -> SavedResponse {
            SavedResponse(weather: weather, view: view, json: try ProviderJSON.encode(response), units: units)
        }
        if blocks.isSuperset(of: ["realtime", "hourly", "daily"]) {
            let response = try CYResponse.decode(data)
            return try saved(response, CaiyunAdapter.weather(from: response, language: language), .full)
        } else if blocks.contains("realtime") {
            let response = try CYRealtimeResponse.decode(data)
            return try saved(response, CaiyunAdapter.weather(from: response, language: language), .now)
        } else if blocks.contains("minutely") {
            let response = try CYMinutelyResponse.decode(data)
            return try saved(response, CaiyunAdapter.weather(from: response, language: language), .minutes)
        } else if blocks.contains("hourly") {
            let response = try CYHourlyResponse.decode(data)
            return try saved(response, CaiyunAdapter.weather(from: response, language: language), .forecast)
        } else if blocks.contains("daily") {
            let response = try CYDailyResponse.decode(data)
            return try saved(response, CaiyunAdapter.weather(from: response, language: language), .forecast)
        }
        _ = try CYResponse.decode(data)
        throw CLIError("The file holds no weather data.")
    }

    /// Decodes an OpenWeatherMap body (current, forecast, One Call, time machine, air pollution);
    /// an error body throws its `OWMError`. `units` are those the response was requested in.
    static func openWeatherMap(_ data: Data, units: OWMUnits?) throws -> SavedResponse {
        let object = try? JSONSerialization.jsonObject(with: data) as? [String: Any]
        let keys = Set(object?.keys.map { $0 } ?? [])
        let list = object?["list"] as? [[String: Any]]
        let owmUnits = units ?? guessUnits(data)
        let preference: UnitPreference = owmUnits == .imperial ? .imperial : (owmUnits == .standard ? .si : .metric)
        if list?.first?["components"] != nil {
            let air = try OWMAirPollution.decode(data)
            let weather = Weather(
                location: WeatherLocation(latitude: air.coordinate.latitude, longitude: air.coordinate.longitude),
                metadata: WeatherMetadata(attribution: .openWeatherMap, date: Date(timeIntervalSince1970: TimeInterval(air.list.first?.time ?? 0))))
            return SavedResponse(weather: weather, view: .air, json: try ProviderJSON.encode(air), units: preference, air: air)
        } else if keys.contains("list") {
            let forecast = try OWMForecast.decode(data)
            return SavedResponse(weather: OpenWeatherMapAdapter.weather(current: nil, forecast: forecast, units: owmUnits), view: .forecast, json: try ProviderJSON.encode(forecast), units: preference)
        } else if keys.contains("data") {
            let timeline = try OWMTimeline.decode(data)
            return SavedResponse(weather: OpenWeatherMapAdapter.weather(timeline: timeline, units: owmUnits), view: .now, json: try ProviderJSON.encode(timeline), units: preference)
        } else if !keys.isDisjoint(with: ["current", "hourly", "daily", "minutely"]) {
            let oneCall = try OWMOneCall.decode(data)
            return SavedResponse(weather: OpenWeatherMapAdapter.weather(oneCall: oneCall, units: owmUnits), view: .full, json: try ProviderJSON.encode(oneCall), units: preference)
        }
        let current = try OWMCurrentWeather.decode(data)
        return SavedResponse(weather: OpenWeatherMapAdapter.weather(current: current, forecast: nil, units: owmUnits), view: .now, json: try ProviderJSON.encode(current), units: preference)
    }

    /// OpenWeatherMap responses do not say their units: temperatures of 150 or more can only be
    /// kelvin (the API's default); otherwise metric is assumed unless `--owm-units` says otherwise.
    private static func guessUnits(_ data: Data) -> OWMUnits {
        let text = String(decoding: data, as: UTF8.self)
        var temperatures: [Double] = []
        var searchStart = text.startIndex
        while let range = text.range(of: #""temp":"#, range: searchStart..<text.endIndex) {
            let rest = text[range.upperBound...].drop { $0 == " " }.prefix { "0123456789.-".contains($0) }
            if let value = Double(rest) { temperatures.append(value) }
            searchStart = range.upperBound
        }
        return temperatures.contains { $0 >= 150 } ? .standard : .metric
    }
}
