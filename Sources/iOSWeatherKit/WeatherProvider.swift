import Foundation
import OpenWeatherMap

/// Makes the address of a weather request; ``NetworkManager`` sends it.
public protocol WeatherProvider {
    /// The provider's key, if it needs one.
    var apiKey: String? { get }
    /// The provider's server, such as `"https://api.openweathermap.org"`.
    var endPoint: String { get }

    /// The address that asks for `options` at `location`; `nil` when there is none (no key, or
    /// a coordinate that is not a number).
    func makeURL(with location: Location, options: [ForecastOption]) -> URL?
}

/// OpenWeatherMap's One Call API (3.0), as the package's OpenWeatherMap client asks for it.
public struct OpenWeatherMapOneCall: WeatherProvider, Sendable {
    /// The key; from the environment variable `OPENWEATHERMAP_API_KEY` unless given.
    public var apiKey: String?
    /// The server.
    public var endPoint: String

    /// Creates a provider.
    public init(
        apiKey: String? = ProcessInfo.processInfo.environment["OPENWEATHERMAP_API_KEY"],
        endPoint: String = "https://api.openweathermap.org"
    ) {
        self.apiKey = apiKey
        self.endPoint = endPoint
    }

    /// `…/data/3.0/onecall?lat=…&lon=…&exclude=…&appid=…`, leaving out the options not asked
    /// for (and alerts, which the kit never read).
    public func makeURL(with location: Location, options: [ForecastOption]) -> URL? {
        guard let apiKey, !apiKey.isEmpty, let latitude = Double(location.coordination.latitude),
            let longitude = Double(location.coordination.longitude)
        else { return nil }
        let blocks = OWMOneCallBlocks(options.map(\.block))
        let request = OWMRequest.oneCall(latitude: latitude, longitude: longitude, including: blocks)
        guard let query = try? request.makeQuery(), var components = URLComponents(string: endPoint) else {
            return nil
        }
        components.path =
            (components.path.hasSuffix("/") ? String(components.path.dropLast()) : components.path)
            + request.path
        components.queryItems = query + [URLQueryItem(name: "appid", value: apiKey)]
        return components.url
    }
}

extension ForecastOption {
    /// The One Call block of the option.
    fileprivate var block: OWMOneCallBlocks {
        switch self {
        case .current: .current
        case .minutely: .minutely
        case .hourly: .hourly
        case .daily: .daily
        }
    }
}
