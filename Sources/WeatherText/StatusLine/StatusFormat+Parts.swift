import NeutralWeather

extension StatusFormat {
    /// The parts of the weather the format's codes show: the current conditions, and the
    /// air-quality indices, the minutes or the alerts when `%a`, `%r` or `%W` asks for them.
    package var parts: WeatherDataSet {
        var parts: WeatherDataSet = [.current]
        if codes.contains(.airQuality) { parts.insert(.airQuality) }
        if codes.contains(.nowcast) { parts.insert(.minute) }
        if usesWarningLevel { parts.insert(.alerts) }
        return parts
    }
}
