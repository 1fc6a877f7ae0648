import Foundation
import WeatherVocabulary

/// Conditions at one moment.
public struct CurrentWeather: Sendable, Hashable {
    /// When the conditions were observed.
    public var date: Date
    /// The sky condition.
    public var condition: WeatherCondition
    /// Air temperature.
    public var temperature: Measurement<UnitTemperature>
    /// How warm or cold it feels.
    public var apparentTemperature: Measurement<UnitTemperature>?
    /// Relative humidity, 0–1.
    public var humidity: Double?
    /// Air pressure.
    public var pressure: Measurement<UnitPressure>?
    /// Visibility.
    public var visibility: Measurement<UnitLength>?
    /// Cloud cover, 0–1.
    public var cloudCover: Double?
    /// Wind.
    public var wind: WeatherWind?
    /// The precipitation rate now.
    public var precipitationIntensity: Measurement<UnitSpeed>?
    /// The UV index (0–11+), when known.
    public var uvIndex: Double?
    /// Air quality, when the provider has it.
    public var airQuality: WeatherAirQuality?
    /// A sentence about the coming hours from the provider, in the requested language.
    public var summary: String?

    /// Creates current conditions.
    public init(
        date: Date, condition: WeatherCondition, temperature: Measurement<UnitTemperature>,
        apparentTemperature: Measurement<UnitTemperature>? = nil, humidity: Double? = nil, pressure: Measurement<UnitPressure>? = nil,
        visibility: Measurement<UnitLength>? = nil, cloudCover: Double? = nil, wind: WeatherWind? = nil,
        precipitationIntensity: Measurement<UnitSpeed>? = nil, uvIndex: Double? = nil, airQuality: WeatherAirQuality? = nil,
        summary: String? = nil
    ) {
        self.date = date
        self.condition = condition
        self.temperature = temperature
        self.apparentTemperature = apparentTemperature
        self.humidity = humidity
        self.pressure = pressure
        self.visibility = visibility
        self.cloudCover = cloudCover
        self.wind = wind
        self.precipitationIntensity = precipitationIntensity
        self.uvIndex = uvIndex
        self.airQuality = airQuality
        self.summary = summary
    }
}

/// Wind speed, direction and gusts.
public struct WeatherWind: Sendable, Hashable {
    /// Sustained speed.
    public var speed: Measurement<UnitSpeed>
    /// The direction the wind comes from, clockwise from north; `nil` when variable or unknown.
    public var direction: Measurement<UnitAngle>?
    /// Gust speed, when reported.
    public var gust: Measurement<UnitSpeed>?

    /// Creates a wind value.
    public init(speed: Measurement<UnitSpeed>, direction: Measurement<UnitAngle>? = nil, gust: Measurement<UnitSpeed>? = nil) {
        self.speed = speed
        self.direction = direction
        self.gust = gust
    }
}

/// An air-quality index, the scale it is on, and its category on that scale.
public struct WeatherAirQuality: Sendable, Hashable {
    /// The index value.
    public var index: Double
    /// The scale the index is on: the same number means different things on different scales.
    public var scale: AirQualityScale
    /// A description the provider gave with the index, in the requested language, when it gave one.
    public var description: String?

    /// Creates a value.
    public init(index: Double, scale: AirQualityScale, description: String? = nil) {
        self.index = index
        self.scale = scale
        self.description = description
    }

    /// The index's category on its scale; `nil` when the number is not one the scale has.
    public var category: AirQualityCategory? { scale.category(for: index) }
}
