import Exist
import ExistRuntime
import Foundation

extension ExportCommand {
    /// The most days `attributes/with-values/` answers at once.
    static let window = 31

    /// Every attribute with a value in `range`, and their values, oldest first per attribute.
    ///
    /// Active attributes come 31 days at a time for all of them together (a hundred to a page);
    /// inactive ones, which that endpoint leaves out, each on their own. Attributes without a
    /// value in the range are left out.
    static func everything(
        in range: DayRange, from client: ExistClient
    ) async throws -> (attributes: [ExistAttribute], rows: [Row]) {
        let everyone = try await client.attributes(
            ExistAttributeFilter(includeInactive: true, includeLowPriority: true)
        ).pageSize(100).collect()
        var values: [String: [ExistDate: ExistJSON]] = [:]
        var end = range.last
        while end >= range.first {
            let days = min(window, range.first.days(until: end) + 1)
            let page = client.attributesWithValues(
                ExistAttributeFilter(includeLowPriority: true), days: days, endingOn: end
            ).pageSize(100)
            for try await attribute in page {
                for dated in attribute.values ?? [] where dated.date >= range.first && dated.date <= range.last {
                    values[attribute.name, default: [:]][dated.date] = dated.value
                }
            }
            end = end.adding(days: -days)
        }
        for attribute in everyone where !attribute.isActive {
            for dated in try await range.values(of: attribute.name, from: client) {
                values[attribute.name, default: [:]][dated.date] = dated.value
            }
        }
        var rows: [Row] = []
        var kept: [ExistAttribute] = []
        for attribute in everyone {
            let dated = (values[attribute.name] ?? [:]).filter { $0.value != .null }.sorted { $0.key < $1.key }
            guard !dated.isEmpty else { continue }
            kept.append(attribute)
            rows += dated.map { Row(name: attribute.name, date: $0.key, value: $0.value) }
        }
        return (kept, rows)
    }
}
