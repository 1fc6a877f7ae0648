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
            return HourWeather(
                date: temperature.datetime.time,
                condition: hourly.phenomenon.element(index).map { condition($0.value) } ?? .unknown,
                temperature: Measurement(value: temperature.value, unit: units.temperature),
                apparentTemperature: hourly.apparentTemperature?.element(index).map {
                    Measurement(value: $0.value, unit: units.temperature)
                },
                precipitationChance: hourly.precipitation.element(index)?.probability.map { Double($0) / 100 },
                precipitationIntensity: hourly.precipitation.element(index).map {
                    rate($0.value, units.hourlyPrecipitation)
                },
                humidity: hourly.humidity.element(index)?.value,
                wind: hourly.wind.element(index).map { wind($0.value, units) })
        }
    }

    static func days<Result>(from daily: CYDaily, _ response: CYAPIResponse<Result>) -> [DayWeather] {
        let units = response.unit.system
        return daily.temperature.indices.map { index in
            let temperature = daily.temperature[index]
            let astronomy = daily.astronomy.element(index)
            return DayWeather(
                date: temperature.date.time,
                condition: daily.phenomenon.element(index).map { condition($0.value) } ?? .unknown,
                highTemperature: Measurement(value: temperature.value.maximum, unit: units.temperature),
                lowTemperature: Measurement(value: temperature.value.minimum, unit: units.temperature),
                precipitationChance: daily.precipitation.element(index)?.probability.map { Double($0) / 100 },
                precipitationIntensity: daily.precipitation.element(index).map {
                    rate($0.value.average, units.dailyPrecipitation)
                },
                sunrise: astronomy?.sunrise, sunset: astronomy?.sunset,
                wind: daily.wind.element(index).map { wind($0.value.average, units) })
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

    /// A precipitation value as a rate; radar intensities become mm/h by the API's fit.
    private static func rate(_ value: Double, _ unit: UnitSpeed) -> Measurement<UnitSpeed> {
        let measurement = Measurement(value: value, unit: unit)
        return unit == .radarIntensity ? measurement.converted(to: .millimetersPerHour) : measurement
    }
}

extension Array {
    /// The element at `index`, or `nil` past the end (Caiyun's arrays may differ in length).
    func element(_ index: Int) -> Element? { indices.contains(index) ? self[index] : nil }
}
