import Foundation

/// Why a status-line format cannot be used; its message lists every valid code.
public enum StatusFormatError: Error, Sendable, Hashable, LocalizedError, CustomStringConvertible {
    /// The format is empty.
    case empty
    /// A `%` followed by a character that is no code, such as `%x`, in the template.
    case unknownCode(String, String)
    /// The template ends with a single `%`.
    case trailingPercent(String)

    /// One paragraph: what is wrong, then the valid codes and named formats.
    public var message: String {
        let problem =
            switch self {
            case .empty: "The format is empty."
            case .unknownCode(let code, let template): "Unknown code \(code) in the format \"\(template)\"."
            case .trailingPercent(let template):
                "The format \"\(template)\" ends with a single %; write %% for a percent sign."
            }
        return "\(problem) \(Self.validCodes)"
    }

    /// The valid codes and named formats, as a sentence.
    public static var validCodes: String {
        var codes = StatusCode.allCases.map { "%\($0.rawValue) (\($0.summary))" }
        codes.insert("%\(StatusFormat.warningLevelCode) (highest warning level)", at: codes.count - 1)
        let names = StatusFormat.namedFormats.map(\.name).joined(separator: ", ")
        return "Valid codes: \(codes.joined(separator: ", ")), %% (a percent sign); or a named format: \(names)."
    }

    /// The ``message``.
    public var description: String { message }

    /// The ``message``.
    public var errorDescription: String? { message }
}
