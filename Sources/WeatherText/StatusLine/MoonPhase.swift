import Foundation

/// The moon's phase at a moment, computed from the mean synodic month since a known new moon
/// (6 January 2000, 18:14 UTC): accurate to about a day, which is all a symbol shows.
struct MoonPhase: Sendable, Hashable {
    /// The mean time from one new moon to the next, in days.
    static let synodicMonth = 29.530588853
    /// A new moon: 2000-01-06 18:14 UTC.
    static let referenceNewMoon = Date(timeIntervalSince1970: 947_182_440)
    /// New moon, waxing crescent, first quarter, waxing gibbous, full moon, waning gibbous, last
    /// quarter, waning crescent.
    static let symbols = ["🌑", "🌒", "🌓", "🌔", "🌕", "🌖", "🌗", "🌘"]

    /// Days since the last new moon, from 0 up to ``synodicMonth``.
    let age: Double

    init(date: Date) {
        let days = date.timeIntervalSince(Self.referenceNewMoon) / 86_400
        let age = days.truncatingRemainder(dividingBy: Self.synodicMonth)
        self.age = age < 0 ? age + Self.synodicMonth : age
    }

    /// The symbol of the nearest of the eight phases.
    var symbol: String {
        Self.symbols[Int((age / Self.synodicMonth * 8).rounded()) % 8]
    }
}
