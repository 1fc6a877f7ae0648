import Foundation
import ServerTestSupport
import Synchronization
import Testing

#if canImport(Glibc)
    import Glibc
#endif

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// The built `weather-gateway` process, what it prints kept in a file.
struct GatewayChild {
    let child: Child
    let output: URL
    let ended: Task<(exited: Bool, status: Int32), Never>

    init(arguments: [String], environment: [String: String], folder: URL) throws {
        output = folder.appendingPathComponent("gateway-\(UUID().uuidString.prefix(8)).out")
        let binary = Bundle.main.bundleURL.appendingPathComponent("weather-gateway").path
        let child = try Child.spawn(
            [binary] + arguments, environment: environment, output: output,
            errors: folder.appendingPathComponent("gateway.log"))
        self.child = child
        ended = Task { await child.termination() }
    }

    /// The port in the first printed line that starts with `prefix`, once it is printed.
    func port(after prefix: String) async throws -> Int {
        try await waitUntil("weather-gateway prints \(prefix)") { port(in: prefix) != nil }
        return try #require(port(in: prefix))
    }

    private func port(in prefix: String) -> Int? {
        let text = (try? String(contentsOf: output, encoding: .utf8)) ?? ""
        return text.split(separator: "\n", omittingEmptySubsequences: false).dropLast().first { $0.hasPrefix(prefix) }
            .flatMap { line in line.split(separator: ":").last.flatMap { Int($0.prefix { $0.isNumber }) } }
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
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("shutdown-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let child = try GatewayChild(
            arguments: ["--port", "0", "--metrics-port", "0", "--client-key", "app-key", "--log-level", "error"],
            environment: [
                "PATH": "/usr/bin:/bin", "CAIYUN_TOKEN": "shutdown-test-token",
                "CAIYUN_BASE_URL": upstream.baseURL.absoluteString,
            ],
            folder: folder)
        defer { child.child.signal(SIGKILL) }
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
        child.child.signal(SIGTERM)
        try await waitUntil("the gateway stops taking connections") {
            (try? await probe.data(from: URL(string: "http://127.0.0.1:\(port)/livez")!)) == nil
        }
        released.store(true, ordering: .relaxed)
        let statuses = await answers.value
        #expect(statuses.count == 50)
        #expect(statuses.allSatisfy { $0 == 200 })
        let ending = await child.ended.value
        #expect(ending.exited)
        #expect(ending.status == 0)
    }
}
