import WeatherVocabulary

extension WeatherCondition {
    /// The condition's name, such as "Partly cloudy" or "多云".
    public func localizedName(in language: DisplayLanguage = .current) -> String {
        let names = Self.names[self] ?? ("Unknown", "未知", "未知")
        switch language {
        case .english: return names.0
        case .chineseSimplified: return names.1
        case .chineseTraditional: return names.2
        }
    }

    private static let names: [WeatherCondition: (String, String, String)] = [
        .clear: ("Clear", "晴", "晴"), .mostlyClear: ("Mostly clear", "晴间少云", "晴間少雲"),
        .partlyCloudy: ("Partly cloudy", "多云", "多雲"), .mostlyCloudy: ("Mostly cloudy", "多云转阴", "多雲轉陰"),
        .cloudy: ("Cloudy", "阴", "陰"), .haze: ("Haze", "霾", "霾"), .smoky: ("Smoke", "烟", "煙"),
        .mist: ("Mist", "轻雾", "輕霧"),
        .fog: ("Fog", "雾", "霧"), .dust: ("Dust", "浮尘", "浮塵"), .sand: ("Sand", "沙尘", "沙塵"),
        .volcanicAsh: ("Volcanic ash", "火山灰", "火山灰"), .drizzle: ("Drizzle", "毛毛雨", "毛毛雨"),
        .lightRain: ("Light rain", "小雨", "小雨"), .rain: ("Rain", "中雨", "中雨"), .heavyRain: ("Heavy rain", "大雨", "大雨"),
        .freezingRain: ("Freezing rain", "冻雨", "凍雨"), .sleet: ("Sleet", "雨夹雪", "雨夾雪"),
        .lightSnow: ("Light snow", "小雪", "小雪"), .snow: ("Snow", "中雪", "中雪"), .heavySnow: ("Heavy snow", "大雪", "大雪"),
        .thunderstorms: ("Thunderstorms", "雷阵雨", "雷陣雨"), .hail: ("Hail", "冰雹", "冰雹"), .windy: ("Windy", "大风", "大風"),
        .squall: ("Squalls", "飑", "颮"), .tornado: ("Tornado", "龙卷风", "龍捲風"), .unknown: ("Unknown", "未知", "未知"),
    ]
}
