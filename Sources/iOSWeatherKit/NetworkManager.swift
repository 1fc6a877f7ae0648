import Foundation
import OpenWeatherMap

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// The weather a ``NetworkManager`` fetches: OpenWeatherMap's One Call answer.
public enum WeatherModel {
    /// A One Call answer, as the package's OpenWeatherMap client models it: `current`,
    /// `minutely`, `hourly` and `daily`, each optional.
    public typealias Data = OWMOneCall
}

/// The iOS-Weather kit's entry point to the network: a ``WeatherProvider`` makes the address,
/// a ``NetworkSession`` fetches and decodes it.
///
/// ```swift
/// let manager = NetworkManager(provider: OpenWeatherMapOneCall())
/// manager.weather(location: seoul, options: [.current, .daily]) { result in
///     if case .success(let weather) = result { print(weather.current?.temperature ?? 0) }
/// }
/// ```
public final class NetworkManager {
    private let provider: any WeatherProvider
    private let session: any NetworkSession

    /// Creates a manager; by default requests go through `URLSession.shared`'s configuration
    /// and the package's HTTP core.
    public init(provider: any WeatherProvider, session: any NetworkSession = URLSession.shared) {
        self.provider = provider
        self.session = session
    }

    /// Fetches `options` at `location`. `completion` gets the answer, or the session's error,
    /// or, when the provider makes no address, a `URLError(.badURL)` at once.
    public func weather(
        location: Location, options: [ForecastOption],
        completion: @escaping (Result<WeatherModel.Data, any Error>) -> Void
    ) {
        guard let url = provider.makeURL(with: location, options: options) else {
            completion(.failure(URLError(.badURL)))
            return
        }
        session.execute(url: url, completion: completion)
    }
}
