import Foundation
import TestSupport
import Testing

@testable import CaiyunWeather

@Suite("Every kind of bad body becomes its own typed error")
struct ErrorBodyTests {
    private let request = CYRequest(token: "secretTOKEN123")

    private func decodingError(_ body: String) -> CYError? {
        do {
            _ = try request.decode(Data(body.utf8))
            return nil
        } catch let error as CYError {
            return error
        } catch {
            Issue.record("unexpected error type \(error)")
            return nil
        }
    }

    @Test("the recorded invalid-token body, quotes included")
    func tokenInvalidFixture() throws {
        let error = try #require(decodingError(String(decoding: try Fixture.data(Fixture.tokenInvalid), as: UTF8.self)))
        #expect(error.code == .tokenRejected)
        #expect(error.apiMessage == "'token is invalid'")
        #expect(error.apiVersion == "v2.5")
        #expect(error.message.contains("'token is invalid'"))
    }

    @Test("a failed status with another message")
    func otherFailure() throws {
        let error = try #require(decodingError(#"{"status":"failed","error":"internal error","api_version":"v2.6"}"#))
        #expect(error.code == .apiFailure)
        #expect(error.apiMessage == "internal error")
    }

    @Test("a gateway's bare error without status")
    func bareError() throws {
        let error = try #require(decodingError(#"{"error":"bad url."}"#))
        #expect(error.code == .apiFailure)
        #expect(error.apiMessage == "bad url.")
    }

    @Test("a quota message is a rate limit")
    func quota() throws {
        let error = try #require(decodingError(#"{"status":"failed","error":"rate limit exceeded"}"#))
        #expect(error.code == .rateLimited)
    }

    @Test("an empty body")
    func empty() throws {
        #expect(decodingError("")?.code == .emptyBody)
        #expect(decodingError(" \n ")?.code == .emptyBody)
    }

    @Test("an HTML page, with its title in the message")
    func html() throws {
        let error = try #require(
            decodingError("<!DOCTYPE html><html><head><title>502 Bad Gateway</title></head><body>nginx</body></html>"))
        #expect(error.code == .htmlBody)
        #expect(error.message.contains("502 Bad Gateway"))
    }

    @Test("a truncated response")
    func truncated() throws {
        let full = String(decoding: try Fixture.data(Fixture.exampleWeather), as: UTF8.self)
        let error = try #require(decodingError(String(full.prefix(full.count / 2))))
        #expect(error.code == .truncatedBody)
    }

    @Test("text that is not JSON, shown without the token")
    func notJSON() throws {
        let error = try #require(decodingError("Service unavailable for secretTOKEN123"))
        #expect(error.code == .invalidJSON)
        #expect(error.message.contains("Service unavailable"))
        #expect(!error.message.contains("secretTOKEN123"))
    }

    @Test("JSON of the wrong shape names the missing field")
    func wrongShape() throws {
        let body = try Fixture.modified(Fixture.exampleWeather) { json in
            json[path: "result", "realtime", "temperature"] = nil
        }
        let error = try #require(decodingError(String(decoding: body, as: UTF8.self)))
        #expect(error.code == .unexpectedResponse)
        #expect(error.message.contains(#"missing "temperature" in result.realtime"#))
    }

    @Test("an unknown unit system is an error, not a silent guess")
    func unknownUnit() throws {
        let body = try Fixture.modified(Fixture.exampleWeather) { $0[path: "unit"] = "metric:v9" }
        let error = try #require(decodingError(String(decoding: body, as: UTF8.self)))
        #expect(error.code == .unexpectedResponse)
        #expect(error.message.contains("metric:v9"))
    }
}
