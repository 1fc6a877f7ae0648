import CaiyunWeather
import Foundation
import NeutralWeather
import Places
import ServerTestSupport
import Testing
import WeatherRuntime

@testable import WeatherGateway

/// The pages as text: escaping of hostile API text, "not available" for missing values, values
/// true to the response.
@Suite("weather-gateway: page rendering")
struct PageRenderingTests {
    static let hostile = #"<script>alert("x")</script><img src=x onerror='y'> & "quoted""#

    static func weather() throws -> Weather {
        let body = Fixtures.caiyun(
            Fixtures.caiyunWeather, serverTime: 1_700_000_000, latitude: "39.9", longitude: "116.4")
        return CaiyunAdapter.weather(from: try CYResponse.decode(Data(body.utf8)), language: .english)
    }

    static let place = PagePlace(
        ResolvedPlace(latitude: 39.9, longitude: 116.4, datum: .asGiven, label: "Beijing, CN", name: "Beijing, CN"),
        resolver: PlaceResolver())

    static func query() -> PageQuery {
        PageQuery(units: .metric, language: .english)
    }

    @Test("the escaper turns markup into text and drops control and bidirectional characters")
    func escaper() {
        #expect(
            HTML.escape(Self.hostile)
                == "&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;&lt;img src=x onerror=&#39;y&#39;&gt; &amp; &quot;quoted&quot;"
        )
        #expect(HTML.escape("a\u{0}b\u{1B}[31mc\u{202E}d\ne") == "ab[31mcd\ne")
        #expect(HTML.escape("北京 ☀︎ 14°C") == "北京 ☀︎ 14°C")
        #expect(HTML.pathSegment("北京/x?y") == "%E5%8C%97%E4%BA%AC%2Fx%3Fy")
        #expect(HTML.pathSegment("39.90,116.40") == "39.90,116.40")
    }

    @Test("hostile alert, summary and place text appear as text, never as markup")
    func hostileText() throws {
        var weather = try Self.weather()
        weather.alerts = [
            WeatherAlert(
                id: "1", event: Self.hostile, title: Self.hostile, details: "line one\n" + Self.hostile,
                severity: .severe, source: Self.hostile, region: "<b>region</b>")
        ]
        weather.alertAvailability = .included
        weather.current?.summary = Self.hostile
        weather.minuteForecast?.summary = Self.hostile
        var place = Self.place
        place.label = Self.hostile
        let html = ForecastPage(weather: weather, place: place, query: Self.query()).render()
        #expect(!html.contains("<script>alert"))
        #expect(!html.contains("<img"))
        #expect(!html.contains("<b>region"))
        #expect(html.contains("&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;"))
        #expect(html.contains("<p>line one</p>"))
        #expect(html.contains(#"<article class="alert severity-3">"#))
    }

    @Test("values true to the response, and not available where an index or value is missing")
    func values() throws {
        var weather = try Self.weather()
        let current = try #require(weather.current)
        let page = ForecastPage(weather: weather, place: Self.place, query: Self.query())
        var html = page.render()
        #expect(
            html.contains(
                #"<span id="temperature">\#(Int(try #require(current.temperature).value.rounded()))°C</span>"#))
        for quality in current.airQualityIndices where [.usEPA, .chinaHJ633].contains(quality.scale) {
            #expect(html.contains(#"<dd id="aqi-\#(quality.scale.rawValue)">\#(Int(quality.index.rounded()))"#))
        }
        weather.current?.airQualityIndices.removeAll { $0.scale == .usEPA }
        weather.current?.visibility = nil
        html = ForecastPage(weather: weather, place: Self.place, query: Self.query()).render()
        #expect(html.contains(#"<dd id="aqi-us_epa">not available</dd>"#))
        #expect(html.contains(#"<dd id="visibility">not available</dd>"#))
        #expect(html.contains(#"<p>Alerts: not available for this place.</p>"#) || html.contains("No alerts in force."))
    }

    @Test("a page is one text whatever the request's time: the time travels in Server-Timing")
    func noRequestTimeInText() throws {
        let page = ForecastPage(weather: try Self.weather(), place: Self.place, query: Self.query())
        let html = page.render()
        #expect(html == page.render())
        #expect(html.contains(#"<span id="answered" hidden> · answered in <span id="elapsed"></span> ms</span>"#))
        #expect(!html.contains("\u{0}"))
    }

    @Test("Traditional Chinese pages name the coming days with 週, as the weather command does")
    func traditionalWeekdays() throws {
        let query = PageQuery(units: .metric, language: .chineseTraditional)
        let html = ForecastPage(weather: try Self.weather(), place: Self.place, query: query).render()
        #expect(html.contains("週"))
        #expect(!html.contains("周"))
    }

    @Test("Accept-Language picks the first language the pages speak")
    func acceptLanguage() {
        #expect(PageQuery.language(acceptLanguage: "fr-FR,zh-TW;q=0.8,en;q=0.5") == .chineseTraditional)
        #expect(PageQuery.language(acceptLanguage: "de") == nil)
        #expect(PageQuery.language(acceptLanguage: "en-GB,en;q=0.9") == .english)
    }
}

/// The per-address limit keeps its memory bounded however many addresses pass.
@Suite("weather-gateway: the pages' rate limiter")
struct PageRateLimiterTests {
    @Test("past its most keys it forgets the buckets that have filled again, and only those")
    func forgetsFullBuckets() {
        let limiter = KeyRateLimiter(requestsPerSecond: 1, maximumKeys: 3)
        let start = ContinuousClock.now
        for address in ["a", "b", "c", "d"] { #expect(limiter.wait(for: address, now: start) == nil) }
        #expect(limiter.count == 4, "no bucket is full yet, so none is forgotten")
        #expect(limiter.wait(for: "a", now: start) == nil)
        #expect(limiter.wait(for: "a", now: start) != nil, "a spent its burst of 2")
        let later = start + .seconds(10)
        #expect(limiter.wait(for: "e", now: later) == nil)
        #expect(limiter.count == 1)
    }
}
