import APICore
import Foundation
import Logging
import TestSupport
import Testing

@testable import OpenWeatherMap

@Suite("One Call 4.0: timelines, their pages and alerts")
struct OWMOneCall4Tests {
    static let key = "0123456789abcdef0123456789abcdef"
    static let alertID = "urn:oid:2.49.0.0.152.0.2026.7.31.14.20.43:f1076d7511a15522d5a6e41917020bc0"

    private func recording(_ name: String) throws -> Data {
        try FixtureFiles.data(name, provider: "openweathermap")
    }

    /// The recorded 1-day page as the API sends it: with the request's key in its page links,
    /// where the recording has `{API key}`.
    private func dayPageWithKey() throws -> Data {
        let text = String(decoding: try recording("onecall4_timeline_1day_rain_2026"), as: UTF8.self)
        return Data(text.replacingOccurrences(of: "{API key}", with: Self.key).utf8)
    }

    private func client(_ server: LoopbackServer, cache: URL) -> OWMClient {
        var configuration = OWMClient.Configuration(apiKey: Self.key, baseURL: server.baseURL)
        configuration.cache.directory = cache
        configuration.units = .imperial
        return OWMClient(
            configuration: configuration, transport: URLSessionHTTPTransport(), logger: Logger(label: "test"),
            clock: TestClock(Date(), skipsWaits: true))
    }

    @Test("the recorded 1-minute timeline: 60 minutes of precipitation, each with its alert's id")
    func minuteTimeline() throws {
        let timeline = try OWMMinuteTimeline.decode(recording("onecall4_timeline_1min_precipitation_alerts_2026"))
        #expect(timeline.timezone == "America/Santiago" && timeline.timezoneOffset == -14_400)
        #expect(timeline.data.count == 60)
        #expect(timeline.data.first?.time == 1_785_669_780 && timeline.data.first?.precipitation == 5.9626)
        #expect(timeline.data.last?.time == 1_785_673_320 && timeline.data.last?.precipitation == 5.3138)
        #expect(timeline.data.allSatisfy { $0.alertIDs == [Self.alertID] })
        #expect(timeline.nextPage == nil && timeline.previousPage == nil && timeline.skippedItems.isEmpty)
        #expect(try OWMMinuteTimeline.decode(JSONEncoder().encode(timeline)) == timeline)
    }

    @Test("the recorded 1-day timeline: ten days shaped as 3.0's daily, with links to its neighbours")
    func dayTimeline() throws {
        let timeline = try OWMDayTimeline.decode(recording("onecall4_timeline_1day_rain_2026"))
        #expect(timeline.data.count == 10 && timeline.skippedItems.isEmpty)
        let first = try #require(timeline.data.first)
        #expect(first.time == 1_785_628_800 && first.temperature.min == 25.42 && first.temperature.max == 29.32)
        #expect(first.feelsLike?.morn == 26.06 && first.pressure == 1006.71 && first.humidity == 79)
        #expect(first.rain == 17.92 && first.precipitationChance == 1 && first.conditions.first?.id == 501)
        #expect(first.dewPoint == nil && first.summary == nil && first.visibility == nil && first.alertIDs == nil)
        #expect(timeline.data.map(\.rain) == [17.92, 30.77, 11.54, 25.92, 57.96, 95.22, 141.21, 269.27, 149.4, 130.08])
        #expect(timeline.previousPage?.contains("start=1784764800") == true)
        #expect(timeline.nextPage?.contains("timeline/1day?cnt=10") == true)
        #expect(try OWMDayTimeline.decode(JSONEncoder().encode(timeline)) == timeline)
    }

    @Test("a day that does not decode is left out and named; the others keep their values")
    func badDay() throws {
        var object = try #require(
            JSONSerialization.jsonObject(with: recording("onecall4_timeline_1day_rain_2026")) as? [String: Any])
        var days = try #require(object["data"] as? [[String: Any]])
        days[1]["temp"] = "warm"
        object["data"] = days
        let timeline = try OWMDayTimeline.decode(JSONSerialization.data(withJSONObject: object))
        #expect(timeline.data.count == 9 && timeline.data[1].rain == 11.54)
        #expect(timeline.skippedItems.map(\.path) == ["data[1]"])
    }

    @Test("each endpoint sends its documented path, with the client's units, language and key")
    func requests() async throws {
        let folder = try TemporaryDirectory()
        defer { folder.cleanUp() }
        let minute = try recording("onecall4_timeline_1min_precipitation_alerts_2026")
        let day = try dayPageWithKey()
        let current = try recording("onecall4_current_rain_2026")
        let alert = try recording("onecall4_alert_synthetic_multilingual")
        try await LoopbackServer.run({ request in
            switch request.path {
            case "/data/4.0/onecall/timeline/1min": .json(minute)
            case "/data/4.0/onecall/timeline/1day": .json(day)
            case let path where path.hasPrefix("/data/4.0/onecall/alert/"): .json(alert)
            default: .json(current)
            }
        }) { server in
            let client = client(server, cache: folder.url)
            _ = try await client.minuteTimeline(latitude: -38.4, longitude: -71.58)
            _ = try await client.dayTimeline(
                latitude: 14.5995, longitude: 120.9842, start: Date(timeIntervalSince1970: 1_785_628_800))
            _ = try await client.timeline(.hour, latitude: 14.5995, longitude: 120.9842)
            _ = try await client.timeline(.fifteenMinutes, latitude: 14.5995, longitude: 120.9842)
            _ = try await client.currentConditions(latitude: 14.5995, longitude: 120.9842)
            _ = try await client.alert(id: "odd?id#1%")
            let detail = try await client.alert(id: Self.alertID)
            #expect(detail.texts.map(\.language) == ["en", "zh"])
            let paths = server.requests.map(\.path)
            #expect(
                paths == [
                    "/data/4.0/onecall/timeline/1min", "/data/4.0/onecall/timeline/1day",
                    "/data/4.0/onecall/timeline/1h", "/data/4.0/onecall/timeline/15min", "/data/4.0/onecall/current",
                    "/data/4.0/onecall/alert/odd?id#1%", "/data/4.0/onecall/alert/\(Self.alertID)",
                ])
            // The odd id stays one path segment, its `?`, `#` and `%` encoded rather than read.
            #expect(server.requests[5].rawPath == "/data/4.0/onecall/alert/odd%3Fid%231%25")
            #expect(server.requests[5].query.keys.sorted() == ["appid"])
            for request in server.requests.dropLast(2) {
                #expect(request.query["lat"] != nil && request.query["units"] == "imperial")
                #expect(request.query["lang"] == "en" && request.query["appid"] == Self.key)
            }
            #expect(server.requests[1].query["start"] == "1785628800" && server.requests[0].query["start"] == nil)
            #expect(server.requests.last?.query.keys.sorted() == ["appid"])
        }
    }

    @Test("the key the API writes into page links reaches neither the model nor the cache file")
    func keyInLinks() async throws {
        let folder = try TemporaryDirectory()
        defer { folder.cleanUp() }
        let day = try dayPageWithKey()
        try await LoopbackServer.run({ _ in .json(day) }) { server in
            let page = try await client(server, cache: folder.url).dayTimeline(latitude: 14.5995, longitude: 120.9842)
            let links = [page.nextPage, page.previousPage].compactMap { $0 }
            #expect(links.count == 2)
            #expect(links.allSatisfy { !$0.contains(Self.key) && $0.contains("appid=\(Redactor.bodyPlaceholder)") })
            let files = try FileManager.default.contentsOfDirectory(atPath: folder.url.path)
            #expect(files.count == 1)
            for file in files {
                let stored = try Data(contentsOf: folder.url.appendingPathComponent(file))
                #expect(stored.range(of: Data(Self.key.utf8)) == nil)
                #expect(stored.range(of: Data("appid=REDACTED&units=metric".utf8)) != nil)
            }
            // The client's raw-body path hands on the same redacted bytes.
            let body = try await client(server, cache: folder.url).fetchBody(
                path: "/data/4.0/onecall/timeline/1day",
                query: [URLQueryItem(name: "lat", value: "14.5995"), URLQueryItem(name: "lon", value: "120.9842")],
                from: .network)
            #expect(body.response.range(of: Data(Self.key.utf8)) == nil)
        }
    }

    @Test("a cached body that still holds the key, as an earlier version kept it, is redacted when read")
    func keyInOldCacheFiles() async throws {
        let folder = try TemporaryDirectory()
        defer { folder.cleanUp() }
        let day = try dayPageWithKey()
        try await LoopbackServer.run({ _ in .json(day) }) { server in
            _ = try await client(server, cache: folder.url).dayTimeline(latitude: 14.5995, longitude: 120.9842)
            let name = try #require(try FileManager.default.contentsOfDirectory(atPath: folder.url.path).first)
            let file = folder.url.appendingPathComponent(name)
            let old = String(decoding: try Data(contentsOf: file), as: UTF8.self)
                .replacingOccurrences(of: Redactor.bodyPlaceholder, with: Self.key)
            try Data(old.utf8).write(to: file)
            let fresh = client(server, cache: folder.url)
            let page = try await fresh.fetch(
                .dayTimeline(latitude: 14.5995, longitude: 120.9842), from: .cache
            ).response
            #expect(page.nextPage?.contains("appid=\(Redactor.bodyPlaceholder)") == true)
            #expect(page.nextPage?.contains(Self.key) == false && page.previousPage?.contains(Self.key) == false)
            let query = ["lat": "14.5995", "lon": "120.9842", "units": "imperial", "lang": "en"].map {
                URLQueryItem(name: $0.key, value: $0.value)
            }
            let body = try await fresh.fetchBody(path: "/data/4.0/onecall/timeline/1day", query: query, from: .cache)
            #expect(body.source == .disk && body.response.range(of: Data(Self.key.utf8)) == nil)
            #expect(server.requestCount == 1)
        }
    }

    @Test("a page link is followed on the client's server, with the client's key, units and language")
    func followingLinks() async throws {
        let folder = try TemporaryDirectory()
        defer { folder.cleanUp() }
        let day = try dayPageWithKey()
        try await LoopbackServer.run({ _ in .json(day) }) { server in
            let client = client(server, cache: folder.url)
            let page = try await client.dayTimeline(latitude: 14.5995, longitude: 120.9842)
            #expect(try await client.page(after: page) != nil)
            #expect(try await client.page(before: page) != nil)
            #expect(server.requestCount == 3)
            for (request, start) in zip(server.requests.dropFirst(), ["1786492800", "1784764800"]) {
                #expect(request.path == "/data/4.0/onecall/timeline/1day")
                #expect(request.query["start"] == start && request.query["cnt"] == "10")
                #expect(request.query["units"] == "imperial" && request.query["appid"] == Self.key)
                #expect(request.queryNames.sorted() == ["appid", "cnt", "lang", "lat", "lon", "start", "units"])
            }
        }
    }

    @Test("a link to another timeline, or no link at all, asks nothing of the API")
    func wrongLinks() async throws {
        let folder = try TemporaryDirectory()
        defer { folder.cleanUp() }
        let minute = try recording("onecall4_timeline_1min_precipitation_alerts_2026")
        try await LoopbackServer.run({ _ in .json(minute) }) { server in
            let client = client(server, cache: folder.url)
            let minutes = try await client.minuteTimeline(latitude: -38.4, longitude: -71.58)
            #expect(try await client.page(after: minutes) == nil)
            let wrong = "https://api.openweathermap.org/data/4.0/onecall/timeline/1min?lat=1&lon=2"
            do {
                _ = try await client.fetch(OWMRequest<OWMDayTimeline>.timelinePage(wrong + "&appid=\(Self.key)"))
                Issue.record("a 1-minute link was followed as a day page")
            } catch let error as OWMError {
                #expect(error.code == .invalidParameter)
                #expect(error.message == "A link to /data/4.0/onecall/timeline/1min is not a page of this timeline.")
            }
            for id in ["a/b", "..", ".", " \n", "a\u{0}b"] {
                do {
                    _ = try await client.alert(id: id)
                    Issue.record("the alert id \(id.debugDescription) was sent")
                } catch let error as OWMError {
                    #expect(error.code == .invalidParameter)
                }
            }
            #expect(server.requestCount == 1)
        }
    }
}
