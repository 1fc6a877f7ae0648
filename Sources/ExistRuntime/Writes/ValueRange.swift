import Exist
import Foundation

/// The values an attribute's type can plausibly hold on one day: a count is 0 or more, a duration
/// at most a day of minutes, a percentage a fraction from 0 to 1, a scale 1 to 9, yes/no 0 or 1.
/// A value outside is refused as ``ExistRuntimeError/Code/implausibleValue`` unless the caller
/// forces it (`--force`, `force: true`).
package struct ValueRange: Sendable, Hashable {
    /// The lowest and highest plausible values.
    package let bounds: ClosedRange<Double>
    /// The bounds as people read them: "0 to 2,147,483,647".
    package let text: String
    /// What the type is, for the message: "a count".
    package let kind: String

    /// The largest count: the largest 32-bit whole number.
    package static let largestCount = 2_147_483_647
    /// The largest magnitude of a decimal.
    package static let largestDecimal = 1_000_000_000.0

    /// The range of `type`; `nil` for text, times of day (their format bounds them) and types
    /// this release does not know.
    package static func of(_ type: ExistValueType?) -> ValueRange? {
        switch type {
        case .integer?: ValueRange(bounds: 0...Double(largestCount), text: "0 to 2,147,483,647", kind: "a count")
        case .decimal?:
            ValueRange(
                bounds: -largestDecimal...largestDecimal, text: "-1,000,000,000 to 1,000,000,000", kind: "a decimal")
        case .duration?: ValueRange(bounds: 0...1440, text: "0 to 1440 minutes", kind: "a duration, at most a day")
        case .percentage?: ValueRange(bounds: 0...1, text: "0 to 1", kind: "a percentage: 0.57 or 57%")
        case .scale?: ValueRange(bounds: 1...9, text: "1 to 9", kind: "a scale")
        case .boolean?: ValueRange(bounds: 0...1, text: "0 to 1", kind: "yes or no")
        default: nil
        }
    }

    /// Whether `value` is a number within the bounds (anything else is not this range's to judge).
    package func contains(_ value: ExistJSON) -> Bool {
        guard let number = value.doubleValue else { return true }
        return number.isFinite && bounds.contains(number)
    }

    /// Refuses `value` (typed as `shown`) for the attribute `name` when it lies outside the range
    /// of `type`.
    package static func check(
        _ value: ExistJSON, type: ExistValueType?, name: String, shown: String
    ) throws(ExistRuntimeError) {
        guard let range = of(type), !range.contains(value) else { return }
        throw ExistRuntimeError(.implausibleValue, "\(name): \"\(shown)\" is outside \(range.text) (\(range.kind)).")
    }

    /// Refuses adding `amount` to `before` (`nil` or `.null`: no value yet, which counts as 0) on
    /// `date` when the total would lie outside the range of `type`.
    package static func checkTotal(
        adding amount: ExistJSON, to before: ExistJSON?, type: ExistValueType?, name: String, date: ExistDate
    ) throws(ExistRuntimeError) {
        guard let range = of(type), let added = amount.doubleValue else { return }
        let was = before?.doubleValue ?? 0
        let total = ExistJSON.number(was + added)
        guard !range.contains(total) else { return }
        let shownTotal = ExistJSON.tidy(was + added)
        throw ExistRuntimeError(
            .implausibleValue,
            "\(name) on \(date) would be \(shownTotal) (\(ExistJSON.tidy(was)) before, adding \(amount)), outside"
                + " \(range.text) (\(range.kind)).")
    }
}

extension ExistJSON {
    /// A number as a whole number when it is one (and small enough), else as a decimal.
    package static func tidy(_ number: Double) -> ExistJSON {
        number == number.rounded() && abs(number) < 1e15 ? .integer(Int(number)) : .number(number)
    }
}
