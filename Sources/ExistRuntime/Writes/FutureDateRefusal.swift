import Exist

/// Days after today refused: nothing was written. Encodes as a front door reports it,
/// `{"outcome": "refused", "error_code": "future_date", "message", "dates", "today"}`; thrown as
/// ``error``.
package struct FutureDateRefusal: Encodable, Sendable, CustomStringConvertible {
    /// The refused days.
    package let dates: [ExistDate]
    /// Today in the user's Exist time zone.
    package let today: ExistDate
    /// How to write them anyway.
    package let fix: String

    /// Creates a refusal; `fix` completes "To write future days, …".
    package init(dates: [ExistDate], today: ExistDate, fix: String) {
        self.dates = dates
        self.today = today
        self.fix = fix
    }

    /// The refusal of the days among `dates` after `today`, or `nil` when there is none or
    /// `allowed` (the caller asked for future days).
    package init?(_ dates: [ExistDate?], today: ExistDate, allowed: Bool, fix: String) {
        let later = Set(dates.compactMap { $0 }.filter { $0 > today }).sorted()
        guard !allowed, !later.isEmpty else { return nil }
        self.init(dates: later, today: today, fix: fix)
    }

    /// The sentence shown: the days, today, and how to write them anyway.
    package var description: String {
        let list = dates.map(\.description).joined(separator: ", ")
        return "\(list) \(dates.count == 1 ? "is" : "are") after today (\(today) in your Exist time zone); nothing was"
            + " written. To write future days, \(fix)."
    }

    /// The refusal as the runtime's error, ``ExistRuntimeError/Code/futureDate``.
    package var error: ExistRuntimeError { ExistRuntimeError(.futureDate, description) }

    private enum CodingKeys: String, CodingKey {
        case outcome, message, dates, today
        case errorCode = "error_code"
    }

    /// Encodes `{"outcome": "refused", "error_code": "future_date", "message", "dates", "today"}`.
    package func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode("refused", forKey: .outcome)
        try container.encode(ExistRuntimeError.Code.futureDate.rawValue, forKey: .errorCode)
        try container.encode(description, forKey: .message)
        try container.encode(dates, forKey: .dates)
        try container.encode(today, forKey: .today)
    }
}
