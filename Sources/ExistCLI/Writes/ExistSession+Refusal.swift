import ArgumentParser
import Exist
import ExistRuntime
import Foundation
import TerminalKit

extension ExistSession {
    /// Runs a write command's `body`. With `--json`, a failure before any result was printed (a
    /// usage error, no sign-in, a token Exist refuses, a value that does not fit) prints one
    /// document, `{"outcome": "refused", "error_code", "message"}` (with `problems` when several
    /// items are at fault), so a script always reads one JSON document; the error is then
    /// reported as usual on standard error.
    func writing(_ body: () async throws -> Void) async throws {
        do {
            try await body()
        } catch {
            if json, !(error is ExitCode), !printedJSON.withLock({ $0 }) { try? printJSON(WriteRefusal(error)) }
            throw error
        }
    }
}

/// A write refused before anything was sent, as `--json` prints it.
struct WriteRefusal: Encodable {
    /// The error's stable code: the runtime's, the client's (`unauthorized` …), or
    /// `invalid_argument` for a usage error.
    let errorCode: String
    /// The error's message.
    let message: String
    /// The items at fault, when there are several.
    let problems: [WriteProblem]

    /// The refusal for `error`.
    init(_ error: any Error) {
        switch error {
        case let error as ExistRuntimeError:
            (errorCode, message, problems) = (error.code.rawValue, error.message, error.problems)
        case let error as ExistError:
            (errorCode, message, problems) = (error.code.rawValue, error.message, [])
        case let error as ValidationError:
            (errorCode, message, problems) = ("invalid_argument", error.message, [])
        default:
            (errorCode, message, problems) = ("failed", error.localizedDescription, [])
        }
    }

    private enum CodingKeys: String, CodingKey {
        case outcome, message, problems
        case errorCode = "error_code"
    }

    /// Encodes `{"outcome": "refused", "error_code", "message", "problems"?}`.
    func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode("refused", forKey: .outcome)
        try container.encode(errorCode, forKey: .errorCode)
        try container.encode(message, forKey: .message)
        if !problems.isEmpty { try container.encode(problems, forKey: .problems) }
    }
}
