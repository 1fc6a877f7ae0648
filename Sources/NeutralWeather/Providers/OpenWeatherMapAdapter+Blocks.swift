import APICore
import Foundation
import OpenWeatherMap

extension OpenWeatherMapAdapter {
    static func currentWeather(_ current: OWMCurrentWeather, units: OWMUnits) -> CurrentWeather {
        let condition = current.conditions.first.map { Self.condition($0.code) } ?? .unknown
        return CurrentWeather(
            date: current.date, condition: condition,
            temperature: Measurement(value: current.main.temperature, unit: units.temperature),
            apparentTemperature: current.main.feelsLike.map { Measurement(value: $0, unit: units.temperature) },
            humidity: current.main.humidity.map { $0 / 100 },
            pressure: current.main.pressure.map { Measurement(value: $0, unit: .hectopascals) },
            visibility: current.visibility.map { Measurement(value: $0, unit: .meters) },
            cloudCover: current.clouds.map { $0.all / 100 },
            wind: current.wind.map {
                WeatherWind(
                    speed: speed($0.speed, units), direction: $0.degrees.map(degrees),
                    gust: $0.gust.map { speed($0, units) })
            },
            precipitationIntensity: hourlyRate(current.rain, current.snow))
    }

    static func conditions(_ value: OWMConditions, units: OWMUnits) -> CurrentWeather {
        CurrentWeather(
            date: value.date, condition: value.conditions.first.map { condition($0.code) } ?? .unknown,
            temperature: Measurement(value: value.temperature, unit: units.temperature),
            apparentTemperature: value.feelsLike.map { Measurement(value: $0, unit: units.temperature) },
            humidity: value.humidity.map { $0 / 100 },
            pressure: value.pressure.map { Measurement(value: $0, unit: .hectopascals) },
            visibility: value.visibility.map { Measurement(value: $0, unit: .meters) },
            cloudCover: value.clouds.map { $0 / 100 },
            wind: value.windSpeed.map {
                WeatherWind(
                    speed: speed($0, units), direction: value.windDegrees.map(degrees),
                    gust: value.windGust.map { speed($0, units) })
            },
            precipitationIntensity: hourlyRate(value.rain, value.snow), uvIndex: value.uvIndex)
    }

    static func hour(_ value: OWMConditions, units: OWMUnits) -> HourWeather {
        HourWeather(
            date: value.date, condition: value.conditions.first.map { condition($0.code) } ?? .unknown,
            temperature: Measurement(value: value.temperature, unit: units.temperature),
            apparentTemperature: value.feelsLike.map { Measurement(value: $0, unit: units.temperature) },
            precipitationChance: value.precipitationChance, precipitationIntensity: hourlyRate(value.rain, value.snow),
            humidity: value.humidity.map { $0 / 100 },
            wind: value.windSpeed.map {
                WeatherWind(
                    speed: speed($0, units), direction: value.windDegrees.map(degrees),
                    gust: value.windGust.map { speed($0, units) })
            })
    }

    static func hour(_ step: OWMForecast.Step, units: OWMUnits) -> HourWeather {
        let millimeters = (step.rain?.threeHours ?? 0) + (step.snow?.threeHours ?? 0)
        return HourWeather(
            date: step.date, condition: step.conditions.first.map { condition($0.code) } ?? .unknown,
            temperature: Measurement(value: step.main.temperature, unit: units.temperature),
            apparentTemperature: step.main.feelsLike.map { Measurement(value: $0, unit: units.temperature) },
            precipitationChance: step.precipitationChance,
            precipitationIntensity: Measurement(value: millimeters / 3, unit: .millimetersPerHour),
            humidity: step.main.humidity.map { $0 / 100 },
            wind: step.wind.map {
                WeatherWind(
                    speed: speed($0.speed, units), direction: $0.degrees.map(degrees),
                    gust: $0.gust.map { speed($0, units) })
            })
    }

    static func day(_ day: OWMOneCall.Day, units: OWMUnits, timeZone: TimeZone) -> DayWeather {
        DayWeather(
            date: startOfDay(day.date, in: timeZone),
            condition: day.conditions.first.map { condition($0.code) } ?? .unknown,
            highTemperature: Measurement(value: day.temperature.max, unit: units.temperature),
            lowTemperature: Measurement(value: day.temperature.min, unit: units.temperature),
            precipitationChance: day.precipitationChance,
            precipitationAmount: Measurement(value: (day.rain ?? 0) + (day.snow ?? 0), unit: .millimeters),
            sunrise: day.sunrise.map { Date(timeIntervalSince1970: TimeInterval($0)) },
            sunset: day.sunset.map { Date(timeIntervalSince1970: TimeInterval($0)) },
            wind: day.windSpeed.map {
                WeatherWind(
                    speed: speed($0, units), direction: day.windDegrees.map(degrees),
                    gust: day.windGust.map { speed($0, units) })
            },
            uvIndex: day.uvIndex, summary: day.summary.flatMap { $0.isEmpty ? nil : $0 })
    }

    /// Days built from 3-hour steps: the highest and lowest temperature, the greatest chance, the
    /// total precipitation, and the condition of the step nearest local noon.
    static func days(
        from forecast: OWMForecast, timeZone: TimeZone, units: OWMUnits, current: OWMCurrentWeather?
    ) -> [DayWeather] {
        let byDay = Dictionary(grouping: forecast.list) { startOfDay($0.date, in: timeZone) }
        return byDay.keys.sorted().compactMap { start -> DayWeather? in
            guard let steps = byDay[start], !steps.isEmpty else { return nil }
            let noon = start.addingTimeInterval(12 * 3600)
            let representative =
                steps.min { abs($0.date.timeIntervalSince(noon)) < abs($1.date.timeIntervalSince(noon)) } ?? steps[0]
            let high = steps.map { $0.main.temperatureMax ?? $0.main.temperature }.max() ?? 0
            let low = steps.map { $0.main.temperatureMin ?? $0.main.temperature }.min() ?? 0
            let amount = steps.reduce(0) { $0 + ($1.rain?.threeHours ?? 0) + ($1.snow?.threeHours ?? 0) }
            let isToday = current.map { startOfDay($0.date, in: timeZone) == start } ?? false
            return DayWeather(
                date: start, condition: representative.conditions.first.map { condition($0.code) } ?? .unknown,
                highTemperature: Measurement(value: high, unit: units.temperature),
                lowTemperature: Measurement(value: low, unit: units.temperature),
                precipitationChance: steps.compactMap(\.precipitationChance).max(),
                precipitationAmount: Measurement(value: amount, unit: .millimeters),
                sunrise: isToday ? current?.sys?.sunrise.map { Date(timeIntervalSince1970: TimeInterval($0)) } : nil,
                sunset: isToday ? current?.sys?.sunset.map { Date(timeIntervalSince1970: TimeInterval($0)) } : nil,
                wind: representative.wind.map {
                    WeatherWind(speed: speed($0.speed, units), direction: $0.degrees.map(degrees))
                })
        }
    }

    private static func speed(_ value: Double, _ units: OWMUnits) -> Measurement<UnitSpeed> {
        Measurement(value: value, unit: units.windSpeed)
    }
    private static func degrees(_ value: Double) -> Measurement<UnitAngle> { Measurement(value: value, unit: .degrees) }

    /// Precipitation in the last hour (mm) as a rate; zero when it is dry.
    private static func hourlyRate(_ rain: OWMPrecipitation?, _ snow: OWMPrecipitation?) -> Measurement<UnitSpeed> {
        Measurement(value: (rain?.oneHour ?? 0) + (snow?.oneHour ?? 0), unit: .millimetersPerHour)
    }

    static func startOfDay(_ date: Date, in timeZone: TimeZone) -> Date {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = timeZone
        return calendar.startOfDay(for: date)
    }
}
