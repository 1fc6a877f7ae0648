import Foundation

/// The weather the Clima app shows: a condition, a city and a temperature.
///
/// As in the app, ``temperatureString`` has one decimal and ``conditionName`` is an SF Symbol
/// name chosen by the OpenWeatherMap condition id. One mapping differs from the app's: ids
/// 801–804 (few to overcast clouds) read `cloud.sun` (801–802) and `cloud` (803–804), where the
/// app showed `cloud.bolt`, a thunderstorm symbol, for every cloudy sky.
public struct WeatherModel: Sendable, Hashable {
    /// The OpenWeatherMap condition id, such as 500 (light rain) or 800 (clear sky).
    public let conditionId: Int
    /// The place's name as OpenWeatherMap gives it (`""` when the answer names none).
    public let cityName: String
    /// The temperature, in degrees Celsius unless the client was set to other units.
    public let temperature: Double

    /// Creates a model from its three values.
    public init(conditionId: Int, cityName: String, temperature: Double) {
        self.conditionId = conditionId
        self.cityName = cityName
        self.temperature = temperature
    }

    /// The temperature with one decimal, such as `"29.5"`.
    public var temperatureString: String {
        String(format: "%.1f", temperature)
    }

    /// The SF Symbol name for the condition: `cloud.bolt` for thunderstorms (200–232),
    /// `cloud.drizzle` (300–321), `cloud.rain` (500–531), `cloud.snow` (600–622), `cloud.fog` for
    /// mist, haze, dust and the like (701–781), `sun.max` for a clear sky (800), `cloud.sun` for
    /// few and scattered clouds (801–802), and `cloud` for broken and overcast clouds (803–804)
    /// and any other id.
    public var conditionName: String {
        switch conditionId {
        case 200...232: "cloud.bolt"
        case 300...321: "cloud.drizzle"
        case 500...531: "cloud.rain"
        case 600...622: "cloud.snow"
        case 701...781: "cloud.fog"
        case 800: "sun.max"
        case 801...802: "cloud.sun"
        default: "cloud"
        }
    }
}
