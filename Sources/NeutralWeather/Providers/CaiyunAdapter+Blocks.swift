import CaiyunWeather
import Foundation

extension CaiyunAdapter {
    static func current<Result>(
        _ realtime: CYRealtime, _ response: CYAPIResponse<Result>, summary: String?
    ) -> CurrentWeather {
        let units = response.unit.system
        return CurrentWeather(
            date: response.serverTime.time, condition: condition(realtime.phenomenon),
            temperature: Measurement(value: realtime.temperature, unit: units.temperature),
            apparentTemperature: Measurement(value: realtime.apparentTemperature, unit: units.temperature),
            humidity: realtime.humidity, pressure: Measurement(value: realtime.pressure, unit: units.pressure),
            visibility: Measurement(value: realtime.visibility, unit: units.visibility), cloudCover: realtime.cloudrate,
            wind: wind(realtime.wind, units),
            precipitationIntensity: rate(realtime.precipitation.local.intensity, units.realtimePrecipitation),
            uvIndex: realtime.lifeIndex.ultraviolet?.index.map(Double.init),
            airQualityIndices: airQuality(realtime.airQuality, language: response.requestLanguage),
            summary: summary)
    }

    /// The indices the response really carries, with its descriptions and their language.
    static func airQuality(_ block: CYContent.AirQuality?, language: CYEndpoint.RequestLanguage?) -> [WeatherAirQuality]
    {
        let descriptionLanguage = language.flatMap { $0 == .japanese ? nil : DisplayLanguage($0) }
        return (block?.indices ?? []).map { index in
            WeatherAirQuality(
                index: index.value, scale: index.scale, description: index.description,
                descriptionLanguage: descriptionLanguage)
        }
    }

    static func minutes<Result>(
        from minutely: CYMinutely, _ response: CYAPIResponse<Result>, summary: String?
    ) -> MinuteForecast {
        let unit = response.unit.system.minutelyPrecipitation
        return MinuteForecast(
            start: response.serverTime.time, intensities: minutely.intensity.map { rate($0, unit) },
            halfHourChances: minutely.probability,
            summary: minutely.description.isEmpty ? summary : minutely.description,
            intensityThresholds: .caiyunMinutely)
    }

    static func hours<Result>(from hourly: CYHourly, _ response: CYAPIResponse<Result>) -> [HourWeather] {
        let units = response.unit.system
        return hourly.temperature.indices.map { index in
            let temperature = hourly.temperature[index]
            let date = temperature.datetime.time
            let precipitation = hourly.precipitation.entry(index, at: date, \.datetime.time)
            return HourWeather(
                date: date,
                condition: hourly.phenomenon.entry(index, at: date, \.datetime.time).map { condition($0.value) }
                    ?? .unknown,
                temperature: Measurement(value: temperature.value, unit: units.temperature),
                apparentTemperature: hourly.apparentTemperature?.entry(index, at: date, \.datetime.time).map {
                    Measurement(value: $0.value, unit: units.temperature)
                },
                precipitationChance: precipitation?.probability.map { Double($0) / 100 },
                precipitationIntensity: precipitation.map { rate($0.value, units.hourlyPrecipitation) },
                humidity: hourly.humidity.entry(index, at: date, \.datetime.time)?.value,
                wind: hourly.wind.entry(index, at: date, \.datetime.time).map { wind($0.value, units) })
        }
    }

    static func days<Result>(from daily: CYDaily, _ response: CYAPIResponse<Result>) -> [DayWeather] {
        let units = response.unit.system
        return daily.temperature.indices.map { index in
            let temperature = daily.temperature[index]
            let date = temperature.date.time
            let astronomy = daily.astronomy.entry(index, at: date, \.date.time)
            let precipitation = daily.precipitation.entry(index, at: date, \.date.time)
            return DayWeather(
                date: date,
                condition: daily.phenomenon.entry(index, at: date, \.date.time).map { condition($0.value) } ?? .unknown,
                highTemperature: Measurement(value: temperature.value.maximum, unit: units.temperature),
                lowTemperature: Measurement(value: temperature.value.minimum, unit: units.temperature),
                precipitationChance: precipitation?.probability.map { Double($0) / 100 },
                precipitationIntensity: precipitation.map { rate($0.value.average, units.dailyPrecipitation) },
                sunrise: astronomy?.sunrise, sunset: astronomy?.sunset,
                wind: daily.wind.entry(index, at: date, \.date.time).map { wind($0.value.average, units) })
        }
    }

    static func alerts(from alert: CYAlert?, language: DisplayLanguage) -> [WeatherAlert] {
        (alert?.content ?? []).map { content in
            WeatherAlert(
                id: content.id, event: content.code.localized(in: language), title: content.title,
                details: content.description,
                severity: severity(content.code.level), source: content.source, region: content.location,
                issued: content.publishTime.time)
        }
    }

    private static func wind(_ wind: CYContent.Wind, _ units: CYUnit.UnitSystem) -> WeatherWind {
        WeatherWind(
            speed: Measurement(value: wind.speed.value, unit: units.windSpeed),
            direction: Measurement(value: wind.direction.value, unit: units.windDirection))
    }

    /// A precipitation value as a rate; radar intensities become mm/h by the API's fit. A negative
    /// intensity, which the fit would read as no rain, stays an intensity, for the plausibility
    /// check to set aside.
    private static func rate(_ value: Double, _ unit: UnitSpeed) -> Measurement<UnitSpeed> {
        let measurement = Measurement(value: value, unit: unit)
        return unit == .radarIntensity && !(value < 0) ? measurement.converted(to: .millimetersPerHour) : measurement
    }
}

extension Array {
    /// The entry for the moment `date`: the one at `index` when it is for that moment (the usual
    /// case), otherwise the one anywhere in the series that is, or `nil`. Caiyun's series may
    /// differ in length, and an entry left out because it did not decode must not move the
    /// others onto the wrong hour or day.
    func entry(_ index: Int, at date: Date, _ time: (Element) -> Date) -> Element? {
        if indices.contains(index), time(self[index]) == date { return self[index] }
        return first { time($0) == date }
    }
}
