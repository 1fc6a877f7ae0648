import APICore
import Clima
import Foundation
import OpenWeatherMap
import TestSupport

/// A key in OpenWeatherMap's shape, for the loopback server only.
let testKey = "0123456789abcdef0123456789abcdef"

/// A recorded OpenWeatherMap response as a reply.
func fixture(_ name: String, status: Int = 200) -> LoopbackServer.Reply {
    .json((try? FixtureFiles.data(name, provider: "openweathermap")) ?? Data(), status: status)
}

/// A manager whose client talks to `server`, with no disk cache and one quick retry.
@MainActor
func manager(for server: LoopbackServer) -> WeatherManager {
    var configuration = OWMClient.Configuration(
        apiKey: testKey, baseURL: server.baseURL,
        http: HTTPSettings(timeout: 120, retryPolicy: .init(maximumAttempts: 2, initialDelay: 0.01)))
    configuration.cache.diskLimit = 0
    return WeatherManager(client: OWMClient(configuration: configuration))
}

/// Whether a delegate call runs where the app expects it. Calls are always on the main actor
/// (the protocol is `@MainActor`); on Apple platforms that is the main thread, while under
/// `swift test` on Linux the main actor's jobs may run on another thread.
@MainActor
func onExpectedThread() -> Bool {
    MainActor.assertIsolated()
    #if canImport(Darwin)
        return Thread.isMainThread
    #else
        return true
    #endif
}

/// What a delegate was told.
enum DelegateEvent: Sendable {
    case weather(WeatherModel, onMainThread: Bool)
    case failure(OWMError?, onMainThread: Bool)
}

/// A delegate that hands every call on as an event.
@MainActor
final class RecordingDelegate: WeatherManagerDelegate {
    let events: AsyncStream<DelegateEvent>
    private let continuation: AsyncStream<DelegateEvent>.Continuation

    init() {
        (events, continuation) = AsyncStream.makeStream(of: DelegateEvent.self)
    }

    func didUpdateWeather(_ weatherManager: WeatherManager, weather: WeatherModel) {
        continuation.yield(.weather(weather, onMainThread: onExpectedThread()))
    }

    func didFailWithError(error: any Error) {
        continuation.yield(.failure(error as? OWMError, onMainThread: onExpectedThread()))
    }

    /// The next event.
    func next() async -> DelegateEvent? {
        var iterator = events.makeAsyncIterator()
        return await iterator.next()
    }
}

/// What the delegate of a manager for `server` is told first after `fetch`.
@MainActor
func firstEvent(from server: LoopbackServer, after fetch: @MainActor (WeatherManager) -> Void) async -> DelegateEvent? {
    let delegate = RecordingDelegate()
    var weatherManager = manager(for: server)
    weatherManager.delegate = delegate
    fetch(weatherManager)
    return await delegate.next()
}
