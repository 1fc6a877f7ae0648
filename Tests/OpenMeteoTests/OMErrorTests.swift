import APICore
import Foundation
import Logging
import TestSupport
import Testing

@testable import OpenMeteo

@Suite("Open-Meteo failures map to typed errors by HTTP status, then body")
struct OMErrorTests {
    private func search(_ client: OMClient, _ name: String) async -> OMError? {
        await OMClientTests.failure { _ = try await client.searchPlaces(name) }
    }

    @Test("HTTP 400 with the API's reason is an invalid request that says why; no retry")
    func badRequest() async throws {
        try await LoopbackServer.run({ _ in
            OMClientTests.fixture("error_400_invalid_hourly_variable_hectormalot-omgo", status: 400)
        }) { server in
            let client = OMClientTests.client(server.baseURL)
            let error = await OMClientTests.failure {
                _ = try await client.forecast(latitude: 52.52, longitude: 13.41, hourly: ["tempeture_2m"])
            }
            let reason = "Cannot initialize WeatherVariable from invalid String value tempeture_2m for key hourly"
            #expect(error?.code == .invalidRequest)
            #expect(error?.code.isInvalidRequest == true)
            #expect(error?.httpStatus == 400)
            #expect(error?.apiMessage == reason)
            #expect(error?.message == "Open-Meteo refused the request: \(reason)")
            #expect(error?.request?.operation == "/v1/forecast")
            #expect(server.requestCount == 1)
        }
    }

    @Test("HTTP 429 names the limit reached and honours Retry-After; without it, says when to retry")
    func rateLimited() async throws {
        let hourly = #"{"error":true,"reason":"Hourly API request limit exceeded. Please try again in the next hour."}"#
        let daily = #"{"error":true,"reason":"Daily API request limit exceeded. Please try again tomorrow."}"#
        let minutely =
            #"{"error":true,"reason":"Minutely API request limit exceeded. Please try again in one minute."}"#
        try await LoopbackServer.run({ request in
            switch request.query["name"] {
            case "hourly": .json(hourly, status: 429, headers: ["Retry-After": "1800"])
            case "daily": .json(daily, status: 429)
            case "minutely": .json(minutely, status: 429, headers: ["Retry-After": "40"])
            default: .init(status: 429)
            }
        }) { server in
            let client = OMClientTests.client(server.baseURL) { $0.http.retryPolicy = .never }
            let hour = await search(client, "hourly")
            #expect(hour?.code == .rateLimited)
            #expect(hour?.retryAfter == 1800)
            #expect(hour?.rateLimitWindow == .hour)
            #expect(hour?.message == "Open-Meteo reached the hourly limit (HTTP 429). Retry after 1800 s.")
            #expect(hour?.apiMessage?.hasPrefix("Hourly API request limit exceeded") == true)
            let day = await search(client, "daily")
            #expect(day?.rateLimitWindow == .day)
            #expect(day?.retryAfter == nil)
            #expect(day?.message == "Open-Meteo reached the daily limit (HTTP 429). Try again tomorrow.")
            #expect(await search(client, "minutely")?.rateLimitWindow == .minute)
            let bare = await search(client, "bare")
            #expect(bare?.code == .rateLimited)
            #expect(bare?.rateLimitWindow == nil)
            #expect(bare?.message == "Open-Meteo is limiting requests (HTTP 429).")
        }
    }

    @Test("a 429 with a short Retry-After is retried after that wait")
    func rateLimitedRetry() async throws {
        let calls = Locked(0)
        try await LoopbackServer.run({ request in
            let call = calls.withLock { count -> Int in
                count += 1
                return count
            }
            return call == 1
                ? .json(
                    #"{"error":true,"reason":"Too many concurrent requests"}"#, status: 429,
                    headers: ["Retry-After": "2"])
                : OMClientTests.answer(request)
        }) { (server: LoopbackServer) async throws in
            let clock = TestClock(Date(), skipsWaits: true)
            let client = OMClientTests.client(server.baseURL, clock: clock)
            #expect(try await client.searchPlaces("Berlin").count == 1)
            #expect(clock.sleeps == [.seconds(2)])
            #expect(server.requestCount == 2)
        }
    }

    @Test("an HTML gateway page, an overloaded server, a cut-off body and a half-sent answer")
    func badAnswers() async throws {
        let full = try OMFixtures.data("geocoding_search_paris_multi_tpisel-openmeteo")
        try await LoopbackServer.run({ request in
            switch request.query["name"] {
            case "gateway":
                .html("<html><head><title>502 Bad Gateway</title></head><body>nginx</body></html>", status: 502)
            case "busy": .json(#"{"error":true,"reason":"The service is overloaded"}"#, status: 503)
            case "login": .html("<!doctype html><title>Sign in</title>", status: 200)
            default: .json(full.prefix(full.count / 2))
            }
        }) { server in
            let client = OMClientTests.client(server.baseURL)
            let gateway = await search(client, "gateway")
            #expect(gateway?.code == .httpStatus)
            #expect(gateway?.httpStatus == 502)
            #expect(gateway?.message.contains("502 Bad Gateway") == true)
            let busy = await search(client, "busy")
            #expect(busy?.code == .httpStatus)
            #expect(busy?.message == "Open-Meteo answered with HTTP 503: The service is overloaded")
            #expect(busy?.code.isTransient == false)
            #expect(await search(client, "login")?.code == .htmlBody)
            #expect(await search(client, "cut")?.code == .truncatedBody)
        }
        let halfSent = try FaultServer(.truncated(declared: 1_000, sent: 500))
        defer { halfSent.stop() }
        #expect(await search(OMClientTests.client(halfSent.baseURL), "Berlin")?.code == .connectionFailed)
    }

    @Test("a server that never answers fails with a timeout when the deadline passes")
    func timeout() async throws {
        let silent = try FaultServer(.silent)
        defer { silent.stop() }
        let clock = TestClock(Date())
        let client = OMClientTests.client(silent.baseURL, clock: clock) {
            $0.http.timeout = 0.5
            $0.http.retryPolicy = .never
        }
        let call = Task { await OMClientTests.failure { _ = try await client.searchPlaces("Berlin") } }
        #expect(await clock.waitUntil { _ in silent.connectionCount == 1 })
        #expect(await clock.waitUntil { $0.pendingDeadlines == 1 })
        clock.advance(by: 0.5)
        let error = await call.value
        #expect(error?.code == .timeout)
        #expect(error?.message.hasPrefix("Open-Meteo did not answer in time.") == true)
    }

    @Test("a malformed key and invalid parameters fail before any call")
    func beforeAnyCall() async throws {
        try await LoopbackServer.run(OMClientTests.answers) { server in
            let malformed = OMClientTests.client(server.baseURL) { $0.apiKey = "a b" }
            let error = await OMClientTests.failure { _ = try await malformed.searchPlaces("Berlin") }
            #expect(error?.code == .malformedAPIKey)
            #expect(error?.message.contains("a b") == false)
            let client = OMClientTests.client(server.baseURL)
            #expect(
                await OMClientTests.failure { _ = try await client.forecast(latitude: 100, longitude: 0) }?.code
                    == .invalidParameter)
            #expect(server.requestCount == 0)
        }
    }

    @Test("the API's reason for a rate limit names its window")
    func windows() {
        #expect(OMRateLimitWindow(reason: "Minutely API request limit exceeded.") == .minute)
        #expect(OMRateLimitWindow(reason: "Too many concurrent requests") == .concurrentRequests)
        #expect(OMRateLimitWindow(reason: "Something else") == nil)
        let error = OMError(.invalidRequest, "x", apiMessage: "Hourly API request limit exceeded.")
        #expect(error.rateLimitWindow == nil)
    }
}
