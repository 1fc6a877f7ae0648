import Foundation
import WeatherVocabulary

/// One hour of a forecast.
public struct HourWeather: Sendable, Hashable {
    /// The start of the hour.
    public var date: Date
    /// The sky condition.
    public var condition: WeatherCondition
    /// Air temperature; `nil` when the response held none the atmosphere allows.
    public var temperature: Measurement<UnitTemperature>?
    /// How warm or cold it feels.
    public var apparentTemperature: Measurement<UnitTemperature>?
    /// The chance of precipitation, 0–1.
    public var precipitationChance: Double?
    /// The precipitation rate.
    public var precipitationIntensity: Measurement<UnitSpeed>?
    /// Relative humidity, 0–1.
    public var humidity: Double?
    /// Wind.
    public var wind: WeatherWind?

    /// Creates an hour.
    public init(
        date: Date, condition: WeatherCondition, temperature: Measurement<UnitTemperature>?,
        apparentTemperature: Measurement<UnitTemperature>? = nil, precipitationChance: Double? = nil,
        precipitationIntensity: Measurement<UnitSpeed>? = nil, humidity: Double? = nil, wind: WeatherWind? = nil
    ) {
        self.date = date
        self.condition = condition
        self.temperature = temperature
        self.apparentTemperature = apparentTemperature
        self.precipitationChance = precipitationChance
        self.precipitationIntensity = precipitationIntensity
        self.humidity = humidity
        self.wind = wind
    }
}

/// One day of a forecast.
public struct DayWeather: Sendable, Hashable {
    /// The start of the day, local time.
    public var date: Date
    /// The day's sky condition.
    public var condition: WeatherCondition
    /// The day's highest temperature; `nil` when the response held none the atmosphere allows.
    public var highTemperature: Measurement<UnitTemperature>?
    /// The day's lowest temperature; `nil` when the response held none the atmosphere allows.
    public var lowTemperature: Measurement<UnitTemperature>?
    /// The chance of precipitation, 0–1.
    public var precipitationChance: Double?
    /// The precipitation rate, averaged over the day.
    public var precipitationIntensity: Measurement<UnitSpeed>?
    /// The precipitation amount over the day, when the provider reports one.
    public var precipitationAmount: Measurement<UnitLength>?
    /// Sunrise, when the sun rises that day.
    public var sunrise: Date?
    /// Sunset, when the sun sets that day.
    public var sunset: Date?
    /// Wind, as the day's average or representative value.
    public var wind: WeatherWind?
    /// The day's UV index, when known.
    public var uvIndex: Double?
    /// A sentence about the day from the provider (such as One Call 3.0's daily `summary`), when it gave one.
    public var summary: String?

    /// Creates a day.
    public init(
        date: Date, condition: WeatherCondition, highTemperature: Measurement<UnitTemperature>?,
        lowTemperature: Measurement<UnitTemperature>?,
        precipitationChance: Double? = nil, precipitationIntensity: Measurement<UnitSpeed>? = nil,
        precipitationAmount: Measurement<UnitLength>? = nil, sunrise: Date? = nil, sunset: Date? = nil,
        wind: WeatherWind? = nil, uvIndex: Double? = nil, summary: String? = nil
    ) {
        self.date = date
        self.condition = condition
        self.highTemperature = highTemperature
        self.lowTemperature = lowTemperature
        self.precipitationChance = precipitationChance
        self.precipitationIntensity = precipitationIntensity
        self.precipitationAmount = precipitationAmount
        self.sunrise = sunrise
        self.sunset = sunset
        self.wind = wind
        self.uvIndex = uvIndex
        self.summary = summary
    }
}

/// Precipitation minute by minute for the coming hour or two.
public struct MinuteForecast: Sendable, Hashable {
    /// The first minute.
    public var start: Date
    /// The precipitation rate for each minute from ``start``.
    public var intensities: [Measurement<UnitSpeed>]
    /// The chance of precipitation for each half hour from ``start``, 0–1, when known.
    public var halfHourChances: [Double]
    /// A sentence about the coming precipitation, in the requested language.
    public var summary: String?
    /// The rates at which the provider calls precipitation light, moderate, heavy or a storm.
    public var intensityThresholds: PrecipitationThresholds
    /// How many minutes each value the provider sent covers: 1 for minute-by-minute data, 15 for
    /// Open-Meteo's quarter hours (``intensities`` then repeats each value for its 15 minutes).
    public var stepMinutes: Int
    /// Whether the provider made the steps up from coarser data (Open-Meteo's quarter hours outside
    /// Central Europe and North America are interpolated from hourly values); `false` when native.
    public var isInterpolated: Bool

    /// Creates a minute forecast.
    public init(
        start: Date, intensities: [Measurement<UnitSpeed>], halfHourChances: [Double] = [], summary: String? = nil,
        intensityThresholds: PrecipitationThresholds = .standard, stepMinutes: Int = 1, isInterpolated: Bool = false
    ) {
        self.start = start
        self.intensities = intensities
        self.halfHourChances = halfHourChances
        self.summary = summary
        self.intensityThresholds = intensityThresholds
        self.stepMinutes = stepMinutes
        self.isInterpolated = isInterpolated
    }
}

/// A weather alert.
public struct WeatherAlert: Sendable, Hashable {
    /// The provider's id for the alert.
    public var id: String
    /// The hazard, in the provider's words or from its code, such as "Gale".
    public var event: String
    /// The headline.
    public var title: String
    /// The full text.
    public var details: String
    /// How severe it is.
    public var severity: WeatherSeverity
    /// Who issued it.
    public var source: String?
    /// The region it covers.
    public var region: String?
    /// When it was issued.
    public var issued: Date?
    /// When it ends, when the provider says.
    public var expires: Date?
    /// When it takes effect, when the issuer says (an official warning's CAP `onset`).
    public var onset: Date?
    /// What to do, when the issuer says (official warnings' CAP `instruction`).
    public var instruction: String?
    /// The issuer's page about it, when there is one.
    public var link: URL?

    /// Creates an alert.
    public init(
        id: String, event: String, title: String, details: String, severity: WeatherSeverity, source: String? = nil,
        region: String? = nil, issued: Date? = nil, expires: Date? = nil
    ) {
        self.id = id
        self.event = event
        self.title = title
        self.details = details
        self.severity = severity
        self.source = source
        self.region = region
        self.issued = issued
        self.expires = expires
    }
}

/// An alert's severity, from least to most severe.
public enum WeatherSeverity: Int, Sendable, Hashable, CaseIterable, Comparable {
    /// Severity not given.
    case unknown
    /// Minor (Caiyun white and blue).
    case minor
    /// Moderate (Caiyun yellow).
    case moderate
    /// Severe (Caiyun orange).
    case severe
    /// Extreme (Caiyun red).
    case extreme

    public static func < (lhs: Self, rhs: Self) -> Bool { lhs.rawValue < rhs.rawValue }
}
