import APICore
import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Everything the commands read from or write to the outside world, so tests can run every
/// command in process with their own environment variables, output and directories.
public struct CLIEnvironment: Sendable {
    /// Environment variables (`CAIYUN_TOKEN`, `CAIYUN_BASE_URL`, `NO_COLOR`, …).
    public var variables: [String: String]
    /// Standard output.
    public var output: TextSink
    /// Standard error.
    public var errorOutput: TextSink
    /// Standard input, for `config --token-stdin`.
    public var readInputLine: @Sendable () -> String?
    /// Whether standard output is a terminal (colour in `auto` mode).
    public var isOutputTerminal: Bool
    /// Whether standard error is a terminal (the spinner).
    public var isErrorTerminal: Bool
    /// Where settings, the token and saved locations live.
    public var configDirectory: URL
    /// The system's preferred languages, consulted after the locale variables.
    public var systemLanguages: [String]

    /// Creates an environment.
    public init(
        variables: [String: String], output: TextSink, errorOutput: TextSink,
        readInputLine: @escaping @Sendable () -> String? = { nil },
        isOutputTerminal: Bool = false, isErrorTerminal: Bool = false, configDirectory: URL,
        systemLanguages: [String] = []
    ) {
        self.variables = variables
        self.output = output
        self.errorOutput = errorOutput
        self.readInputLine = readInputLine
        self.isOutputTerminal = isOutputTerminal
        self.isErrorTerminal = isErrorTerminal
        self.configDirectory = configDirectory
        self.systemLanguages = systemLanguages
    }

    /// The real process: its environment, standard streams and the user's config directory.
    public static var process: CLIEnvironment {
        let variables = ProcessInfo.processInfo.environment
        let configDirectory =
            variables["WEATHER_CONFIG_DIR"].map { URL(fileURLWithPath: $0, isDirectory: true) }
            ?? ConfigStore.defaultDirectory(environment: variables)
        return CLIEnvironment(
            variables: variables, output: .standardOutput, errorOutput: .standardError, readInputLine: { readLine() },
            isOutputTerminal: isatty(STDOUT_FILENO) == 1, isErrorTerminal: isatty(STDERR_FILENO) == 1,
            configDirectory: configDirectory,
            systemLanguages: Locale.preferredLanguages)
    }

    /// The environment the running command uses; tests bind their own.
    @TaskLocal public static var current: CLIEnvironment = .process
}

/// Where text goes: a file handle, or a buffer tests can read.
public final class TextSink: Sendable {
    private let handle: FileHandle?
    private let buffer = Locked("")

    private init(handle: FileHandle?) { self.handle = handle }

    /// Standard output.
    public static let standardOutput = TextSink(handle: .standardOutput)
    /// Standard error.
    public static let standardError = TextSink(handle: .standardError)

    /// A sink that keeps what is written, for tests.
    public static func capture() -> TextSink { TextSink(handle: nil) }

    /// Everything written so far (captured sinks only).
    public var text: String { buffer.current }

    /// Writes `text` as is, escape sequences included (the spinner's).
    public func write(_ text: String) {
        if let handle {
            handle.write(Data(text.utf8))
        } else {
            buffer.withLock { $0 += text }
        }
    }

    /// Writes `text` and a newline, with every control character but the line feed escaped, so
    /// names and messages from files or responses cannot drive the terminal.
    public func line(_ text: String = "") { write(ControlCharacters.escaped(keepingLineFeeds: text) + "\n") }

    /// Writes JSON text and a newline, with control characters written as JSON escapes, so the
    /// output is the same JSON and safe for a terminal.
    package func jsonLine(_ data: Data) {
        write(ControlCharacters.escaped(json: String(decoding: data, as: UTF8.self)) + "\n")
    }

    /// Writes painted text and a newline: its escape sequences are the painter's colours, its
    /// text already escaped by `Span`.
    package func styledLine(_ text: String) { write(text + "\n") }
}
