import Foundation
import TestSupport
import Testing

@testable import CaiyunWeather

/// Values at the edge of what a number or a header can hold, from the caller, the server or a
/// cache file, end in a typed error, never in a trap.
@Suite("Extreme inputs give typed errors, never a crash")
struct ExtremeInputTests {
    @Test("a Retry-After too large for an integer", arguments: ["1e20", "99999999999999999999"])
    func enormousRetryAfter(header: String) async throws {
        try await LoopbackHarness.run({ _ in
            .json(#"{"status":"failed","error":"slow down"}"#, status: 429, headers: ["Retry-After": header])
        }) { harness in
            let error = await LoopbackHarness.failure { try await harness.makeRequest().perform() }
            #expect(error?.code == .rateLimited)
            #expect(error?.message.contains("Retry after 1e+20 s.") == true)
            #expect(harness.server.requestCount == 1)
        }
    }

    @Test("HTTP 429 naming the token, or a quota message with 403, is a rate limit")
    func rateLimitBeforeToken() async throws {
        let replies: [LoopbackServer.Reply] = [
            .json(#"{"status":"failed","error":"token quota exceeded"}"#, status: 429),
            .json(#"{"status":"failed","error":"too many requests for this token"}"#, status: 200),
            .json(#"{"status":"failed","error":"daily quota used up"}"#, status: 403),
        ]
        for reply in replies {
            try await LoopbackHarness.run({ _ in reply }) { harness in
                let error = await LoopbackHarness.failure { try await harness.makeRequest().perform() }
                #expect(error?.code == .rateLimited, "\(String(decoding: reply.body, as: UTF8.self))")
            }
        }
        try await LoopbackHarness.run({ _ in .json(#"{"status":"failed","error":"'token is invalid'"}"#, status: 401) })
        { harness in
            let error = await LoopbackHarness.failure { try await harness.makeRequest().perform() }
            #expect(error?.code == .tokenRejected)
        }
    }

    @Test(
        "NaN, infinite and huge coordinates are refused before any cache or network use",
        arguments: [Double.nan, .infinity, -.infinity, 1e300, -9.3e14])
    func impossibleCoordinates(latitude: Double) async throws {
        try await LoopbackHarness.run({ _ in .json("{}") }) { harness in
            let request = harness.makeRequest { $0.coordinate = CYCoordinate(latitude: latitude, longitude: 0) }
            let error = await LoopbackHarness.failure { try await request.perform() }
            #expect(error?.code == .invalidCoordinate)
            let local = await LoopbackHarness.failure { try await request.perform(from: .local) }
            #expect(local?.code == .invalidCoordinate)
            #expect(request.endpoint.description.contains("coordinate: (\(latitude)"))
            await request.removeCachedResponse()
            #expect(harness.server.requestCount == 0)
        }
    }

    @Test("a begin date beyond the year 3000 is refused")
    func farBegin() throws {
        var endpoint = CYEndpoint(token: "abc", coordinate: LoopbackHarness.place)
        endpoint.begin = Date(timeIntervalSince1970: 1e20)
        #expect(throws: CYError.self) { try endpoint.makeURL() }
        #expect(endpoint.description.contains("begin: 1e+20"))
    }

    @Test("a tzshift that is no time zone is an unexpected response", arguments: [1e19, 100_000, -64_801])
    func impossibleTimeZone(shift: Double) throws {
        let body = try Fixture.modified(Fixture.sdkWeather) { $0[path: "tzshift"] = shift }
        do {
            _ = try CYRequest(token: "abc").decode(body)
            Issue.record("decoded a tzshift of \(shift)")
        } catch let error as CYError {
            #expect(error.code == .unexpectedResponse)
            #expect(error.message.contains("tzshift"))
        }
    }

    @Test("an unreadable cache file is a corrupted cache, not a cancellation")
    func unreadableCacheFile() async throws {
        try await LoopbackHarness.run({ _ in .json("{}") }) { harness in
            let request = harness.makeRequest()
            let file = CYLocalCache(directory: harness.cache.url).fileURL(for: request.endpoint)
            try FileManager.default.createDirectory(at: file, withIntermediateDirectories: true)
            let error = await LoopbackHarness.failure { try await request.perform(from: .local) }
            #expect(error?.code == .corruptedCache)
            #expect(error?.message.contains(file.lastPathComponent) == true)
        }
    }

    @Test("a server_time in the future does not pin a response in the cache")
    func futureServerTime() async throws {
        let future = try Fixture.modified(Fixture.sdkWeather) { $0[path: "server_time"] = 1_678_374_973 + 86_400 }
        try await LoopbackHarness.run({ _ in .json(future) }) { harness in
            let request = harness.makeRequest()
            _ = try await request.perform()
            _ = try await request.perform()
            #expect(harness.server.requestCount == 2)
            #expect(!request.validate(try await request.perform(from: .local)))
        }
    }

    @Test("encoding or dumping an endpoint leaves the token out; decoding keeps every other setting")
    func endpointNeverWritesToken() throws {
        var endpoint = CYEndpoint(token: "topSecretToken42", coordinate: LoopbackHarness.place)
        endpoint.hourlyLength = 24
        endpoint.language = .englishUS
        endpoint.begin = Date(timeIntervalSince1970: 1_700_000_000)
        let encoded = try JSONEncoder().encode(endpoint)
        #expect(!String(decoding: encoded, as: UTF8.self).contains("topSecretToken42"))
        var dumped = ""
        dump(endpoint, to: &dumped)
        #expect(!dumped.contains("topSecretToken42"))
        #expect(dumped.contains("<redacted>"))
        var decoded = try JSONDecoder().decode(CYEndpoint.self, from: encoded)
        #expect(decoded.token == nil)
        decoded.token = endpoint.token
        #expect(decoded == endpoint)
    }
}
