import ArgumentParser
import TerminalKit
import WeatherRuntime

extension WeatherRuntimeError {
    /// The error as a command reports it: a usage error (exit 64) when the input is at fault,
    /// else a one-line failure (exit 1).
    package var commandLineError: any Error {
        isInputError ? ValidationError(message) : CLIError(message)
    }

    /// Runs `body`, reporting the runtime's errors as a command does (see ``commandLineError``).
    package static func reportingForCommandLine<T>(_ body: () async throws -> T) async throws -> T {
        do {
            return try await body()
        } catch let error as WeatherRuntimeError {
            throw error.commandLineError
        }
    }
}
