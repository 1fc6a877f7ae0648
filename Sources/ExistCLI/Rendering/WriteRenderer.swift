import Exist
import ExistRuntime
import Foundation
import TerminalKit

/// Write results as text: one line per item, failures with Exist's code and explanation; items
/// a stopped write never got to send are one line, not one each.
enum WriteRenderer {
    /// A write's result; `describe` says what each success did.
    static func result<S>(
        _ result: ExistWriteResult<S>, verb: String, width: Int = TerminalColumns.standard, describe: (S) -> String
    ) -> StyledText {
        var text = StyledText()
        for item in result.success {
            text.append(
                Line([Span("✓ ", .good), Span("\(verb) "), Span(ExistFormat.clean(describe(item)))]), width: width,
                indent: 2)
        }
        let unsent = Self.unsent(result)
        let isUnsent = Set(unsent)
        for item in result.failed where !isUnsent.contains(item) {
            let subject = [item.name, item.date?.description, item.value.map(\.description)].compactMap { $0 }.map(
                ExistFormat.clean)
            text.append(
                Line([
                    Span("✗ ", .warning), Span(subject.joined(separator: " ") + ": ", .emphasis),
                    Span("\(ExistFormat.clean(item.errorCode)) – \(ExistFormat.clean(item.error))", .warning),
                ]), width: width, indent: 2)
        }
        if let interruption = result.interruption {
            let notSent = unsent.isEmpty ? "" : " \(unsent.count) not sent."
            let stopped = "Stopped: \(ExistFormat.clean(ExistSession.sentence(interruption.message)))\(notSent)"
            text.append(Line([Span(stopped, .warning)]), width: width, indent: 2)
        }
        let failed = result.failed.count - unsent.count
        let summary =
            "\(result.success.count) written, \(failed) failed" + (unsent.isEmpty ? "" : ", \(unsent.count) not sent")
            + (result.statuses.count > 1 ? " (\(Plural.count(result.statuses.count, "request")))" : "")
        text.append(Line([Span(summary, .dim)]))
        return text
    }

    /// The failed items of `result` that were never answered: those of the request that stopped
    /// the write and of the requests after it.
    static func unsent<S>(_ result: ExistWriteResult<S>) -> [ExistFailedItem] {
        guard let interruption = result.interruption else { return [] }
        return result.failed.filter { item in
            item.errorCode == interruption.code.rawValue && item.error == interruption.message
                || item.errorCode == "not_sent"
        }
    }
}
