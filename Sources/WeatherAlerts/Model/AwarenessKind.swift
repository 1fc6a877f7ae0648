/// The hazards MeteoAlarm's `awareness_type` numbers.
public enum AwarenessKind: Int, Sendable, Hashable, Codable, CaseIterable {
    /// 1: wind.
    case wind = 1
    /// 2: snow or ice.
    case snowIce = 2
    /// 3: thunderstorm.
    case thunderstorm = 3
    /// 4: fog.
    case fog = 4
    /// 5: high temperature.
    case highTemperature = 5
    /// 6: low temperature.
    case lowTemperature = 6
    /// 7: coastal event.
    case coastalEvent = 7
    /// 8: forest fire.
    case forestFire = 8
    /// 9: avalanches.
    case avalanches = 9
    /// 10: rain.
    case rain = 10
    /// 12: flooding.
    case flooding = 12
    /// 13: rain and flooding.
    case rainFlood = 13
}
