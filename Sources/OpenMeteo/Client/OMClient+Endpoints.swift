import Foundation

extension OMClient {
    /// A forecast for one place (`/v1/forecast`); see ``OMRequest/forecast(latitude:longitude:current:minutely15:hourly:daily:units:timezone:pastDays:forecastDays:timeFormat:)``.
    public func forecast(
        latitude: Double, longitude: Double, current: [OMVariable] = [], minutely15: [OMVariable] = [],
        hourly: [OMVariable] = [], daily: [OMVariable] = [], units: OMUnits = OMUnits(), timezone: String = "auto",
        pastDays: Int? = nil, forecastDays: Int? = nil
    ) async throws -> OMWeather {
        try await fetch(
            .forecast(
                latitude: latitude, longitude: longitude, current: current, minutely15: minutely15, hourly: hourly,
                daily: daily, units: units, timezone: timezone, pastDays: pastDays, forecastDays: forecastDays)
        ).response
    }

    /// A forecast for several places in one call, one answer per place in order.
    public func forecast(
        at places: [OMCoordinate], current: [OMVariable] = [], hourly: [OMVariable] = [], daily: [OMVariable] = [],
        units: OMUnits = OMUnits(), timezone: String = "auto", forecastDays: Int? = nil
    ) async throws -> OMWeatherList {
        try await fetch(
            .forecast(
                at: places, current: current, hourly: hourly, daily: daily, units: units, timezone: timezone,
                forecastDays: forecastDays)
        ).response
    }

    /// Air quality for one place (`/v1/air-quality`): indices, pollutants and pollen.
    public func airQuality(
        latitude: Double, longitude: Double, current: [OMVariable] = [], hourly: [OMVariable] = [],
        timezone: String = "auto", forecastDays: Int? = nil
    ) async throws -> OMWeather {
        try await fetch(
            .airQuality(
                latitude: latitude, longitude: longitude, current: current, hourly: hourly, timezone: timezone,
                forecastDays: forecastDays)
        ).response
    }

    /// Past weather for one place from `start` to `end`, both included (`/v1/archive`).
    public func history(
        latitude: Double, longitude: Double, from start: OMDate, to end: OMDate, hourly: [OMVariable] = [],
        daily: [OMVariable] = [], units: OMUnits = OMUnits(), timezone: String = "auto"
    ) async throws -> OMWeather {
        try await fetch(
            .history(
                latitude: latitude, longitude: longitude, from: start, to: end, hourly: hourly, daily: daily,
                units: units, timezone: timezone)
        ).response
    }

    /// Places by name (`/v1/search`), best match first; an empty list when nothing matches.
    public func searchPlaces(
        _ name: String, count: Int = 10, language: String = "en", countryCode: String? = nil
    ) async throws -> OMPlaceList {
        try await fetch(.search(name, count: count, language: language, countryCode: countryCode)).response
    }
}
