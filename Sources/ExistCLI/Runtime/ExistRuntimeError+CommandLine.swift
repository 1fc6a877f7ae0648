import ArgumentParser
import ExistRuntime
import TerminalKit

extension ExistRuntimeError {
    /// The error as a command reports it: a usage error (exit 64, with the subcommand's usage)
    /// when the way the command was asked is at fault (a day or a range that is not one), else
    /// the error itself, its message on standard error and exit 1: a value that does not fit its
    /// attribute is bad data, not bad usage.
    var commandLineError: any Error {
        isUsageError ? ValidationError(message) : self
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
