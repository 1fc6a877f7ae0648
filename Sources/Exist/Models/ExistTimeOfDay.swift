/// A time of day as Exist stores it: minutes after midnight (`sleep_end`), or minutes after
/// midday (`sleep_start`, so that bedtimes on either side of midnight sort in order).
public struct ExistTimeOfDay: Sendable, Hashable, CustomStringConvertible {
    /// What the minutes count from.
    public enum Reference: Sendable, Hashable {
        /// Midnight: value type 4.
        case midnight
        /// Midday: value type 6; 780 is 01:00 the next morning.
        case midday
    }

    /// The minutes as the API sends them.
    public let minutes: Int
    /// What the minutes count from.
    public let reference: Reference

    /// Creates a time of day.
    public init(minutes: Int, from reference: Reference) {
        self.minutes = minutes
        self.reference = reference
    }

    /// The minutes after the midnight that starts the value's day (may exceed 1440 for a
    /// midday-based time after midnight).
    public var minutesAfterMidnight: Int { reference == .midday ? minutes + 720 : minutes }

    /// The hour on a 24-hour clock, 0–23.
    public var hour: Int { ((minutesAfterMidnight % 1440 + 1440) % 1440) / 60 }
    /// The minute, 0–59.
    public var minute: Int { ((minutesAfterMidnight % 1440 + 1440) % 1440) % 60 }
    /// How many days after the value's date the time falls (1 for a bedtime after midnight).
    public var dayOffset: Int { Int((Double(minutesAfterMidnight) / 1440).rounded(.down)) }

    /// `HH:mm`, such as `"01:00"`.
    public var description: String {
        (hour < 10 ? "0" : "") + "\(hour):" + (minute < 10 ? "0" : "") + "\(minute)"
    }
}
