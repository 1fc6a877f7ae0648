import CaiyunWeather
import Foundation

/// Builds ``Weather`` values from Caiyun responses of any file.
public enum CaiyunAdapter {
    /// The weather in a full `weather` response.
    ///
    /// - Parameters:
    ///   - response: The response.
    ///   - source: Where the response came from: memory, disk, the network, or a stale copy.
    ///   - staleReason: Why a stale copy stands in, shown to the user; `nil` for a fresh answer.
    ///   - language: The language of alert names (the API's own text keeps its language).
    ///   - alertsRequested: Whether the request asked for alerts, when known. A response without
    ///     an `alert` block then says ``WeatherDataAvailability/notRequested`` rather than
    ///     ``WeatherDataAvailability/notProvided``; a response with one always has its alerts.
    public static func weather(
        from response: CYResponse, source: ResponseSource = .network, staleReason: String? = nil,
        language: DisplayLanguage = .current, alertsRequested: Bool? = nil
    ) -> Weather {
        let result = response.result
        var weather = base(response, source: source, staleReason: staleReason)
        weather.current = current(result.realtime, response, summary: result.keypoint)
        offerAirQuality(of: weather.current, in: &weather)
        weather.minuteForecast = result.minutely.map { minutes(from: $0, response, summary: result.keypoint) }
        weather.minuteForecastAvailability = result.minutely == nil ? .notProvided : .included
        weather.hourlyForecast = hours(from: result.hourly, response)
        weather.dailyForecast = days(from: result.daily, response)
        setAlerts(result.alert, in: &weather, language: language, requested: alertsRequested)
        return weather.checkedForPlausibility()
    }

    /// The weather in a `realtime` response.
    public static func weather(
        from response: CYRealtimeResponse, source: ResponseSource = .network, language: DisplayLanguage = .current,
        alertsRequested: Bool? = nil
    ) -> Weather {
        var weather = base(response, source: source, staleReason: nil)
        weather.current = current(response.result.realtime, response, summary: nil)
        offerAirQuality(of: weather.current, in: &weather)
        setAlerts(response.result.alert, in: &weather, language: language, requested: alertsRequested)
        return weather.checkedForPlausibility()
    }

    /// The weather in a `minutely` response.
    public static func weather(
        from response: CYMinutelyResponse, source: ResponseSource = .network, language: DisplayLanguage = .current,
        alertsRequested: Bool? = nil
    ) -> Weather {
        var weather = base(response, source: source, staleReason: nil)
        weather.minuteForecast = minutes(from: response.result.minutely, response, summary: response.result.keypoint)
        weather.minuteForecastAvailability = .included
        setAlerts(response.result.alert, in: &weather, language: language, requested: alertsRequested)
        return weather.checkedForPlausibility()
    }

    /// The weather in an `hourly` response.
    public static func weather(
        from response: CYHourlyResponse, source: ResponseSource = .network, language: DisplayLanguage = .current,
        alertsRequested: Bool? = nil
    ) -> Weather {
        var weather = base(response, source: source, staleReason: nil)
        weather.hourlyForecast = hours(from: response.result.hourly, response)
        setAlerts(response.result.alert, in: &weather, language: language, requested: alertsRequested)
        return weather.checkedForPlausibility()
    }

    /// The weather in a `daily` response.
    public static func weather(
        from response: CYDailyResponse, source: ResponseSource = .network, language: DisplayLanguage = .current,
        alertsRequested: Bool? = nil
    ) -> Weather {
        var weather = base(response, source: source, staleReason: nil)
        weather.dailyForecast = days(from: response.result.daily, response)
        setAlerts(response.result.alert, in: &weather, language: language, requested: alertsRequested)
        return weather.checkedForPlausibility()
    }

    /// The fields of current conditions Caiyun's realtime block gives; the air-quality indices
    /// are offered per answer, as the place has them (none outside China's coverage).
    public static let offeredFields: Set<WeatherField> = [
        .temperature, .apparentTemperature, .humidity, .pressure, .visibility, .cloudCover, .windSpeed,
        .windDirection, .precipitationIntensity, .uvIndex,
    ]

    /// The shared condition for a Caiyun sky code.
    public static func condition(_ phenomenon: CYContent.Phenomenon) -> WeatherCondition {
        switch phenomenon {
        case .clearDay, .clearNight: .clear
        case .partlyCloudyDay, .partlyCloudyNight: .partlyCloudy
        case .cloudy: .cloudy
        case .lightHaze, .moderateHaze, .heavyHaze: .haze
        case .lightRain: .lightRain
        case .moderateRain: .rain
        case .heavyRain, .stormRain: .heavyRain
        case .fog: .fog
        case .lightSnow: .lightSnow
        case .moderateSnow: .snow
        case .heavySnow, .stormSnow: .heavySnow
        case .dust: .dust
        case .sand: .sand
        case .wind: .windy
        case .unknown: .unknown
        }
    }

    /// The shared severity for a Caiyun alert level.
    public static func severity(_ level: CYAlert.AlertContent.AlertCode.AlertLevel) -> WeatherSeverity {
        switch level {
        case .white, .blue: .minor
        case .yellow: .moderate
        case .orange: .severe
        case .red: .extreme
        case .unknown: .unknown
        }
    }

    /// The place and metadata of a response; a single file other than `minutely` never holds minutes.
    private static func base<Result>(
        _ response: CYAPIResponse<Result>, source: ResponseSource, staleReason: String?
    ) -> Weather {
        let timeZone = response.timezone.flatMap(TimeZone.init(identifier:)) ?? response.serverTimeZone.value
        return Weather(
            location: WeatherLocation(
                latitude: response.coordinate.latitude, longitude: response.coordinate.longitude, timeZone: timeZone),
            minuteForecastAvailability: .notRequested,
            metadata: WeatherMetadata(
                attribution: .caiyun, date: response.serverTime.time, source: source, staleReason: staleReason,
                offeredFields: offeredFields))
    }

    /// The indices the answer really carries join the offered fields before the plausibility
    /// check, so one out of range shows as "not available" rather than no row.
    private static func offerAirQuality(of current: CurrentWeather?, in weather: inout Weather) {
        weather.metadata.offeredFields.formUnion((current?.airQualityIndices ?? []).map { .airQuality($0.scale) })
    }

    /// The alerts of a block, and whether the response had one at all.
    private static func setAlerts(
        _ block: CYAlert?, in weather: inout Weather, language: DisplayLanguage, requested: Bool?
    ) {
        weather.alerts = alerts(from: block, language: language)
        weather.alertAvailability = block != nil ? .included : (requested == false ? .notRequested : .notProvided)
    }
}
