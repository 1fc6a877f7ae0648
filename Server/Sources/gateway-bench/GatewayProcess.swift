import Foundation

/// A `weather-gateway` process started by the benchmark, its log in a file.
final class GatewayProcess: @unchecked Sendable {
    let process: Process
    let port: Int
    let logFile: URL

    var baseURL: String { "http://127.0.0.1:\(port)" }

    /// Starts the gateway built next to this benchmark with `arguments`, and waits for its port.
    static func start(_ arguments: [String], environment: [String: String], logDirectory: URL) throws -> GatewayProcess {
        let binary = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
            .appendingPathComponent("weather-gateway")
        let process = Process()
        process.executableURL = binary
        process.arguments = ["--port", "0", "--client-key", "bench", "--rate-limit", "1000000", "--log-level", "info"] + arguments
        process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
        let logFile = logDirectory.appendingPathComponent("gateway-\(UUID().uuidString.prefix(8)).log")
        _ = FileManager.default.createFile(atPath: logFile.path, contents: nil)
        process.standardError = try FileHandle(forWritingTo: logFile)
        let output = Pipe()
        process.standardOutput = output
        try process.run()
        var line = Data()
        while !line.contains(0x0A) {
            let chunk = output.fileHandleForReading.availableData
            guard !chunk.isEmpty else { throw BenchError("weather-gateway exited before listening; see \(logFile.path)") }
            line += chunk
        }
        let text = String(decoding: line, as: UTF8.self)
        guard let portText = text.split(separator: ":").last?.prefix(while: \.isNumber), let port = Int(portText) else {
            throw BenchError("weather-gateway's first line names no port: \(text)")
        }
        return GatewayProcess(process: process, port: port, logFile: logFile)
    }

    private init(process: Process, port: Int, logFile: URL) {
        self.process = process
        self.port = port
        self.logFile = logFile
    }

    func signal(_ signal: Int32) { kill(process.processIdentifier, signal) }

    /// Stops the gateway gracefully and waits for it.
    func stop() {
        guard process.isRunning else { return }
        signal(SIGTERM)
        process.waitUntilExit()
    }

    var log: String { (try? String(contentsOf: logFile, encoding: .utf8)) ?? "" }
}

struct BenchError: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}
