extension DisplayLanguage {
    /// A weekday's short name: `"Mon"`, `"周一"`, `"週一"`.
    ///
    /// - Parameter weekday: The weekday as `Calendar` numbers it, 1 for Sunday to 7 for
    ///   Saturday; other numbers wrap around the week.
    public func shortWeekdayName(_ weekday: Int) -> String {
        let index = ((weekday - 1) % 7 + 7) % 7
        return switch self {
        case .english: ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"][index]
        case .chineseSimplified: ["周日", "周一", "周二", "周三", "周四", "周五", "周六"][index]
        case .chineseTraditional: ["週日", "週一", "週二", "週三", "週四", "週五", "週六"][index]
        }
    }
}
