import WeatherVocabulary

extension CYContent.Phenomenon {
    /// The phenomenon's name, such as "Partly cloudy" or "多云".
    public func localized(in language: DisplayLanguage = .current) -> String {
        guard let index = Self.allCases.firstIndex(of: self) else {
            return LocalizedText.unknown(rawValue)(language)
        }
        return Self.names[index](language)
    }

    private static let names: [LocalizedText] = [
        .init("Clear", "晴", "晴"),
        .init("Clear", "晴", "晴"),
        .init("Partly cloudy", "多云", "多雲"),
        .init("Partly cloudy", "多云", "多雲"),
        .init("Cloudy", "阴", "陰"),
        .init("Light haze", "轻度雾霾", "輕度霧霾"),
        .init("Moderate haze", "中度雾霾", "中度霧霾"),
        .init("Heavy haze", "重度雾霾", "重度霧霾"),
        .init("Light rain", "小雨", "小雨"),
        .init("Moderate rain", "中雨", "中雨"),
        .init("Heavy rain", "大雨", "大雨"),
        .init("Storm rain", "暴雨", "暴雨"),
        .init("Fog", "雾", "霧"),
        .init("Light snow", "小雪", "小雪"),
        .init("Moderate snow", "中雪", "中雪"),
        .init("Heavy snow", "大雪", "大雪"),
        .init("Snowstorm", "暴雪", "暴雪"),
        .init("Dust", "浮尘", "浮塵"),
        .init("Sand", "沙尘", "沙塵"),
        .init("Windy", "大风", "大風"),
    ]
}
