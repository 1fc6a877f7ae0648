import OpenWeatherMap

/// The Swift blocks of `OpenWeatherMap.docc/UsingOpenWeatherMap.md`, each the body of a function, so the build
/// proves they compile as a reader pastes them, under the imports the article has declared so far.
/// A parameter is a name an earlier block declares. Never called: they would ask the real APIs.
enum OpenWeatherMapUsingOpenWeatherMapSnippets {
    static func block1() {
        let key = "your-openweathermap-key"
        let client = OWMClient(apiKey: key)
        _ = client
    }

    static func language(key: String) {
        var configuration = OWMClient.Configuration(apiKey: key, units: .imperial, language: .chineseSimplified)
        configuration.language = "pt_br" // the same as .portugueseBrazil
        let localized = OWMClient(configuration: configuration)
        _ = localized
    }

    static func block2(client: OWMClient) async throws {
        let current = try await client.currentWeather(for: .coordinate(latitude: 51.5, longitude: -0.13))
        let forecast = try await client.forecast(for: .city("London", country: "GB"))
        let oneCall = try await client.oneCall(latitude: 33.53, longitude: -111.94, including: [.current, .daily])
        let places = try await client.geocode("London", country: "GB")
        let air = try await client.airPollution(latitude: 51.5, longitude: -0.13)
        _ = (current, forecast, oneCall, places, air)
    }

    static func block3(client: OWMClient) async throws {
        let fetched = try await client.fetch(.forecast(for: .coordinate(latitude: 51.5, longitude: -0.13)))
        print(fetched.source, fetched.staleError?.message ?? "fresh") // .memory, .disk, .shared, .network or .stale
    }

    static func oneCall4(client: OWMClient) async throws {
        let minutes = try await client.minuteTimeline(latitude: -38.4, longitude: -71.58)
        let days = try await client.dayTimeline(latitude: 14.5995, longitude: 120.9842)
        if let nextTenDays = try await client.page(after: days) { print(nextTenDays.data.count) }
        for id in Set(minutes.data.flatMap { $0.alertIDs ?? [] }) {
            let alert = try await client.alert(id: id)
            print(alert.event ?? "", alert.texts.first?.description ?? "")
        }
    }

    static func block4(client: OWMClient) async throws {
        let london = try await client.currentWeather(for: .city("London", country: "GB"))
        let condition = london.conditions[0]
        let symbol = condition.code.symbolName(isDaylight: condition.isDaytime) // for SF Symbols
        print(symbol, condition.code.glyph(isDaylight: condition.isDaytime))
    }
}
