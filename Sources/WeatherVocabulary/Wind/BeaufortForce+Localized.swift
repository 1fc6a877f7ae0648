extension BeaufortForce {
    /// The force with its name, such as "Force 3, gentle breeze", "3级 微风" or "3級 微風".
    public func localized(in language: DisplayLanguage = .current) -> String {
        let name = localizedName(in: language)
        switch language {
        case .english: return "Force \(number), \(name.lowercased())"
        case .chineseSimplified: return "\(number)级 \(name)"
        case .chineseTraditional: return "\(number)級 \(name)"
        }
    }

    /// The force's name alone, such as "Gentle breeze" or "微风"; forces 12 to 17 share the name
    /// of force 12.
    public func localizedName(in language: DisplayLanguage = .current) -> String {
        Self.names[min(number, Self.names.count - 1)](language)
    }

    private static let names: [LocalizedText] = [
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
