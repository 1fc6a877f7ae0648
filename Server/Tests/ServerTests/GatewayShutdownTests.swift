import Foundation
import ServerTestSupport
import Synchronization
import Testing

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// The built `weather-gateway` process, its first lines read as they come.
final class GatewayChild: Sendable {
    let process: Process
    private let printed = PrintedText()

    /// What the process has printed so far.
    private final class PrintedText: Sendable {
        let text = Mutex("")
    }

    init(arguments: [String], environment: [String: String]) throws {
        let process = Process()
        process.executableURL = Bundle.main.bundleURL.appendingPathComponent("weather-gateway")
        process.arguments = arguments
        process.environment = environment
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        self.process = process
        output.fileHandleForReading.readabilityHandler = { [printed] handle in
            let text = String(decoding: handle.availableData, as: UTF8.self)
            printed.text.withLock { $0 += text }
        }
        try process.run()
    }

    /// The port in the first line that starts with `prefix`, once it is printed.
    func port(after prefix: String) async throws -> Int {
        try await waitUntil("weather-gateway prints \(prefix)") { self.port(in: prefix) != nil }
        return try #require(port(in: prefix))
    }

    private func port(in prefix: String) -> Int? {
        printed.text.withLock { text in
            text.split(separator: "\n", omittingEmptySubsequences: false).dropLast().first { $0.hasPrefix(prefix) }
                .flatMap { line in
                    line.split(separator: ":").last.flatMap { Int($0.prefix { $0.isNumber }) }
                }
        }
    }
}

@Suite("weather-gateway shuts down gracefully", .timeLimit(.minutes(2)))
struct GatewayShutdownTests {
    @Test("SIGTERM with 50 requests in flight: all 50 are answered, new connections are refused, then exit 0")
    func drainsOnSigterm() async throws {
        let upstream = try await FakeUpstream.start()
        defer { upstream.stop() }
        let released = Atomic<Bool>(false)
        upstream.holdCalls { released.load(ordering: .relaxed) }
        let child = try GatewayChild(
            arguments: ["--port", "0", "--metrics-port", "0", "--client-key", "app-key", "--log-level", "error"],
            environment: [
                "PATH": "/usr/bin:/bin", "CAIYUN_TOKEN": "shutdown-test-token",
                "CAIYUN_BASE_URL": upstream.baseURL.absoluteString,
            ])
        defer { if child.process.isRunning { child.process.terminate() } }
        let port = try await child.port(after: "weather-gateway listening")
        let metricsPort = try await child.port(after: "weather-gateway metrics")

        let settings = URLSessionConfiguration.ephemeral
        settings.httpMaximumConnectionsPerHost = 64
        let session = URLSession(configuration: settings)
        let probe = URLSession(configuration: .ephemeral)
        let answers = Task {
            await withTaskGroup(of: Int.self) { group in
                for index in 0..<50 {
                    group.addTask {
                        var request = URLRequest(
                            url: URL(string: "http://127.0.0.1:\(port)/v2.6/x/121.\(index),31.2/realtime")!)
                        request.setValue("app-key", forHTTPHeaderField: "X-Client-Key")
                        request.timeoutInterval = 60
                        let response = try? await session.data(for: request).1 as? HTTPURLResponse
                        return response?.statusCode ?? -1
                    }
                }
                return await group.reduce(into: []) { $0.append($1) }
            }
        }
        // All 50 are inside the gateway (its own gauge says so) before the signal.
        try await waitUntil("50 requests are in flight") {
            guard let data = try? await probe.data(from: URL(string: "http://127.0.0.1:\(metricsPort)/metrics")!).0
            else { return false }
            return String(decoding: data, as: UTF8.self).contains("weather_gateway_requests_in_flight 50")
        }
        kill(child.process.processIdentifier, SIGTERM)
        try await waitUntil("the gateway stops taking connections") {
            (try? await probe.data(from: URL(string: "http://127.0.0.1:\(port)/livez")!)) == nil
        }
        released.store(true, ordering: .relaxed)
        let statuses = await answers.value
        #expect(statuses.count == 50)
        #expect(statuses.allSatisfy { $0 == 200 })
        try await waitUntil("the gateway exits") { !child.process.isRunning }
        #expect(child.process.terminationReason == .exit)
        #expect(child.process.terminationStatus == 0)
    }
}
