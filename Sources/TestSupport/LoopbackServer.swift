import APICore
import FlyingFox
import FlyingSocks
import Foundation

/// A real HTTP server on 127.0.0.1 with an ephemeral port, for tests and benchmarks.
///
/// Every request goes to one handler that returns a ``Reply``; the server records each request so
/// tests can assert on what reached it (path, query, headers, how many).
///
/// ```swift
/// try await LoopbackServer.run({ _ in .json(body) }) { server in
///     // point the client at server.baseURL
/// }
/// ```
public final class LoopbackServer: Sendable {
    /// What the server answers.
    public struct Reply: Sendable {
        /// The HTTP status.
        public var status: Int
        /// Header fields.
        public var headers: [String: String]
        /// The body.
        public var body: Data
        /// How long to wait before answering.
        public var delay: Duration

        /// Creates a reply.
        public init(status: Int = 200, headers: [String: String] = [:], body: Data = Data(), delay: Duration = .zero) {
            self.status = status
            self.headers = headers
            self.body = body
            self.delay = delay
        }

        /// A JSON reply.
        public static func json(_ body: Data, status: Int = 200, headers: [String: String] = [:]) -> Reply {
            Reply(
                status: status, headers: headers.merging(["Content-Type": "application/json"]) { old, _ in old },
                body: body)
        }

        /// A JSON reply from text.
        public static func json(_ text: String, status: Int = 200, headers: [String: String] = [:]) -> Reply {
            json(Data(text.utf8), status: status, headers: headers)
        }

        /// An HTML page, as gateways send.
        public static func html(_ text: String, status: Int) -> Reply {
            Reply(status: status, headers: ["Content-Type": "text/html"], body: Data(text.utf8))
        }

        /// This reply after a delay.
        public func delayed(by delay: Duration) -> Reply {
            var copy = self
            copy.delay = delay
            return copy
        }
    }

    /// A request as the server received it.
    public struct RecordedRequest: Sendable {
        /// The method, such as `"GET"`.
        public let method: String
        /// The path, percent-decoded.
        public let path: String
        /// The query items by name.
        public let query: [String: String]
        /// Header fields, with lower-cased names.
        public let headers: [String: String]
        /// The request body (empty for a GET).
        public let body: Data
        /// The path exactly as sent, percent-encoded, with any trailing slash.
        public let rawPath: String
        /// The names of the query items in the order sent, repeats included (``query`` keeps the
        /// last); a record made by hand without them lists ``query``'s names, sorted.
        public let queryNames: [String]

        /// Creates a record.
        public init(
            method: String = "GET", path: String, query: [String: String] = [:], headers: [String: String] = [:],
            body: Data = Data(),
            rawPath: String? = nil, queryNames: [String]? = nil
        ) {
            self.method = method
            self.path = path
            self.rawPath = rawPath ?? path
            self.queryNames = queryNames ?? query.keys.sorted()
            self.query = query
            self.headers = headers
            self.body = body
        }

        /// The body as text.
        public var bodyText: String { String(decoding: body, as: UTF8.self) }

        /// The body's form fields (`application/x-www-form-urlencoded`), by name.
        public var form: [String: String] {
            var fields: [String: String] = [:]
            for pair in bodyText.split(separator: "&") {
                let parts = pair.split(separator: "=", maxSplits: 1).map {
                    String($0).replacingOccurrences(of: "+", with: " ").removingPercentEncoding ?? String($0)
                }
                if let name = parts.first { fields[name] = parts.count > 1 ? parts[1] : "" }
            }
            return fields
        }
    }

    public typealias Handler = @Sendable (RecordedRequest) async -> Reply

    private let server: HTTPServer
    private let task: Task<Void, any Error>
    private let log = Locked<[RecordedRequest]>([])
    /// The server's address, such as `http://127.0.0.1:49152`.
    public let baseURL: URL

    /// Starts a server that answers every request with `handler`.
    public init(handler: @escaping Handler) async throws {
        let server = HTTPServer(address: try .inet(ip4: "127.0.0.1", port: 0), timeout: 30, logger: .disabled)
        let log = self.log
        await server.appendRoute("*") { request in
            let recorded = RecordedRequest(
                method: request.method.rawValue, path: request.path,
                query: Dictionary(request.query.map { ($0.name, $0.value) }) { _, last in last },
                headers: Dictionary(request.headers.map { ($0.key.rawValue.lowercased(), $0.value) }) { _, last in last
                },
                body: (try? await request.bodyData) ?? Data(), rawPath: request.target.path(),
                queryNames: request.query.map(\.name))
            log.withLock { $0.append(recorded) }
            let reply = await handler(recorded)
            if reply.delay > .zero { try await Task.sleep(for: reply.delay) }
            var headers = HTTPHeaders()
            for (name, value) in reply.headers { headers[HTTPHeader(name)] = value }
            return HTTPResponse(
                statusCode: HTTPStatusCode(reply.status, phrase: "Status \(reply.status)"), headers: headers,
                body: reply.body)
        }
        self.server = server
        task = Task { try await server.run() }
        // Generous: on a machine busy with other work, starting to listen can take seconds.
        try await server.waitUntilListening(timeout: 120)
        guard case .ip4(_, port: let port) = await server.listeningAddress else {
            task.cancel()
            throw URLError(.cannotConnectToHost)
        }
        baseURL = URL(string: "http://127.0.0.1:\(port)")!
        Self.disableNagle(onListenerAt: port)
    }

    /// Starts a server, runs `body` with it, and stops it whatever happens.
    ///
    /// At most ``ServerSlots/limit`` tests hold servers at once (a test's further servers, made
    /// inside `body`, need no slot of their own): each server waits for its sockets on a Dispatch
    /// thread of its own, Dispatch runs at most 255 threads, and on Linux every task runs on those
    /// threads too, so hundreds of tests each holding a server at once would stall them all.
    public static func run<T: Sendable>(
        _ handler: @escaping Handler, _ body: (LoopbackServer) async throws -> T
    ) async throws -> T {
        if ServerSlots.isHeld { return try await serve(handler, body) }
        await ServerSlots.shared.acquire()
        do {
            let result = try await ServerSlots.$isHeld.withValue(true) { try await serve(handler, body) }
            await ServerSlots.shared.release()
            return result
        } catch {
            await ServerSlots.shared.release()
            throw error
        }
    }

    private static func serve<T: Sendable>(
        _ handler: @escaping Handler, _ body: (LoopbackServer) async throws -> T
    ) async throws -> T {
        let server = try await LoopbackServer(handler: handler)
        do {
            let result = try await body(server)
            await server.stop()
            return result
        } catch {
            await server.stop()
            throw error
        }
    }

    /// Every request received so far, in order.
    public var requests: [RecordedRequest] { log.current }

    /// How many requests arrived so far.
    public var requestCount: Int { log.withLock { $0.count } }

    /// Stops listening and closes connections.
    public func stop() async {
        await server.stop(timeout: 0)
        task.cancel()
    }

    /// Turns Nagle's algorithm off on the listening socket at `port`, so the connections it
    /// accepts inherit `TCP_NODELAY` (Linux copies it to accepted sockets).
    ///
    /// The server writes a response's head and body separately; with Nagle's algorithm the body
    /// then waits for the client's delayed acknowledgement of the head, up to 40 ms on Linux, on
    /// every request of a kept-alive connection. The server offers no hook for socket options,
    /// so its listening socket is found among this process's descriptors by its address.
    private static func disableNagle(onListenerAt port: UInt16) {
        #if os(Linux)
            for descriptor in Int32(0)..<4096 {
                var address = sockaddr_in()
                var length = socklen_t(MemoryLayout<sockaddr_in>.size)
                let named = withUnsafeMutablePointer(to: &address) {
                    $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { getsockname(descriptor, $0, &length) }
                }
                guard named == 0, address.sin_family == sa_family_t(AF_INET),
                    UInt16(bigEndian: address.sin_port) == port
                else { continue }
                var listening: Int32 = 0
                var size = socklen_t(MemoryLayout<Int32>.size)
                guard getsockopt(descriptor, SOL_SOCKET, SO_ACCEPTCONN, &listening, &size) == 0, listening == 1
                else { continue }
                var on: Int32 = 1
                _ = setsockopt(descriptor, Int32(IPPROTO_TCP), TCP_NODELAY, &on, socklen_t(MemoryLayout<Int32>.size))
                return
            }
        #endif
    }
}
