import CaiyunWeather
import Foundation
import TestSupport
import Testing

@Suite("Endpoints build the API's URLs and reject bad settings before any call")
struct EndpointTests {
    private let place = CYCoordinate(latitude: 39.904_2, longitude: 116.407_4)

    private func components(_ endpoint: CYEndpoint) throws -> (path: String, query: [String: String]) {
        let url = try endpoint.makeURL()
        let components = try #require(URLComponents(url: url, resolvingAgainstBaseURL: false))
        let query = Dictionary((components.queryItems ?? []).map { ($0.name, $0.value ?? "") }) { _, last in last }
        return (components.path, query)
    }

    @Test("defaults: v2.6 weather, lon before lat, zh_CN, metric, 48 hours, 5 days, alerts")
    func defaults() throws {
        let endpoint = CYEndpoint(token: "abc123", coordinate: place)
        #expect(
            try endpoint.makeURL().absoluteString
                == "https://api.caiyunapp.com/v2.6/abc123/116.4074,39.9042/weather?alert=true&lang=zh_CN&unit=metric&dailysteps=5&hourlysteps=48"
        )
        #expect(endpoint.url == (try endpoint.makeURL()))
    }

    @Test("the seed's convenience initializers agree")
    func seedInitializers() throws {
        let request = CYRequest(token: "abc123", coordinate: place)
        let other = CYRequest()
        other.endpoint = CYEndpoint(token: "abc123", coordinate: place)
        var third = CYEndpoint()
        third.token = "abc123"
        third.coordinate = place
        #expect(request.endpoint == other.endpoint)
        #expect(request.endpoint == third)
    }

    @Test(
        "every language sends the code the API knows",
        arguments: [
            (CYEndpoint.RequestLanguage.chineseSimplified, "zh_CN"), (.chineseTraditional, "zh_TW"),
            (.englishUS, "en_US"),
            (.englishUK, "en_GB"), (.japanese, "ja"),
        ])
    func languages(_ language: CYEndpoint.RequestLanguage, _ code: String) throws {
        var endpoint = CYEndpoint(token: "t", coordinate: place)
        endpoint.language = language
        #expect(try components(endpoint).query["lang"] == code)
        #expect(CYEndpoint.RequestLanguage(apiValue: code) == language)
    }

    @Test("the seed's en_UK and jp still decode, to the right codes")
    func legacyLanguageCodes() {
        #expect(CYEndpoint.RequestLanguage(apiValue: "en_UK") == .englishUK)
        #expect(CYEndpoint.RequestLanguage(apiValue: "jp") == .japanese)
    }

    @Test(
        "every unit system",
        arguments: [
            (CYUnit.metric, "metric"), (.metricV1, "metric:v1"), (.metricV2, "metric:v2"), (.imperial, "imperial"),
            (.si, "SI"),
        ])
    func units(_ unit: CYUnit, _ code: String) throws {
        var endpoint = CYEndpoint(token: "t", coordinate: place)
        endpoint.measurementSystem = unit
        #expect(try components(endpoint).query["unit"] == code)
        #expect(CYUnit(apiValue: code) == unit)
        #expect(CYUnit(apiValue: code.lowercased()) == unit)
        #expect(CYUnit(apiValue: code.uppercased()) == unit)
        #expect(CYUnit(apiValue: code + "s") == nil)
    }

    @Test("steps, alerts and begin")
    func parameters() throws {
        var endpoint = CYEndpoint(token: "t", coordinate: place)
        endpoint.hourlyLength = 360
        endpoint.dailyLength = 15
        endpoint.shouldIncludeAlerts = false
        endpoint.begin = Date(timeIntervalSince1970: 1_700_000_000)
        let query = try components(endpoint).query
        #expect(query["hourlysteps"] == "360")
        #expect(query["dailysteps"] == "15")
        #expect(query["alert"] == nil)
        #expect(query["begin"] == "1700000000")
    }

    @Test(
        "each file gets only the steps that apply to it",
        arguments: [
            (CYEndpoint.File.realtime, false, false), (.minutely, false, false), (.hourly, true, false),
            (.daily, false, true), (.weather, true, true),
        ])
    func files(_ file: CYEndpoint.File, _ hourly: Bool, _ daily: Bool) throws {
        var endpoint = CYEndpoint(token: "t", coordinate: place)
        endpoint.file = file
        let (path, query) = try components(endpoint)
        #expect(path == "/v2.6/t/116.4074,39.9042/\(file.rawValue)")
        #expect((query["hourlysteps"] != nil) == hourly)
        #expect((query["dailysteps"] != nil) == daily)
    }

    @Test("v2.5 paths end in .json, and the seed's \"weather.json\" file name still works")
    func version25() throws {
        var endpoint = CYEndpoint(token: "t", coordinate: place)
        endpoint.version = "v2.5"
        endpoint.file = "weather.json"
        #expect(endpoint.file == .weather)
        #expect(try components(endpoint).path == "/v2.5/t/116.4074,39.9042/weather.json")
    }

    @Test("a base URL with a path prefix, for proxies")
    func baseURL() throws {
        var endpoint = CYEndpoint(token: "t", coordinate: place)
        endpoint.baseURL = URL(string: "http://127.0.0.1:8080/caiyun/")!
        #expect(
            try endpoint.makeURL().absoluteString.hasPrefix(
                "http://127.0.0.1:8080/caiyun/v2.6/t/116.4074,39.9042/weather?"))
    }

    @Test("coordinates are rounded to 4 decimals without locale, negative ones included")
    func coordinateFormatting() {
        #expect(CYCoordinate(latitude: -33.868_82, longitude: -151.209_29).urlString == "-151.2093,-33.8688")
        #expect(CYCoordinate(latitude: 0.000_04, longitude: -0.000_06).urlString == "-0.0001,0.0000")
        #expect(CYCoordinate(latitude: 1.5, longitude: 2).urlString == "2.0000,1.5000")
    }

    private func failure(_ change: (inout CYEndpoint) -> Void) -> CYError.Code? {
        var endpoint = CYEndpoint(token: "abc123", coordinate: place)
        change(&endpoint)
        do {
            _ = try endpoint.makeURL()
            return nil
        } catch {
            return (error as? CYError)?.code
        }
    }

    @Test("invalid settings fail with a clear code")
    func invalidSettings() {
        #expect(failure { $0.token = nil } == .missingToken)
        #expect(failure { $0.token = "" } == .missingToken)
        #expect(failure { $0.token = "abc/../v3" } == .malformedToken)
        #expect(failure { $0.token = "abc def" } == .malformedToken)
        #expect(failure { $0.token = "abc?x=1" } == .malformedToken)
        #expect(failure { $0.coordinate = CYCoordinate(latitude: .nan, longitude: 0) } == .invalidCoordinate)
        #expect(failure { $0.coordinate = CYCoordinate(latitude: 91, longitude: 0) } == .invalidCoordinate)
        #expect(failure { $0.coordinate = CYCoordinate(latitude: 0, longitude: -180.5) } == .invalidCoordinate)
        #expect(failure { $0.coordinate = CYCoordinate(latitude: .infinity, longitude: 0) } == .invalidCoordinate)
        #expect(failure { $0.hourlyLength = 0 } == .invalidParameter)
        #expect(failure { $0.hourlyLength = 361 } == .invalidParameter)
        #expect(failure { $0.dailyLength = 16 } == .invalidParameter)
        #expect(failure { $0.file = "forecast" } == .invalidParameter)
        #expect(failure { $0.version = "v3" } == .invalidParameter)
        #expect(failure { $0.baseURL = URL(string: "ftp://example.com")! } == .invalidParameter)
        #expect(
            failure {
                $0.hourlyLength = 1
                $0.dailyLength = 1
            } == nil)
    }

    @Test("printing an endpoint or a request never shows the token")
    func redactedDescriptions() {
        let request = CYRequest(token: "superSecretToken42", coordinate: place)
        for text in [request.endpoint.description, String(reflecting: request.endpoint), "\(request)"] {
            #expect(!text.contains("superSecretToken42"))
            #expect(text.contains("<redacted>"))
        }
    }

    @Test("the cache key names everything that changes the answer, and no token")
    func cacheKey() {
        let base = CYEndpoint(token: "superSecretToken42", coordinate: place)
        var variants: [CYEndpoint] = []
        for change in [
            { (e: inout CYEndpoint) in e.language = .englishUS }, { $0.measurementSystem = .imperial },
            { $0.hourlyLength = 24 },
            { $0.dailyLength = 3 }, { $0.shouldIncludeAlerts = false }, { $0.version = .v2_5 }, { $0.file = .hourly },
            { $0.begin = Date(timeIntervalSince1970: 1_700_000_000) }, { $0.coordinate.latitude += 0.001 },
        ] as [(inout CYEndpoint) -> Void] {
            var endpoint = base
            change(&endpoint)
            variants.append(endpoint)
        }
        let keys = Set(variants.map(\.cacheKey) + [base.cacheKey])
        #expect(keys.count == variants.count + 1)
        #expect(keys.allSatisfy { !$0.contains("superSecretToken42") && !$0.contains("/") && !$0.contains(":") })
        var tokenChanged = base
        tokenChanged.token = "another"
        #expect(tokenChanged.cacheKey == base.cacheKey)
        var nearby = base
        nearby.coordinate.latitude += 0.000_01
        #expect(nearby.cacheKey == base.cacheKey)
    }
}
