import APICore
import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A raw TCP server on 127.0.0.1 that misbehaves on purpose: it drops connections, never
/// answers, closes in the middle of a body, or streams a body of any size generated on the fly.
///
/// Each connection is served on a thread of its own; ``stop()`` closes the listener and every
/// open connection.
public final class FaultServer: @unchecked Sendable {
    /// What the server does with each connection, after reading the request.
    public enum Behaviour: Sendable {
        /// Closes the connection without answering.
        case drop
        /// Never answers, keeping the connection open until the client or ``stop()`` closes it.
        case silent
        /// Declares a `Content-Length` of `declared` bytes, sends `sent` of them and closes.
        case truncated(declared: Int, sent: Int)
        /// Sends a 200 answer whose body is `size` bytes of JSON-like filler, made as it is sent;
        /// with `declaringLength` a `Content-Length`, otherwise chunked.
        case stream(size: Int, declaringLength: Bool)
        /// Sends a 200 JSON answer with `body` after `delay`, measured from the end of the request,
        /// on the connection's own thread, so the moment does not depend on a busy executor.
        case slow(delay: Duration, body: Data)
    }

    private let listener: Int32
    private let behaviour: Behaviour
    private let state = Locked(State())
    /// The server's address, such as `http://127.0.0.1:49153`.
    public let baseURL: URL

    private struct State {
        var connections: Set<Int32> = []
        var accepted = 0
        var bytesSent = 0
        var isStopped = false
    }

    /// Starts listening on an ephemeral port.
    public init(_ behaviour: Behaviour) throws {
        self.behaviour = behaviour
        #if canImport(Glibc)
            let descriptor = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        #else
            let descriptor = socket(AF_INET, SOCK_STREAM, 0)
        #endif
        guard descriptor >= 0 else { throw POSIXError(.EIO) }
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = 0
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        let bound = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                bind(descriptor, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
            }
        }
        guard bound == 0, listen(descriptor, 128) == 0 else {
            close(descriptor)
            throw POSIXError(.EADDRINUSE)
        }
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        _ = withUnsafeMutablePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { getsockname(descriptor, $0, &length) }
        }
        listener = descriptor
        baseURL = URL(string: "http://127.0.0.1:\(UInt16(bigEndian: address.sin_port))")!
        Thread.detachNewThread { [self] in acceptLoop() }
    }

    /// How many connections were accepted.
    public var connectionCount: Int { state.withLock { $0.accepted } }

    /// How many body bytes were sent in all.
    public var bodyBytesSent: Int { state.withLock { $0.bytesSent } }

    /// Stops listening and closes every open connection.
    public func stop() {
        let open = state.withLock { state -> Set<Int32> in
            state.isStopped = true
            return state.connections
        }
        shutdown(listener, Int32(SHUT_RDWR))
        #if !os(Linux)
            // Elsewhere shutting a listener down may not wake `accept`; closing it does.
            close(listener)
        #endif
        for connection in open { shutdown(connection, Int32(SHUT_RDWR)) }
    }

    /// Accepts until stopped. On Linux the listener is closed here, by the only thread that uses
    /// it, once `accept` fails after ``stop()``: closed earlier, its number could be given to
    /// another test's socket before this thread's next `accept`, which would then take that
    /// socket's connections.
    private func acceptLoop() {
        defer {
            #if os(Linux)
                close(listener)
            #endif
        }
        while true {
            if state.withLock({ $0.isStopped }) { return }
            let connection = accept(listener, nil, nil)
            if connection < 0 { return }
            #if canImport(Darwin)
                var on: Int32 = 1
                setsockopt(connection, SOL_SOCKET, SO_NOSIGPIPE, &on, socklen_t(MemoryLayout<Int32>.size))
            #endif
            let isStopped = state.withLock { state -> Bool in
                state.accepted += 1
                if !state.isStopped { state.connections.insert(connection) }
                return state.isStopped
            }
            if isStopped {
                close(connection)
                return
            }
            Thread.detachNewThread { [self] in
                serve(connection)
                state.withLock { _ = $0.connections.remove(connection) }
                close(connection)
            }
        }
    }

    private func serve(_ connection: Int32) {
        readRequest(connection)
        switch behaviour {
        case .drop:
            return
        case .silent:
            var buffer = [UInt8](repeating: 0, count: 1024)
            while read(connection, &buffer, buffer.count) > 0 {}
        case .truncated(let declared, let sent):
            guard
                write(
                    connection,
                    "HTTP/1.1 200 OK\r\nContent-Type: application/json\r\nContent-Length: \(declared)\r\n\r\n")
            else { return }
            _ = writeFiller(connection, count: sent)
        case .slow(let delay, let body):
            let (seconds, attoseconds) = delay.components
            usleep(useconds_t(seconds * 1_000_000 + attoseconds / 1_000_000_000_000))
            guard
                write(
                    connection,
                    "HTTP/1.1 200 OK\r\nContent-Type: application/json\r\nContent-Length: \(body.count)\r\n\r\n")
            else { return }
            _ = send(connection, [UInt8](body))
        case .stream(let size, let declaringLength):
            let framing = declaringLength ? "Content-Length: \(size)" : "Transfer-Encoding: chunked"
            guard write(connection, "HTTP/1.1 200 OK\r\nContent-Type: application/json\r\n\(framing)\r\n\r\n") else {
                return
            }
            var remaining = size
            while remaining > 0 {
                let count = min(remaining, 64 * 1024)
                if !declaringLength, !write(connection, String(count, radix: 16) + "\r\n") { return }
                guard writeFiller(connection, count: count) else { return }
                if !declaringLength, !write(connection, "\r\n") { return }
                remaining -= count
            }
            if !declaringLength { _ = write(connection, "0\r\n\r\n") }
        }
    }

    /// Reads until the end of the request header (the requests sent here have no body).
    private func readRequest(_ connection: Int32) {
        var received: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 4096)
        while !received.suffix(4).elementsEqual([13, 10, 13, 10]) {
            let count = read(connection, &buffer, buffer.count)
            if count <= 0 { return }
            received.append(contentsOf: buffer[0..<count])
        }
    }

    private func write(_ connection: Int32, _ text: String) -> Bool {
        send(connection, Array(text.utf8))
    }

    private static let filler = [UInt8](repeating: UInt8(ascii: " "), count: 64 * 1024)

    private func writeFiller(_ connection: Int32, count: Int) -> Bool {
        var remaining = count
        while remaining > 0 {
            let chunk = min(remaining, Self.filler.count)
            guard send(connection, Array(Self.filler[0..<chunk])) else { return false }
            state.withLock { $0.bytesSent += chunk }
            remaining -= chunk
        }
        return true
    }

    /// No SIGPIPE when the client has gone (Darwin sets it per socket instead).
    #if canImport(Glibc)
        private static let sendFlags = Int32(MSG_NOSIGNAL)
    #else
        private static let sendFlags: Int32 = 0
    #endif

    private func send(_ connection: Int32, _ bytes: [UInt8]) -> Bool {
        var offset = 0
        while offset < bytes.count {
            let sent = bytes[offset...].withUnsafeBytes {
                Foundation.send(connection, $0.baseAddress, $0.count, Self.sendFlags)
            }
            if sent <= 0 { return false }
            offset += sent
        }
        return true
    }
}
