import APICore
import Foundation
import Testing

@Suite("Dates, body inspection and redaction")
struct TextTests {
    @Test(
        "seconds-less datetimes parse and format back exactly",
        arguments: [
            ("2021-04-14T19:00+08:00", 1_618_398_000, 28_800, false),
            ("2021-04-14T19:00:45+08:00", 1_618_398_045, 28_800, true),
            ("2023-03-09T11:00-04:00", 1_678_374_000, -14_400, false),
            ("1969-12-31T23:59+00:00", -60, 0, false),
            ("2024-02-29T00:00+05:45", 1_709_144_100, 20_700, false),
        ])
    func roundTrip(_ text: String, _ seconds: Int, _ offset: Int, _ includesSeconds: Bool) throws {
        let parsed = try #require(ISO8601Text.parse(text))
        #expect(parsed.date == Date(timeIntervalSince1970: TimeInterval(seconds)))
        #expect(parsed.utcOffset == offset)
        #expect(parsed.includesSeconds == includesSeconds)
        #expect(ISO8601Text.format(parsed) == text)
    }

    @Test("UTC written as Z")
    func zulu() throws {
        let parsed = try #require(ISO8601Text.parse("2021-04-14T11:00Z"))
        #expect(parsed.date == Date(timeIntervalSince1970: 1_618_398_000))
        #expect(ISO8601Text.format(parsed) == "2021-04-14T11:00+00:00")
    }

    @Test("the parser agrees with DateFormatter over a whole year of hours")
    func agreesWithDateFormatter() throws {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.dateFormat = "yyyy-MM-dd'T'HH:mmxxx"
        formatter.timeZone = TimeZone(secondsFromGMT: 28_800)
        var date = Date(timeIntervalSince1970: 1_672_502_400)
        for _ in 0..<(366 * 24) {
            let text = formatter.string(from: date)
            #expect(ISO8601Text.parse(text)?.date == date)
            date += 3600
        }
    }

    @Test(
        "malformed datetimes are rejected",
        arguments: [
            "", "2021-04-14", "2021-04-14T19:00", "2021-13-01T00:00+08:00", "2021-02-29T00:00+08:00",
            "2021-04-14T24:00+08:00", "2021-04-14T19:60+08:00", "2021-04-14T19:00+08:00x", "20a1-04-14T19:00+08:00",
        ])
    func rejects(_ text: String) {
        #expect(ISO8601Text.parse(text) == nil)
    }

    @Test("bodies are told apart")
    func bodies() {
        #expect(BodyInspector.classify(Data()) == .empty)
        #expect(BodyInspector.classify(Data("\n  \t".utf8)) == .empty)
        #expect(BodyInspector.classify(Data("<html><title> Oops </title></html>".utf8)) == .html(title: "Oops"))
        #expect(BodyInspector.classify(Data("<!DOCTYPE html><p>hi".utf8)) == .html(title: nil))
        #expect(BodyInspector.classify(Data(#"{"a":[1,2,{"b":"}"#.utf8)) == .truncatedJSON)
        #expect(BodyInspector.classify(Data(#"{"a":"unterminated"#.utf8)) == .truncatedJSON)
        let badLiteral = JSONDocument.SyntaxError(offset: 5, reason: "Invalid literal")
        #expect(BodyInspector.classify(Data(#"{"a":tru}"#.utf8)) == .invalidJSON(badLiteral))
        let notJSON = JSONDocument.SyntaxError(offset: 0, reason: "Unexpected character 'B'")
        #expect(BodyInspector.classify(Data("Bad Gateway".utf8)) == .invalidJSON(notJSON))
        #expect(BodyInspector.classify(Data(#"{"a":"}{"}"#.utf8)) == .json)
        #expect(BodyInspector.classify(Data([0xEF, 0xBB, 0xBF] + Array(#"[1,2]"#.utf8))) == .json)
    }

    @Test("a UTF-16 or UTF-32 body is named as such, with or without a byte order mark")
    func wideEncodings() {
        let text = #"{"a": [1, 2]}"#
        let littleEndian = Data(text.utf16.flatMap { [UInt8($0 & 0xFF), UInt8($0 >> 8)] })
        let bigEndian = Data(text.utf16.flatMap { [UInt8($0 >> 8), UInt8($0 & 0xFF)] })
        let utf32 = Data(text.unicodeScalars.flatMap { [UInt8($0.value & 0xFF), 0, 0, 0] })
        let cases: [(Data, String)] = [
            (littleEndian, "UTF-16 (little-endian)"), (Data([0xFF, 0xFE]) + littleEndian, "UTF-16 (little-endian)"),
            (bigEndian, "UTF-16 (big-endian)"), (Data([0xFE, 0xFF]) + bigEndian, "UTF-16 (big-endian)"),
            (utf32, "UTF-32 (little-endian)"),
        ]
        for (body, encoding) in cases {
            guard case .invalidJSON(let error) = BodyInspector.classify(body) else {
                Issue.record("\(encoding) was not reported as invalid")
                continue
            }
            #expect(error.encoding == encoding)
            let problem = BodyProblem.diagnose(body, decodingError: error, httpStatus: 200, redactor: .none)
            #expect(problem.kind == .invalidJSON)
            #expect(problem.message == "The response is \(encoding) text, not the UTF-8 JSON requires (HTTP 200).")
        }
    }

    @Test("a syntax error is reported with what is wrong and at which byte")
    func syntaxErrorMessage() {
        let body = Data(#"{"temperature": 21.5, "humidity": .8}"#.utf8)
        let problem = BodyProblem.diagnose(body, decodingError: CancellationError(), httpStatus: nil, redactor: .none)
        #expect(problem.kind == .invalidJSON)
        let expected = #"The response is not valid JSON: Unexpected character '.' at byte 34. It begins: {"temp"#
        #expect(problem.message.hasPrefix(expected))
    }

    @Test("snippets are one line, bounded and redacted")
    func snippets() {
        let body = Data("line one token=s3cr3t\nline two \(String(repeating: "x", count: 500))".utf8)
        let snippet = BodyInspector.snippet(of: body, limit: 40, redactor: Redactor(secrets: ["s3cr3t"]))
        #expect(snippet == "line one token=<redacted> line two xxxxxxxxx…")
    }

    @Test("redaction covers plain and percent-encoded secrets")
    func redaction() {
        let redactor = Redactor(secrets: ["a b+c", "", "tok"])
        #expect(redactor.redact("x a b+c y a%20b%2Bc z tok") == "x <redacted> y <redacted> z <redacted>")
        #expect(Redactor.none.redact("tok") == "tok")
    }

    @Test("redaction of a body replaces every occurrence, in any form, and keeps a clean body as it is")
    func bodyRedaction() {
        let redactor = Redactor(secrets: ["a b+c", "tok"])
        let body = Data(#"{"next":"x?appid=tok&y=a%20b%2Bc","prev":"tok","t":"a b+c"}"#.utf8)
        let redacted = redactor.redact(body)
        #expect(
            String(decoding: redacted, as: UTF8.self)
                == #"{"next":"x?appid=REDACTED&y=REDACTED","prev":"REDACTED","t":"REDACTED"}"#)
        // A slice of a larger buffer that starts and ends inside it, as bodies often are, with
        // the secret at both ends.
        let framed = Data("xxtok-middle-tok-end".utf8)
        #expect(redactor.redact(framed.dropFirst(2).dropLast(4)) == Data("REDACTED-middle-REDACTED".utf8))
        let clean = Data(#"{"next":"x?appid=to"}"#.utf8)
        #expect(redactor.redact(clean) == clean && Redactor.none.redact(body) == body)
    }
}
