import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A plain TCP connection to the gateway on 127.0.0.1, for what an HTTP client hides: a
/// connection that sends nothing, an HTTP/1.0 request, and whether the server closed it.
final class RawConnection: Sendable {
    private let descriptor: Int32

    struct Failed: Error {}

    /// Connects to `port` on 127.0.0.1, from `source` (any address in 127.0.0.0/8, each a
    /// visitor of its own to the gateway: Linux routes the whole network to loopback).
    init(port: Int, from source: String = "127.0.0.1") throws {
        #if canImport(Glibc)
            descriptor = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        #else
            descriptor = socket(AF_INET, SOCK_STREAM, 0)
        #endif
        guard descriptor >= 0 else { throw Failed() }
        var local = sockaddr_in()
        local.sin_family = sa_family_t(AF_INET)
        local.sin_addr.s_addr = inet_addr(source)
        let bound = withUnsafePointer(to: &local) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                bind(descriptor, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
            }
        }
        guard bound == 0 else {
            close(descriptor)
            throw Failed()
        }
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = in_port_t(UInt16(port).bigEndian)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        let result = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                connect(descriptor, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
            }
        }
        guard result == 0 else {
            close(descriptor)
            throw Failed()
        }
    }

    deinit { close(descriptor) }

    /// Sends `text` as it is.
    func write(_ text: String) {
        _ = text.utf8CString.withUnsafeBufferPointer { buffer in
            send(descriptor, buffer.baseAddress, buffer.count - 1, 0)
        }
    }

    /// Whether the server has closed the connection (or reset it), looked at without waiting:
    /// nothing sent to it is read.
    var isClosedByServer: Bool {
        var pending = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
        guard poll(&pending, 1, 0) == 1 else { return false }
        var byte: UInt8 = 0
        return recv(descriptor, &byte, 1, Int32(MSG_PEEK) | Int32(MSG_DONTWAIT)) <= 0
    }

    /// One request (its text as it is) and the answer's status and text, read until the server
    /// closes the connection; `nil` when nothing came within `seconds`.
    func exchange(_ request: String, waitingAtMost seconds: Int = 20) async -> (status: Int, text: String)? {
        write(request)
        let answer = await readUntilClosed(waitingAtMost: seconds)
        let parts = answer.text.prefix(while: { $0 != "\r" }).split(separator: " ")
        guard parts.count >= 2, let status = Int(parts[1]) else { return nil }
        return (status, answer.text)
    }

    /// One answer's text (its head and as many body bytes as its `Content-Length` says), read
    /// as it comes on a thread of its own; whatever arrived when the server closes or `seconds`
    /// pass without a byte.
    func readAnswer(waitingAtMost seconds: Int) async -> String {
        await withCheckedContinuation { continuation in
            Thread {
                var timeout = timeval(tv_sec: seconds, tv_usec: 0)
                setsockopt(
                    self.descriptor, SOL_SOCKET, SO_RCVTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
                var received: [UInt8] = []
                var buffer = [UInt8](repeating: 0, count: 4096)
                while !Self.isComplete(received) {
                    let count = recv(self.descriptor, &buffer, buffer.count, 0)
                    guard count > 0 else { break }
                    received += buffer[0..<count]
                }
                continuation.resume(returning: String(decoding: received, as: UTF8.self))
            }
            .start()
        }
    }

    private static func isComplete(_ bytes: [UInt8]) -> Bool {
        let text = String(decoding: bytes, as: UTF8.self)
        guard let end = text.range(of: "\r\n\r\n") else { return false }
        let length =
            text[..<end.lowerBound].split(separator: "\r\n")
            .first { $0.lowercased().hasPrefix("content-length:") }
            .flatMap { Int($0.dropFirst("content-length:".count).trimmingCharacters(in: .whitespaces)) } ?? 0
        return text.utf8.count - text.utf8.distance(from: text.utf8.startIndex, to: end.upperBound) >= length
    }

    /// Everything the server sends until it closes the connection or `seconds` pass without a
    /// byte, and whether it closed it; read on a thread of its own (not Dispatch's pool,
    /// which blocking reads would starve while other tests' URLSession needs it).
    func readUntilClosed(waitingAtMost seconds: Int) async -> (text: String, closed: Bool) {
        await withCheckedContinuation { continuation in
            Thread {
                var timeout = timeval(tv_sec: seconds, tv_usec: 0)
                setsockopt(
                    self.descriptor, SOL_SOCKET, SO_RCVTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
                var received: [UInt8] = []
                var buffer = [UInt8](repeating: 0, count: 4096)
                while true {
                    let count = recv(self.descriptor, &buffer, buffer.count, 0)
                    if count > 0 {
                        received += buffer[0..<count]
                        continue
                    }
                    continuation.resume(returning: (String(decoding: received, as: UTF8.self), count == 0))
                    return
                }
            }
            .start()
        }
    }
}
