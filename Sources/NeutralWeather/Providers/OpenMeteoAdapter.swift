import APICore
import Foundation
import OpenMeteo

/// Builds ``Weather`` values from Open-Meteo answers. A value the API sent as `null` is left
/// out (a missing temperature drops its hour or day), never read as zero; Open-Meteo issues no
/// alerts, so ``Weather/alertAvailability`` is ``WeatherDataAvailability/notOffered``.
public enum OpenMeteoAdapter {
    /// The shared condition for a WMO weather code.
    public static func condition(_ code: OMWeatherCode?) -> WeatherCondition {
        switch code?.rawValue {
        case 0: .clear
        case 1: .mostlyClear
        case 2: .partlyCloudy
        case 3: .cloudy
        case 45, 48: .fog
        case 51, 53, 55: .drizzle
        case 56, 57, 66, 67: .freezingRain
        case 61, 80: .lightRain
        case 63, 81: .rain
        case 65, 82: .heavyRain
        case 71, 77, 85: .lightSnow
        case 73: .snow
        case 75, 86: .heavySnow
        case 95, 96, 99: .thunderstorms
        default: .unknown
        }
    }

    /// The weather in a forecast answer (any of `current`, `minutely_15`, `hourly`, `daily`),
    /// with the indices of an air-quality answer when given.
    ///
    /// - Parameters:
    ///   - forecast: The forecast answer, or `nil` when none was asked for.
    ///   - airQuality: The air-quality answer, for the current conditions' indices.
    ///   - location: The place asked for, used when there is no forecast answer.
    ///   - now: The moment the minutes start from (the current quarter hour), and the data's time
    ///     when the answer has no time of its own.
    ///   - source: Where the answer came from (the network, or the cache).
    ///   - staleReason: Why a stale answer was shown instead of a fresh one, if it was.
    ///   - requested: The parts that were asked for; a part not asked for is "not requested",
    ///     never "not provided".
    public static func weather(
        forecast: OMWeather?, airQuality: OMWeather? = nil, location: WeatherLocation, now: Date,
        source: ResponseSource = .network, staleReason: String? = nil, requested: WeatherDataSet = .all
    ) -> Weather {
        let timeZone = forecast?.timeZone ?? location.timeZone
        let here = forecast.map {
            WeatherLocation(latitude: $0.latitude, longitude: $0.longitude, timeZone: timeZone)
        }
        var weather = Weather(
            location: here ?? location, alertAvailability: .notOffered,
            minuteForecastAvailability: requested.contains(.minute) ? .notProvided : .notRequested,
            metadata: WeatherMetadata(
                attribution: .openMeteo, date: now, source: source, staleReason: staleReason,
                offeredFields: offeredFields(forecast?.current, airQuality: airQuality?.current)))
        guard let forecast else { return weather }
        let reader = OpenMeteoReader(weather: forecast, timeZone: timeZone)
        if let current = forecast.current, let conditions = reader.current(current) {
            weather.current = conditions
            weather.current?.airQualityIndices = airQuality?.current.map(Self.indices) ?? []
            weather.metadata.date = conditions.date
        } else if let first = forecast.hourly?.time.first.flatMap(reader.date) {
            weather.metadata.date = first
        }
        // The forecast from the current hour and today on, as the other providers give it.
        weather.hourlyForecast = (forecast.hourly.map(reader.hours) ?? []).filter {
            $0.date.addingTimeInterval(3600) > now
        }
        let today = OpenWeatherMapAdapter.startOfDay(now, in: timeZone)
        weather.dailyForecast = (forecast.daily.map(reader.days) ?? []).filter { $0.date >= today }
        if let minutes = forecast.minutely15.flatMap({ reader.minutes($0, from: now) }) {
            weather.minuteForecast = minutes
            weather.minuteForecastAvailability = .included
        }
        return weather.checkedForPlausibility()
    }

    /// The fields of current conditions the neutral model reads from an answer, by variable.
    static let fieldVariables: [(OMVariable, WeatherField)] = [
        (.temperature2m, .temperature), (.apparentTemperature, .apparentTemperature), (.relativeHumidity2m, .humidity),
        (.pressureMSL, .pressure), (.cloudCover, .cloudCover), (.windSpeed10m, .windSpeed),
        (.windDirection10m, .windDirection), (.windGusts10m, .windGust), (.precipitation, .precipitationIntensity),
        (.europeanAQI, .airQuality(.european)), (.usAQI, .airQuality(.usEPA)),
    ]

    /// The fields the answers' current blocks were asked for: a variable Open-Meteo answers
    /// with `null` is offered and missing; one not asked for is not offered.
    static func offeredFields(_ current: OMCurrent?, airQuality: OMCurrent?) -> Set<WeatherField> {
        let names = Set([current, airQuality].compactMap { $0 }.flatMap(\.values.keys))
        return Set(fieldVariables.filter { names.contains($0.0.rawValue) }.map(\.1))
    }

    /// The European and US indices of an air-quality answer's current block, each only when sent.
    static func indices(_ current: OMCurrent) -> [WeatherAirQuality] {
        [
            current[.europeanAQI].map { WeatherAirQuality(index: $0, scale: .european) },
            current[.usAQI].map { WeatherAirQuality(index: $0, scale: .usEPA) },
        ].compactMap { $0 }
    }

    /// Whether Open-Meteo's quarter hours are its models' own at a place (ICON-D2 and AROME over
    /// Central Europe and France, HRRR over the United States) rather than made from hourly values.
    public static func hasNativeQuarterHours(latitude: Double, longitude: Double) -> Bool {
        let centralEurope = (43.2...58.1).contains(latitude) && (-3.9...20.3).contains(longitude)
        let france = (37.5...55.4).contains(latitude) && (-12...16).contains(longitude)
        let unitedStates = (21.1...52.6).contains(latitude) && (-134.1...(-60.9)).contains(longitude)
        return centralEurope || france || unitedStates
    }
}
