import NeutralWeather

extension StatusFormat {
    /// The parts of the weather the format's codes show: the current conditions, and the
    /// air-quality indices or the minutes when `%a` or `%r` asks for them.
    package var parts: WeatherDataSet {
        var parts: WeatherDataSet = [.current]
        if codes.contains(.airQuality) { parts.insert(.airQuality) }
        if codes.contains(.nowcast) { parts.insert(.minute) }
        return parts
    }
}
