import Foundation
import OpenMeteo
import WeatherVocabulary

/// Reads one Open-Meteo answer's blocks as the model's values, in the units its `*_units`
/// tables name.
struct OpenMeteoReader {
    let weather: OMWeather
    let timeZone: TimeZone

    /// A time of the answer as a date in its zone.
    func date(_ time: OMTime) -> Date? { time.date(in: timeZone) }

    /// `value` of `variable` in `block`, in the unit the answer names for it (else `fallback`).
    func measure<Unit: Dimension>(
        _ value: Double?, _ variable: OMVariable, in block: OMBlock, fallback: Unit
    ) -> Measurement<Unit>? {
        guard let value, value.isFinite else { return nil }
        let named = weather.unit(of: variable, in: block).flatMap(OMUnits.dimension(of:)) as? Unit
        return Measurement(value: value, unit: named ?? fallback)
    }

    /// A precipitation amount over `hours` as a rate: millimetres (or inches) per hour.
    func rate(
        _ value: Double?, _ variable: OMVariable, in block: OMBlock, over hours: Double
    ) -> Measurement<UnitSpeed>? {
        guard let value, value.isFinite, hours > 0 else { return nil }
        let isInches = weather.unit(of: variable, in: block) == "inch"
        return Measurement(value: value / hours, unit: isInches ? .inchesPerHour : .millimetersPerHour)
    }

    /// A percentage as a fraction (one outside 0–100 is kept, for the plausibility check to set
    /// aside and name).
    static func fraction(_ percent: Double?) -> Double? {
        guard let percent, percent.isFinite else { return nil }
        return percent / 100
    }

    func wind(
        speed: Double?, direction: Double?, gust: Double?, in block: OMBlock, speedVariable: OMVariable
    )
        -> WeatherWind?
    {
        guard let speed = measure(speed, speedVariable, in: block, fallback: UnitSpeed.kilometersPerHour) else {
            return nil
        }
        return WeatherWind(
            speed: speed, direction: direction.map { Measurement(value: $0, unit: .degrees) },
            gust: measure(gust, .windGusts10m, in: block, fallback: UnitSpeed.kilometersPerHour))
    }

    /// The conditions now; `nil` without a time or without any value (a `null` temperature alone
    /// leaves the others, shown with the temperature "not available").
    func current(_ current: OMCurrent) -> CurrentWeather? {
        guard let date = date(current.time) else { return nil }
        let temperature = measure(
            current[.temperature2m], .temperature2m, in: .current, fallback: UnitTemperature.celsius)
        let interval = current.interval.map { Double($0) / 3600 } ?? 0
        let conditions = CurrentWeather(
            date: date, condition: OpenMeteoAdapter.condition(current.weatherCode), temperature: temperature,
            apparentTemperature: measure(
                current[.apparentTemperature], .apparentTemperature, in: .current, fallback: UnitTemperature.celsius),
            humidity: Self.fraction(current[.relativeHumidity2m]),
            pressure: measure(current[.pressureMSL], .pressureMSL, in: .current, fallback: UnitPressure.hectopascals),
            cloudCover: Self.fraction(current[.cloudCover]),
            wind: wind(
                speed: current[.windSpeed10m], direction: current[.windDirection10m], gust: current[.windGusts10m],
                in: .current, speedVariable: .windSpeed10m),
            precipitationIntensity: rate(current[.precipitation], .precipitation, in: .current, over: interval))
        let values: [Any?] = [
            conditions.temperature, conditions.apparentTemperature, conditions.humidity, conditions.pressure,
            conditions.cloudCover, conditions.wind, conditions.precipitationIntensity,
        ]
        return values.contains { $0 != nil } ? conditions : nil
    }

    /// Every hour with a time and a value (one without a temperature shows it "not available").
    func hours(_ series: OMSeries) -> [HourWeather] {
        series.steps.compactMap { step in
            guard let date = date(step.time) else { return nil }
            let temperature = measure(
                step[.temperature2m], .temperature2m, in: .hourly, fallback: UnitTemperature.celsius)
            let hour = HourWeather(
                date: date, condition: OpenMeteoAdapter.condition(step.weatherCode), temperature: temperature,
                apparentTemperature: measure(
                    step[.apparentTemperature], .apparentTemperature, in: .hourly, fallback: UnitTemperature.celsius),
                precipitationChance: Self.fraction(step[.precipitationProbability]),
                precipitationIntensity: rate(step[.precipitation], .precipitation, in: .hourly, over: 1),
                humidity: Self.fraction(step[.relativeHumidity2m]),
                wind: wind(
                    speed: step[.windSpeed10m], direction: step[.windDirection10m], gust: nil, in: .hourly,
                    speedVariable: .windSpeed10m))
            let values: [Any?] = [
                hour.temperature, hour.apparentTemperature, hour.precipitationChance, hour.precipitationIntensity,
                hour.humidity, hour.wind,
            ]
            return values.contains { $0 != nil } ? hour : nil
        }
    }

    /// Every day with a time and a value (one without a high or a low shows it "not available").
    func days(_ series: OMSeries) -> [DayWeather] {
        let sunrises = series.times(.sunrise)
        let sunsets = series.times(.sunset)
        return series.steps.compactMap { step in
            guard let date = date(step.time) else { return nil }
            let high = measure(
                step[.temperature2mMax], .temperature2mMax, in: .daily, fallback: UnitTemperature.celsius)
            let low = measure(
                step[.temperature2mMin], .temperature2mMin, in: .daily, fallback: UnitTemperature.celsius)
            let day = DayWeather(
                date: date, condition: OpenMeteoAdapter.condition(step.weatherCode), highTemperature: high,
                lowTemperature: low, precipitationChance: Self.fraction(step[.precipitationProbabilityMax]),
                precipitationAmount: measure(
                    step[.precipitationSum], .precipitationSum, in: .daily, fallback: UnitLength.millimeters),
                sunrise: sunrises[step.index].flatMap(self.date), sunset: sunsets[step.index].flatMap(self.date),
                wind: wind(
                    speed: step[.windSpeed10mMax], direction: nil, gust: nil, in: .daily,
                    speedVariable: .windSpeed10mMax),
                uvIndex: step[.uvIndexMax])
            let values: [Any?] = [
                day.highTemperature, day.lowTemperature, day.precipitationChance, day.precipitationAmount,
                day.wind, day.uvIndex,
            ]
            return values.contains { $0 != nil } ? day : nil
        }
    }

    /// The two hours of quarter hours from the one `now` falls in, each value a rate repeated
    /// for its 15 minutes; `nil` when the answer has none from then on.
    func minutes(_ series: OMSeries, from now: Date) -> MinuteForecast? {
        let dates = series.time.map(date)
        let values = series.values(.precipitation)
        guard let first = dates.firstIndex(where: { $0.map { $0.addingTimeInterval(900) > now } ?? false }),
            let start = dates[first]
        else { return nil }
        let slots = (first..<min(first + 8, values.count))
        let rates = slots.map { rate(values[$0], .precipitation, in: .minutely15, over: 0.25) }
        guard !rates.isEmpty, rates.allSatisfy({ $0 != nil }) else { return nil }
        return MinuteForecast(
            start: start, intensities: rates.compactMap { $0 }.flatMap { Array(repeating: $0, count: 15) },
            stepMinutes: 15,
            isInterpolated: !OpenMeteoAdapter.hasNativeQuarterHours(
                latitude: weather.latitude, longitude: weather.longitude))
    }
}
