import Foundation

/// What a ``WeatherManager`` tells its delegate, as in the Clima app, always on the main actor:
/// on Apple platforms the main queue, so a screen can update its views directly. On Linux the
/// calls are on the main actor too, whose jobs a host such as `swift test` may run off the main
/// thread.
///
/// Implement ``didUpdateWeather(_:weather:)`` and **one** of the two failure methods, in whichever
/// form your code already has:
///
/// - ``didFailWithError(_:error:)``, naming the manager: the form ``WeatherManager`` calls.
/// - ``didFailWithError(error:)``, as the app's `WeatherViewController` writes it: the
///   two-argument form calls it by default.
///
/// Both have defaults, so a delegate with either compiles; one with neither compiles too, and is
/// told of no failure.
@MainActor
public protocol WeatherManagerDelegate {
    /// The weather for the place last asked for has arrived.
    func didUpdateWeather(_ weatherManager: WeatherManager, weather: WeatherModel)

    /// A fetch by `weatherManager` failed; `error` is the OpenWeatherMap client's `OWMError` (a
    /// rejected key, an unknown city, a network failure, an unreadable answer).
    ///
    /// ``WeatherManager`` calls this form. By default it calls ``didFailWithError(error:)``.
    func didFailWithError(_ weatherManager: WeatherManager, error: any Error)

    /// A fetch failed, as ``didFailWithError(_:error:)`` says without naming the manager.
    ///
    /// Called only by the default ``didFailWithError(_:error:)``; by default it does nothing.
    func didFailWithError(error: any Error)
}

extension WeatherManagerDelegate {
    /// Calls ``didFailWithError(error:)``, for a delegate that implements that form.
    public func didFailWithError(_ weatherManager: WeatherManager, error: any Error) {
        didFailWithError(error: error)
    }

    /// Does nothing: a delegate that implements ``didFailWithError(_:error:)`` needs no other.
    public func didFailWithError(error: any Error) {}
}
