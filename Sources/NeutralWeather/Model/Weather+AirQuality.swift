import Foundation
import WeatherVocabulary

extension Weather {
    /// The air-quality index to show a person who reads `language`.
    ///
    /// With a `scale`, the index on that scale (or `nil` when the data has none on it). Otherwise
    /// China's index (HJ 633) for readers of Chinese and for places in mainland China, the US EPA's
    /// elsewhere, and whichever index the data has when it lacks the preferred one.
    public func preferredAirQuality(
        language: DisplayLanguage = .current, scale: AirQualityScale? = nil
    ) -> WeatherAirQuality? {
        guard let current else { return nil }
        if let scale { return current.airQuality(on: scale) }
        let preferred: AirQualityScale = language != .english || location.isInMainlandChina ? .chinaHJ633 : .usEPA
        return current.airQuality(on: preferred) ?? current.airQualityIndices.first
    }
}

extension WeatherLocation {
    /// Whether the place keeps mainland China's time (`Asia/Shanghai`, `Asia/Urumqi` or one of
    /// their older names), where China's air-quality standard applies. Hong Kong, Macao and
    /// Taiwan keep their own time zones and indices.
    public var isInMainlandChina: Bool {
        Self.mainlandChinaTimeZones.contains(timeZone.identifier)
    }

    private static let mainlandChinaTimeZones: Set<String> = [
        "Asia/Shanghai", "Asia/Urumqi", "Asia/Chongqing", "Asia/Chungking", "Asia/Harbin", "Asia/Kashgar", "PRC",
    ]
}
