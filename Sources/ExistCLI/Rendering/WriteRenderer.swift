import Exist
import Foundation
import TerminalKit

/// Write results as text: one line per item, failures with Exist's code and explanation.
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
        for item in result.failed {
            let subject = [item.name, item.date?.description, item.value.map(\.description)].compactMap { $0 }.map(
                ExistFormat.clean)
            text.append(
                Line([
                    Span("✗ ", .warning), Span(subject.joined(separator: " ") + ": ", .emphasis),
                    Span("\(ExistFormat.clean(item.errorCode)) – \(ExistFormat.clean(item.error))", .warning),
                ]), width: width, indent: 2)
        }
        if let interruption = result.interruption {
            text.append(
                Line([Span("Stopped: \(ExistFormat.clean(interruption.message))", .warning)]), width: width, indent: 2)
        }
        let summary =
            "\(result.success.count) written, \(result.failed.count) failed"
            + (result.statuses.count > 1 ? " (\(result.statuses.count) requests)" : "")
        text.append(Line([Span(summary, .dim)]))
        return text
    }
}
