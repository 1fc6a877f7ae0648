import ArgumentParser
import Exist
import Foundation
import TerminalKit

extension ExistSession {
    /// Each named attribute the user has, active or not (names Exist does not list are left out).
    package func attributes(named names: [String], client: ExistClient) async throws -> [String: ExistAttribute] {
        let unique = Array(Set(names)).sorted()
        var found: [String: ExistAttribute] = [:]
        for start in stride(from: 0, to: unique.count, by: 100) {
            let chunk = Array(unique[start..<min(start + 100, unique.count)])
            let filter = ExistAttributeFilter(names: chunk, includeInactive: true, includeLowPriority: true)
            for try await attribute in client.attributes(filter) { found[attribute.name] = attribute }
        }
        return found
    }

    /// The value type of each named attribute the user has (names Exist does not list are left
    /// out, and their values read as numbers or text).
    package func valueTypes(of names: [String], client: ExistClient) async throws -> [String: ExistValueType] {
        try await attributes(named: names, client: client).mapValues(\.valueType)
    }

    /// Each named attribute's value on `day`, as Exist lists it (`null` for none), inactive
    /// attributes included; attributes the user lacks are left out (not read).
    package func values(of names: [String], on day: ExistDate, client: ExistClient) async throws -> [String: ExistJSON]
    {
        let filter = ExistAttributeFilter(names: names, includeInactive: true, includeLowPriority: true)
        var values: [String: ExistJSON] = [:]
        // Only active attributes come with values from this endpoint.
        for try await attribute in client.attributesWithValues(filter, days: 1, endingOn: day) {
            values[attribute.name] = attribute.values?.first { $0.date == day }?.value ?? .null
        }
        let missing = Set(names).subtracting(values.keys)
        guard !missing.isEmpty else { return values }
        for name in try await attributes(named: Array(missing), client: client).keys {
            values[name] = .null
            for try await dated in client.values(of: name, endingOn: day).pageSize(1) {
                if dated.date == day { values[name] = dated.value }
                break
            }
        }
        return values
    }

    /// Today in the user's Exist time zone (the profile's), at the environment's clock.
    func today(_ client: ExistClient) async throws -> ExistDate {
        try await client.profile().today(now: environment.now())
    }

    /// Refuses days after `today` unless `allowed` (with `--json`, the refusal is also printed
    /// as `{"outcome": "refused", "error_code": "future_date", …}`).
    func refuseFuture(_ dates: [ExistDate?], today: ExistDate, allowed: Bool) throws(FutureDateRefusal) {
        if allowed { return }
        let later = Set(dates.compactMap { $0 }.filter { $0 > today }).sorted()
        guard !later.isEmpty else { return }
        let refusal = FutureDateRefusal(dates: later, today: today, fix: "add --allow-future")
        if json { try? printJSON(refusal) }
        throw refusal
    }

    /// The command that takes ownership of `unowned` (`--allow-custom` when any has no template).
    static func acquireFix(for unowned: [String], custom: Set<String>) -> String? {
        guard !unowned.isEmpty else { return nil }
        let names = Array(Set(unowned)).sorted()
        let flag = names.contains(where: custom.contains) ? "--allow-custom " : ""
        return "exist acquire \(flag)" + names.joined(separator: " ")
    }

    /// The names among `attributes` of custom ones (no template).
    static func custom(_ attributes: [String: ExistAttribute]) -> Set<String> {
        Set(attributes.values.filter { $0.template == nil }.map(\.name))
    }

    /// Prints a line on standard error.
    func warn(_ text: String) { environment.errorOutput.line(text) }

    /// Prints a write's result (or its JSON) and exits 1 when any item failed. Items Exist
    /// refused because another service owns them get the command that fixes it; `custom` names
    /// the attributes without a template, which Exist lets a client acquire only with
    /// `--allow-custom`.
    func report<S>(
        _ result: ExistWriteResult<S>, verb: String, overwritten: [ExistOverwrite]? = nil, custom: Set<String> = [],
        describe: (S) -> String
    ) throws {
        let unowned = result.failed.filter { $0.errorCode == "unauthorised" }.compactMap(\.name)
        let fix = Self.acquireFix(for: unowned, custom: custom)
        if json {
            try printJSON(ExistWriteReport(result: result, fix: fix, overwritten: overwritten))
        } else {
            var text = WriteRenderer.result(result, verb: verb, width: environment.columns, describe: describe)
            // A count for several values, or whenever one replaced a value; not "0" after one pair.
            if let overwritten, !overwritten.isEmpty || result.success.count > 1 {
                text.append(
                    Line([
                        Span(
                            "\(overwritten.count) existing \(overwritten.count == 1 ? "value" : "values") overwritten",
                            .dim)
                    ]))
            }
            if let fix {
                text.append(
                    Line([
                        Span(
                            "Another service owns \(ExistFormat.clean(Array(Set(unowned)).sorted().joined(separator: ", "))). Run `\(ExistFormat.clean(fix))` to take ownership, then write again.",
                            .warning)
                    ]), width: environment.columns, indent: 2)
            }
            print(text)
        }
        if !result.isComplete { throw ExitCode.failure }
    }
}

/// Days after today refused: nothing was written.
package struct FutureDateRefusal: Error, LocalizedError, CustomStringConvertible, Encodable {
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

    /// The sentence shown: the days, today, and how to write them anyway.
    package var description: String {
        let list = dates.map(\.description).joined(separator: ", ")
        return "\(list) \(dates.count == 1 ? "is" : "are") after today (\(today) in your Exist time zone); nothing was"
            + " written. To write future days, \(fix)."
    }

    /// The same sentence.
    package var errorDescription: String? { description }

    private enum CodingKeys: String, CodingKey {
        case outcome, message, dates, today
        case errorCode = "error_code"
    }

    /// Encodes `{"outcome": "refused", "error_code": "future_date", "message", "dates", "today"}`.
    package func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode("refused", forKey: .outcome)
        try container.encode("future_date", forKey: .errorCode)
        try container.encode(description, forKey: .message)
        try container.encode(dates, forKey: .dates)
        try container.encode(today, forKey: .today)
    }
}

/// A value a write replaced (or would replace).
struct ExistOverwrite: Encodable, Sendable {
    let name: String
    let date: ExistDate
    let previous: ExistJSON
    let value: ExistJSON
}

/// A write's result as `--json` prints it: the API's envelope plus what this tool knows.
struct ExistWriteReport<S: Sendable & Codable & Hashable>: Encodable {
    let result: ExistWriteResult<S>
    let fix: String?
    let overwritten: [ExistOverwrite]?

    private enum CodingKeys: String, CodingKey { case outcome, success, failed, fix, overwritten, stopped }

    func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        let outcome = result.isComplete ? "written" : result.success.isEmpty ? "failed" : "partial"
        try container.encode(outcome, forKey: .outcome)
        try container.encode(result.success, forKey: .success)
        try container.encode(result.failed, forKey: .failed)
        try container.encodeIfPresent(fix, forKey: .fix)
        try container.encodeIfPresent(overwritten, forKey: .overwritten)
        try container.encodeIfPresent(result.interruption?.message, forKey: .stopped)
    }
}
