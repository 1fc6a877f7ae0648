import TerminalKit

/// How the daily rows fit a width: one row per day with a high/low bar 16 columns wide at 80
/// columns, longer when the terminal is wider and shorter when it is narrower; and below the
/// width a row needs with a short bar, the range on a line of its own under the day.
struct DailyLayout: Sendable {
    /// Where the range starts when it has a line of its own.
    static let stackedIndent = 6
    /// The bar's length at 80 columns, and the least and most it may have.
    static let standardBar = 16
    static let shortestBar = 6
    static let longestBar = 40

    /// Whether each day takes two lines.
    let isStacked: Bool
    /// The range bar's length.
    let bar: Int

    /// The layout for `width`, day names `nameWidth` wide and precipitation `chanceWidth` wide.
    init(width: Int, nameWidth: Int, chanceWidth: Int) {
        // "  Today 03-09  ☀ " + the name and a space + "12° " + the bar + " 30°C   " + "☂ 0%".
        let range = 4 + 1 + 1 + 7 + chanceWidth
        let row = 17 + nameWidth + 1 + range
        let wanted = min(Self.standardBar + max(0, width - TerminalColumns.standard) / 2, Self.longestBar)
        if width - row >= Self.shortestBar {
            isStacked = false
            bar = min(wanted, width - row)
        } else {
            isStacked = true
            bar = max(2, min(wanted, width - Self.stackedIndent - range))
        }
    }
}
