import Exist

/// One item a write would not get through, and why: a CSV row that is not one, a value that does
/// not read as its attribute's type or lies outside the type's range, an attribute the user lacks
/// or another service owns, a day after today.
package struct WriteProblem: Encodable, Sendable, Hashable {
    /// The CSV row number, or `nil` for a NAME=VALUE.
    package let row: Int?
    /// The attribute, when known.
    package let name: String?
    /// The day, when known.
    package let date: ExistDate?
    /// What is wrong, as a stable code: the runtime's (`invalid_value`, `implausible_value`,
    /// `invalid_row`, `future_date`) or Exist's own for what it would refuse (`not_found`,
    /// `unauthorised`).
    package let errorCode: String
    /// One sentence, without the row number.
    package let message: String
    /// The command that clears the problem, when there is one (`exist acquire NAME`).
    package let fix: String?

    /// Creates a problem.
    package init(
        row: Int?, name: String?, date: ExistDate? = nil, errorCode: String, message: String, fix: String? = nil
    ) {
        self.row = row
        self.name = name
        self.date = date
        self.errorCode = errorCode
        self.message = message
        self.fix = fix
    }

    private enum CodingKeys: String, CodingKey {
        case row, name, date, message, fix
        case errorCode = "error_code"
    }

    /// The code of a CSV row that is not `name,date,value`.
    package static let invalidRow = "invalid_row"

    /// Whether forcing the write would send the item: its value is only out of range.
    package var isForceable: Bool { errorCode == ExistRuntimeError.Code.implausibleValue.rawValue }

    /// The problem as one line: "CSV row 3: mood: …".
    package var line: String { row.map { "CSV row \($0): \(message)" } ?? message }

    /// The most problems a refusal lists one by one.
    package static let listed = 20

    /// The error refusing a write because of `problems` (in row order): one alone as its sentence,
    /// several as a line each, the first ``listed`` of them, then how many more. When any is
    /// forceable, `forceHint` (such as "--force sends values outside their range") ends it.
    package static func refusal(_ problems: [WriteProblem], forceHint: String) -> ExistRuntimeError {
        let sorted = problems.sorted { ($0.row ?? 0) < ($1.row ?? 0) }
        let code: ExistRuntimeError.Code =
            sorted.allSatisfy(\.isForceable)
            ? .implausibleValue
            : sorted.allSatisfy { $0.errorCode == ExistRuntimeError.Code.futureDate.rawValue }
                ? .futureDate : .invalidValue
        let hint = sorted.contains(where: \.isForceable) ? " \(forceHint)." : ""
        if sorted.count == 1, let only = sorted.first {
            return ExistRuntimeError(code, "\(sentence(only.line)) Nothing was sent.\(hint)", problems: sorted)
        }
        let rows = sorted.contains { $0.row != nil }
        var lines = ["\(Plural.count(sorted.count, rows ? "row" : "value")) cannot be written, so nothing was sent:"]
        lines += sorted.prefix(listed).map { "  \($0.line)" }
        if sorted.count > listed { lines.append("  … and \(sorted.count - listed) more.") }
        if !hint.isEmpty { lines.append(String(hint.dropFirst())) }
        return ExistRuntimeError(code, lines.joined(separator: "\n"), problems: sorted)
    }

    /// `text` ending with a full stop (or the mark it has).
    static func sentence(_ text: String) -> String {
        text.last.map { ".!?".contains($0) } == true ? text : text + "."
    }
}
