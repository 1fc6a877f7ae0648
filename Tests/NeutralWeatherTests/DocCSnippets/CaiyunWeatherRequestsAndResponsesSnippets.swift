import CaiyunWeather

/// The Swift blocks of `CaiyunWeather.docc/RequestsAndResponses.md`, each the body of a function, so the build
/// proves they compile as a reader pastes them, under the imports the article has declared so far.
/// A parameter is a name an earlier block declares. Never called: they would ask the real APIs.
enum CaiyunWeatherRequestsAndResponsesSnippets {
    static func block1() {
        let here = CYCoordinate(wgs84Latitude: 39.911954, longitude: 116.377817) // 39.913345, 116.384047
        let endpoint = CYEndpoint(token: "your-token", coordinate: here)
        _ = endpoint
    }

    static func block2(here: CYCoordinate) async throws {
        let request = CYRequest(token: "your-token", coordinate: here)
        let current = try await request.realtime() // CYRealtimeResponse
        let nextHours = try await request.hourly() // CYHourlyResponse
        let fetched = try await request.fetch(CYHourlyResult.self)
        print(fetched.source, fetched.response.result.hourly.description)
        _ = (current, nextHours)
    }

    static func block3() async throws {
        let request = CYRequest(token: "your-token", coordinate: CYCoordinate(latitude: 39.9042, longitude: 116.4074))
        let quality = try await request.perform().result.realtime.airQuality
        if let china = quality?.chinaIndex {
            print(china.value, china.description ?? "") // for example 83.0 良
        }
        if let us = quality?.usIndex {
            print(us.value, us.category?.localizedName(in: .english) ?? "") // 127.0 Unhealthy for Sensitive Groups
        }
    }
}
