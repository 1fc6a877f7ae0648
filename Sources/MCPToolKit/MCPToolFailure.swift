import APICore
import ArgumentParser
import Foundation
import MCP
import TerminalKit

/// Why a tool call has no answer: a stable code and a sentence for people, returned as a tool
/// result with `isError: true` so the server keeps serving.
package struct MCPToolFailure: Error, Sendable, Equatable {
    /// A stable code, such as `invalid_argument`, `unknown_place` or an API client's code
    /// (`token_rejected`, `rate_limited`, `server_error` …).
    package var code: String
    /// One plain sentence, free of credentials.
    package var message: String

    package init(_ code: String, _ message: String) {
        self.code = code
        self.message = message
    }

    /// An argument that is missing, of the wrong type or out of range.
    package static func invalidArgument(_ message: String) -> MCPToolFailure {
        MCPToolFailure("invalid_argument", message)
    }

    /// Sorts any error into a code and a sentence; `secrets` are cut from the sentence whatever
    /// produced it. A server maps its own layers' errors before they get here (see
    /// ``MCPTool/serve(_:service:on:logger:limit:clock:secrets:)``); anything else is
    /// `internal_error`.
    package init(_ error: any Error, hiding secrets: [String]) {
        switch error {
        case let failure as MCPToolFailure: self = failure
        case let error as any APIClientError: self.init(error.code.rawValue, error.message)
        case let error as CLIError: self.init("unavailable", error.message)
        case let error as ValidationError: self.init("invalid_argument", error.message)
        case is CancellationError: self.init("cancelled", "The request was cancelled.")
        default:
            self.init("internal_error", (error as? any LocalizedError)?.errorDescription ?? "\(type(of: error))")
        }
        message = Self.hiding(secrets, in: message)
    }

    /// `text` with every secret of four or more characters replaced.
    static func hiding(_ secrets: [String], in text: String) -> String {
        secrets.filter { $0.count >= 4 }.reduce(text) { $0.replacingOccurrences(of: $1, with: "[redacted]") }
    }

    /// The tool result: the sentence as text, and `{"error": {"code", "message"}}` as structured content.
    package var result: CallTool.Result {
        CallTool.Result(
            content: [.text(text: "\(message) (\(code))", annotations: nil, _meta: nil)],
            structuredContent: ["error": ["code": .string(code), "message": .string(message)]], isError: true)
    }
}
