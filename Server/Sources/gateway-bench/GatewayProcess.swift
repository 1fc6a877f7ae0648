import Foundation
import ServerTestSupport
import Synchronization

/// A `weather-gateway` process started by the benchmark, its log in a file.
final class GatewayProcess: Sendable {
    let child: Child
    let port: Int
    let logFile: URL
    private let exited: Task<Int32, Never>
    private let hasExited: ExitFlag

    var baseURL: String { "http://127.0.0.1:\(port)" }

    /// The `GATEWAY_KEY_SECRET` of the gateways a run starts, unless the environment gives one.
    static let keySecret = UUID().uuidString

    /// Starts the gateway built next to this benchmark with `arguments`, and waits for its port.
    static func start(
        _ arguments: [String], environment: [String: String], logDirectory: URL
    ) async throws
        -> GatewayProcess
    {
        let binary = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
            .appendingPathComponent("weather-gateway")
        let name = "gateway-\(UUID().uuidString.prefix(8))"
        let logFile = logDirectory.appendingPathComponent("\(name).log")
        let outputFile = logDirectory.appendingPathComponent("\(name).out")
        let child = try Child.spawn(
            [binary.path, "--port", "0", "--client-key", "bench", "--rate-limit", "1000000", "--log-level", "info"]
                + arguments,
            // Every gateway of a run shares one key secret, as instances of one deployment must.
            environment: ProcessInfo.processInfo.environment.merging(["GATEWAY_KEY_SECRET": Self.keySecret]) {
                current, _ in current
            }
            .merging(environment) { $1 }, output: outputFile,
            errors: logFile)
        let hasExited = ExitFlag()
        let exited = Task {
            let status = await child.wait()
            hasExited.value.withLock { $0 = true }
            return status
        }
        for _ in 0..<600 {
            let text = (try? String(contentsOf: outputFile, encoding: .utf8)) ?? ""
            if let line = text.split(separator: "\n").first, text.contains("\n") {
                guard let portText = line.split(separator: ":").last, let port = Int(portText) else {
                    throw BenchError("weather-gateway's first line names no port: \(line)")
                }
                return GatewayProcess(child: child, port: port, logFile: logFile, exited: exited, hasExited: hasExited)
            }
            try await Task.sleep(for: .milliseconds(50))
        }
        throw BenchError("weather-gateway did not say where it listens; see \(logFile.path)")
    }

    private init(child: Child, port: Int, logFile: URL, exited: Task<Int32, Never>, hasExited: ExitFlag) {
        self.child = child
        self.port = port
        self.logFile = logFile
        self.exited = exited
        self.hasExited = hasExited
    }

    /// Sends `signal`, unless the process has already exited (its id may belong to another by now).
    func signal(_ signal: Int32) {
        if !hasExited.value.withLock({ $0 }) { child.signal(signal) }
    }

    /// Stops the gateway gracefully and waits for it.
    func stop() async {
        signal(SIGCONT)
        signal(SIGTERM)
        _ = await exited.value
    }

    var log: String { (try? String(contentsOf: logFile, encoding: .utf8)) ?? "" }
}

/// Whether a child has exited, shared with the task that waits for it.
final class ExitFlag: Sendable {
    let value = Mutex(false)
}

struct BenchError: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}
