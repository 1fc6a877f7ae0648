import Foundation
import HTTPTypes
import Hummingbird
import Logging
import Synchronization

/// A stand-in for the Caiyun, OpenWeatherMap and Open-Meteo APIs and the warning services on
/// 127.0.0.1 (port 0), serving recorded responses with the time and place asked for, and counting
/// every call.
///
/// Caiyun paths (`/v2.6/{token}/{lon},{lat}/{file}`) answer the weather or realtime fixture with
/// `server_time` set to now, `location` set to the place and `lang` and `unit` as asked; Open-Meteo's
/// (`/v1/forecast`, `/v1/air-quality`, `/v1/archive`, `/v1/search`) answer as ``OpenMeteoFixtures``
/// says; the official warning services' paths (`/feeds/…`, `/alerts/active`,
/// `/weatherapi/metalerts/…`) as ``WarningFixtures`` says; other paths answer OpenWeatherMap's
/// London current-weather fixture. A call can be held back
/// with ``holdCalls(_:)`` or ``holdCalls(until:)``.
public final class FakeUpstream: Sendable {
    /// One call as received.
    public struct Call: Sendable, Hashable {
        /// The path, token included.
        public let path: String
        /// The query, `appid` (and Open-Meteo's `apikey`) included.
        public let query: String
        /// When it arrived.
        public let time: Date
        /// The `User-Agent` it was sent with.
        public var userAgent: String? = nil
    }

    private final class Box: Sendable {
        let state = Mutex(State())
    }

    private struct State {
        var calls: [Call] = []
        var hold: Duration?
        var gate: (@Sendable () -> Bool)?
        var failWith: Int?
        var marker = ""
        var edit: (@Sendable (String) -> String)?
        var serverTime: Int?
    }

    /// The port it listens on.
    public let port: Int
    private let box: Box
    private let task: Task<Void, any Error>

    /// The base URL to point a client or gateway at.
    public var baseURL: URL { URL(string: "http://127.0.0.1:\(port)")! }

    /// Every call so far.
    public var calls: [Call] { box.state.withLock { $0.calls } }

    /// The calls for weather: every call but those to the warning services.
    public var weatherCalls: [Call] { calls.filter { !WarningFixtures.isWarningPath($0.path) } }

    /// The calls to the warning services (MeteoAlarm feeds, NWS, MET Norway).
    public var warningCalls: [Call] { calls.filter { WarningFixtures.isWarningPath($0.path) } }

    /// Holds every following call back this long before answering; `nil` answers at once.
    public func holdCalls(_ duration: Duration?) { box.state.withLock { $0.hold = duration } }

    /// Holds every following call back until `condition` holds (polled every 10 ms, for at most
    /// about ten seconds), so a test can order events by what it observes rather than by time.
    public func holdCalls(until condition: @escaping @Sendable () -> Bool) {
        box.state.withLock { $0.gate = condition }
    }

    /// Answers every following call with this HTTP status; `nil` answers normally.
    public func fail(with status: Int?) { box.state.withLock { $0.failWith = status } }

    /// Puts `marker` into the `api_status` field of each following Caiyun body, so a test can tell
    /// which call's body was stored.
    public func markBodies(_ marker: String) { box.state.withLock { $0.marker = marker } }

    /// Passes each following Caiyun body through `edit` before answering, so a test can serve a
    /// response that lacks a value; `nil` answers the fixture as it is.
    public func editBodies(_ edit: (@Sendable (String) -> String)?) { box.state.withLock { $0.edit = edit } }

    /// Gives each following Caiyun body this `server_time` (Unix seconds), so bodies fetched a
    /// moment apart are equal; `nil` gives each the time it is answered.
    public func fixServerTime(_ seconds: Int?) { box.state.withLock { $0.serverTime = seconds } }

    /// Starts a server on 127.0.0.1 with a free port.
    public static func start() async throws -> FakeUpstream {
        let box = Box()
        let (ports, continuation) = AsyncStream.makeStream(of: Int.self)
        let router = Router()
        router.get("/**") { request, _ in try await Self.answer(request, box) }
        var logger = Logger(label: "fake-upstream")
        // Stopping by cancellation makes Hummingbird log a CancellationError at error level;
        // a stand-in for tests has nothing else worth saying.
        logger.logLevel = .critical
        let application = Application(
            router: router, configuration: .init(address: .hostname("127.0.0.1", port: 0)),
            onServerRunning: { channel in
                continuation.yield(channel.localAddress?.port ?? 0)
                continuation.finish()
            }, logger: logger)
        let task = Task { try await application.run() }
        var iterator = ports.makeAsyncIterator()
        guard let port = await iterator.next() else { throw CancellationError() }
        return FakeUpstream(port: port, box: box, task: task)
    }

    private init(port: Int, box: Box, task: Task<Void, any Error>) {
        self.port = port
        self.box = box
        self.task = task
    }

    /// Stops the server.
    public func stop() { task.cancel() }

    private static func answer(_ request: Request, _ box: Box) async throws -> Response {
        let path = request.uri.path
        let (hold, gate, failure, marker, edit, serverTime) = box.state.withLock { state in
            state.calls.append(
                Call(path: path, query: request.uri.query ?? "", time: Date(), userAgent: request.headers[.userAgent]))
            return (state.hold, state.gate, state.failWith, state.marker, state.edit, state.serverTime)
        }
        if let hold { try await Task.sleep(for: hold) }
        var polls = 0
        while let gate, !gate(), polls < 1000 {
            polls += 1
            try await Task.sleep(for: .milliseconds(10))
        }
        if let failure {
            return Response(
                status: .init(code: failure),
                body: ResponseBody(byteBuffer: ByteBuffer(string: "{\"message\":\"failing\"}")))
        }
        if WarningFixtures.isWarningPath(path) {
            guard let (body, type) = WarningFixtures.answer(path: path) else { return Response(status: .notFound) }
            return Response(
                status: .ok, headers: [.contentType: type], body: ResponseBody(byteBuffer: ByteBuffer(bytes: body)))
        }
        if path.hasPrefix("/v1/") {
            let query = Dictionary(
                request.uri.queryParameters.map { (String($0.key), String($0.value)) }, uniquingKeysWith: { $1 })
            let (status, body) = OpenMeteoFixtures.answer(path: path, query: query)
            return Response(
                status: .init(code: status), headers: [.contentType: "application/json; charset=utf-8"],
                body: ResponseBody(byteBuffer: ByteBuffer(bytes: body)))
        }
        var body: String
        if path.hasPrefix("/v2.") {
            let parts = path.split(separator: "/")
            guard parts.count == 4 else { return Response(status: .notFound) }
            let place = parts[2].split(separator: ",")
            let fixture = parts[3].hasPrefix("realtime") ? Fixtures.caiyunRealtime : Fixtures.caiyunWeather
            body = Fixtures.caiyun(
                fixture, serverTime: serverTime ?? Int(Date().timeIntervalSince1970),
                latitude: String(place.last ?? "0"), longitude: String(place.first ?? "0"), marker: marker,
                language: request.uri.queryParameters["lang"].map(String.init),
                unit: request.uri.queryParameters["unit"].map(String.init))
            body = edit?(body) ?? body
        } else {
            body = Fixtures.openWeatherMapCurrent
        }
        return Response(
            status: .ok, headers: [.contentType: "application/json"],
            body: ResponseBody(byteBuffer: ByteBuffer(string: body)))
    }
}
