import WeatherVocabulary

extension CYAlert.AlertContent.AlertCode {
    /// The alert's name, such as "Blue gale alert" or "大风蓝色预警".
    public func localized(in language: DisplayLanguage = .current) -> String {
        let type = type.localized(in: language)
        let level = level.localized(in: language)
        switch language {
        case .english: return "\(level) \(type.lowercased()) alert"
        case .chineseSimplified: return "\(type)\(level)预警"
        case .chineseTraditional: return "\(type)\(level)預警"
        }
    }
}

extension CYAlert.AlertContent.AlertCode.AlertType {
    /// The hazard's name, such as "Gale" or "大风".
    public func localized(in language: DisplayLanguage = .current) -> String {
        guard let index = Self.allCases.firstIndex(of: self) else { return LocalizedText.unknown(rawValue)(language) }
        return Self.names[index](language)
    }

    private static let names: [LocalizedText] = [
        .init("Typhoon", "台风", "颱風"),
        .init("Rainstorm", "暴雨", "暴雨"),
        .init("Blizzard", "暴雪", "暴雪"),
        .init("Cold wave", "寒潮", "寒潮"),
        .init("Gale", "大风", "大風"),
        .init("Sandstorm", "沙尘暴", "沙塵暴"),
        .init("Heat wave", "高温", "高溫"),
        .init("Drought", "干旱", "乾旱"),
        .init("Lightning", "雷电", "雷電"),
        .init("Hail", "冰雹", "冰雹"),
        .init("Frost", "霜冻", "霜凍"),
        .init("Heavy fog", "大雾", "大霧"),
        .init("Haze", "霾", "霾"),
        .init("Road icing", "道路结冰", "道路結冰"),
        .init("Forest fire", "森林火险", "森林火險"),
        .init("Thunderstorm gale", "雷雨大风", "雷雨大風"),
        .init("Spring dust outlook", "春季沙尘天气趋势", "春季沙塵天氣趨勢"),
        .init("Dust", "沙尘", "沙塵"),
    ]
}

extension CYAlert.AlertContent.AlertCode.AlertLevel {
    /// The level's colour, such as "Blue" or "蓝色".
    public func localized(in language: DisplayLanguage = .current) -> String {
        guard let index = Self.allCases.firstIndex(of: self) else { return LocalizedText.unknown(rawValue)(language) }
        return Self.names[index](language)
    }

    private static let names: [LocalizedText] = [
        .init("White", "白色", "白色"),
        .init("Blue", "蓝色", "藍色"),
        .init("Yellow", "黄色", "黃色"),
        .init("Orange", "橙色", "橙色"),
        .init("Red", "红色", "紅色"),
    ]
}
