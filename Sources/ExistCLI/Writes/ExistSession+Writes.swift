import ArgumentParser
import Exist
import ExistRuntime
import Foundation
import TerminalKit

extension ExistSession {
    /// Refuses days after `today` unless `allowed` (with `--json`, the refusal is also printed
    /// as `{"outcome": "refused", "error_code": "future_date", …}`).
    func refuseFuture(_ dates: [ExistDate?], today: ExistDate, allowed: Bool) throws {
        guard let refusal = FutureDateRefusal(dates, today: today, allowed: allowed, fix: "add --allow-future") else {
            return
        }
        if json { try? printJSON(refusal) }
        throw refusal.error.commandLineError
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
    /// `--allow-custom`. `unsent` says where the values a stopped write did not send were saved;
    /// `created` names the tags created for the write (in the JSON; the text said so already).
    func report<S>(
        _ result: ExistWriteResult<S>, verb: String, overwritten: [ExistOverwrite]? = nil, custom: Set<String> = [],
        unsent: UnsentFile? = nil, created: [String]? = nil, describe: (S) -> String
    ) throws {
        let unowned = result.failed.filter { $0.errorCode == "unauthorised" }.compactMap(\.name)
        let fix = Self.acquireFix(for: unowned, custom: custom)
        if json {
            try printJSON(
                ExistWriteReport(result: result, fix: fix, overwritten: overwritten, unsent: unsent, created: created))
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
            if let unsent {
                text.append(Line([Span(unsent.sentence, .warning)]), width: environment.columns, indent: 2)
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

/// A write's result as `--json` prints it: the API's envelope plus what this tool knows.
struct ExistWriteReport<S: Sendable & Codable & Hashable>: Encodable {
    let result: ExistWriteResult<S>
    let fix: String?
    let overwritten: [ExistOverwrite]?
    let unsent: UnsentFile?
    var created: [String]?

    private enum CodingKeys: String, CodingKey {
        case outcome, success, failed, fix, overwritten, stopped, unsent, created
    }

    func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        let outcome = result.isComplete ? "written" : result.success.isEmpty ? "failed" : "partial"
        try container.encode(outcome, forKey: .outcome)
        try container.encode(result.success, forKey: .success)
        try container.encode(result.failed, forKey: .failed)
        try container.encodeIfPresent(fix, forKey: .fix)
        try container.encodeIfPresent(overwritten, forKey: .overwritten)
        try container.encodeIfPresent(result.interruption?.message, forKey: .stopped)
        try container.encodeIfPresent(unsent, forKey: .unsent)
        try container.encodeIfPresent(created, forKey: .created)
    }
}
