import APICore
import Foundation

/// The weather for one place from any provider: current conditions, the next hour or two
/// minute by minute, hourly and daily forecasts, and alerts, every quantity a `Measurement`.
///
/// A provider fills what it has: a response with current conditions only leaves the forecasts
/// empty, and providers without minute data leave ``minuteForecast`` `nil`. Whether an empty
/// ``alerts`` means "none in force" or "not known" is in ``alertAvailability``, and why
/// ``minuteForecast`` is `nil` in ``minuteForecastAvailability``.
public struct Weather: Sendable, Hashable {
    /// The place the weather is for.
    public var location: WeatherLocation
    /// Conditions now, when the data includes them.
    public var current: CurrentWeather?
    /// Precipitation for the coming minutes, when the provider has it.
    public var minuteForecast: MinuteForecast?
    /// One entry per hour, starting with the current hour.
    public var hourlyForecast: [HourWeather]
    /// One entry per day, starting today.
    public var dailyForecast: [DayWeather]
    /// Alerts in force; see ``alertAvailability`` before reading an empty list as "none".
    public var alerts: [WeatherAlert]
    /// Whether the data carries alerts: only when ``WeatherDataAvailability/included`` does an
    /// empty ``alerts`` mean that none are in force.
    public var alertAvailability: WeatherDataAvailability
    /// Whether the data carries minute-by-minute precipitation.
    public var minuteForecastAvailability: WeatherDataAvailability
    /// Who provided the data and when.
    public var metadata: WeatherMetadata
    /// Values the response held that the atmosphere does not allow, set aside as "not available"
    /// (see ``checkedForPlausibility()``); front doors report them beside the view, never in it.
    public var implausibleValues: [ImplausibleValue]
    /// What the official warning services said, when they were asked (their warnings are in
    /// ``alerts``); `nil` when they were not.
    public var warningCoverage: WarningCoverage?

    /// Creates a value.
    ///
    /// Without an availability, alerts and minutes count as ``WeatherDataAvailability/included``
    /// when there are some, and as ``WeatherDataAvailability/notProvided`` otherwise: an empty list
    /// alone never claims that none are in force.
    public init(
        location: WeatherLocation, current: CurrentWeather? = nil, minuteForecast: MinuteForecast? = nil,
        hourlyForecast: [HourWeather] = [], dailyForecast: [DayWeather] = [], alerts: [WeatherAlert] = [],
        alertAvailability: WeatherDataAvailability? = nil, minuteForecastAvailability: WeatherDataAvailability? = nil,
        metadata: WeatherMetadata, implausibleValues: [ImplausibleValue] = []
    ) {
        self.location = location
        self.current = current
        self.minuteForecast = minuteForecast
        self.hourlyForecast = hourlyForecast
        self.dailyForecast = dailyForecast
        self.alerts = alerts
        self.alertAvailability = alertAvailability ?? (alerts.isEmpty ? .notProvided : .included)
        self.minuteForecastAvailability =
            minuteForecastAvailability ?? (minuteForecast == nil ? .notProvided : .included)
        self.metadata = metadata
        self.implausibleValues = implausibleValues
    }
}

/// Whether a part of the weather (alerts, minutes) is in the data, and if not, why.
public enum WeatherDataAvailability: Sendable, Hashable, CaseIterable {
    /// The provider's response carries the part; for alerts, an empty list then means none are in force.
    case included
    /// The part was not asked for.
    case notRequested
    /// The response does not carry the part: the endpoint, the plan or the place does not provide
    /// it, or a saved response does not say whether it was asked for.
    case notProvided
    /// The provider has no such data at all (Open-Meteo issues no alerts): an empty list says
    /// nothing about what is in force.
    case notOffered
}

/// A place: coordinate, time zone and, when known, a name.
public struct WeatherLocation: Sendable, Hashable, Codable {
    /// Degrees north.
    public var latitude: Double
    /// Degrees east.
    public var longitude: Double
    /// The place's time zone, for showing local times.
    public var timeZone: TimeZone
    /// A name for people, such as "London" or a saved location's name.
    public var name: String?
    /// Whether ``name`` describes the area only loosely: the nearest known place lies some way
    /// off (a coordinate at sea or in the countryside, "near Beijing"). The caller that names the
    /// place sets it; `false` for a name that is the place's own.
    public var isNameApproximate: Bool

    /// Creates a location.
    public init(
        latitude: Double, longitude: Double, timeZone: TimeZone = TimeZone(secondsFromGMT: 0)!, name: String? = nil,
        isNameApproximate: Bool = false
    ) {
        self.latitude = latitude
        self.longitude = longitude
        self.timeZone = timeZone
        self.name = name
        self.isNameApproximate = isNameApproximate
    }

    private enum CodingKeys: String, CodingKey {
        case latitude, longitude, timeZone, name, isNameApproximate
    }

    /// Decodes a location; one encoded without `isNameApproximate` has an exact name.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        latitude = try container.decode(Double.self, forKey: .latitude)
        longitude = try container.decode(Double.self, forKey: .longitude)
        timeZone = try container.decode(TimeZone.self, forKey: .timeZone)
        name = try container.decodeIfPresent(String.self, forKey: .name)
        isNameApproximate = try container.decodeIfPresent(Bool.self, forKey: .isNameApproximate) ?? false
    }

    /// This location's name and whether it is approximate, from `other`: what a provider keeps
    /// of the location it was asked for.
    public mutating func takeName(from other: WeatherLocation) {
        name = other.name
        isNameApproximate = other.isNameApproximate
    }
}

/// Where weather data came from.
public struct WeatherMetadata: Sendable, Hashable {
    /// The provider, such as "Caiyun Weather" or "OpenWeatherMap".
    public var attribution: WeatherAttribution
    /// The moment the data describes (the provider's observation or server time).
    public var date: Date
    /// Where the data came from: the API just now, a cache, or a stale cached copy.
    public var source: ResponseSource
    /// Why fresh data could not be fetched, when older cached data stands in.
    public var staleReason: String?
    /// The fields of current conditions this kind of answer gives (the adapters set them; empty
    /// when not known). See ``Weather/offers(_:)``.
    public var offeredFields: Set<WeatherField>

    /// Creates metadata.
    public init(
        attribution: WeatherAttribution, date: Date, source: ResponseSource = .network, staleReason: String? = nil,
        offeredFields: Set<WeatherField> = []
    ) {
        self.attribution = attribution
        self.date = date
        self.source = source
        self.staleReason = staleReason
        self.offeredFields = offeredFields
    }
}

/// The name and link a provider asks apps to show with its data.
public struct WeatherAttribution: Sendable, Hashable, Codable {
    /// The provider's name.
    public var name: String
    /// The provider's site.
    public var url: URL
    /// The words the provider's licence asks to show with its data, when it asks for some, such
    /// as "Weather data by Open-Meteo.com (CC BY 4.0)"; show them in place of ``name``.
    public var credit: String?

    /// Creates an attribution.
    public init(name: String, url: URL, credit: String? = nil) {
        self.name = name
        self.url = url
        self.credit = credit
    }

    /// What to show with the data: the ``credit`` the licence asks for, else the ``name``.
    public var text: String { credit ?? name }

    /// 彩云天气 Caiyun Weather (ColorfulClouds).
    public static let caiyun = WeatherAttribution(name: "Caiyun Weather", url: URL(string: "https://caiyunapp.com")!)
    /// OpenWeatherMap.
    public static let openWeatherMap = WeatherAttribution(
        name: "OpenWeatherMap", url: URL(string: "https://openweathermap.org")!)
    /// Open-Meteo, whose data is licensed CC BY 4.0 with this credit.
    public static let openMeteo = WeatherAttribution(
        name: "Open-Meteo", url: URL(string: "https://open-meteo.com")!,
        credit: "Weather data by Open-Meteo.com (CC BY 4.0)")
}
