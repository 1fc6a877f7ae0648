import Foundation
import WeatherVocabulary

/// Conditions at one moment.
public struct CurrentWeather: Sendable, Hashable {
    /// When the conditions were observed.
    public var date: Date
    /// The sky condition.
    public var condition: WeatherCondition
    /// Air temperature; `nil` when the response held none the atmosphere allows (see
    /// ``Weather/implausibleValues``).
    public var temperature: Measurement<UnitTemperature>?
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
    /// Every air-quality index the provider gave, each on its own scale (Caiyun: China's and the
    /// US EPA's, those the response really carries); empty when it gave none.
    public var airQualityIndices: [WeatherAirQuality]
    /// A sentence about the coming hours from the provider, in the requested language.
    public var summary: String?

    /// Creates current conditions. `airQuality` is shorthand for a single index;
    /// `airQualityIndices`, when not empty, takes its place.
    public init(
        date: Date, condition: WeatherCondition, temperature: Measurement<UnitTemperature>?,
        apparentTemperature: Measurement<UnitTemperature>? = nil, humidity: Double? = nil,
        pressure: Measurement<UnitPressure>? = nil,
        visibility: Measurement<UnitLength>? = nil, cloudCover: Double? = nil, wind: WeatherWind? = nil,
        precipitationIntensity: Measurement<UnitSpeed>? = nil, uvIndex: Double? = nil,
        airQuality: WeatherAirQuality? = nil,
        airQualityIndices: [WeatherAirQuality] = [], summary: String? = nil
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
        self.airQualityIndices = airQualityIndices.isEmpty ? airQuality.map { [$0] } ?? [] : airQualityIndices
        self.summary = summary
    }

    /// The first of ``airQualityIndices``; setting it replaces them all. To choose the index a
    /// person expects, use ``Weather/preferredAirQuality(language:scale:)``.
    public var airQuality: WeatherAirQuality? {
        get { airQualityIndices.first }
        set { airQualityIndices = newValue.map { [$0] } ?? [] }
    }

    /// The index on `scale`, when the provider gave one.
    public func airQuality(on scale: AirQualityScale) -> WeatherAirQuality? {
        airQualityIndices.first { $0.scale == scale }
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
    public init(
        speed: Measurement<UnitSpeed>, direction: Measurement<UnitAngle>? = nil, gust: Measurement<UnitSpeed>? = nil
    ) {
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
    /// The provider's own description of the index (such as Caiyun's `"良"`), in
    /// ``descriptionLanguage``, when it gave one.
    public var description: String?
    /// The language of ``description``, when known.
    public var descriptionLanguage: DisplayLanguage?

    /// Creates a value.
    public init(
        index: Double, scale: AirQualityScale, description: String? = nil, descriptionLanguage: DisplayLanguage? = nil
    ) {
        self.index = index
        self.scale = scale
        self.description = description
        self.descriptionLanguage = descriptionLanguage
    }

    /// The index's category on its scale; `nil` when the number is not one the scale has.
    public var category: AirQualityCategory? { scale.category(for: index) }

    /// What the index means, in `language`: the provider's own description when it gave one in
    /// that language and it names a category of the index's scale (Caiyun's `"良"` for China's
    /// index), else the name of the index's category on its scale, else `nil`.
    ///
    /// A provider's word from another scale never labels an index: Caiyun describes its US index
    /// with China's words (`"轻度污染"`) and its own English levels (`"moderate"` for 101–150),
    /// which on the US EPA's scale would name the wrong category.
    public func localizedDescription(in language: DisplayLanguage = .current) -> String? {
        if let description, descriptionLanguage == language,
            let named = scale.category(named: description, in: language)
        {
            return named.localizedName(in: language)
        }
        return category?.localizedName(in: language)
    }
}
