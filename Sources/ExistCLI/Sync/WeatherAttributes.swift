import Exist
import Foundation
import NeutralWeather
import WeatherVocabulary

/// A day's weather from the package's `WeatherService` as values of Exist's weather attributes,
/// in the units Exist's template list gives them.
enum WeatherAttributes {
    /// The parts of a forecast the attributes are made from: nothing else is asked for.
    static let parts: WeatherDataSet = [.current, .daily]

    /// Every attribute `sync-weather` writes, in the order shown.
    static let names = [
        "weather_temp_max", "weather_temp_min", "weather_precipitation", "weather_air_pressure", "weather_cloud_cover",
        "weather_humidity", "weather_wind_speed", "day_length", "weather_summary", "weather_icon",
    ]

    /// The values for `day`, and the names left out because the weather has no such value.
    ///
    /// - Temperatures (°C), precipitation (inches of water per hour, the unit Exist's template
    ///   list gives: the day's rate, else its total spread over 24 hours), wind (km/h), day length
    ///   (minutes), summary and icon come from the daily forecast for `day`.
    /// - Pressure (hPa, whole), cloud cover and humidity (0–1) are only in the current
    ///   conditions, so they are written only when those were observed on `day`.
    static func updates(from weather: Weather, on day: ExistDate) -> (updates: [ExistValueUpdate], missing: [String]) {
        let zone = weather.location.timeZone
        var values: [String: ExistJSON] = [:]
        if let forecast = weather.dailyForecast.first(where: { ExistDate($0.date, in: zone) == day }) {
            if let high = forecast.highTemperature {
                values["weather_temp_max"] = rounded(high.converted(to: .celsius).value, digits: 1)
            }
            if let low = forecast.lowTemperature {
                values["weather_temp_min"] = rounded(low.converted(to: .celsius).value, digits: 1)
            }
            if let rate = forecast.precipitationIntensity {
                values["weather_precipitation"] = rounded(
                    rate.converted(to: .millimetersPerHour).value / 25.4, digits: 4)
            } else if let total = forecast.precipitationAmount {
                values["weather_precipitation"] = rounded(
                    total.converted(to: .millimeters).value / 24 / 25.4, digits: 4)
            }
            if let wind = forecast.wind ?? currentOnDay(weather, day)?.wind {
                values["weather_wind_speed"] = rounded(wind.speed.converted(to: .kilometersPerHour).value, digits: 1)
            }
            if let sunrise = forecast.sunrise, let sunset = forecast.sunset, sunset > sunrise {
                values["day_length"] = .integer(Int((sunset.timeIntervalSince(sunrise) / 60).rounded()))
            }
            values["weather_summary"] = .string(forecast.condition.localizedName(in: .english))
            values["weather_icon"] = .string(icon(for: forecast.condition))
        }
        if let current = currentOnDay(weather, day) {
            if let pressure = current.pressure {
                values["weather_air_pressure"] = .integer(Int(pressure.converted(to: .hectopascals).value.rounded()))
            }
            if let cloudCover = current.cloudCover, (0...1).contains(cloudCover) {
                values["weather_cloud_cover"] = rounded(cloudCover, digits: 2)
            }
            if let humidity = current.humidity, (0...1).contains(humidity) {
                values["weather_humidity"] = rounded(humidity, digits: 2)
            }
        }
        let updates = names.compactMap { name in values[name].map { ExistValueUpdate(name: name, date: day, value: $0) }
        }
        return (updates, names.filter { values[$0] == nil })
    }

    /// `name = value` as the dry run and the real run both show it: numbers without trailing
    /// zeros and with their unit, fractions as percentages, day length in hours and minutes, text
    /// quoted.
    static func describe(_ name: String, _ value: ExistJSON) -> String {
        let shown: String
        switch (name, value) {
        case (_, .string(let text)): shown = "\"\(ExistFormat.clean(text))\""
        case ("day_length", _) where value.intValue != nil: shown = ExistFormat.minutes(value.intValue ?? 0)
        case ("weather_cloud_cover", _), ("weather_humidity", _):
            shown = value.doubleValue.map { ExistFormat.number($0 * 100, digits: 2) + "%" } ?? value.description
        default:
            guard let number = value.doubleValue else {
                shown = ExistFormat.clean(value.description)
                break
            }
            shown = ExistFormat.number(number, digits: 4) + (units[name].map { "\u{00A0}" + $0 } ?? "")
        }
        return "\(name) = \(shown)"
    }

    /// The unit each numeric attribute is written in.
    static let units = [
        "weather_temp_max": "°C", "weather_temp_min": "°C", "weather_precipitation": "in/h",
        "weather_air_pressure": "hPa", "weather_wind_speed": "km/h",
    ]

    /// The icon names Exist's weather attributes have used (Dark Sky's), for a day's condition.
    static func icon(for condition: WeatherCondition) -> String {
        switch condition {
        case .clear, .mostlyClear: "clear-day"
        case .partlyCloudy: "partly-cloudy-day"
        case .mostlyCloudy, .cloudy: "cloudy"
        case .haze, .smoky, .mist, .fog, .dust, .sand, .volcanicAsh: "fog"
        case .drizzle, .lightRain, .rain, .heavyRain, .thunderstorms: "rain"
        case .freezingRain, .sleet, .hail: "sleet"
        case .lightSnow, .snow, .heavySnow: "snow"
        case .windy, .squall, .tornado: "wind"
        case .unknown: "cloudy"
        }
    }

    private static func currentOnDay(_ weather: Weather, _ day: ExistDate) -> CurrentWeather? {
        guard let current = weather.current, ExistDate(current.date, in: weather.location.timeZone) == day else {
            return nil
        }
        return current
    }

    private static func rounded(_ value: Double, digits: Int) -> ExistJSON {
        let scale = pow(10, Double(digits))
        return .number((value * scale).rounded() / scale)
    }
}
