extension CYWindDirection {
    /// The wind's name, such as "North-northeast wind" or "北东北风".
    public func localized(in language: CYDisplayLanguage = .current) -> String {
        Self.names[rawValue](language)
    }

    private static let names: [CYLocalizedText] = [
        .init("North wind", "北风", "北風"),
        .init("North-northeast wind", "北东北风", "北東北風"),
        .init("Northeast wind", "东北风", "東北風"),
        .init("East-northeast wind", "东东北风", "東東北風"),
        .init("East wind", "东风", "東風"),
        .init("East-southeast wind", "东东南风", "東東南風"),
        .init("Southeast wind", "东南风", "東南風"),
        .init("South-southeast wind", "南东南风", "南東南風"),
        .init("South wind", "南风", "南風"),
        .init("South-southwest wind", "南西南风", "南西南風"),
        .init("Southwest wind", "西南风", "西南風"),
        .init("West-southwest wind", "西西南风", "西西南風"),
        .init("West wind", "西风", "西風"),
        .init("West-northwest wind", "西西北风", "西西北風"),
        .init("Northwest wind", "西北风", "西北風"),
        .init("North-northwest wind", "北西北风", "北西北風"),
    ]
}

extension CYBeaufortLevel {
    /// The level with its name, such as "Force 3, gentle breeze" or "3级 微风".
    public func localized(in language: CYDisplayLanguage = .current) -> String {
        let name = localizedName(in: language)
        switch language {
        case .english: return "Force \(level), \(name.lowercased())"
        case .chineseSimplified, .chineseTraditional: return "\(level)级 \(name)"
        }
    }

    /// The level's name alone, such as "Gentle breeze" or "微风".
    public func localizedName(in language: CYDisplayLanguage = .current) -> String {
        Self.names[min(level, Self.names.count - 1)](language)
    }

    private static let names: [CYLocalizedText] = [
        .init("Calm", "无风", "無風"),
        .init("Light air", "软风", "軟風"),
        .init("Light breeze", "轻风", "輕風"),
        .init("Gentle breeze", "微风", "微風"),
        .init("Moderate breeze", "和风", "和風"),
        .init("Fresh breeze", "清劲风", "清勁風"),
        .init("Strong breeze", "强风", "強風"),
        .init("Near gale", "疾风", "疾風"),
        .init("Gale", "大风", "大風"),
        .init("Strong gale", "烈风", "烈風"),
        .init("Storm", "狂风", "狂風"),
        .init("Violent storm", "暴风", "暴風"),
        .init("Hurricane force", "飓风", "颶風"),
    ]
}

extension CYPrecipitationLevel {
    /// The level's name, such as "Light" or "小".
    public func localized(in language: CYDisplayLanguage = .current) -> String {
        Self.names[rawValue](language)
    }

    private static let names: [CYLocalizedText] = [
        .init("None", "无", "無"),
        .init("Light", "小", "小"),
        .init("Moderate", "中", "中"),
        .init("Heavy", "大", "大"),
        .init("Storm", "暴", "暴"),
    ]
}

extension CYAirQualityLevel {
    /// The category's name, such as "Satisfactory" or "良".
    public func localized(in language: CYDisplayLanguage = .current) -> String {
        Self.names[rawValue - 1](language)
    }

    private static let names: [CYLocalizedText] = [
        .init("Good", "优", "優"),
        .init("Satisfactory", "良", "良"),
        .init("Moderate", "轻度污染", "輕度污染"),
        .init("Unhealthy", "中度污染", "中度污染"),
        .init("Very poor", "重度污染", "重度污染"),
        .init("Hazardous", "严重污染", "嚴重污染"),
    ]
}
