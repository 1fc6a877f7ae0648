import Foundation
import NeutralWeather
import OpenMeteo
import TestSupport
import Testing

/// Open-Meteo answers as the neutral model: units from the answer's tables, a `null` left out
/// rather than read as zero, quarter hours marked as such, no alerts offered.
@Suite("Open-Meteo answers in the neutral model")
struct OpenMeteoAdapterTests {
    static func weather(_ name: String, now: Date) throws -> Weather {
        let answer = try OMWeather.decode(FixtureFiles.data(name, provider: "open-meteo"))
        return OpenMeteoAdapter.weather(
            forecast: answer, location: WeatherLocation(latitude: answer.latitude, longitude: answer.longitude),
            now: now)
    }

    @Test("an ocean cell whose days are all null has no days, never 0°")
    func allNull() throws {
        let weather = try Self.weather(
            "forecast_daily_all_null_ocean_tpisel-openmeteo", now: Date(timeIntervalSince1970: 1_672_000_000))
        #expect(weather.dailyForecast.isEmpty)
        #expect(weather.alertAvailability == .notOffered)
    }

    @Test("°F in the answer's units table is °F in the model; hours start at the current hour")
    func fahrenheit() throws {
        // 2026-03-03 05:30 in New York: the sixth hour of the answer is the current one.
        let now = Date(timeIntervalSince1970: 1_772_533_800)
        let weather = try Self.weather("forecast_hourly_fahrenheit_3days_idx58985080619", now: now)
        let first = try #require(weather.hourlyForecast.first)
        #expect(first.temperature?.unit == .fahrenheit)
        #expect(first.date <= now && first.date.addingTimeInterval(3600) > now)
        #expect(weather.location.timeZone.identifier == "America/New_York")
    }

    @Test("quarter hours become two hours of minutes, marked as 15-minute steps made from hourly data")
    func quarterHours() throws {
        let now = Date(timeIntervalSince1970: 1_790_895_600 + 60)
        let weather = try Self.weather("forecast_current_minutely15_hourly_daily_unixtime_bergen_vybo-reflbo", now: now)
        let minutes = try #require(weather.minuteForecast)
        #expect(minutes.stepMinutes == 15)
        #expect(minutes.intensities.count == 120)
        // 0.1 mm in the first quarter hour is 0.4 mm/h for each of its 15 minutes.
        #expect(
            minutes.intensities.prefix(15).allSatisfy { abs($0.converted(to: .millimetersPerHour).value - 0.4) < 1e-9 })
        #expect(minutes.intensities[15].value == 0)
        #expect(minutes.isInterpolated, "Bergen lies outside the models with native quarter hours")
        #expect(weather.minuteForecastAvailability == .included)
        #expect(OpenMeteoAdapter.hasNativeQuarterHours(latitude: 52.52, longitude: 13.41))
        #expect(!OpenMeteoAdapter.hasNativeQuarterHours(latitude: 39.9, longitude: 116.4))
    }

    @Test("WMO codes map to the shared conditions; an unknown code is unknown, not clear")
    func conditions() {
        #expect(OpenMeteoAdapter.condition(OMWeatherCode(rawValue: 0)) == .clear)
        #expect(OpenMeteoAdapter.condition(OMWeatherCode(rawValue: 65)) == .heavyRain)
        #expect(OpenMeteoAdapter.condition(OMWeatherCode(rawValue: 75)) == .heavySnow)
        #expect(OpenMeteoAdapter.condition(OMWeatherCode(rawValue: 99)) == .thunderstorms)
        #expect(OpenMeteoAdapter.condition(OMWeatherCode(rawValue: 42)) == .unknown)
        #expect(OpenMeteoAdapter.condition(nil) == .unknown)
    }
}
