import Foundation
import TestSupport
import Testing

/// The built `weather` executable, run as a user runs it.
@Suite("The weather binary")
struct BinaryTests {
    /// Runs the tool and waits for it on a thread of its own.
    private func run(
        _ arguments: [String], environment: [String: String] = [:], input: Data? = nil
    ) async throws -> (output: String, error: String, status: Int32) {
        try await BlockingWork.run { try Self.runBlocking(arguments, environment: environment, input: input) }
    }

    private static func runBlocking(
        _ arguments: [String], environment: [String: String], input: Data?
    ) throws -> (output: String, error: String, status: Int32) {
        let folder = try TemporaryDirectory()
        defer { folder.cleanUp() }
        let process = Process()
        process.executableURL = BuiltProducts.executable("weather")
        process.arguments = arguments
        process.environment = Offline.merged(with: [
            "PATH": "/usr/bin:/bin", "HOME": folder.url.path,
            "WEATHER_CONFIG_DIR": folder.url.appendingPathComponent("config").path,
        ])
        .merging(environment) { _, new in new }
        let output = Pipe()
        let error = Pipe()
        process.standardOutput = output
        process.standardError = error
        let inputPipe = Pipe()
        if input != nil { process.standardInput = inputPipe }
        try process.run()
        if let input {
            // Written from a thread of its own, so a tool that stops reading cannot block this one.
            Thread.detachNewThread {
                try? inputPipe.fileHandleForWriting.write(contentsOf: input)
                try? inputPipe.fileHandleForWriting.close()
            }
        }
        let outputData = output.fileHandleForReading.readDataToEndOfFile()
        let errorData = error.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (
            String(decoding: outputData, as: UTF8.self), String(decoding: errorData, as: UTF8.self),
            process.terminationStatus
        )
    }

    @Test("with no token it shows the example, without colour on a pipe, and exits 0")
    func example() async throws {
        #expect(FileManager.default.isExecutableFile(atPath: BuiltProducts.executable("weather").path))
        let result = try await run([])
        #expect(result.status == 0)
        #expect(result.output.hasPrefix("Jincheng, Shanxi · Example data"))
        #expect(!result.output.contains("\u{1B}["))
        #expect(result.error.isEmpty)
    }

    @Test("usage errors exit 64 on standard error; --help exits 0")
    func usage() async throws {
        let bad = try await run(["--lat", "100", "--lon", "0"])
        #expect(bad.status == 64)
        #expect(bad.error.contains("--lat must be between -90 and 90."))
        #expect(bad.output.isEmpty)
        let help = try await run(["--help"])
        #expect(help.status == 0)
        #expect(help.output.contains("USAGE: weather"))
    }

    @Test("a refused connection exits 1 with one line and no token")
    func networkFailure() async throws {
        let dropping = try FaultServer(.drop)
        dropping.stop()
        let result = try await run(
            ["now", "--lat", "39.9", "--lon", "116.4", "--no-cache", "--timeout", "2"],
            environment: ["CAIYUN_TOKEN": "binarySecretToken5", "CAIYUN_BASE_URL": dropping.baseURL.absoluteString])
        #expect(result.status == 1)
        #expect(result.error.hasPrefix("Error: Could not get a response from 127.0.0.1"))
        #expect(result.error.split(separator: "\n").count == 1)
        #expect(!(result.output + result.error).contains("binarySecretToken5"))
    }

    @Test("eight processes started at once with a shared cache directory make one upstream call")
    func processesShareOneCall() async throws {
        let folder = try TemporaryDirectory()
        defer { folder.cleanUp() }
        try await LoopbackServer.run({ LiveCommandTests.response(to: $0).delayed(by: .milliseconds(500)) }) { server in
            let processes = try (0..<8).map { index in
                let process = Process()
                process.executableURL = BuiltProducts.executable("weather")
                let cache = folder.url.appendingPathComponent("cache").path
                process.arguments = [
                    "now", "--lat", "26.6832", "--lon", "101.8551", "--cache-dir", cache, "--timeout", "120",
                ]
                process.environment = [
                    "PATH": "/usr/bin:/bin", "HOME": folder.url.path, "CAIYUN_TOKEN": "sharedSecretToken3",
                    "CAIYUN_BASE_URL": server.baseURL.absoluteString,
                    "WEATHER_CONFIG_DIR": folder.url.appendingPathComponent("config-\(index)").path,
                ]
                process.standardOutput = FileHandle.nullDevice
                process.standardError = FileHandle.nullDevice
                try process.run()
                return process
            }
            // Polls, so no thread the loopback server needs is blocked while waiting.
            for _ in 0..<6_000 where processes.contains(where: \.isRunning) {
                try await Task.sleep(for: .milliseconds(10))
            }
            #expect(processes.allSatisfy { !$0.isRunning && $0.terminationStatus == 0 })
            #expect(server.requestCount == 1)
        }
    }

    @Test("show - reads a response from a pipe, larger than a pipe's buffer, and names standard input in errors")
    func showFromPipe() async throws {
        let body = try FixtureFiles.data(
            "v2.5_weather_en_US_imperial_alert-wind-blue_YuanLinStudio-CaiyunWeather", provider: "caiyun")
        #expect(body.count > 65_536)
        let shown = try await run(["show", "-"], environment: ["NO_COLOR": "1"], input: body)
        #expect(shown.status == 0)
        let fromFile = try await run(
            [
                "show",
                try #require(
                    FixtureFiles.url(
                        "v2.5_weather_en_US_imperial_alert-wind-blue_YuanLinStudio-CaiyunWeather",
                        provider: "caiyun")
                ).path,
            ],
            environment: ["NO_COLOR": "1"])
        #expect(shown.output == fromFile.output)
        #expect(shown.output.contains("°F"))
        let html = try await run(["show", "-"], input: Data("<html><body>Bad gateway</body></html>".utf8))
        #expect(html.status == 1)
        #expect(html.error == "Error: Standard input is an HTML page, not an API response.\n")
        let empty = try await run(["show", "-"], input: Data())
        #expect(empty.error == "Error: Standard input is empty.\n")
    }
}
