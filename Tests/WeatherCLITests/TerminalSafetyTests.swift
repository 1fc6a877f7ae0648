import APICore
import Foundation
import TerminalKit
import TestSupport
import Testing

@testable import WeatherCLI

/// Text from responses and files reaches the terminal only as text, and long text wraps fast.
@Suite("Terminal safety: escaped control characters, linear wrapping")
struct TerminalSafetyTests {
    private static let example = "v2.5_weather_en_US_imperial_alert-wind-blue_YuanLinStudio-CaiyunWeather"
    private static let hostile = "Rain\u{1B}[2J\u{1B}]0;pwned\u{07}soon\u{00}\u{9B}31m\u{202E}"

    private func expectNoRawControls(_ text: String, _ comment: Comment? = nil) {
        let raw = text.unicodeScalars.filter {
            ($0.value < 0x20 && $0 != "\n") || (0x7F...0x9F).contains($0.value) || $0.value == 0x202E
        }
        #expect(raw.isEmpty, comment ?? "raw control characters: \(raw.map { String($0.value, radix: 16) })")
    }

    @Test("show prints a keypoint and alert texts with control characters escaped")
    func showEscapes() async throws {
        let sandbox = try CLISandbox()
        defer { sandbox.folder.cleanUp() }
        let body = try FixtureFiles.modified(Self.example, provider: "caiyun") {
            $0[path: "result", "forecast_keypoint"] = Self.hostile
            $0[path: "result", "alert", "content", "0", "title"] = Self.hostile
            $0[path: "result", "alert", "content", "0", "description"] = Self.hostile
        }
        let file = sandbox.folder.url.appendingPathComponent("hostile.json")
        try body.write(to: file)
        for command in [["show", file.path], ["show", file.path, "--color", "always"]] {
            let result = await sandbox.run(command)
            #expect(result.exitCode == 0, "\(result.error)")
            #expect(result.output.contains("Rain\\u{1B}[2J\\u{1B}]0;pwned\\u{7}soon\\u{0}\\u{9B}31m\\u{202E}"))
            if command.contains("always") {
                // Only the painter's own colour sequences remain.
                let stripped = result.output.replacingOccurrences(
                    of: #"\u{1B}\[[0-9;]*m"#, with: "", options: .regularExpression)
                expectNoRawControls(stripped)
            } else {
                expectNoRawControls(result.output)
            }
        }
    }

    @Test(
        "an API's error message and a body snippet reach standard error escaped",
        arguments: [
            LoopbackServer.Reply.json(#"{"status":"failed","error":"\u001b[2Jtoken is invalid\u0007"}"#, status: 401),
            LoopbackServer.Reply(status: 404, body: Data("Not here\u{1B}[31m\u{07}\u{00}".utf8)),
        ])
    func errorMessagesEscaped(_ reply: LoopbackServer.Reply) async throws {
        try await LoopbackServer.run({ _ in reply }) { server in
            let sandbox = try CLISandbox(variables: [
                "CAIYUN_TOKEN": "safeToken1", "CAIYUN_BASE_URL": server.baseURL.absoluteString,
            ])
            defer { sandbox.folder.cleanUp() }
            let result = await sandbox.run("now", "--lat", "1", "--lon", "2", "--no-cache")
            #expect(result.exitCode == 1)
            #expect(result.error.contains("\\u{1B}"))
            expectNoRawControls(result.all)
        }
    }

    @Test("--json stays the same JSON, with control characters as JSON escapes")
    func jsonEscapes() async throws {
        let sandbox = try CLISandbox()
        defer { sandbox.folder.cleanUp() }
        let body = try FixtureFiles.modified(Self.example, provider: "caiyun") {
            $0[path: "result", "forecast_keypoint"] = Self.hostile + "\u{7F}\u{2028}"
        }
        let file = sandbox.folder.url.appendingPathComponent("hostile.json")
        try body.write(to: file)
        let result = await sandbox.run("show", file.path, "--json")
        #expect(result.exitCode == 0, "\(result.error)")
        expectNoRawControls(result.output)
        let printed = try JSONSerialization.jsonObject(with: Data(result.output.utf8)) as? [String: Any]
        let keypoint = (printed?["result"] as? [String: Any])?["forecast_keypoint"] as? String
        #expect(keypoint == Self.hostile + "\u{7F}\u{2028}")
    }

    @Test("saved names are listed escaped")
    func savedNamesEscaped() async throws {
        let sandbox = try CLISandbox()
        defer { sandbox.folder.cleanUp() }
        let added = await sandbox.run("locations", "add", "home\u{1B}[31m\u{07}", "--lat", "1", "--lon", "2")
        #expect(added.exitCode == 0, "\(added.error)")
        let listed = await sandbox.run("locations", "list")
        #expect(listed.output.contains("home\\u{1B}[31m\\u{7}"))
        expectNoRawControls(added.all + listed.all)
    }

    @Test("wrapping agrees with the word-by-word definition on mixed text")
    func wrapAgreesWithDefinition() {
        var generator = SeededGenerator(seed: 42)
        let pieces = ["a", "word", "longerword", "雨", "天气预报", "🌧", "x\u{301}", "  "]
        for _ in 0..<500 {
            let text = (0..<Int.random(in: 0...30, using: &generator)).map { _ in
                pieces.randomElement(using: &generator)! + (Bool.random(using: &generator) ? " " : "")
            }.joined()
            let width = Int.random(in: 1...24, using: &generator)
            #expect(
                TextWidth.wrap(text, width: width) == ReferenceWrap.wrap(text, width: width),
                "\(text.debugDescription) at \(width)")
        }
    }

    @Test("a 256,000-character unbroken run wraps into full lines, in linear time", .timeLimit(.minutes(1)))
    func longUnbrokenRun() {
        let run = String(repeating: "多云转晴局部有雨", count: 32_000)
        let lines = TextWidth.wrap(run, width: 75)
        #expect(lines.count == 256_000 * 2 / 74 + 1)
        #expect(lines.dropLast().allSatisfy { TextWidth.of($0) == 74 })
        #expect(lines.joined() == run)
    }
}

/// The wrapping rules written the plain, slow way: the oracle for ``TextWidth/wrap(_:width:)``.
/// Words break at spaces; a word wider than a line breaks next to a wide character, and a run
/// of narrow characters wider than a line breaks where the line ends.
private enum ReferenceWrap {
    static func wrap(_ text: String, width: Int) -> [String] {
        var lines: [String] = []
        var current = ""
        for word in text.split(separator: " ") {
            let gap = current.isEmpty ? "" : " "
            if TextWidth.of(current + gap + word) <= width {
                current += gap + word
                continue
            }
            if TextWidth.of(word) <= width {
                lines.append(current)
                current = String(word)
                continue
            }
            var pendingGap = gap
            for piece in pieces(of: String(word)) {
                if TextWidth.of(current + pendingGap + piece) <= width {
                    current += pendingGap + piece
                } else if TextWidth.of(piece) <= width {
                    lines.append(current)
                    current = piece
                } else {
                    var rest = Substring(piece)
                    while !rest.isEmpty {
                        let room = width - TextWidth.of(current) - TextWidth.of(pendingGap)
                        var head = ""
                        while let next = rest.first, TextWidth.of(head + String(next)) <= room {
                            head.append(next)
                            rest = rest.dropFirst()
                        }
                        if head.isEmpty, current.isEmpty, let next = rest.first {
                            head.append(next)
                            rest = rest.dropFirst()
                        }
                        if head.isEmpty {
                            lines.append(current)
                            current = ""
                        } else {
                            current += pendingGap + head
                            if !rest.isEmpty {
                                lines.append(current)
                                current = ""
                            }
                        }
                        pendingGap = ""
                    }
                }
                pendingGap = ""
            }
        }
        if !current.isEmpty { lines.append(current) }
        return lines
    }

    /// A word cut next to every wide character (these tests' words have no punctuation).
    private static func pieces(of word: String) -> [String] {
        var pieces: [String] = []
        for character in word {
            if let last = pieces.last?.last, TextWidth.of(String(last)) < 2, TextWidth.of(String(character)) < 2 {
                pieces[pieces.count - 1].append(character)
            } else {
                pieces.append(String(character))
            }
        }
        return pieces
    }
}

/// A small deterministic random number generator (SplitMix64), so failures can be replayed.
struct SeededGenerator: RandomNumberGenerator {
    private var state: UInt64

    init(seed: UInt64) { state = seed }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
