import APICore
import Foundation
import Testing

@testable import OpenMeteo

@Suite("Open-Meteo requests: parameters, checks, hosts and weights")
struct OMRequestTests {
    private func query<R>(_ request: OMRequest<R>) throws -> [String: String] {
        Dictionary(try request.queryItems().map { ($0.name, $0.value ?? "") }) { first, _ in first }
    }

    private func invalid<R>(_ request: OMRequest<R>) -> OMError.Code? {
        do {
            _ = try request.queryItems()
            return nil
        } catch {
            return (error as? OMError)?.code
        }
    }

    @Test("a forecast sends its blocks, units, zone and days; defaults are left to the API")
    func forecast() throws {
        let request = OMRequest.forecast(
            latitude: 52.52, longitude: 13.41, current: [.temperature2m, .weatherCode],
            minutely15: [.precipitation], hourly: [.temperature2m, .precipitation, .temperature2m],
            daily: [.temperature2mMax, .sunrise], units: .imperial, timezone: "Europe/Berlin", pastDays: 1,
            forecastDays: 3)
        #expect(request.api == .forecast)
        #expect(request.path == "/v1/forecast")
        #expect(
            try query(request) == [
                "latitude": "52.5200", "longitude": "13.4100", "current": "temperature_2m,weather_code",
                "minutely_15": "precipitation", "hourly": "temperature_2m,precipitation",
                "daily": "temperature_2m_max,sunrise", "temperature_unit": "fahrenheit", "wind_speed_unit": "mph",
                "precipitation_unit": "inch", "timezone": "Europe/Berlin", "past_days": "1", "forecast_days": "3",
            ])
        let plain = OMRequest.forecast(latitude: -33.87, longitude: 151.21, hourly: [.temperature2m])
        #expect(
            try query(plain) == [
                "latitude": "-33.8700", "longitude": "151.2100", "hourly": "temperature_2m", "timezone": "auto",
            ])
        let knots = OMRequest.forecast(
            latitude: 0, longitude: 0, units: OMUnits(windSpeed: .knots), timeFormat: .unixTime)
        #expect(try query(knots)["wind_speed_unit"] == "kn")
        #expect(try query(knots)["timeformat"] == "unixtime")
        #expect(try query(knots)["temperature_unit"] == nil)
        #expect(
            try query(OMRequest.forecast(latitude: 0, longitude: 0, units: .metricWithMetresPerSecond))[
                "wind_speed_unit"] == "ms")
    }

    @Test("several places go as coordinate lists")
    func severalPlaces() throws {
        let request = OMRequest.forecast(
            at: [OMCoordinate(latitude: 47.16, longitude: 7.02), OMCoordinate(latitude: 47.18, longitude: 6.9)],
            daily: [.temperature2mMax, .temperature2mMin])
        #expect(try query(request)["latitude"] == "47.1600,47.1800")
        #expect(try query(request)["longitude"] == "7.0200,6.9000")
        #expect(request.weight == 2)
        #expect(invalid(OMRequest.forecast(at: [], daily: [.temperature2mMax])) == .invalidParameter)
    }

    @Test("a place search stays fresh at least a week; forecasts as configured; zero stays zero")
    func cacheLifetimes() {
        #expect(OMAPI.geocoding.cacheLifetime(configured: 900) == 604_800)
        #expect(OMAPI.geocoding.cacheLifetime(configured: 30 * 86_400) == 30 * 86_400)
        #expect(OMAPI.geocoding.cacheLifetime(configured: 0) == 0)
        #expect(OMAPI.forecast.cacheLifetime(configured: 900) == 900)
        #expect(OMAPI.archive.cacheLifetime(configured: 3_600) == 3_600)
    }

    @Test("air quality, history and search send their own parameters")
    func otherAPIs() throws {
        let air = OMRequest.airQuality(
            latitude: 28.6, longitude: 77.2, current: [.usAQI, .europeanAQI],
            hourly: [.pm2_5, .pm10, .ozone, .nitrogenDioxide, .sulphurDioxide, .carbonMonoxide], forecastDays: 2)
        #expect(air.api == .airQuality && air.path == "/v1/air-quality")
        #expect(
            try query(air) == [
                "latitude": "28.6000", "longitude": "77.2000", "current": "us_aqi,european_aqi",
                "hourly": "pm2_5,pm10,ozone,nitrogen_dioxide,sulphur_dioxide,carbon_monoxide", "forecast_days": "2",
                "timezone": "auto",
            ])
        #expect(invalid(OMRequest.airQuality(latitude: 0, longitude: 0, forecastDays: 8)) == .invalidParameter)
        let history = OMRequest.history(
            latitude: -15.8, longitude: -47.9, from: OMDate(year: 2022, month: 12, day: 29), to: OMDate("2023-01-08")!,
            daily: [.temperature2mMax], units: OMUnits(precipitation: .inches), timezone: "America/Sao_Paulo")
        #expect(history.api == .archive && history.path == "/v1/archive")
        #expect(
            try query(history) == [
                "latitude": "-15.8000", "longitude": "-47.9000", "daily": "temperature_2m_max",
                "start_date": "2022-12-29", "end_date": "2023-01-08", "precipitation_unit": "inch",
                "timezone": "America/Sao_Paulo",
            ])
        let search = OMRequest.search(" Berlin ", count: 3, language: "DE", countryCode: "de")
        #expect(search.api == .geocoding && search.path == "/v1/search" && search.weight == 1)
        #expect(
            try query(search) == [
                "name": "Berlin", "count": "3", "language": "de", "format": "json", "countryCode": "DE",
            ])
    }

    @Test("values the API would refuse fail before any call")
    func validation() {
        #expect(invalid(OMRequest.forecast(latitude: 91, longitude: 0)) == .invalidParameter)
        #expect(invalid(OMRequest.forecast(latitude: 0, longitude: .nan)) == .invalidParameter)
        #expect(invalid(OMRequest.forecast(latitude: 0, longitude: 0, pastDays: 93)) == .invalidParameter)
        #expect(invalid(OMRequest.forecast(latitude: 0, longitude: 0, forecastDays: 17)) == .invalidParameter)
        #expect(
            invalid(OMRequest.forecast(latitude: 0, longitude: 0, hourly: ["temperature_2m,rain"])) == .invalidParameter
        )
        #expect(invalid(OMRequest.forecast(latitude: 0, longitude: 0, hourly: [""])) == .invalidParameter)
        #expect(invalid(OMRequest.forecast(latitude: 0, longitude: 0, timezone: "  ")) == .invalidParameter)
        #expect(
            invalid(OMRequest.forecast(latitude: 0, longitude: 0, timezone: "Europe/Berlin&x=1")) == .invalidParameter)
        let day = OMDate(year: 2023, month: 1, day: 1)
        #expect(
            invalid(OMRequest.history(latitude: 0, longitude: 0, from: day, to: OMDate(year: 2022, month: 1, day: 1)))
                == .invalidParameter)
        #expect(
            invalid(OMRequest.history(latitude: 0, longitude: 0, from: OMDate(year: 1939, month: 12, day: 31), to: day))
                == .invalidParameter)
        #expect(
            invalid(OMRequest.history(latitude: 0, longitude: 0, from: OMDate(year: 2023, month: 2, day: 30), to: day))
                == .invalidParameter)
        #expect(invalid(OMRequest.search("  ")) == .invalidParameter)
        #expect(invalid(OMRequest.search("Berlin", count: 0)) == .invalidParameter)
        #expect(invalid(OMRequest.search("Berlin", count: 101)) == .invalidParameter)
        #expect(invalid(OMRequest.search("Berlin", countryCode: "DEU")) == .invalidParameter)
        #expect(invalid(OMRequest.search("Berlin", language: "e n")) == .invalidParameter)
        #expect(OMDate("2023-02-30") == nil && OMDate("2023-1-5") == nil && OMDate("2024-02-29") != nil)
    }

    @Test("weights follow Open-Meteo's rule: 10 variables over 2 weeks weigh one call")
    func weights() {
        let ten: [OMVariable] = (1...10).map { OMVariable(rawValue: "v\($0)") }
        #expect(OMRequest.forecast(latitude: 0, longitude: 0, hourly: ten).weight == 1)
        #expect(OMRequest.forecast(latitude: 0, longitude: 0, hourly: ten + ["v11"]).weight == 1.1)
        #expect(OMRequest.forecast(latitude: 0, longitude: 0, hourly: ten, forecastDays: 14).weight == 1)
        #expect(OMRequest.forecast(latitude: 0, longitude: 0, hourly: ten, forecastDays: 16).weight == 16.0 / 14)
        #expect(OMRequest.forecast(latitude: 0, longitude: 0, hourly: ten, pastDays: 14, forecastDays: 14).weight == 2)
        // Repeats count once; every block counts.
        #expect(OMRequest.forecast(latitude: 0, longitude: 0, current: ten, hourly: ten + ten, daily: ten).weight == 3)
        let fifteen = ten + ["v11", "v12", "v13", "v14", "v15"]
        let start = OMDate(year: 2023, month: 1, day: 1)
        #expect(
            OMRequest.history(
                latitude: 0, longitude: 0, from: start, to: OMDate(year: 2023, month: 1, day: 14), hourly: fifteen
            ).weight == 1.5)
        #expect(
            OMRequest.history(
                latitude: 0, longitude: 0, from: start, to: OMDate(year: 2023, month: 1, day: 28), hourly: fifteen
            ).weight == 3)
        #expect(
            OMRequest.history(
                latitude: 0, longitude: 0, from: start, to: OMDate(year: 2023, month: 1, day: 28), daily: ["a"]
            ).weight == 1)
        #expect(OMRequest.airQuality(latitude: 0, longitude: 0, hourly: ten + ["v11", "v12"]).weight == 1.2)
        #expect(OMWeight.calls(variables: 15, days: 14) == 1.5)
        #expect(OMWeight.calls(variables: 15, days: 28) == 3)
        #expect(OMWeight.calls(variables: 0, days: 0) == 1)
        #expect(OMWeight.calls(variables: 20, days: 7, places: 3) == 6)
    }

    @Test("free hosts without a key; customer hosts with apikey, shown redacted")
    func hosts() throws {
        let free = OMClient()
        let keyed = OMClient(configuration: .init(apiKey: "s3cr3t-Key_1"))
        let requests: [(OMAPI, String)] = [
            (.forecast, try free.redactedURL(for: .forecast(latitude: 1, longitude: 2))),
            (.airQuality, try free.redactedURL(for: .airQuality(latitude: 1, longitude: 2))),
            (
                .archive,
                try free.redactedURL(
                    for: .history(
                        latitude: 1, longitude: 2, from: OMDate(year: 2020, month: 1, day: 1),
                        to: OMDate(year: 2020, month: 1, day: 2)))
            ),
            (.geocoding, try free.redactedURL(for: .search("Berlin"))),
        ]
        for (api, url) in requests {
            #expect(url.hasPrefix("https://\(api.host)\(api.path)?"), "\(url)")
            #expect(!url.contains("apikey"))
        }
        #expect(
            OMAPI.allCases.map(\.host) == [
                "api.open-meteo.com", "air-quality-api.open-meteo.com", "archive-api.open-meteo.com",
                "geocoding-api.open-meteo.com",
            ])
        let customer = try keyed.redactedURL(for: .forecast(latitude: 1, longitude: 2))
        #expect(customer.hasPrefix("https://customer-api.open-meteo.com/v1/forecast?"))
        #expect(customer.hasSuffix("&apikey=<redacted>"))
        #expect(!customer.contains("s3cr3t"))
        #expect(
            try keyed.redactedURL(for: .search("Berlin")).hasPrefix(
                "https://customer-geocoding-api.open-meteo.com/v1/search?"))
        let blank = OMClient(configuration: .init(apiKey: "  "))
        #expect(try blank.redactedURL(for: .search("Berlin")).hasPrefix("https://geocoding-api.open-meteo.com/"))
        let malformed = OMClient(configuration: .init(apiKey: "key&format=csv"))
        #expect(throws: OMError.self) { try malformed.redactedURL(for: .search("Berlin")) }
    }

    @Test("one base URL replaces the scheme and host of all four APIs; a + in a zone is escaped")
    func baseURL() throws {
        let client = OMClient(configuration: .init(baseURL: URL(string: "http://127.0.0.1:8080/proxy/")!))
        #expect(
            try client.redactedURL(for: .forecast(latitude: 1, longitude: 2)).hasPrefix(
                "http://127.0.0.1:8080/proxy/v1/forecast?"))
        #expect(
            try client.redactedURL(for: .airQuality(latitude: 1, longitude: 2)).hasPrefix(
                "http://127.0.0.1:8080/proxy/v1/air-quality?"))
        #expect(try client.redactedURL(for: .search("Berlin")).hasPrefix("http://127.0.0.1:8080/proxy/v1/search?"))
        let zone = try client.redactedURL(for: .forecast(latitude: 1, longitude: 2, timezone: "Etc/GMT+9"))
        #expect(zone.contains("timezone=Etc/GMT%2B9"))
        let ftp = OMClient(configuration: .init(baseURL: URL(string: "ftp://example.com")!))
        #expect(throws: OMError.self) { try ftp.redactedURL(for: .search("Berlin")) }
    }
}
