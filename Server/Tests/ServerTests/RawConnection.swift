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

    /// Connects to `port` on 127.0.0.1.
    init(port: Int) throws {
        #if canImport(Glibc)
            descriptor = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        #else
            descriptor = socket(AF_INET, SOCK_STREAM, 0)
        #endif
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = in_port_t(UInt16(port).bigEndian)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        let result = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                connect(descriptor, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
            }
        }
        guard descriptor >= 0, result == 0 else { throw Failed() }
    }

    deinit { close(descriptor) }

    /// Sends `text` as it is.
    func write(_ text: String) {
        _ = text.utf8CString.withUnsafeBufferPointer { buffer in
            send(descriptor, buffer.baseAddress, buffer.count - 1, 0)
        }
    }

    /// Everything the server sends until it closes the connection or `seconds` pass without a
    /// byte, and whether it closed it; read on a thread of its own, never the test's.
    func readUntilClosed(waitingAtMost seconds: Int) async -> (text: String, closed: Bool) {
        await withCheckedContinuation { continuation in
            DispatchQueue.global().async {
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
        }
    }
}
