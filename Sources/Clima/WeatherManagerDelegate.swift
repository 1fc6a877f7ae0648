import Foundation

/// What a ``WeatherManager`` tells its delegate, as in the Clima app, always on the main actor:
/// on Apple platforms the main queue, so a screen can update its views directly. On Linux the
/// calls are on the main actor too, whose jobs a host such as `swift test` may run off the main
/// thread.
///
/// Implement ``didUpdateWeather(_:weather:)`` and ``didFailWithError(error:)`` as the app's
/// `WeatherViewController` does. A delegate that wants to know which manager failed can also
/// implement ``didFailWithError(_:error:)``, which by default calls ``didFailWithError(error:)``.
@MainActor
public protocol WeatherManagerDelegate {
    /// The weather for the place last asked for has arrived.
    func didUpdateWeather(_ weatherManager: WeatherManager, weather: WeatherModel)

    /// A fetch failed; `error` is the OpenWeatherMap client's `OWMError` (a rejected key, an
    /// unknown city, a network failure, an unreadable answer).
    func didFailWithError(error: any Error)

    /// A fetch by `weatherManager` failed; by default this calls ``didFailWithError(error:)``.
    func didFailWithError(_ weatherManager: WeatherManager, error: any Error)
}

extension WeatherManagerDelegate {
    /// Calls ``didFailWithError(error:)``, the form the Clima app implements.
    public func didFailWithError(_ weatherManager: WeatherManager, error: any Error) {
        didFailWithError(error: error)
    }
}
