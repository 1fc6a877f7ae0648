import APICore
import Foundation
import OpenMeteo

/// Weather from Open-Meteo, which needs no key: one forecast call with only the blocks asked
/// for, and an air-quality call when the current conditions' indices are.
///
/// Open-Meteo bills a call by its variables (more than 10 counts as more than one call), so each
/// block asks for what the neutral model shows and no more: the current conditions alone are one
/// call. There are no alerts (``Weather/alertAvailability`` is ``WeatherDataAvailability/notOffered``),
/// and minutes come in quarter hours, native in Central Europe and North America, interpolated
/// from hourly values elsewhere (``MinuteForecast/isInterpolated``).
public final class OpenMeteoProvider: WeatherProvider {
    /// The client, shared with other requests so they share its cache.
    public let client: OMClient
    private let now: @Sendable () -> Date

    /// Creates a provider over `client`; `now` is the moment the minutes start from.
    public init(client: OMClient = OMClient(), now: @escaping @Sendable () -> Date = { Date() }) {
        self.client = client
        self.now = now
    }

    public var attribution: WeatherAttribution { .openMeteo }

    /// The disk cache status of the provider's client.
    public var diskCacheStatus: DiskCacheStatus { client.diskCacheStatus }

    public func report(for location: WeatherLocation, options: WeatherRequestOptions) async throws -> WeatherReport {
        let mode: CacheMode = options.usesCache ? .automatic : .network
        let parts = options.including
        let request = Self.forecastRequest(location, parts: parts, units: options.units)
        var forecast: FetchedResponse<OMWeather, OMError>?
        if let request { forecast = try await client.fetch(request, from: mode) }
        let airQuality =
            parts.isSuperset(of: [.current, .airQuality])
            ? try await client.fetch(Self.airQualityRequest(location), from: mode) : nil
        var weather = OpenMeteoAdapter.weather(
            forecast: forecast?.response, airQuality: airQuality?.response, location: location, now: now(),
            source: forecast?.source ?? airQuality?.source ?? .network,
            staleReason: (forecast?.staleError ?? airQuality?.staleError)?.message, requested: parts)
        weather.location.takeName(from: location)
        let responses = OpenMeteoResponses(forecast: forecast?.response, airQuality: airQuality?.response)
        return WeatherReport(
            weather: weather.converted(to: options.units), responseJSON: { try ProviderJSON.encode(responses) })
    }

    /// The forecast call for `parts`, `nil` when they need none (alerts alone): each block with the
    /// variables the model shows, in the API's units nearest to `units`.
    public static func forecastRequest(
        _ location: WeatherLocation, parts: WeatherDataSet, units: UnitPreference
    ) -> OMRequest<OMWeather>? {
        let current: [OMVariable] =
            parts.contains(.current)
            ? [
                .temperature2m, .apparentTemperature, .relativeHumidity2m, .weatherCode, .windSpeed10m,
                .windDirection10m, .windGusts10m, .precipitation, .pressureMSL, .cloudCover,
            ] : []
        let minutes: [OMVariable] = parts.contains(.minute) ? [.precipitation] : []
        let hourly: [OMVariable] =
            parts.contains(.hourly)
            ? [
                .temperature2m, .apparentTemperature, .precipitationProbability, .precipitation, .weatherCode,
                .relativeHumidity2m, .windSpeed10m, .windDirection10m,
            ] : []
        let daily: [OMVariable] =
            parts.contains(.daily)
            ? [
                .weatherCode, .temperature2mMax, .temperature2mMin, .precipitationSum, .precipitationProbabilityMax,
                .sunrise, .sunset, .windSpeed10mMax, .uvIndexMax,
            ] : []
        guard !(current + minutes + hourly + daily).isEmpty else { return nil }
        return .forecast(
            latitude: location.latitude, longitude: location.longitude, current: current, minutely15: minutes,
            hourly: hourly, daily: daily, units: units == .imperial ? .imperial : .metric,
            forecastDays: parts.contains(.daily) ? 8 : 3)
    }

    /// The air-quality call: the European and US indices now.
    public static func airQualityRequest(_ location: WeatherLocation) -> OMRequest<OMWeather> {
        .airQuality(latitude: location.latitude, longitude: location.longitude, current: [.europeanAQI, .usAQI])
    }

    /// What the calls for `options` cost in Open-Meteo's counted calls (a call over 10 variables or
    /// 2 weeks counts as more than one): the forecast's weight, and the air-quality call's.
    public func billedCalls(for options: WeatherRequestOptions, at location: WeatherLocation) -> Double? {
        let parts = options.including
        let forecast = Self.forecastRequest(location, parts: parts, units: options.units)?.weight ?? 0
        return forecast
            + (parts.isSuperset(of: [.current, .airQuality]) ? Self.airQualityRequest(location).weight : 0)
    }
}

/// The answers of one report, under their APIs' names.
struct OpenMeteoResponses: Encodable, Sendable {
    let forecast: OMWeather?
    let airQuality: OMWeather?

    private enum CodingKeys: String, CodingKey {
        case forecast
        case airQuality = "air_quality"
    }
}

extension WeatherProvider where Self == OpenMeteoProvider {
    /// Open-Meteo, with no key.
    public static var openMeteo: OpenMeteoProvider { OpenMeteoProvider() }
}
