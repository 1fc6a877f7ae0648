import APICore
import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Everything the commands read from or write to the outside world, so tests can run every
/// command in process with their own environment variables, output and directories.
package struct CLIEnvironment: Sendable {
    /// Environment variables (`CAIYUN_TOKEN`, `CAIYUN_BASE_URL`, `NO_COLOR`, …).
    package var variables: [String: String]
    /// Standard output.
    package var output: TextSink
    /// Standard error.
    package var errorOutput: TextSink
    /// Standard input, for `config --token-stdin` and questions asked on a terminal.
    package var readInputLine: @Sendable () -> String?
    /// Whether standard input is a terminal (a command may then ask for what it was not given).
    package var isInputTerminal: Bool
    /// Whether standard output is a terminal (colour in `auto` mode).
    package var isOutputTerminal: Bool
    /// Whether standard error is a terminal (the spinner).
    package var isErrorTerminal: Bool
    /// Where settings, the token and saved locations live.
    package var configDirectory: URL
    /// The system's preferred languages, consulted after the locale variables.
    package var systemLanguages: [String]
    /// The columns views lay themselves out in (see `TerminalColumns`).
    package var columns: Int
    /// The time now, for what "today" means; tests pin it.
    package var now: @Sendable () -> Date

    /// Creates an environment.
    package init(
        variables: [String: String], output: TextSink, errorOutput: TextSink,
        readInputLine: @escaping @Sendable () -> String? = { nil }, isInputTerminal: Bool = false,
        isOutputTerminal: Bool = false, isErrorTerminal: Bool = false, configDirectory: URL,
        systemLanguages: [String] = [], terminalWidth: Int? = nil, now: @escaping @Sendable () -> Date = { Date() }
    ) {
        self.variables = variables
        self.output = output
        self.errorOutput = errorOutput
        self.readInputLine = readInputLine
        self.isInputTerminal = isInputTerminal
        self.isOutputTerminal = isOutputTerminal
        self.isErrorTerminal = isErrorTerminal
        self.configDirectory = configDirectory
        self.systemLanguages = systemLanguages
        columns = TerminalColumns.resolve(terminalWidth: terminalWidth, variables: variables)
        self.now = now
    }

    /// The real process: its environment, standard streams and the user's config directory.
    package static var process: CLIEnvironment {
        let variables = ProcessInfo.processInfo.environment
        let configDirectory =
            variables["WEATHER_CONFIG_DIR"].map { URL(fileURLWithPath: $0, isDirectory: true) }
            ?? UserDirectories.configuration(environment: variables)
        return CLIEnvironment(
            variables: variables, output: .standardOutput, errorOutput: .standardError, readInputLine: { readLine() },
            isInputTerminal: isatty(STDIN_FILENO) == 1, isOutputTerminal: isatty(STDOUT_FILENO) == 1,
            isErrorTerminal: isatty(STDERR_FILENO) == 1,
            configDirectory: configDirectory,
            systemLanguages: Locale.preferredLanguages, terminalWidth: TerminalColumns.standardOutputWidth())
    }

    /// The environment the running command uses; tests bind their own.
    @TaskLocal package static var current: CLIEnvironment = .process
}

/// Where text goes: a file handle, or a buffer tests can read.
package final class TextSink: Sendable {
    private let handle: FileHandle?
    private let buffer = Locked("")

    private init(handle: FileHandle?) { self.handle = handle }

    /// Standard output.
    package static let standardOutput = TextSink(handle: .standardOutput)
    /// Standard error.
    package static let standardError = TextSink(handle: .standardError)

    /// A sink that keeps what is written, for tests.
    package static func capture() -> TextSink { TextSink(handle: nil) }

    /// Everything written so far (captured sinks only).
    package var text: String { buffer.current }

    /// Writes `text` as is, escape sequences included (the spinner's).
    package func write(_ text: String) {
        if let handle {
            handle.write(Data(text.utf8))
        } else {
            buffer.withLock { $0 += text }
        }
    }

    /// Writes `text` and a newline, with every control character but the line feed escaped, so
    /// names and messages from files or responses cannot drive the terminal.
    package func line(_ text: String = "") { write(ControlCharacters.escaped(keepingLineFeeds: text) + "\n") }

    /// Writes JSON text and a newline, with control characters written as JSON escapes, so the
    /// output is the same JSON and safe for a terminal.
    package func jsonLine(_ data: Data) {
        write(ControlCharacters.escaped(json: String(decoding: data, as: UTF8.self)) + "\n")
    }

    /// Writes painted text and a newline: its escape sequences are the painter's colours, its
    /// text already escaped by `Span`.
    package func styledLine(_ text: String) { write(text + "\n") }
}
