import APICore
import Foundation
import Testing

/// A client error type of the kind every client declares, to test the shared mapping once.
private struct SampleError: APIClientError {
    struct Code: APIErrorCode {
        let rawValue: String
        init(rawValue: String) { self.rawValue = rawValue }
        static let unauthorized = Code(rawValue: "unauthorized")
        var isInvalidRequest: Bool { self == .invalidParameter || self == .unauthorized }
    }

    var code: Code
    var message: String
    var context: APIErrorContext

    static let apiName = "The Sample API"
}

@Suite("One error vocabulary and one mapping for every client")
struct ErrorMappingTests {
    private let redactor = Redactor(secrets: ["s3cret"])
    private let request = RequestDescription(
        method: "GET", redactedURL: "https://api.example.com/<redacted>", operation: "items")

    private func failure(
        _ code: TransportError.Code, status: Int? = nil, body: String = "", retryAfter: TimeInterval? = nil
    ) -> TransportError {
        TransportError(
            code: code, message: "failed for s3cret", statusCode: status,
            response: status.map { TransportResponse(statusCode: $0, body: Data(body.utf8)) }, retryAfter: retryAfter,
            request: request)
    }

    @Test("network failures keep their code, lose their secrets and name the request")
    func networkFailures() {
        for code in [TransportError.Code.timeout, .connectionFailed, .cancelled, .transportFailed, .responseTooLarge] {
            let error = SampleError.transportFailure(failure(code), redactor: redactor)
            #expect(error.code.rawValue == code.rawValue)
            #expect(!error.message.contains("s3cret"))
            #expect(error.request == request)
            #expect(error.description.hasSuffix("(items: GET https://api.example.com/<redacted>)"))
        }
        #expect(
            SampleError.transportFailure(failure(.timeout), redactor: redactor).message.hasPrefix(
                "The Sample API did not answer in time."))
    }

    @Test("an HTTP status is offered to the client first, then becomes rate_limited or http_status")
    func httpStatus() {
        let explained = SampleError.transportFailure(failure(.httpStatus, status: 401), redactor: redactor) { failure in
            failure.statusCode == 401 ? SampleError(.unauthorized, "Sign in again.", httpStatus: 401) : nil
        }
        #expect(explained.code == .unauthorized)
        #expect(explained.request == request)

        let limited = SampleError.transportFailure(
            failure(.httpStatus, status: 429, retryAfter: 30), redactor: redactor)
        #expect(limited.code == .rateLimited)
        #expect(limited.retryAfter == 30)
        #expect(limited.message == "The Sample API is limiting requests (HTTP 429). Retry after 30 s.")

        let page = SampleError.transportFailure(
            failure(.httpStatus, status: 502, body: "<html><title>Bad gateway</title></html>"), redactor: redactor)
        #expect(page.code == .httpStatus)
        #expect(page.httpStatus == 502)
        #expect(page.message == "The server answered with HTTP 502 and an HTML page titled \"Bad gateway\".")
    }

    @Test("each kind of unusable body gets its own code")
    func undecodable() throws {
        let decodingError = DecodingError.keyNotFound(
            SampleKey.value, .init(codingPath: [], debugDescription: "missing"))
        let cases: [(String, SampleError.Code)] = [
            ("", .emptyBody), ("<!DOCTYPE html><html></html>", .htmlBody), (#"{"a": [1, 2"#, .truncatedBody),
            ("not json", .invalidJSON), (#"{"a": 1}"#, .unexpectedResponse),
        ]
        for (body, code) in cases {
            let error = SampleError.undecodable(
                Data(body.utf8), decodingError: decodingError, httpStatus: 200, redactor: redactor)
            #expect(error.code == code, "\(body)")
        }
        let shape = SampleError.undecodable(
            Data(#"{"a": 1}"#.utf8), decodingError: decodingError, httpStatus: 200, redactor: redactor)
        #expect(shape.message.contains("missing \"value\""))
    }

    @Test("any error becomes the client's own, cancellation included")
    func wrapping() {
        #expect(SampleError.wrapping(CancellationError()).code == .cancelled)
        #expect(SampleError.wrapping(SampleError(.notCached, "none")).code == .notCached)
        #expect(SampleError.wrapping(URLError(.badURL)).code == .transportFailed)
        #expect(SampleError.wrapping(TransportError(code: .timeout, message: "slow")).code == .timeout)
    }

    @Test("shared codes are spelled once, and a client's own codes decide what is an invalid request")
    func codes() {
        #expect(SampleError.Code.timeout.rawValue == "timeout")
        #expect(SampleError.Code.rateLimited.isTransient)
        #expect(!SampleError.Code.htmlBody.isTransient)
        #expect(SampleError.Code.unauthorized.isInvalidRequest)
        #expect(SampleError.Code.invalidParameter.isInvalidRequest)
        #expect(!SampleError.Code.timeout.isInvalidRequest)
        #expect(SampleError.Code(rawValue: "timeout") == .timeout)
    }

    private enum SampleKey: CodingKey { case value }

    @Test("control characters from a body never reach an error's message or the API's words raw")
    func controlCharacters() {
        let snippetBody = "Bad\u{1B}[2J gateway\u{07}\u{00}"
        let snippet = SampleError.transportFailure(
            failure(.httpStatus, status: 502, body: snippetBody), redactor: redactor)
        #expect(snippet.message == "The server answered with HTTP 502: Bad\\u{1B}[2J gateway\\u{7}\\u{0}")
        let page = "<html><title>Down\u{1B}]0;x\u{07}</title></html>"
        let html = SampleError.transportFailure(failure(.httpStatus, status: 503, body: page), redactor: redactor)
        #expect(html.message == "The server answered with HTTP 503 and an HTML page titled \"Down\\u{1B}]0;x\\u{7}\".")
        let quoted = SampleError(
            .httpStatus, "The API said: line one\nline two\u{9B}", apiMessage: "line one\nline two\u{9B}\u{202E}")
        #expect(quoted.message == "The API said: line one line two\\u{9B}")
        #expect(quoted.apiMessage == "line one line two\\u{9B}\\u{202E}")
        #expect(ControlCharacters.escaped("plain 雨 text 🌧") == "plain 雨 text 🌧")
        #expect(ControlCharacters.escaped(keepingLineFeeds: "two\nlines\r\u{7F}") == "two\nlines \\u{7F}")
        let json = ControlCharacters.escaped(json: "{\n  \"a\": \"x\u{7F}\u{9B}\u{202E}\"\n}")
        #expect(json == "{\n  \"a\": \"x\\u007F\\u009B\\u202E\"\n}")
    }
}
