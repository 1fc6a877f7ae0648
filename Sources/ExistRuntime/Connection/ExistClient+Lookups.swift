import Exist
import Foundation

extension ExistClient {
    /// Each named attribute the user has, active or not (names Exist does not list are left out),
    /// asked for a hundred names at a time.
    package func attributes(named names: [String]) async throws -> [String: ExistAttribute] {
        let unique = Array(Set(names)).sorted()
        var found: [String: ExistAttribute] = [:]
        for start in stride(from: 0, to: unique.count, by: 100) {
            let chunk = Array(unique[start..<min(start + 100, unique.count)])
            let filter = ExistAttributeFilter(names: chunk, includeInactive: true, includeLowPriority: true)
            for try await attribute in attributes(filter) { found[attribute.name] = attribute }
        }
        return found
    }

    /// Each named attribute's value on `day`, as Exist lists it (`null` for none), inactive
    /// attributes included; attributes the user lacks are left out (not read).
    package func dayValues(of names: [String], on day: ExistDate) async throws -> [String: ExistJSON] {
        let filter = ExistAttributeFilter(names: names, includeInactive: true, includeLowPriority: true)
        var values: [String: ExistJSON] = [:]
        // Only active attributes come with values from this endpoint.
        for try await attribute in attributesWithValues(filter, days: 1, endingOn: day) {
            values[attribute.name] = attribute.values?.first { $0.date == day }?.value ?? .null
        }
        let missing = Set(names).subtracting(values.keys)
        guard !missing.isEmpty else { return values }
        for name in try await attributes(named: Array(missing)).keys {
            values[name] = .null
            for try await dated in self.values(of: name, endingOn: day).pageSize(1) {
                if dated.date == day { values[name] = dated.value }
                break
            }
        }
        return values
    }
}
