import Foundation
import HTTPTypes
import NIOCore
import Testing

@testable import WeatherGateway

/// The gateway's buffers of answered bodies: reused only for the very same bytes.
@Suite("weather-gateway: response buffers")
struct ResponseBuffersTests {
    static func body(_ text: String) -> Data {
        Data((text + String(repeating: " ", count: 200)).utf8)
    }

    static func address(_ buffer: ByteBuffer) -> UnsafeRawPointer? {
        buffer.withUnsafeReadableBytes { UnsafeRawPointer($0.baseAddress) }
    }

    @Test("the same body is written from the same buffer; equal bytes in another value get their own")
    func reuse() {
        let buffers = ResponseBuffers(capacity: 4)
        let body = Self.body(#"{"status":"ok"}"#)
        let first = buffers.buffer(for: "/a", body: body)
        let again = buffers.buffer(for: "/a", body: body)
        #expect(Data(first.readableBytesView) == body)
        #expect(Self.address(again) == Self.address(first))
        // A new value with the same bytes (a new answer from the cache) is copied, not trusted.
        let copy = Data(Array(body))
        let fresh = buffers.buffer(for: "/a", body: copy)
        #expect(Self.address(fresh) != Self.address(first))
        #expect(Data(fresh.readableBytesView) == copy)
        // A different answer for the same request replaces the old one.
        let other = Self.body(#"{"status":"ok","n":2}"#)
        #expect(Data(buffers.buffer(for: "/a", body: other).readableBytesView) == other)
    }

    @Test("a full table starts again rather than growing; capacity 0 keeps nothing")
    func bounded() {
        let buffers = ResponseBuffers(capacity: 2)
        let bodies = (0..<3).map { Self.body("body \($0)") }
        let first = buffers.buffer(for: "/0", body: bodies[0])
        _ = buffers.buffer(for: "/1", body: bodies[1])
        _ = buffers.buffer(for: "/2", body: bodies[2])
        #expect(Self.address(buffers.buffer(for: "/0", body: bodies[0])) != Self.address(first))
        let none = ResponseBuffers(capacity: 0)
        let once = none.buffer(for: "/0", body: bodies[0])
        #expect(Self.address(none.buffer(for: "/0", body: bodies[0])) != Self.address(once))
        #expect(Data(once.readableBytesView) == bodies[0])
    }

    @Test(
        "an answer's headers are made once for one stamp and body; another stamp, none, or another body makes them again"
    )
    func headers() {
        let buffers = ResponseBuffers(capacity: 4)
        let body = Self.body("headers")
        var made = 0
        func answer(_ stamp: ResponseBuffers.Stamp?, _ value: Data) -> String? {
            buffers.answer(for: "/a", body: value, stamp: stamp) {
                made += 1
                return [.age: String(made)]
            }.headers[.age]
        }
        func stamp(age: Int) -> ResponseBuffers.Stamp {
            ResponseBuffers.Stamp(
                date: Date(timeIntervalSince1970: 1_000), source: "memory", age: age, remaining: 60 - age, ttl: 60 - age
            )
        }
        #expect(answer(stamp(age: 1), body) == "1")
        #expect(answer(stamp(age: 1), body) == "1")
        #expect(answer(stamp(age: 2), body) == "2")
        // No stamp (a stale answer): made afresh, and the kept headers stay as they were.
        #expect(answer(nil, body) == "3")
        #expect(answer(stamp(age: 2), body) == "2")
        // The same bytes in another value are another answer.
        #expect(answer(stamp(age: 2), Data(Array(body))) == "4")
        #expect(made == 4)
    }
}
