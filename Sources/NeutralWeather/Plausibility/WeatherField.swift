import Foundation
import WeatherVocabulary

/// A quantity of the weather that a provider may give, with the values the atmosphere allows.
///
/// Used to say which fields of current conditions a provider gives
/// (``WeatherMetadata/offeredFields``) and which values were set aside as impossible
/// (``Weather/implausibleValues``).
public enum WeatherField: Sendable, Hashable {
    /// Air temperature (current, hourly, and a day's high and low).
    case temperature
    /// How warm or cold it feels.
    case apparentTemperature
    /// Relative humidity.
    case humidity
    /// Air pressure.
    case pressure
    /// Visibility.
    case visibility
    /// Cloud cover.
    case cloudCover
    /// Sustained wind speed.
    case windSpeed
    /// Gust speed.
    case windGust
    /// The direction the wind comes from.
    case windDirection
    /// The precipitation rate.
    case precipitationIntensity
    /// The chance of precipitation.
    case precipitationChance
    /// A day's precipitation amount.
    case precipitationAmount
    /// The UV index.
    case uvIndex
    /// An air-quality index on one scale.
    case airQuality(AirQualityScale)

    /// The field's name as notes write it, such as "temperature" or "air quality (China AQI)".
    public var name: String {
        switch self {
        case .temperature: "temperature"
        case .apparentTemperature: "apparent temperature"
        case .humidity: "humidity"
        case .pressure: "pressure"
        case .visibility: "visibility"
        case .cloudCover: "cloud cover"
        case .windSpeed: "wind speed"
        case .windGust: "wind gust"
        case .windDirection: "wind direction"
        case .precipitationIntensity: "precipitation rate"
        case .precipitationChance: "precipitation chance"
        case .precipitationAmount: "precipitation amount"
        case .uvIndex: "UV index"
        case .airQuality(let scale): "air quality (\(scale.localizedName(in: .english)))"
        }
    }

    /// The values the field can take, in ``rangeUnit``.
    ///
    /// Temperature −100…70 °C (the apparent temperature −100…90 °C: heat indices run above the
    /// air's), humidity, cloud cover and chances 0–100 %, wind 0–150 m/s (540 km/h, above any
    /// gust measured), visibility 0–1,000 km, pressure 250–1,100 hPa (from the summits' to the
    /// deepest highs' at sea level), precipitation 0–2,000 mm/h and 0–2,000 mm a day, UV 0–20,
    /// each air-quality index within its scale (0–500; OpenWeatherMap's 1–5), and a wind direction
    /// from −360° to 720° (taken modulo 360°: beyond that a number is no compass bearing).
    public var plausibleRange: ClosedRange<Double> {
        switch self {
        case .temperature: -100...70
        case .apparentTemperature: -100...90
        case .humidity, .cloudCover, .precipitationChance: 0...1
        case .windSpeed, .windGust: 0...150
        case .windDirection: -360...720
        case .visibility: 0...1000
        case .pressure: 250...1100
        case .precipitationIntensity, .precipitationAmount: 0...2000
        case .uvIndex: 0...20
        case .airQuality(let scale): scale.validRange
        }
    }

    /// The unit of ``plausibleRange``, as notes write it ("%" for fractions, shown as percentages).
    public var rangeUnit: String {
        switch self {
        case .temperature, .apparentTemperature: "°C"
        case .humidity, .cloudCover, .precipitationChance: "%"
        case .windSpeed, .windGust: "m/s"
        case .windDirection: "°"
        case .visibility: "km"
        case .pressure: "hPa"
        case .precipitationIntensity: "mm/h"
        case .precipitationAmount: "mm"
        case .uvIndex, .airQuality: ""
        }
    }
}
