import Foundation

extension ExistClient {
    /// One attribute's values from `first` to `last`, both included, newest first.
    ///
    /// Pages through `attributes/values/` back from `last` and stops at the first value before
    /// `first`, so a range costs as many requests as its days need (up to 100 days a page). A day
    /// without data may be missing or listed with a `null` value, as the API sends it.
    /// - Parameters:
    ///   - attribute: The attribute's name, such as `steps`.
    ///   - first: The earliest day wanted.
    ///   - last: The latest day wanted (a day after today only if the caller means it).
    /// - Returns: The values the API listed for days in the range, newest first.
    public func values(
        of attribute: String, from first: ExistDate, through last: ExistDate
    ) async throws
        -> [ExistDatedValue]
    {
        guard first <= last else { return [] }
        var values: [ExistDatedValue] = []
        let days = first.days(until: last) + 1
        for try await value in self.values(of: attribute, endingOn: last).pageSize(min(days, 100)) {
            if value.date < first { break }
            if value.date <= last { values.append(value) }
        }
        return values
    }
}
