import Foundation
import TestSupport
import Testing

/// The README's `weather` and `exist` commands, run in order as a reader types them: the built
/// binaries, a home folder of their own (so every file lands where the README says), one
/// loopback server standing in for Caiyun, OpenWeatherMap and exist.io, and made-up tokens.
@Suite("The README's commands work as written")
struct ReadmeCommandsTests {
    static let readmeURL = URL(fileURLWithPath: #filePath).appendingPathComponent("../../../README.md").standardized

    /// The made-up values the test exports where the README says `export NAME=your-…`.
    static let madeUp = [
        "CAIYUN_TOKEN": "readmeCaiyunSECRET1", "OPENWEATHERMAP_API_KEY": "0123456789abcdef0123456789abcdef",
    ]

    /// One command line of a README shell block: its words and redirections, comment removed.
    struct Line: CustomStringConvertible {
        var words: [String]
        var input: String?
        var output: String?
        var description: String { words.joined(separator: " ") }
    }

    /// The README's fenced blocks of the given language (`sh`, or "" for plain text).
    static func blocks(_ language: String, in readme: String) -> [[String]] {
        var blocks: [[String]] = []
        var current: [String]?
        for line in readme.split(separator: "\n", omittingEmptySubsequences: false).map(String.init) {
            if current == nil, line == "```" + language {
                current = []
            } else if current != nil, line == "```" {
                blocks.append(current ?? [])
                current = nil
            } else if current == nil, line.hasPrefix("```") {
                current = nil
            } else {
                current?.append(line)
            }
        }
        return blocks
    }

    /// Every line of every shell block that uses `weather` or `exist`, parsed.
    static func commandLines(in readme: String) -> [Line] {
        blocks("sh", in: readme)
            .filter { block in block.contains { $0.hasPrefix("weather") || $0.hasPrefix("exist") } }
            .flatMap { $0 }
            .map { text in
                let command = text.range(of: " #").map { String(text[..<$0.lowerBound]) } ?? text
                var line = Line(words: [])
                var words = command.split(separator: " ").map(String.init)[...]
                while let word = words.popFirst() {
                    switch word {
                    case "<": line.input = words.popFirst()
                    case ">": line.output = words.popFirst()
                    default: line.words.append(word)
                    }
                }
                return line
            }
    }

    /// One run of a built command.
    static func run(
        _ line: Line, in folder: URL, environment: [String: String]
    ) async throws -> (output: String, error: String, status: Int32) {
        try await BlockingWork.run {
            let process = Process()
            process.executableURL = BuiltProducts.executable(line.words[0])
            process.arguments = Array(line.words.dropFirst())
            process.environment = environment
            process.currentDirectoryURL = folder
            let output = Pipe()
            let error = Pipe()
            process.standardOutput = output
            process.standardError = error
            if let input = line.input {
                process.standardInput = try FileHandle(forReadingFrom: folder.appendingPathComponent(input))
            }
            try process.run()
            let outputData = output.fileHandleForReading.readDataToEndOfFile()
            let errorData = error.fileHandleForReading.readDataToEndOfFile()
            process.waitUntilExit()
            if let file = line.output { try outputData.write(to: folder.appendingPathComponent(file)) }
            return (
                String(decoding: outputData, as: UTF8.self), String(decoding: errorData, as: UTF8.self),
                process.terminationStatus
            )
        }
    }

    /// Caiyun (today's forecast, so `sync-weather` finds today), OpenWeatherMap and exist.io.
    static func handle(_ request: LoopbackServer.RecordedRequest, caiyun: Data) -> LoopbackServer.Reply {
        if request.rawPath.hasPrefix("/v2.6/") { return .json(caiyun) }
        if request.path.hasPrefix("/v1/") { return OpenMeteoStub.reply(to: request) }
        func openWeatherMap(_ name: String) -> LoopbackServer.Reply {
            .json((try? FixtureFiles.data(name, provider: "openweathermap")) ?? Data())
        }
        switch request.path {
        case "/data/3.0/onecall": return .json(#"{"cod":401,"message":"No One Call subscription."}"#, status: 401)
        case "/data/2.5/forecast": return openWeatherMap("forecast5_london_standard")
        case "/data/2.5/weather": return openWeatherMap("current_q_london_rain_standard")
        default: return FakeExist.handle(request)
        }
    }

    @Test("every weather and exist line of the README's shell blocks succeeds, in order, from a fresh home")
    func everyCommandSucceeds() async throws {
        let readme = try String(contentsOf: Self.readmeURL, encoding: .utf8)
        let lines = Self.commandLines(in: readme)
        #expect(lines.count >= 20)
        let caiyun = try SyncWeatherTests.caiyunToday().body
        try await LoopbackServer.run({ Self.handle($0, caiyun: caiyun) }) { server in
            let folder = try TemporaryDirectory()
            defer { folder.cleanUp() }
            try Data((FakeExist.token + "\n").utf8).write(to: folder.url.appendingPathComponent("token.txt"))
            var environment = [
                "PATH": "/usr/bin:/bin", "HOME": folder.url.path, "NO_COLOR": "1",
                "CAIYUN_BASE_URL": server.baseURL.absoluteString,
                "OPENWEATHERMAP_BASE_URL": server.baseURL.absoluteString,
                "OPEN_METEO_BASE_URL": server.baseURL.absoluteString,
                "EXIST_BASE_URL": server.baseURL.absoluteString,
            ]
            var ran: [String] = []
            for line in lines {
                if line.words.first == "export" {
                    for assignment in line.words.dropFirst() {
                        let parts = assignment.split(separator: "=", maxSplits: 1).map(String.init)
                        let placeholder = parts.count > 1 ? parts[1] : ""
                        #expect(placeholder.hasPrefix("your-"), "\(line): not a placeholder to replace")
                        guard let value = Self.madeUp[parts[0]] else {
                            Issue.record("\(line): no made-up value for \(parts[0])")
                            continue
                        }
                        environment[parts[0]] = value
                    }
                    continue
                }
                try #require(["weather", "exist"].contains(line.words.first), "not a command the test runs: \(line)")
                // A generous --timeout where the command takes one, so a busy machine does not fail
                // a test that does not test timing; the README's own words are run either way.
                var patient = line
                patient.words += ["--timeout", "300"]
                var result = try await Self.run(patient, in: folder.url, environment: environment)
                if result.status == 64, result.error.contains("Unknown option '--timeout'") {
                    result = try await Self.run(line, in: folder.url, environment: environment)
                }
                #expect(result.status == 0, "\(line): \(result.error)")
                #expect(!result.output.isEmpty, "\(line) printed nothing")
                for secret in [FakeExist.token] + Self.madeUp.values {
                    #expect(!(result.output + result.error).contains(secret), "\(line) showed a token")
                }
                ran.append(line.description)
            }
            #expect(ran.contains("weather show saved.json"))
            #expect(ran.contains("weather London"))
            #expect(server.requests.contains { $0.path == "/v1/forecast" }, "the first weather London asks Open-Meteo")
            #expect(ran.contains("exist sync-weather --location home"))
            // The files the README says the commands keep, in the places it names.
            for file in [".config/caiyun-weather/locations.json", ".config/exist/exist-tokens.json"] {
                #expect(FileManager.default.fileExists(atPath: folder.url.appendingPathComponent(file).path), "\(file)")
            }
        }
    }

    @Test("the example at the top of the README is what plain `weather` prints without a token")
    func exampleOutput() async throws {
        let readme = try String(contentsOf: Self.readmeURL, encoding: .utf8)
        let shown = try #require(Self.blocks("", in: readme).first { $0.first == "$ swift run weather" })
        let folder = try TemporaryDirectory()
        defer { folder.cleanUp() }
        let result = try await Self.run(
            Line(words: ["weather"]), in: folder.url,
            environment: Offline.merged(with: ["PATH": "/usr/bin:/bin", "HOME": folder.url.path, "NO_COLOR": "1"]))
        #expect(result.status == 0)
        // The views join a number and its unit with a no-break space; the README shows a space.
        let printed = result.output.replacingOccurrences(of: "\u{00A0}", with: " ").split(separator: "\n")
            .map { $0.trimmingCharacters(in: .whitespaces) }
        let expected = shown.dropFirst().map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
        #expect(expected.count >= 8)
        for line in expected {
            #expect(printed.contains(line), "the README shows \"\(line)\"; weather printed:\n\(result.output)")
        }
    }
}
