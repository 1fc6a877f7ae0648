import Exist
import Foundation

extension ExistClient {
    /// Reads back the day values of increments whose answer was lost, next to the values read
    /// before sending (`before`; names missing from it were not read). Never sends anything.
    ///
    /// - Parameters:
    ///   - items: The increments whose outcome is unknown.
    ///   - day: The day of items without a date (today in the user's time zone).
    ///   - before: The values read before sending, on each item's day.
    ///   - message: Why the outcome is unknown.
    package func readBack(
        _ items: [ExistIncrement], day: ExistDate, before: [String: ExistJSON], message: String
    ) async -> UncertainIncrement {
        var after: [ExistDate: [String: ExistJSON]] = [:]
        for date in Set(items.map { $0.date ?? day }) {
            let names = items.filter { ($0.date ?? day) == date }.map(\.name)
            after[date] = try? await dayValues(of: names, on: date)
        }
        let readings = items.map { item in
            let date = item.date ?? day
            return UncertainIncrement.Reading(
                name: item.name, amount: item.value, date: date, before: before[item.name],
                now: after[date]?[item.name])
        }
        return UncertainIncrement(message: message, readings: readings)
    }
}
