import CaiyunWeather
import Foundation
import OpenWeatherMap
import Testing
import Weather

/// The README's Swift snippets, each as the body of a function here, so the build proves they
/// compile as shown (with their `import` lines at the top of this file). The functions are never
/// called: they would ask the real APIs. ``ReadmeSnippetTests/snippetsAreHere()`` checks that every
/// snippet in the README appears here verbatim.
enum ReadmeSnippets {
    static func quickStart() async throws {
        let coordinate = CYCoordinate(latitude: 31.0258, longitude: 121.4475)
        let request = CYRequest(token: "your-token", coordinate: coordinate)

        let response = try await request.perform()
        let realtime = response.result.realtime
        print(realtime.temperature, realtime.phenomenon.localized(in: .english))
        print(response.result.keypoint ?? "")
    }

    static func completionHandler() {
        let request = CYRequest(token: "your-token", coordinate: CYCoordinate(latitude: 31.0258, longitude: 121.4475))
        request.perform { response, source, error in
            if let response {
                print(source, response.result.realtime.wind.speed.value)
            } else {
                print(error?.localizedDescription ?? "no response")
            }
            exit(0)  // the answer is printed: end the program
        }
        dispatchMain()  // keep the program running until then; apps need neither line
    }

    static func airQuality() async throws {
        let request = CYRequest(token: "your-token", coordinate: CYCoordinate(latitude: 39.9042, longitude: 116.4074))
        let quality = try await request.perform().result.realtime.airQuality
        print(quality?.chinaIndex?.value ?? "none")  // 83 (scale .chinaHJ633, description "良")
        print(quality?.usIndex?.value ?? "none")     // 127 (.usEPA, "轻度污染"); none in New York or Taipei
        print(quality?.usIndex?.category?.localizedName(in: .english) ?? "")  // "Unhealthy for Sensitive Groups"
    }

    static func units() async throws {
        let request = CYRequest(token: "your-token", coordinate: CYCoordinate(latitude: 35.4904, longitude: 112.8641))
        let response = try await request.perform()
        let realtime = response.result.realtime
        let speed = Measurement(value: realtime.wind.speed.value, unit: response.unit.system.windSpeed)
        print(speed.converted(to: .metersPerSecond))

        print(PrecipitationIntensity(realtime.precipitation.local.intensity, block: .realtime, unit: response.unit)) // .none … .storm
        print(WindDirection(realtime.wind.direction.value, unit: response.unit)?.localized(in: .chineseSimplified) ?? "") // 157° → "南东南风"
        print(BeaufortForce(realtime.wind.speed.value, unit: response.unit)?.localized(in: .english) ?? "") // "Force 2, light breeze"
        print(AirQualityScale.usEPA.category(for: 84)?.localizedName(in: .english) ?? "") // "Moderate"
        print(realtime.wind.direction.description, realtime.wind.speed.description) // "SSE Force 2, light breeze", as the original had
    }

    static func cache() async throws {
        let token = "your-token"
        let place = CYCoordinate(latitude: 39.9042, longitude: 116.4074)
        var configuration = CYClient.Configuration(http: .init(timeout: 5, requestsPerSecond: 5))
        configuration.cache.maximumStaleAge = 3600
        let client = CYClient(configuration: configuration)
        let request = CYRequest(token: token, coordinate: place, client: client)
        let fetched = try await request.fetch()
        print(fetched.source, fetched.isStale)            // .memory, .disk, .network or .stale
        await request.purgeCache()                        // empty this request's cache directory and the memory level
    }

    static func openWeatherMap() async throws {
        let key = "your-openweathermap-key"
        let client = OWMClient(apiKey: key)                                    // metric, English, cached
        let london = try await client.currentWeather(for: .city("London", country: "GB"))
        print(london.main.temperature, london.conditions[0].code.symbolName(isDaylight: london.conditions[0].isDaytime))
        let places = try await client.geocode("London", country: "GB")
        print(places.map(\.name))
        let fetched = try await client.fetch(.forecast(for: .coordinate(latitude: 51.5, longitude: -0.13)))
        print(fetched.source, fetched.staleError?.message ?? "fresh")
    }

    static func neutralWeather() async throws {
        let key = "your-openweathermap-key"
        let service = WeatherService(provider: .openWeatherMap(apiKey: key))   // or .caiyun(token: "your-token")
        let weather = try await service.weather(for: .init(latitude: 51.5, longitude: -0.13))
        print(weather.current?.temperature ?? "–", weather.current?.condition.symbolName(isDaylight: true) ?? "")
    }
}

@Suite("The README's snippets compile as shown")
struct ReadmeSnippetTests {
    @Test("every Swift snippet in the README (but the Package.swift one) is compiled in this file")
    func snippetsAreHere() throws {
        let here = URL(fileURLWithPath: #filePath)
        let source = try String(contentsOf: here, encoding: .utf8)
        let readme = try String(contentsOf: here.appendingPathComponent("../../../README.md").standardized, encoding: .utf8)
        let blocks = readme.components(separatedBy: "```swift\n").dropFirst().compactMap { $0.components(separatedBy: "```").first }
        let snippets = blocks.filter { !$0.contains(".package(url:") }
        #expect(snippets.count == 7)
        for snippet in snippets {
            let lines = snippet.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
                .filter { !$0.hasPrefix("import ") }
                .drop { $0.isEmpty }
            let body = lines.reversed().drop { $0.isEmpty }.reversed().map { $0.isEmpty ? "" : "        " + $0 }.joined(separator: "\n")
            #expect(source.contains(body), "not compiled here:\n\(snippet)")
        }
    }
}
