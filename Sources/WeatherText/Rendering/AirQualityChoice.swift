import NeutralWeather
import WeatherVocabulary

/// The air-quality index a view shows, decided once for the terminal view and the status line.
package enum AirQualityChoice {
    /// The index to show and its scale: the one `--aqi` names, else the one the reader expects
    /// (China's for readers of Chinese and places in mainland China, the US EPA's elsewhere).
    /// The expected index is `nil` (shown as "not available") when `--aqi` names it or the
    /// provider gives it and this answer lacks it, a value out of range included; another index
    /// the data has stands in only when the provider does not give the expected one. `nil` when
    /// there is nothing to show: no current conditions, or no index and none the provider gives.
    package static func shown(
        _ weather: Weather, language: DisplayLanguage, scale asked: AirQualityScale?
    ) -> (scale: AirQualityScale, quality: WeatherAirQuality?)? {
        guard let current = weather.current else { return nil }
        let expected: AirQualityScale =
            asked ?? (language != .english || weather.location.isInMainlandChina ? .chinaHJ633 : .usEPA)
        if let quality = current.airQuality(on: expected) { return (expected, quality) }
        if asked != nil || weather.offers(.airQuality(expected)) { return (expected, nil) }
        return current.airQualityIndices.first.map { ($0.scale, $0) }
    }
}
