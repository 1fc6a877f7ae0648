import APICore
import Foundation
import ServerTestSupport
import Testing

@testable import WeatherGateway

/// The gateway's pages and the `weather` command resolve places in one runtime, so one place is
/// one coordinate and one answer reads the same in both. The command runs as people run it: the
/// built executable, in a process of its own.
@Suite("weather-gateway and the weather command agree")
struct FrontDoorParityTests {
    /// The built `weather` command: `WEATHER_COMMAND` when set (CI sets the installed one), else
    /// the root package's debug or release build.
    static func weatherCommand() throws -> String {
        if let path = ProcessInfo.processInfo.environment["WEATHER_COMMAND"], !path.isEmpty { return path }
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent()
        for configuration in ["debug", "release"] {
            let path = root.appendingPathComponent(".build/\(configuration)/weather").path
            if FileManager.default.isExecutableFile(atPath: path) { return path }
        }
        throw MissingCommand(root: root.path)
    }

    /// No `weather` executable to run.
    struct MissingCommand: Error, CustomStringConvertible {
        let root: String
        var description: String {
            "No built weather command: run `swift build --product weather` in \(root), or set WEATHER_COMMAND."
        }
    }

    /// What `weather` prints with `arguments`, run as a person runs it, with `variables` only.
    static func runWeather(
        _ arguments: [String], variables: [String: String], in folder: URL
    ) async throws -> (output: String, error: String, exitCode: Int32) {
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let output = folder.appendingPathComponent("stdout")
        let errors = folder.appendingPathComponent("stderr")
        var environment = variables
        environment["PATH"] = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
        environment["HOME"] = folder.path
        environment["WEATHER_CONFIG_DIR"] = folder.appendingPathComponent("config").path
        let child = try Child.spawn(
            [try weatherCommand()] + arguments, environment: environment, output: output, errors: errors)
        let code = await child.wait()
        return (
            String(decoding: try Data(contentsOf: output), as: UTF8.self),
            String(decoding: try Data(contentsOf: errors), as: UTF8.self), code
        )
    }

    /// The `longitude,latitude` segment of a Caiyun call's path.
    static func location(_ call: FakeUpstream.Call) -> String? {
        let parts = call.path.split(separator: "/")
        return parts.count > 2 ? String(parts[2]) : nil
    }

    @Test(
        "/Beijing and `weather Beijing` ask Caiyun about one point's cell, and ?format=3 is the command's --format 3",
        arguments: ["Beijing", "北京", "London", "Springfield"])
    func sameCoordinateSameLine(_ place: String) async throws {
        let upstream = try await FakeUpstream.start()
        defer { upstream.stop() }
        let gateway = try await RunningGateway.start(upstream: upstream, databaseURL: nil, publicPages: true)
        defer { gateway.stop() }
        let path = place.addingPercentEncoding(withAllowedCharacters: .urlPathAllowed) ?? place
        let line = try await gateway.get("/\(path)?format=3&lang=en", key: nil, headers: ["User-Agent": "curl/8.5.0"])
        #expect(line.status == 200)
        let gatewayCall = try #require(upstream.weatherCalls.last)

        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("parity-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let run = try await Self.runWeather(
            [place, "--format", "3", "--lang", "en", "--no-cache", "--timeout", "120"],
            variables: [
                "CAIYUN_TOKEN": "command-token", "CAIYUN_BASE_URL": upstream.baseURL.absoluteString,
                "WEATHER_ALERTS_BASE_URL": upstream.baseURL.absoluteString,
            ],
            in: folder)
        #expect(run.exitCode == 0, "\(run.error)")
        let commandCall = try #require(upstream.weatherCalls.last)
        #expect(upstream.weatherCalls.count == 2)
        #expect(commandCall.path.contains("/command-token/") && gatewayCall.path.contains("/gateway-token/"))
        // The command asks about the place's own point; the gateway, which shares answers
        // within 1 km cells by default, about the centre of that point's cell.
        let asked = try #require(Self.location(commandCall)?.split(separator: ",").compactMap { Double($0) })
        let cell = try #require(CellGrid(size: 1000)).cell(latitude: asked[1], longitude: asked[0])
        #expect(Self.location(gatewayCall) == String(format: "%.4f,%.4f", cell.longitude, cell.latitude))
        #expect(cell.distance(latitude: asked[1], longitude: asked[0]) <= 750)
        #expect(String(decoding: line.body, as: UTF8.self) == run.output)
    }
}
