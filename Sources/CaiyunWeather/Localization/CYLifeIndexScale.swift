import WeatherVocabulary

/// The scale of a life index, which tells what its numbers mean.
///
/// Realtime and daily ultraviolet indices use different scales (0–11 and 1–5).
public enum CYLifeIndexScale: Sendable, Hashable, CaseIterable {
    /// Realtime ultraviolet, 0–11.
    case realtimeUltraviolet
    /// Daily ultraviolet, 1–5.
    case dailyUltraviolet
    /// Comfort, 0–13 (realtime and daily).
    case comfort
    /// Dressing, 0–8 (daily).
    case dressing
    /// Cold risk, 1–4 (daily).
    case coldRisk
    /// Car washing, 1–4 (daily).
    case carWashing

    /// What `index` means on this scale, or `nil` when it is off the scale.
    public func localizedDescription(of index: Int, in language: DisplayLanguage = .current) -> String? {
        let table: [Int: LocalizedText]
        switch self {
        case .realtimeUltraviolet:
            return Self.realtimeUltravioletTexts.first { $0.range.contains(index) }?.text(language)
        case .dailyUltraviolet: table = Self.dailyUltravioletTexts
        case .comfort: table = Self.comfortTexts
        case .dressing: table = Self.dressingTexts
        case .coldRisk: table = Self.coldRiskTexts
        case .carWashing: table = Self.carWashingTexts
        }
        return table[index]?(language)
    }

    private static let realtimeUltravioletTexts: [(range: ClosedRange<Int>, text: LocalizedText)] = [
        (0...0, .init("None", "无", "無")), (1...2, .init("Very weak", "很弱", "很弱")), (3...4, .init("Weak", "弱", "弱")),
        (5...6, .init("Moderate", "中等", "中等")), (7...9, .init("Strong", "强", "強")),
        (10...10, .init("Very strong", "很强", "很強")),
        (11...Int.max, .init("Extreme", "极强", "極強")),
    ]

    private static let dailyUltravioletTexts: [Int: LocalizedText] = [
        1: .init("Weakest", "最弱", "最弱"), 2: .init("Weak", "弱", "弱"), 3: .init("Moderate", "中等", "中等"),
        4: .init("Strong", "强", "強"), 5: .init("Very strong", "很强", "很強"),
    ]

    private static let comfortTexts: [Int: LocalizedText] = [
        0: .init("Sultry", "闷热", "悶熱"), 1: .init("Scorching", "酷热", "酷熱"), 2: .init("Very hot", "很热", "很熱"),
        3: .init("Hot", "热", "熱"), 4: .init("Warm", "温暖", "溫暖"), 5: .init("Comfortable", "舒适", "舒適"),
        6: .init("Cool", "凉爽", "涼爽"), 7: .init("Cold", "冷", "冷"), 8: .init("Very cold", "很冷", "很冷"),
        9: .init("Bitterly cold", "寒冷", "寒冷"), 10: .init("Extremely cold", "极冷", "極冷"),
        11: .init("Icy wind cold", "刺骨的冷", "刺骨的冷"), 12: .init("Damp and cold", "湿冷", "濕冷"),
        13: .init("Dry and cold", "干冷", "乾冷"),
    ]

    private static let dressingTexts: [Int: LocalizedText] = [
        0: .init("Extremely hot", "极热", "極熱"), 1: .init("Extremely hot", "极热", "極熱"), 2: .init("Very hot", "很热", "很熱"),
        3: .init("Hot", "热", "熱"), 4: .init("Warm", "温暖", "溫暖"), 5: .init("Cool", "凉爽", "涼爽"),
        6: .init("Cold", "冷", "冷"), 7: .init("Bitterly cold", "寒冷", "寒冷"), 8: .init("Extremely cold", "极冷", "極冷"),
    ]

    private static let coldRiskTexts: [Int: LocalizedText] = [
        1: .init("Rare", "少发", "少發"), 2: .init("Fairly likely", "较易发", "較易發"),
        3: .init("Likely", "易发", "易發"), 4: .init("Very likely", "极易发", "極易發"),
    ]

    private static let carWashingTexts: [Int: LocalizedText] = [
        1: .init("Suitable", "适宜", "適宜"), 2: .init("Fairly suitable", "较适宜", "較適宜"),
        3: .init("Less suitable", "较不适宜", "較不適宜"), 4: .init("Unsuitable", "不适宜", "不適宜"),
    ]
}
