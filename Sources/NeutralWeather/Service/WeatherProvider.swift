import APICore
import Foundation
import WeatherVocabulary

/// A source of weather: it turns a place and options into a ``WeatherReport``.
///
/// The package has ``CaiyunProvider`` and ``OpenWeatherMapProvider``; conform your own type to
/// serve ``WeatherService`` from another API.
public protocol WeatherProvider: Sendable {
    /// Who provides the data.
    var attribution: WeatherAttribution { get }

    /// The weather for `location`, with the provider's raw responses.
    func report(for location: WeatherLocation, options: WeatherRequestOptions) async throws -> WeatherReport

    /// Whether the provider's disk cache is keeping answers, as its latest attempt to save one
    /// found; `.unused` (the default) for providers without one.
    var diskCacheStatus: DiskCacheStatus { get }

    /// How many of its billed calls the provider counts a report for `options` at `location` as,
    /// when it bills by what a call asks for (Open-Meteo); `nil` (the default) when every call
    /// counts as one.
    func billedCalls(for options: WeatherRequestOptions, at location: WeatherLocation) -> Double?
}

extension WeatherProvider {
    /// `.unused`: the provider keeps no disk cache.
    public var diskCacheStatus: DiskCacheStatus { .unused }

    /// `nil`: every call counts as one.
    public func billedCalls(for options: WeatherRequestOptions, at location: WeatherLocation) -> Double? { nil }
}

/// What to ask a provider for, and how.
public struct WeatherRequestOptions: Sendable, Hashable {
    /// The parts wanted.
    public var including: WeatherDataSet
    /// The units of the returned quantities.
    public var units: UnitPreference
    /// The language of the provider's text and of names. Default: `DisplayLanguage.current`,
    /// which follows `LANGUAGE`, `LC_ALL`, `LC_MESSAGES` and `LANG`.
    public var language: DisplayLanguage
    /// Whether a fresh cached answer may be used.
    public var usesCache: Bool

    /// Creates options.
    public init(
        including: WeatherDataSet = .all, units: UnitPreference = .metric, language: DisplayLanguage = .current,
        usesCache: Bool = true
    ) {
        self.including = including
        self.units = units
        self.language = language
        self.usesCache = usesCache
    }
}

/// Parts of a ``Weather`` value.
public struct WeatherDataSet: OptionSet, Sendable, Hashable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }

    /// Current conditions.
    public static let current = WeatherDataSet(rawValue: 1 << 0)
    /// Minute-by-minute precipitation.
    public static let minute = WeatherDataSet(rawValue: 1 << 1)
    /// The hourly forecast.
    public static let hourly = WeatherDataSet(rawValue: 1 << 2)
    /// The daily forecast.
    public static let daily = WeatherDataSet(rawValue: 1 << 3)
    /// Alerts.
    public static let alerts = WeatherDataSet(rawValue: 1 << 4)
    /// Air-quality indices, with the current conditions (a provider with a separate air-quality
    /// API asks it only when this and ``current`` are wanted).
    public static let airQuality = WeatherDataSet(rawValue: 1 << 5)
    /// Everything.
    public static let all: WeatherDataSet = [.current, .minute, .hourly, .daily, .alerts, .airQuality]
}

/// A provider's answer: the weather, and its responses as JSON with the API's own keys.
public struct WeatherReport: Sendable {
    /// The weather.
    public var weather: Weather
    /// The provider's responses, encoded with the API's own keys (one object; several responses
    /// are listed under their endpoint names).
    public var responseJSON: @Sendable () throws -> Data

    /// Creates a report.
    public init(weather: Weather, responseJSON: @escaping @Sendable () throws -> Data) {
        self.weather = weather
        self.responseJSON = responseJSON
    }

    /// Keeps only the parts in `parts`.
    func keeping(_ parts: WeatherDataSet) -> WeatherReport {
        var copy = self
        if !parts.contains(.current) { copy.weather.current = nil }
        if !parts.contains(.minute) {
            copy.weather.minuteForecast = nil
            copy.weather.minuteForecastAvailability = .notRequested
        }
        if !parts.contains(.hourly) { copy.weather.hourlyForecast = [] }
        if !parts.contains(.daily) { copy.weather.dailyForecast = [] }
        if !parts.contains(.alerts) {
            copy.weather.alerts = []
            copy.weather.alertAvailability = .notRequested
        }
        copy.weather.implausibleValues = weather.implausibleValues(in: parts)
        return copy
    }
}

/// JSON the way the package prints provider responses: the API's keys, sorted, unescaped slashes, pretty-printed.
package enum ProviderJSON {
    /// Encodes `value`.
    package static func encode(_ value: some Encodable) throws -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        return try encoder.encode(value)
    }
}
