import ArgumentParser
import ExistRuntime
import TerminalKit

extension ExistRuntimeError {
    /// The error as a command reports it: a usage error (exit 64, with the subcommand's usage)
    /// when the input is at fault, else a one-line failure (exit 1).
    var commandLineError: any Error {
        isInputError ? ValidationError(message) : CLIError(message)
    }

    /// Runs `body` (which does not wait), reporting the runtime's errors as a command does (see
    /// ``commandLineError``).
    static func forCommandLine<T>(_ body: () throws -> T) throws -> T {
        do {
            return try body()
        } catch let error as ExistRuntimeError {
            throw error.commandLineError
        }
    }

    /// Runs `body`, reporting the runtime's errors as a command does (see ``commandLineError``).
    static func reportingForCommandLine<T>(_ body: () async throws -> T) async throws -> T {
        do {
            return try await body()
        } catch let error as ExistRuntimeError {
            throw error.commandLineError
        }
    }
}
