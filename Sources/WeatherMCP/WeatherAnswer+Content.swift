import APICore
import Foundation
import MCP
import NeutralWeather
import WeatherRuntime
import WeatherVocabulary

extension WeatherAnswer {
    /// What every weather answer says about itself: the place, the provider, the time the data
    /// describes, whether it came from a cache, and the units of its numbers.
    var envelope: [String: Value] {
        let metadata = weather.metadata
        return [
            "place": [
                "name": .string(place.label), "latitude": .double(place.latitude),
                "longitude": .double(place.longitude),
            ],
            "provider": .string(provider.rawValue),
            "attribution": .string(metadata.attribution.text),
            "responseTime": time(metadata.date),
            "fromCache": .bool(metadata.source.isCached),
            "source": .string(metadata.source.rawValue),
            "staleReason": metadata.staleReason.map(Value.string) ?? .null,
            "units": [
                "temperature": .string(units.temperature.symbol), "windSpeed": .string(units.windSpeed.symbol),
                "pressure": .string(units.pressure.symbol), "distance": .string(units.distance.symbol),
                "precipitationRate": .string(units.precipitationRate.symbol),
                "precipitationAmount": .string(units.precipitationAmount.symbol),
            ],
            "implausibleValues": .array(weather.implausibleValues.map(implausibleContent)),
        ]
    }

    /// A value set aside as impossible: where it was, the value as the response had it (as text:
    /// it may be infinite), and what the field allows.
    func implausibleContent(_ value: ImplausibleValue) -> Value {
        [
            "path": .string(value.path), "field": .string(value.field.name), "value": .string(value.valueText),
            "allowed": .string(value.allowedText),
        ]
    }

    /// The envelope with `extra` added.
    func content(_ extra: [String: Value]) -> Value {
        .object(envelope.merging(extra) { $1 })
    }

    /// A time in the place's time zone, ISO 8601 with its offset.
    func time(_ date: Date?) -> Value {
        guard let date else { return .null }
        var style = Date.ISO8601FormatStyle(timeZone: weather.location.timeZone)
        style = style.year().month().day().time(includingFractionalSeconds: false).timeZone(separator: .colon)
        return .string(date.formatted(style))
    }

    var currentContent: Value {
        guard let now = weather.current else { return .null }
        return [
            "time": time(now.date),
            "condition": .string(now.condition.rawValue),
            "conditionText": .string(now.condition.localizedName(in: language)),
            "summary": now.summary.map(Value.string) ?? .null,
            "temperature": number(now.temperature),
            "apparentTemperature": number(now.apparentTemperature),
            "humidity": number(now.humidity),
            "pressure": number(now.pressure),
            "visibility": number(now.visibility),
            "cloudCover": number(now.cloudCover),
            "windSpeed": number(now.wind?.speed),
            "windDirection": number(now.wind?.direction),
            "windGust": number(now.wind?.gust),
            "precipitationIntensity": number(now.precipitationIntensity),
            "uvIndex": number(now.uvIndex),
        ]
    }

    func hourContent(_ hour: HourWeather) -> Value {
        [
            "time": time(hour.date), "condition": .string(hour.condition.rawValue),
            "temperature": number(hour.temperature), "apparentTemperature": number(hour.apparentTemperature),
            "precipitationChance": number(hour.precipitationChance),
            "precipitationIntensity": number(hour.precipitationIntensity), "humidity": number(hour.humidity),
            "windSpeed": number(hour.wind?.speed), "windDirection": number(hour.wind?.direction),
        ]
    }

    func dayContent(_ day: DayWeather) -> Value {
        [
            "date": time(day.date), "condition": .string(day.condition.rawValue),
            "high": number(day.highTemperature), "low": number(day.lowTemperature),
            "precipitationChance": number(day.precipitationChance),
            "precipitationAmount": number(day.precipitationAmount),
            "sunrise": time(day.sunrise), "sunset": time(day.sunset), "windSpeed": number(day.wind?.speed),
            "uvIndex": number(day.uvIndex), "summary": day.summary.map(Value.string) ?? .null,
        ]
    }

    func alertContent(_ alert: WeatherAlert) -> Value {
        [
            "id": .string(alert.id), "event": .string(alert.event), "title": .string(alert.title),
            "details": .string(alert.details), "severity": .string("\(alert.severity)"),
            "source": alert.source.map(Value.string) ?? .null, "region": alert.region.map(Value.string) ?? .null,
            "issued": time(alert.issued), "expires": time(alert.expires),
        ]
    }

    /// One index on `scale`, `null` when the provider did not really send it.
    func airQualityContent(_ scale: AirQualityScale) -> Value {
        guard let index = weather.current?.airQualityIndices.first(where: { $0.scale == scale }) else { return .null }
        return [
            "index": .double(index.index), "category": index.category.map { .string("\($0)") } ?? .null,
            "description": index.description.map(Value.string) ?? .null,
        ]
    }

    private func number<U>(_ measurement: Measurement<U>?) -> Value { measurement.map { .double($0.value) } ?? .null }
    private func number(_ value: Double?) -> Value { value.map(Value.double) ?? .null }
}
