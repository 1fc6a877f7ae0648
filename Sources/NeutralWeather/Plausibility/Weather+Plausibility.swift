import CaiyunWeather
import Foundation
import WeatherVocabulary

extension Weather {
    /// This weather with every value the atmosphere does not allow set aside: each becomes `nil`
    /// ("not available") and is listed in ``implausibleValues``; the rest is unchanged.
    ///
    /// The ranges are ``WeatherField/plausibleRange``. Wind directions within it are taken
    /// modulo 360°; a wind whose speed is impossible is left out whole. A minute forecast with an impossible
    /// rate or chance is left out (``minuteForecastAvailability`` then says
    /// ``WeatherDataAvailability/notProvided``). The adapters call this on every answer they
    /// build; calling it again finds nothing more.
    public func checkedForPlausibility() -> Weather {
        var check = PlausibilityCheck()
        var copy = self
        copy.current = current.map { check.current($0) }
        copy.hourlyForecast = hourlyForecast.enumerated().map { index, hour in
            check.hour(hour, path: "hourly[\(index)]")
        }
        copy.dailyForecast = dailyForecast.enumerated().map { index, day in check.day(day, path: "daily[\(index)]") }
        if let minutes = minuteForecast, !check.minutesArePlausible(minutes) {
            copy.minuteForecast = nil
            copy.minuteForecastAvailability = .notProvided
        }
        copy.implausibleValues += check.found
        return copy
    }

    /// The values set aside in the parts `parts` names: the notes a view of those parts reports.
    public func implausibleValues(in parts: WeatherDataSet) -> [ImplausibleValue] {
        implausibleValues.filter { parts.contains($0.part) }
    }

    /// Whether the provider gives `field` in its current conditions (``WeatherMetadata/offeredFields``),
    /// or, for weather that does not say, whether these conditions hold it.
    ///
    /// Front doors show a row for a field offered and missing as "not available", and leave out
    /// the row of a field the provider never gives.
    public func offers(_ field: WeatherField) -> Bool {
        if metadata.offeredFields.contains(field) { return true }
        guard metadata.offeredFields.isEmpty, let current else { return false }
        return switch field {
        case .temperature: current.temperature != nil
        case .apparentTemperature: current.apparentTemperature != nil
        case .humidity: current.humidity != nil
        case .pressure: current.pressure != nil
        case .visibility: current.visibility != nil
        case .cloudCover: current.cloudCover != nil
        case .windSpeed: current.wind != nil
        case .windGust: current.wind?.gust != nil
        case .windDirection: current.wind?.direction != nil
        case .precipitationIntensity: current.precipitationIntensity != nil
        case .precipitationChance, .precipitationAmount: false
        case .uvIndex: current.uvIndex != nil
        case .airQuality(let scale): current.airQuality(on: scale) != nil
        }
    }
}

/// The walk behind ``Weather/checkedForPlausibility()``: each value in range is kept, each
/// other one noted and dropped.
struct PlausibilityCheck {
    private(set) var found: [ImplausibleValue] = []

    mutating func current(_ value: CurrentWeather) -> CurrentWeather {
        var copy = value
        copy.temperature = measurement(value.temperature, .temperature, in: .celsius, "current")
        copy.apparentTemperature = measurement(value.apparentTemperature, .apparentTemperature, in: .celsius, "current")
        copy.humidity = number(value.humidity, .humidity, "current")
        copy.pressure = measurement(value.pressure, .pressure, in: .hectopascals, "current")
        copy.visibility = measurement(value.visibility, .visibility, in: .kilometers, "current")
        copy.cloudCover = number(value.cloudCover, .cloudCover, "current")
        copy.wind = wind(value.wind, "current")
        copy.precipitationIntensity = measurement(
            value.precipitationIntensity, .precipitationIntensity, in: .millimetersPerHour, "current")
        copy.uvIndex = number(value.uvIndex, .uvIndex, "current")
        copy.airQualityIndices = value.airQualityIndices.filter { index in
            number(index.index, .airQuality(index.scale), "current") != nil
        }
        return copy
    }

    mutating func hour(_ value: HourWeather, path: @autoclosure () -> String) -> HourWeather {
        var copy = value
        copy.temperature = measurement(value.temperature, .temperature, in: .celsius, path())
        copy.apparentTemperature = measurement(value.apparentTemperature, .apparentTemperature, in: .celsius, path())
        copy.precipitationChance = number(value.precipitationChance, .precipitationChance, path())
        copy.precipitationIntensity = measurement(
            value.precipitationIntensity, .precipitationIntensity, in: .millimetersPerHour, path())
        copy.humidity = number(value.humidity, .humidity, path())
        copy.wind = wind(value.wind, path())
        return copy
    }

    mutating func day(_ value: DayWeather, path: @autoclosure () -> String) -> DayWeather {
        var copy = value
        copy.highTemperature = measurement(value.highTemperature, .temperature, in: .celsius, path(), name: "high")
        copy.lowTemperature = measurement(value.lowTemperature, .temperature, in: .celsius, path(), name: "low")
        copy.precipitationChance = number(value.precipitationChance, .precipitationChance, path())
        copy.precipitationIntensity = measurement(
            value.precipitationIntensity, .precipitationIntensity, in: .millimetersPerHour, path())
        copy.precipitationAmount = measurement(
            value.precipitationAmount, .precipitationAmount, in: .millimeters, path())
        copy.wind = wind(value.wind, path())
        copy.uvIndex = number(value.uvIndex, .uvIndex, path())
        return copy
    }

    /// Whether every rate and chance of `minutes` is possible; each one that is not is noted.
    mutating func minutesArePlausible(_ minutes: MinuteForecast) -> Bool {
        let before = found.count
        for (index, rate) in minutes.intensities.enumerated() {
            _ = measurement(rate, .precipitationIntensity, in: .millimetersPerHour, "minutely[\(index)]")
        }
        for (index, chance) in minutes.halfHourChances.enumerated() {
            _ = number(chance, .precipitationChance, "minutely.halfHour[\(index)]")
        }
        return found.count == before
    }

    private mutating func wind(_ value: WeatherWind?, _ path: @autoclosure () -> String) -> WeatherWind? {
        guard var wind = value,
            measurement(wind.speed, .windSpeed, in: .metersPerSecond, path()) != nil
        else { return nil }
        wind.gust = measurement(wind.gust, .windGust, in: .metersPerSecond, path())
        if let direction = measurement(wind.direction, .windDirection, in: .degrees, path()) {
            let turned = direction.converted(to: .degrees).value.truncatingRemainder(dividingBy: 360)
            wind.direction = Measurement(value: turned < 0 ? turned + 360 : turned, unit: .degrees)
        } else {
            wind.direction = nil
        }
        return wind
    }

    private mutating func measurement<U: Dimension>(
        _ value: Measurement<U>?, _ field: WeatherField, in unit: U, _ path: @autoclosure () -> String,
        name: String? = nil
    ) -> Measurement<U>? {
        guard let value else { return nil }
        // `expressed(in:)`: no conversion when the value is in the range's unit already (most are),
        // which keeps the walk over every hour, day and minute cheap.
        let converted = value.expressed(in: unit).value
        // Caiyun's radar intensity runs from 0 up; its fit reads anything below as no rain.
        let belowRadarScale = value.unit.symbol == UnitSpeed.radarIntensity.symbol && value.value < 0
        if !belowRadarScale, field.plausibleRange.contains(converted) { return value }
        note(path(), field, value.value, value.unit.symbol, name: name)
        return nil
    }

    private mutating func number(_ value: Double?, _ field: WeatherField, _ path: @autoclosure () -> String) -> Double?
    {
        guard let value else { return nil }
        if field.plausibleRange.contains(value) { return value }
        let isFraction = field.rangeUnit == "%"
        note(path(), field, isFraction ? value * 100 : value, isFraction ? "%" : "", name: nil)
        return nil
    }

    private mutating func note(_ path: String, _ field: WeatherField, _ value: Double, _ unit: String, name: String?) {
        let key = name ?? Self.key(field)
        found.append(ImplausibleValue(path: "\(path).\(key)", field: field, value: value, unit: unit))
    }

    private static func key(_ field: WeatherField) -> String {
        switch field {
        case .temperature: "temperature"
        case .apparentTemperature: "apparentTemperature"
        case .humidity: "humidity"
        case .pressure: "pressure"
        case .visibility: "visibility"
        case .cloudCover: "cloudCover"
        case .windSpeed: "wind.speed"
        case .windGust: "wind.gust"
        case .windDirection: "wind.direction"
        case .precipitationIntensity: "precipitationIntensity"
        case .precipitationChance: "precipitationChance"
        case .precipitationAmount: "precipitationAmount"
        case .uvIndex: "uvIndex"
        case .airQuality(let scale): "airQuality.\(scale.rawValue)"
        }
    }
}
