import Foundation
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
}
