import OpenMeteo

/// The Swift blocks of `OpenMeteo.docc/UsingOpenMeteo.md`, each the body of a function, so the build
/// proves they compile as a reader pastes them, under the imports the article has declared so far.
/// A parameter is a name an earlier block declares. Never called: they would ask the real APIs.
enum OpenMeteoUsingOpenMeteoSnippets {
    static func makeClient() {
        let client = OMClient()
        _ = client
    }

    static func forecast(client: OMClient) async throws {
        let weather = try await client.forecast(
            latitude: 52.52, longitude: 13.41,
            current: [.temperature2m, .weatherCode, .isDay],
            hourly: [.temperature2m, .precipitation, .weatherCode],
            daily: [.temperature2mMax, .temperature2mMin, .sunrise, .sunset],
            forecastDays: 7)
        print(weather.latitude, weather.longitude, weather.timezone ?? "", weather.elevation ?? 0)
        if let now = weather.current {
            print(now[.temperature2m] ?? .nan, now.weatherCode?.description ?? "", now.isDay ?? true)
        }
    }

    static func columns(weather: OMWeather) {
        if let hourly = weather.hourly {
            let temperatures = hourly.values(.temperature2m) // [Double?], one per hour
            for step in hourly.steps where (step[.precipitation] ?? 0) > 0 {
                if let date = weather.date(of: step.time) { print(date, step[.precipitation] ?? 0) }
            }
            print(temperatures.compactMap { $0 }.max() ?? .nan)
        }
    }

    static func units(client: OMClient) async throws {
        let imperial = try await client.forecast(
            latitude: 40.71, longitude: -74.01, hourly: [.temperature2m, .windSpeed10m], units: .imperial)
        print(imperial.unit(of: .windSpeed10m, in: .hourly) ?? "") // "mp/h"
    }

    static func otherAPIs(client: OMClient) async throws {
        let air = try await client.airQuality(
            latitude: 28.61, longitude: 77.21, current: [.usAQI, .europeanAQI, .pm2_5], hourly: [.pm10, .ozone])
        print(air.current?[.usAQI] ?? .nan, air.unit(of: .pm2_5, in: .current) ?? "")

        let january = try await client.history(
            latitude: 52.52, longitude: 13.41, from: OMDate(year: 2023, month: 1, day: 1),
            to: OMDate(year: 2023, month: 1, day: 31), daily: [.temperature2mMax, .precipitationSum])
        print(january.daily?.values(.temperature2mMax).compactMap { $0 }.max() ?? .nan)

        let places = try await client.searchPlaces("Springfield", count: 5)
        for place in places {
            print(place.name, place.admin1 ?? "", place.countryCode ?? "", place.latitude, place.longitude)
        }
    }

    static func requests(client: OMClient) async throws {
        let request = OMRequest.forecast(latitude: 52.52, longitude: 13.41, hourly: [.temperature2m], forecastDays: 16)
        print(request.weight) // 1.0: one variable, so 16 days cost no more
        let fetched = try await client.fetch(request)
        print(fetched.source, fetched.staleError?.message ?? "fresh")
    }

    static func attribution() {
        print(OMClient.attribution, OMClient.attributionURL)
    }

    static func commercial() {
        let key = "your-open-meteo-api-key"
        let commercial = OMClient(configuration: .init(apiKey: key))
        _ = commercial
    }

    static func errors(client: OMClient) async throws {
        do {
            _ = try await client.forecast(latitude: 52.52, longitude: 13.41, hourly: ["tempeture_2m"])
        } catch let error as OMError {
            switch error.code {
            case .invalidRequest: print(error.apiMessage ?? error.message) // "Cannot initialize WeatherVariable …"
            case .rateLimited: print(error.rateLimitWindow?.rawValue ?? "", error.retryAfter ?? 0)
            default: print(error.message)
            }
        }
    }
}
