import APICore
import Foundation
import Testing

@Suite("The core's JSON decoder agrees with Foundation's")
struct FastJSONDecoderTests {
    private struct Sample: Codable, Equatable {
        struct Inner: Codable, Equatable {
            var name: String
            var tags: [String]
        }

        var integer: Int
        var double: Double
        var float: Float
        var small: Int8
        var unsigned: UInt64
        var flag: Bool
        var text: String
        var optional: String?
        var missing: Int?
        var nested: Inner
        var list: [Inner]
        var matrix: [[Double]]
        var map: [String: Int]
        var url: URL
        var data: Data
        var decimal: Decimal
    }

    private static let sample = #"""
        {"integer": -42, "double": 1e-3, "float": 2.5, "small": 127, "unsigned": 18446744073709551615, "flag": true,
         "text": "Tab\tquote\" slash\/ \u00e9\u4e2d \ud83d\ude00 多云", "optional": null,
         "nested": {"name": "a", "tags": []}, "list": [{"name": "b", "tags": ["x", "y"]}],
         "matrix": [[1, 2.5], [], [-0.0, 1E2]], "map": {"one": 1, "two": 2}, "url": "https://example.com/a?b=c",
         "data": "aGVsbG8=", "decimal": 12.3456789012345678901234}
        """#

    @Test("a document with every kind of value decodes the same")
    func sameAsFoundation() throws {
        let data = Data(Self.sample.utf8)
        let fast = try FastJSONDecoder().decode(Sample.self, from: data)
        let foundation = try JSONDecoder().decode(Sample.self, from: data)
        #expect(fast == foundation)
        #expect(fast.text == "Tab\tquote\" slash/ é中 😀 多云")
        #expect(fast.unsigned == .max)
        #expect(fast.data == Data("hello".utf8))
        #expect(fast.map == ["one": 1, "two": 2])
    }

    @Test(
        "numbers read exactly as Foundation reads them",
        arguments: [
            "0", "-0", "1", "1.0", "0.1", "100984.4588078963", "1618391756.0", "57.32", "1e300",
            "-2.2250738585072014e-308",
            "123456789012345678", "0.30000000000000004", "5e-324",
        ])
    func numbers(_ text: String) throws {
        let data = Data("[\(text)]".utf8)
        #expect(
            try FastJSONDecoder().decode([Double].self, from: data) == JSONDecoder().decode([Double].self, from: data))
    }

    @Test("whole numbers: 3 and 3.0 are Int, 3.5 and overflow are errors")
    func integers() throws {
        #expect(try FastJSONDecoder().decode([Int].self, from: Data("[3, 3.0, -7, 1e2]".utf8)) == [3, 3, -7, 100])
        #expect(throws: DecodingError.self) { try FastJSONDecoder().decode([Int].self, from: Data("[3.5]".utf8)) }
        #expect(throws: DecodingError.self) { try FastJSONDecoder().decode([Int8].self, from: Data("[128]".utf8)) }
        #expect(throws: DecodingError.self) { try FastJSONDecoder().decode([UInt].self, from: Data("[-1]".utf8)) }
    }

    @Test(
        "a whole number written with a fraction or exponent is read exactly, not through Double",
        arguments: [
            ("9007199254740993.0", 9_007_199_254_740_993), ("-9007199254740993.0", -9_007_199_254_740_993),
            ("9007199254740993e0", 9_007_199_254_740_993), ("900719925474099.3e1", 9_007_199_254_740_993),
            ("1.5e1", 15), ("100e-2", 1), ("-0.0", 0), ("1.0000000000000000000001", 1),
        ])
    func exactWholeNumbers(_ text: String, _ expected: Int64) throws {
        let data = Data("[\(text)]".utf8)
        let fast = try FastJSONDecoder().decode([Int64].self, from: data)
        #expect(fast == [expected])
        #expect(try fast == JSONDecoder().decode([Int64].self, from: data))
    }

    @Test(
        "numbers out of a type's range are errors, as in Foundation",
        arguments: [
            "[1e-400]", "[-1e-400]", "[1e400]", "[2.4703282292062327e-324]",
        ])
    func outOfRange(_ text: String) {
        let data = Data(text.utf8)
        #expect(throws: DecodingError.self) { try FastJSONDecoder().decode([Double].self, from: data) }
        #expect(throws: DecodingError.self) { try JSONDecoder().decode([Double].self, from: data) }
    }

    @Test("zero written with a large negative exponent is still zero")
    func tinyZero() throws {
        #expect(try FastJSONDecoder().decode([Double].self, from: Data("[0e-400, 0.000e999]".utf8)) == [0, 0])
    }

    @Test(
        "Float takes its largest value and refuses what rounds past it",
        arguments: [
            "3.4028235e38", "-3.4028235e38", "1.17549435e-38", "1e-45", "0.1",
        ])
    func floats(_ text: String) throws {
        let data = Data("[\(text)]".utf8)
        let fast = try FastJSONDecoder().decode([Float].self, from: data)
        #expect(try fast == JSONDecoder().decode([Float].self, from: data))
    }

    @Test(
        "Float overflow and underflow are errors, as in Foundation",
        arguments: ["[3.4028236e38]", "[1e39]", "[1e-50]"])
    func floatOutOfRange(_ text: String) {
        let data = Data(text.utf8)
        #expect(throws: DecodingError.self) { try FastJSONDecoder().decode([Float].self, from: data) }
        #expect(throws: DecodingError.self) { try JSONDecoder().decode([Float].self, from: data) }
    }

    @Test(
        "a member name with invalid UTF-8 or a lone surrogate is an error, not a dropped member",
        arguments: [
            Array("{\"a\": 1, \"b".utf8) + [0xFF] + Array("\": 2}".utf8),
            Array("{\"a\": 1, \"b".utf8) + [0xED, 0xA0, 0x80] + Array("\": 2}".utf8),
            Array(#"{"a": 1, "b\ud800": 2}"#.utf8),
            Array(#"{"a": 1, "\udc00": 2}"#.utf8),
        ])
    func invalidMemberNames(_ bytes: [UInt8]) {
        struct One: Decodable { var a: Int }
        #expect(throws: DecodingError.self) { try FastJSONDecoder().decode(One.self, from: Data(bytes)) }
        #expect(throws: DecodingError.self) { try FastJSONDecoder().decode([String: Int].self, from: Data(bytes)) }
        #expect(throws: DecodingError.self) { try JSONDecoder().decode(One.self, from: Data(bytes)) }
    }

    @Test("invalid UTF-8 in a string nobody reads does not fail the decode, as in Foundation")
    func unreadInvalidString() throws {
        struct One: Decodable, Equatable { var a: Int }
        let data = Data(Array("{\"a\": 1, \"b\": \"".utf8) + [0xFF] + Array("\"}".utf8))
        #expect(try FastJSONDecoder().decode(One.self, from: data) == JSONDecoder().decode(One.self, from: data))
    }

    @Test("a syntax error says what is wrong and at which byte")
    func syntaxErrorDetail() {
        do {
            _ = try FastJSONDecoder().decode([Int].self, from: Data("[1, 2,, 3]".utf8))
            Issue.record("decoded")
        } catch let DecodingError.dataCorrupted(context) {
            let expected = "The given data was not valid JSON: Unexpected character ',' at byte 6."
            #expect(context.debugDescription == expected)
            #expect((context.underlyingError as? JSONDocument.SyntaxError)?.offset == 6)
        } catch {
            Issue.record("unexpected \(error)")
        }
    }

    @Test("a UTF-16 body is refused as not UTF-8")
    func utf16() {
        let data = Data(#"{"a": 1}"#.utf16.flatMap { [UInt8($0 & 0xFF), UInt8($0 >> 8)] })
        do {
            _ = try FastJSONDecoder().decode([String: Int].self, from: data)
            Issue.record("decoded")
        } catch let DecodingError.dataCorrupted(context) {
            #expect((context.underlyingError as? JSONDocument.SyntaxError)?.encoding == "UTF-16 (little-endian)")
        } catch {
            Issue.record("unexpected \(error)")
        }
    }

    @Test("long strings with escapes, non-ASCII text and every word boundary scan correctly")
    func longStrings() throws {
        for length in 0..<40 {
            let plain = String(repeating: "a", count: length)
            let text = plain + "\\\"/é中😀\t" + plain
            let body = Data("[\(String(data: try JSONEncoder().encode(text), encoding: .utf8)!), \"\(plain)\"]".utf8)
            #expect(try FastJSONDecoder().decode([String].self, from: body) == [text, plain])
        }
    }

    @Test("the first of duplicate keys wins, as in Foundation")
    func duplicateKeys() throws {
        let data = Data(#"{"a": 1, "a": 2}"#.utf8)
        #expect(
            try FastJSONDecoder().decode([String: Int].self, from: data)
                == JSONDecoder().decode([String: Int].self, from: data))
        struct One: Decodable { var a: Int }
        #expect(try FastJSONDecoder().decode(One.self, from: data).a == JSONDecoder().decode(One.self, from: data).a)
    }

    @Test(
        "invalid documents are data-corrupted errors",
        arguments: [
            "", "{", "[1,]", "{\"a\" 1}", "{\"a\":1,}", "tru", "01", "1.", "-", "\"unterminated", "\"bad \\x escape\"",
            "\"\\ud800\"", "[1] 2", "{\"a\":1}}", "\"\u{01}\"", "NaN",
        ])
    func invalid(_ text: String) {
        #expect(throws: DecodingError.self) { try FastJSONDecoder().decode(JSONValueProbe.self, from: Data(text.utf8)) }
    }

    @Test("invalid UTF-8 in a string is an error")
    func invalidUTF8() {
        let bytes: [UInt8] = Array("[\"a".utf8) + [0xC3, 0x28] + Array("\"]".utf8)
        #expect(throws: DecodingError.self) { try FastJSONDecoder().decode([String].self, from: Data(bytes)) }
    }

    @Test("deep nesting is refused rather than overflowing the stack")
    func depth() {
        let deep = String(repeating: "[", count: 10_000) + String(repeating: "]", count: 10_000)
        #expect(throws: DecodingError.self) { try FastJSONDecoder().decode(JSONValueProbe.self, from: Data(deep.utf8)) }
    }

    @Test("errors carry the same case and coding path as Foundation's")
    func errorPaths() throws {
        struct Leaf: Decodable { var value: Double }
        struct Root: Decodable { var items: [Leaf] }
        for body in [
            #"{"items":[{"value":1},{"value":"x"}]}"#, #"{"items":[{"value":1},{}]}"#, #"{"items":[{"value":null}]}"#,
            #"{"items":{}}"#,
        ] {
            let data = Data(body.utf8)
            let fast = describe { _ = try FastJSONDecoder().decode(Root.self, from: data) }
            let foundation = describe { _ = try JSONDecoder().decode(Root.self, from: data) }
            #expect(fast == foundation, "\(body)")
        }
    }

    private func describe(_ body: () throws -> Void) -> String {
        do {
            try body()
            return "no error"
        } catch let error as DecodingError {
            func path(_ context: DecodingError.Context) -> String {
                context.codingPath.map { $0.intValue.map(String.init) ?? $0.stringValue }.joined(separator: ".")
            }
            switch error {
            case .typeMismatch(_, let context): return "typeMismatch at \(path(context))"
            case .valueNotFound(_, let context): return "valueNotFound at \(path(context))"
            case .keyNotFound(let key, let context): return "keyNotFound \(key.stringValue) at \(path(context))"
            case .dataCorrupted(let context): return "dataCorrupted at \(path(context))"
            @unknown default: return "unknown"
            }
        } catch {
            return "other"
        }
    }
}

/// Decodes any JSON value, to probe the scanner.
private enum JSONValueProbe: Decodable {
    case value

    init(from decoder: any Decoder) throws {
        if var array = try? decoder.unkeyedContainer() {
            while !array.isAtEnd { _ = try array.decode(JSONValueProbe.self) }
        } else if let object = try? decoder.container(keyedBy: AnyKey.self) {
            for key in object.allKeys { _ = try object.decode(JSONValueProbe.self, forKey: key) }
        } else {
            let single = try decoder.singleValueContainer()
            if !single.decodeNil() {
                if (try? single.decode(Bool.self)) == nil, (try? single.decode(Double.self)) == nil {
                    _ = try single.decode(String.self)
                }
            }
        }
        self = .value
    }

    private struct AnyKey: CodingKey {
        var stringValue: String
        var intValue: Int? { nil }
        init(stringValue: String) { self.stringValue = stringValue }
        init?(intValue: Int) { nil }
    }
}
