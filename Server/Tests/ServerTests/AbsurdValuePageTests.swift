import CaiyunWeather
import Foundation
import NeutralWeather
import OpenMeteo
import ServerTestSupport
import Testing

@testable import WeatherGateway

/// The gateway's page and JSON renderers on recorded bodies with one value changed to an absurd
/// number: the value is "not available" (absent in JSON) and named, never printed.
@Suite("weather-gateway: absurd values, true or silent")
struct AbsurdValuePageTests {
    static let absurd: [Double] = [1e308, -1e308, 9_223_372_036_854_775_808, 1e20, -1e20, 1.2e11, -1.2e11]

    /// Keys of the clock, the place and codes, left as recorded.
    static let skipped: Set<String> = [
        "server_time", "tzshift", "time", "datetime", "date", "latitude", "longitude", "location", "sunrise",
        "sunset", "utc_offset_seconds", "generationtime_ms", "elevation", "interval", "weather_code", "is_day",
        "primary", "adcodes", "publish_time",
    ]

    /// Each number's path in `json`, but those under ``skipped``.
    static func numberPaths(_ json: Any, _ path: [String] = []) -> [[String]] {
        if let object = json as? [String: Any] {
            return object.keys.sorted().filter { !skipped.contains($0) }.flatMap {
                numberPaths(object[$0]!, path + [$0])
            }
        }
        if let array = json as? [Any] { return array.indices.flatMap { numberPaths(array[$0], path + ["\($0)"]) } }
        return json is NSNumber ? [path] : []
    }

    static func replacing(_ path: ArraySlice<String>, in json: Any, with value: Double) -> Any {
        guard let key = path.first else { return value }
        if var object = json as? [String: Any], let child = object[key] {
            object[key] = replacing(path.dropFirst(), in: child, with: value)
            return object
        }
        if var array = json as? [Any], let index = Int(key), array.indices.contains(index) {
            array[index] = replacing(path.dropFirst(), in: array[index], with: value)
            return array
        }
        return json
    }

    /// The figures of a page's text (markup and attributes removed) with seven or more digits
    /// before the point, or a temperature, percentage or speed outside what the atmosphere allows.
    static func impossibleFigures(_ html: String) -> [String] {
        let text = html.replacing(#/<[^>]*>/#, with: " ")
        return text.matches(of: #/(-?\d+(?:\.\d+)?) ?(°C|%|km/h)?/#).compactMap { match in
            let digits = String(match.output.1)
            let value = Double(digits) ?? 0
            let integerDigits = digits.drop { $0 == "-" }.prefix { $0.isNumber }.count
            let range: ClosedRange<Double>? =
                switch match.output.2 {
                case "°C": -100...90
                case "%": 0...100
                case "km/h": 0...540
                default: nil
                }
            return integerDigits >= 7 || range.map { !$0.contains(value) } == true ? String(match.output.0) : nil
        }
    }

    /// Every number of the JSON answer but the place's coordinates is a weather value within 0–2,000 in size.
    static func impossibleNumbers(_ json: Any, key: String = "") -> [String] {
        if let object = json as? [String: Any] {
            return object.flatMap { impossibleNumbers($0.value, key: $0.key) }
        }
        if let array = json as? [Any] { return array.flatMap { impossibleNumbers($0, key: key) } }
        guard let number = json as? Double, !["latitude", "longitude", "severity"].contains(key) else { return [] }
        return abs(number) <= 2000 ? [] : ["\(key): \(number)"]
    }

    /// The recorded bodies the pages show, each as a function from a changed body to weather.
    static let bodies: [(name: String, body: Data, weather: @Sendable (Data) throws -> Weather)] = [
        (
            "caiyun weather", Data(Fixtures.caiyunWeather.utf8),
            { CaiyunAdapter.weather(from: try CYResponse.decode($0), language: .english) }
        ),
        (
            "caiyun realtime", Data(Fixtures.caiyunRealtime.utf8),
            { CaiyunAdapter.weather(from: try CYRealtimeResponse.decode($0), language: .english) }
        ),
        (
            "open-meteo forecast", OpenMeteoFixtures.data(OpenMeteoFixtures.forecastName),
            { data in
                let forecast = try JSONDecoder().decode(OMWeather.self, from: data)
                return OpenMeteoAdapter.weather(
                    forecast: forecast, location: WeatherLocation(latitude: 53.2, longitude: 45),
                    now: Date(timeIntervalSince1970: 1_700_000_000))
            }
        ),
    ]

    @Test("each value of the conditions now and a seeded sample of the rest, changed in turn")
    func pagesAndJSON() throws {
        var generator = SplitMix64(seed: 38)
        var changes = 0
        for (name, body, weather) in Self.bodies {
            let json = try JSONSerialization.jsonObject(with: body)
            let paths = Self.numberPaths(json)
            let now = paths.filter { $0.contains("realtime") || $0.contains("current") }
            let others = paths.filter { !now.contains($0) }.shuffled(using: &generator).prefix(30)
            for path in now + others {
                let value = Self.absurd.randomElement(using: &generator)!
                let changed = try JSONSerialization.data(
                    withJSONObject: Self.replacing(path[...], in: json, with: value))
                guard let decoded = try? weather(changed) else { continue }
                changes += 1
                let where_ = "\(name) \(path.joined(separator: ".")) = \(value)"
                let html = ForecastPage(
                    weather: decoded, place: PageRenderingTests.place, query: PageRenderingTests.query()
                )
                .render()
                #expect(Self.impossibleFigures(html).isEmpty, "\(where_): \(Self.impossibleFigures(html))")
                let encoded = try NeutralJSON(decoded, place: PageRenderingTests.place, units: .metric).encoded()
                let object = try JSONSerialization.jsonObject(with: encoded)
                #expect(Self.impossibleNumbers(object).isEmpty, "\(where_): \(Self.impossibleNumbers(object))")
                let noted = ((object as? [String: Any])?["implausible_values"] as? [Any])?.count ?? 0
                #expect(noted == decoded.implausibleValues.count, "\(where_)")
            }
        }
        #expect(changes >= 100, "only \(changes) values changed")
    }

    @Test("Open-Meteo's page has no row for what Open-Meteo never gives; an impossible humidity is not available")
    func rows() throws {
        let data = OpenMeteoFixtures.data(OpenMeteoFixtures.forecastName)
        var json = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        var current = try #require(json["current"] as? [String: Any])
        current["relative_humidity_2m"] = 500
        json["current"] = current
        let forecast = try JSONDecoder().decode(OMWeather.self, from: try JSONSerialization.data(withJSONObject: json))
        let weather = OpenMeteoAdapter.weather(
            forecast: forecast, location: WeatherLocation(latitude: 53.2, longitude: 45),
            now: Date(timeIntervalSince1970: 1_700_000_000))
        let html = ForecastPage(weather: weather, place: PageRenderingTests.place, query: PageRenderingTests.query())
            .render()
        #expect(!html.contains(#"id="aqi-china_hj633""#) && !html.contains(#"id="visibility""#))
        #expect(html.contains(#"<dd id="humidity">not available</dd>"#))
        #expect(!html.contains("500%"))
        #expect(weather.implausibleValues.map(\.path) == ["current.humidity"])
    }
}
