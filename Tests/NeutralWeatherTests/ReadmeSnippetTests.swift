import CaiyunWeather
import Exist
import Foundation
import NeutralWeather
import OpenMeteo
import OpenWeatherMap
import Testing

/// The README's Swift snippets, each as the body of a function here, so the build proves they
/// compile as shown (with their `import` lines at the top of this file). The functions are never
/// called: they would ask the real APIs. ``ReadmeSnippetTests/snippetsAreHere()`` checks that every
/// snippet in the README appears here verbatim; the Caiyun and Exist quick starts also run against
/// loopback servers in those clients' `ReadmeExamplesTests`.
enum ReadmeSnippets {
    static func quickStart() async throws {
        let coordinate = CYCoordinate(latitude: 31.0258, longitude: 121.4475)
        let endpoint = CYEndpoint(token: "your-token", coordinate: coordinate)

        let fetched = try await CYClient.shared.fetch(endpoint) // or from: .cache / .network
        let realtime = fetched.response.result.realtime
        print(realtime.temperature, realtime.phenomenon.localized(in: .english))
        for index in realtime.airQuality?.indices ?? [] { // only the indices the response carries
            print(index.scale.localizedName(in: .english), index.value) // "China AQI 67.0", "US AQI 84.0"
        }
        print(fetched.response.result.keypoint ?? "", fetched.source) // "memory", "disk" or "network"
    }

    static func completionHandler() {
        let request = CYRequest(token: "your-token", coordinate: CYCoordinate(latitude: 31.0258, longitude: 121.4475))
        request.perform { response, source, error in
            if let response {
                print(source, response.result.realtime.wind.speed.value)
            } else {
                print(error?.localizedDescription ?? "no response")
            }
            exit(0) // the answer is printed: end the program
        }
        dispatchMain() // keep the program running until then; apps need neither line
    }

    static func openWeatherMap() async throws {
        let key = "your-openweathermap-key"
        let client = OWMClient(apiKey: key) // metric, English, cached
        let london = try await client.currentWeather(for: .city("London", country: "GB"))
        print(london.main.temperature, london.conditions[0].code.symbolName(isDaylight: london.conditions[0].isDaytime))
        let places = try await client.geocode("London", country: "GB")
        print(places.map(\.name))
        let fetched = try await client.fetch(.forecast(for: .coordinate(latitude: 51.5, longitude: -0.13)))
        print(fetched.source, fetched.staleError?.message ?? "fresh")
    }

    static func neutralWeather() async throws {
        let key = "your-openweathermap-key"
        let service = WeatherService(provider: .openWeatherMap(apiKey: key)) // or .openMeteo, .caiyun(token:)
        let weather = try await service.weather(for: .init(latitude: 51.5, longitude: -0.13))
        print(weather.current?.temperature ?? "–", weather.current?.condition.symbolName(isDaylight: true) ?? "")
        print(weather.alertAvailability == .included ? "\(weather.alerts.count) alerts" : "alerts not known")
        print(weather.preferredAirQuality(language: .english).map { "AQI \($0.index)" } ?? "no air quality")
    }

    static func openMeteo() async throws {
        let client = OMClient() // no key, no sign-up
        let london = try await client.forecast(
            latitude: 51.5085, longitude: -0.1257, current: [.temperature2m, .weatherCode], daily: [.temperature2mMax])
        print(london.current?[.temperature2m] ?? "–", london.current?.weatherCode?.meaning ?? "") // nil, never 0
        print(OMClient.attribution) // the licence (CC BY 4.0) asks you to show it
    }

    static func exist() async throws {
        let personalToken = "your-token"
        let exist = ExistClient(token: personalToken) // or .oauth(app, store:) with refresh
        let profile = try await exist.profile()
        let today = profile.today() // a yyyy-MM-dd day in the user's time zone
        for try await attribute in exist.attributesWithValues(days: 7) { // every page, fetched as needed
            print(attribute.label, attribute.typedValues.first?.value.map { "\($0)" } ?? "–")
        }
        let result = try await exist.update([ExistValueUpdate(name: "mood", date: today, value: 7)])
        print(result.success.count, result.failed.map(\.error)) // 200 and 202 are both answers
        print(try await exist.correlations(strongOnly: true).page(1).results.map(\.secondPerson))
    }

    static func gatewayApp() async throws {
        let place = CYCoordinate(latitude: 39.9042, longitude: 116.4074)
        var endpoint = CYEndpoint(token: "gateway", coordinate: place)
        endpoint.baseURL = URL(string: "https://weather.example.com")!
        let client = CYClient(configuration: .init(http: .init(additionalHeaders: ["X-Client-Key": "my-app"])))
        let weather = try await client.fetch(endpoint).response
        print(weather.result.realtime.temperature)
    }
}

@Suite("The README's snippets compile as shown, and its links lead somewhere")
struct ReadmeSnippetTests {
    static let readmeURL = URL(fileURLWithPath: #filePath).appendingPathComponent("../../../README.md").standardized

    @Test("every Swift snippet in the README (but the Package.swift one) is compiled in this file")
    func snippetsAreHere() throws {
        let source = try String(contentsOf: URL(fileURLWithPath: #filePath), encoding: .utf8)
        let readme = try String(contentsOf: Self.readmeURL, encoding: .utf8)
        let blocks = readme.components(separatedBy: "```swift\n").dropFirst()
            .compactMap { $0.components(separatedBy: "```").first }
        let snippets = blocks.filter { !$0.contains(".package(path:") }
        #expect(snippets.count == 7)
        for snippet in snippets {
            let lines = snippet.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
                .filter { !$0.hasPrefix("import ") }
                .drop { $0.isEmpty }
            let body = lines.reversed().drop { $0.isEmpty }.reversed()
                .map { $0.isEmpty ? "" : "        " + Self.unaligned($0) }.joined(separator: "\n")
            #expect(source.contains(body), "not compiled here:\n\(snippet)")
        }
    }

    /// A line with the spaces that align its end-of-line comment collapsed to one, as the
    /// formatter leaves this file while the README keeps its comments in a column.
    static func unaligned(_ line: String) -> String {
        guard let comment = line.range(of: "  //") else { return line }
        let code = line[..<comment.lowerBound].replacingOccurrences(of: " +$", with: "", options: .regularExpression)
        return code + " " + line[line.index(after: comment.lowerBound)...].drop { $0 == " " }
    }

    @Test("every file the README links to is in the repository")
    func linkedFilesExist() throws {
        let readme = try String(contentsOf: Self.readmeURL, encoding: .utf8)
        let root = Self.readmeURL.deletingLastPathComponent()
        let targets = readme.components(separatedBy: "](").dropFirst()
            .compactMap { $0.split(separator: ")").first.map(String.init) }
        let files = targets.filter { !$0.contains("://") }
        #expect(files.count >= 15)
        for file in files {
            #expect(FileManager.default.fileExists(atPath: root.appendingPathComponent(file).path), "no file \(file)")
        }
    }
}
