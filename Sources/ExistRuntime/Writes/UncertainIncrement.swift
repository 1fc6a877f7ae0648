import Exist
import Foundation

/// An increment whose answer was lost, as `exist increment --json` prints it and `exist_increment`
/// reports it: for each item, the day's value read before sending and read back after.
package struct UncertainIncrement: Encodable, Sendable {
    /// One item: what was added, and the day's value before and after, as read.
    package struct Reading: Encodable, Sendable {
        /// The attribute.
        package let name: String
        /// The amount sent.
        package let amount: ExistJSON
        /// The day it was added to.
        package let date: ExistDate
        /// The value read before sending (`.null` for none); `nil` when it was not read.
        package let before: ExistJSON?
        /// The value read back (`.null` for none); `nil` when it could not be read.
        package let now: ExistJSON?

        /// Creates a reading.
        ///
        /// - Parameters:
        ///   - name: The attribute.
        ///   - amount: The amount sent.
        ///   - date: The day.
        ///   - before: The value read before sending, `nil` when not read.
        ///   - now: The value read back, `nil` when not read.
        package init(name: String, amount: ExistJSON, date: ExistDate, before: ExistJSON?, now: ExistJSON?) {
            self.name = name
            self.amount = amount
            self.date = date
            self.before = before
            self.now = now
        }

        /// What the two readings suggest, when both were read and are numbers that say it plainly
        /// (no value before counts as 0, as Exist starts an increment from 0).
        package var verdict: String? {
            guard let before, let now, let added = Double(amount.description),
                let was = before == .null ? 0 : Double(before.description), let seen = Double(now.description)
            else { return nil }
            if Self.same(seen, was + added) { return "That is the amount added: it looks applied." }
            if Self.same(seen, was) { return "That is unchanged: it looks not applied." }
            return nil
        }

        /// Equal within a relative tolerance, as decimals stored and read back may differ in the last digits.
        package static func same(_ a: Double, _ b: Double) -> Bool {
            abs(a - b) <= 1e-9 * max(1, abs(a), abs(b))
        }

        /// A reading as text: "read 3 before", "no value before", "not read before".
        package static func describe(_ value: ExistJSON?) -> String {
            switch value {
            case nil: "not read"
            case .null?: "no value"
            case let value?: value.description
            }
        }

        private enum CodingKeys: String, CodingKey {
            case name, amount, date, before, now, verdict
            case notRead = "not_read"
        }

        /// Encodes `before` and `now` as read (`null` for no value); ones not read are left out
        /// and named in `not_read`.
        package func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(name, forKey: .name)
            try container.encode(amount, forKey: .amount)
            try container.encode(date, forKey: .date)
            try container.encodeIfPresent(before, forKey: .before)
            try container.encodeIfPresent(now, forKey: .now)
            let notRead = [before == nil ? "before" : nil, now == nil ? "now" : nil].compactMap { $0 }
            if !notRead.isEmpty { try container.encode(notRead, forKey: .notRead) }
            try container.encodeIfPresent(verdict, forKey: .verdict)
        }
    }

    /// Always `"unknown"`.
    package let outcome = "unknown"
    /// Why the outcome is unknown (the client's message).
    package let message: String
    /// One reading per item whose answer was lost.
    package let readings: [Reading]

    /// Creates a report of `readings`, unknown because of `message`.
    package init(message: String, readings: [Reading]) {
        self.message = message
        self.readings = readings
    }
}
