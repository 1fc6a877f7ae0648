/// A category of an air-quality scale, such as "Moderate" on the US EPA's or "良" on China's.
///
/// ``level`` counts from 1 (the cleanest) on every scale, so apps can colour categories of any
/// scale alike; the names differ by scale: US EPA 51–100 is "Moderate", while China's 51–100 is
/// "良" (Good).
public struct AirQualityCategory: Sendable, Hashable, Comparable {
    /// The scale the category belongs to.
    public let scale: AirQualityScale
    /// The category's rank on its scale, from 1 (the cleanest) to ``AirQualityScale/categoryCount``.
    public let level: Int

    /// The category with rank `level` on `scale`; `nil` when the scale has no such category.
    public init?(scale: AirQualityScale, level: Int) {
        guard (1...scale.categoryCount).contains(level) else { return nil }
        self.scale = scale
        self.level = level
    }

    /// The category's name, such as "Unhealthy for Sensitive Groups" or "轻度污染".
    public func localizedName(in language: DisplayLanguage = .current) -> String {
        let names: [LocalizedText] =
            switch scale {
            case .usEPA: Self.usEPANames
            case .chinaHJ633: Self.chinaNames
            case .openWeatherMap: Self.openWeatherMapNames
            case .european: Self.europeanNames
            }
        return names[level - 1](language)
    }

    /// Orders categories from the cleanest to the most polluted (by level, then by scale).
    public static func < (lhs: Self, rhs: Self) -> Bool {
        (lhs.level, lhs.scale.rawValue) < (rhs.level, rhs.scale.rawValue)
    }

    private static let usEPANames: [LocalizedText] = [
        .init("Good", "良好", "良好"),
        .init("Moderate", "中等", "中等"),
        .init("Unhealthy for Sensitive Groups", "对敏感人群不健康", "對敏感族群不健康"),
        .init("Unhealthy", "不健康", "不健康"),
        .init("Very Unhealthy", "非常不健康", "非常不健康"),
        .init("Hazardous", "危险", "危險"),
    ]

    private static let chinaNames: [LocalizedText] = [
        .init("Excellent", "优", "優"),
        .init("Good", "良", "良"),
        .init("Lightly polluted", "轻度污染", "輕度污染"),
        .init("Moderately polluted", "中度污染", "中度污染"),
        .init("Heavily polluted", "重度污染", "重度污染"),
        .init("Severely polluted", "严重污染", "嚴重污染"),
    ]

    private static let europeanNames: [LocalizedText] = [
        .init("Good", "良好", "良好"),
        .init("Fair", "一般", "一般"),
        .init("Moderate", "中等", "中等"),
        .init("Poor", "较差", "較差"),
        .init("Very poor", "很差", "很差"),
        .init("Extremely poor", "极差", "極差"),
    ]

    private static let openWeatherMapNames: [LocalizedText] = [
        .init("Good", "好", "好"),
        .init("Fair", "尚可", "尚可"),
        .init("Moderate", "中等", "中等"),
        .init("Poor", "差", "差"),
        .init("Very poor", "很差", "很差"),
    ]
}
