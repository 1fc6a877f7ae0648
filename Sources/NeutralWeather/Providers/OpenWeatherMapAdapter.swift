import APICore
import Foundation
import OpenWeatherMap

/// Builds ``Weather`` values from OpenWeatherMap responses.
public enum OpenWeatherMapAdapter {
    /// The shared condition for a condition code.
    public static func condition(_ code: OWMConditionCode) -> WeatherCondition {
        switch code.id {
        case 200...232: .thunderstorms
        case 300...321: .drizzle
        case 500, 520: .lightRain
        case 501, 521, 531: .rain
        case 502...504, 522: .heavyRain
        case 511: .freezingRain
        case 600, 620: .lightSnow
        case 601, 621: .snow
        case 602, 622: .heavySnow
        case 611...616: .sleet
        case 701: .mist
        case 711: .smoky
        case 721: .haze
        case 731, 761: .dust
        case 741: .fog
        case 751: .sand
        case 762: .volcanicAsh
        case 771: .squall
        case 781: .tornado
        case 800: .clear
        case 801: .mostlyClear
        case 802: .partlyCloudy
        case 803: .mostlyCloudy
        case 804: .cloudy
        default: .unknown
        }
    }

    /// The fields of current conditions the current-weather endpoint gives.
    public static let currentWeatherFields: Set<WeatherField> = [
        .temperature, .apparentTemperature, .humidity, .pressure, .visibility, .cloudCover, .windSpeed,
        .windDirection, .windGust, .precipitationIntensity,
    ]

    /// The fields of current conditions One Call gives: the current-weather endpoint's and the UV index.
    public static let oneCallFields: Set<WeatherField> = currentWeatherFields.union([.uvIndex])

    /// The weather in a current-weather response, with the days and hours of a 5-day forecast when
    /// given. These endpoints carry neither alerts nor minutes.
    public static func weather(
        current: OWMCurrentWeather?, forecast: OWMForecast?, units: OWMUnits, source: ResponseSource = .network,
        staleReason: String? = nil
    ) -> Weather {
        let offset = current?.timezone ?? forecast?.city?.timezone ?? 0
        let coordinate = current?.coordinate ?? forecast?.city?.coordinate ?? OWMCoordinate(latitude: 0, longitude: 0)
        let name = [current?.name, forecast?.city?.name].compactMap { $0 }.first { !$0.isEmpty }
        var weather = Weather(
            location: WeatherLocation(
                latitude: coordinate.latitude, longitude: coordinate.longitude,
                timeZone: TimeZone(secondsFromGMT: offset) ?? .gmt, name: name),
            metadata: WeatherMetadata(
                attribution: .openWeatherMap, date: current?.date ?? forecast?.list.first?.date ?? Date(),
                source: source, staleReason: staleReason, offeredFields: currentWeatherFields))
        if let current { weather.current = currentWeather(current, units: units) }
        if let forecast {
            weather.hourlyForecast = forecast.list.map { hour($0, units: units) }
            weather.dailyForecast = days(
                from: forecast, timeZone: weather.location.timeZone, units: units, current: current)
        }
        return weather.checkedForPlausibility()
    }

    /// The weather in a One Call response.
    ///
    /// - Parameters:
    ///   - oneCall: The response.
    ///   - units: The units the response's values are in.
    ///   - source: Where the response came from: memory, disk, the network, or a stale copy.
    ///   - staleReason: Why a stale copy stands in, shown to the user; `nil` for a fresh answer.
    ///   - requested: The blocks the request asked for, when known. One Call leaves out the
    ///     `alerts` key when none are in force, so only a request known to have asked for alerts
    ///     turns a missing key into "none in force"; otherwise it stays "not provided".
    public static func weather(
        oneCall: OWMOneCall, units: OWMUnits, source: ResponseSource = .network, staleReason: String? = nil,
        requested: OWMOneCallBlocks? = nil
    ) -> Weather {
        let timeZone = timeZone(oneCall.timezone, offset: oneCall.timezoneOffset)
        var weather = Weather(
            location: WeatherLocation(latitude: oneCall.latitude, longitude: oneCall.longitude, timeZone: timeZone),
            metadata: WeatherMetadata(
                attribution: .openWeatherMap, date: oneCall.current?.date ?? oneCall.hourly?.first?.date ?? Date(),
                source: source, staleReason: staleReason, offeredFields: oneCallFields))
        weather.current = oneCall.current.map { conditions($0, units: units) }
        weather.minuteForecast = oneCall.minutely.flatMap(minuteForecast)
        weather.hourlyForecast = (oneCall.hourly ?? []).map { hour($0, units: units) }
        weather.dailyForecast = (oneCall.daily ?? []).map { day($0, units: units, timeZone: timeZone) }
        weather.minuteForecastAvailability = availability(
            present: oneCall.minutely != nil, requested: requested?.contains(.minutely))
        weather.alerts = (oneCall.alerts ?? []).map { alert in
            WeatherAlert(
                id: "\(alert.event)-\(alert.start)", event: alert.event, title: alert.event, details: alert.description,
                severity: .unknown,
                source: alert.senderName, issued: Date(timeIntervalSince1970: TimeInterval(alert.start)),
                expires: Date(timeIntervalSince1970: TimeInterval(alert.end)))
        }
        let alertsRequested = requested?.contains(.alerts)
        weather.alertAvailability =
            alertsRequested == true
            ? .included : availability(present: oneCall.alerts != nil, requested: alertsRequested)
        return weather.checkedForPlausibility()
    }

    /// ``WeatherDataAvailability`` of a block: present, not asked for, or missing for another reason.
    private static func availability(present: Bool, requested: Bool?) -> WeatherDataAvailability {
        present ? .included : (requested == false ? .notRequested : .notProvided)
    }

    /// The weather at the moments of a time-machine or One Call 4.0 response; the first becomes current.
    public static func weather(timeline: OWMTimeline, units: OWMUnits) -> Weather {
        var weather = envelope(timeline, date: timeline.data.first?.date)
        weather.metadata.offeredFields = oneCallFields
        weather.current = timeline.data.first.map { conditions($0, units: units) }
        weather.hourlyForecast = timeline.data.dropFirst().map { hour($0, units: units) }
        return weather.checkedForPlausibility()
    }

    /// The minute forecast of a One Call 4.0 1-minute timeline (its precipitation is always mm/h).
    public static func weather(minuteTimeline: OWMMinuteTimeline) -> Weather {
        var weather = envelope(minuteTimeline, date: minuteTimeline.data.first?.date)
        weather.minuteForecast = minuteForecast(minuteTimeline.data)
        weather.minuteForecastAvailability = minuteTimeline.data.isEmpty ? .notProvided : .included
        return weather.checkedForPlausibility()
    }

    /// The days of a One Call 4.0 1-day timeline page.
    public static func weather(dayTimeline: OWMDayTimeline, units: OWMUnits) -> Weather {
        var weather = envelope(dayTimeline, date: dayTimeline.data.first?.date)
        let timeZone = weather.location.timeZone
        weather.dailyForecast = dayTimeline.data.map { day($0, units: units, timeZone: timeZone) }
        return weather.checkedForPlausibility()
    }

    /// Precipitation by the minute from the first minute on (always mm/h); `nil` for none.
    private static func minuteForecast(_ minutes: [OWMOneCall.Minute]) -> MinuteForecast? {
        minutes.first.map { first in
            MinuteForecast(
                start: first.date,
                intensities: minutes.map { Measurement(value: $0.precipitation, unit: .millimetersPerHour) })
        }
    }

    /// The zone One Call names, else its offset from UTC, else UTC.
    private static func timeZone(_ identifier: String, offset: Int?) -> TimeZone {
        TimeZone(identifier: identifier) ?? TimeZone(secondsFromGMT: offset ?? 0) ?? .gmt
    }

    /// The place, time zone and attribution of a timeline page, dated `date` (now when `nil`).
    private static func envelope<Item>(_ page: OWMTimelinePage<Item>, date: Date?) -> Weather {
        let timeZone = timeZone(page.timezone, offset: page.timezoneOffset)
        return Weather(
            location: WeatherLocation(latitude: page.latitude, longitude: page.longitude, timeZone: timeZone),
            metadata: WeatherMetadata(attribution: .openWeatherMap, date: date ?? Date()))
    }

    /// The air quality of an air-pollution sample, on OpenWeatherMap's own five-step scale
    /// (1 good to 5 very poor: `AirQualityScale.openWeatherMap`).
    public static func airQuality(_ sample: OWMAirPollution.Sample) -> WeatherAirQuality {
        WeatherAirQuality(index: Double(sample.main.aqi), scale: .openWeatherMap)
    }
}
