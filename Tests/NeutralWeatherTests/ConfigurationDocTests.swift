import Foundation
import Testing

/// docs/Configuration.md names every environment variable the commands and libraries read, so a
/// new variable without documentation fails here.
@Suite("docs/Configuration.md lists every environment variable")
struct ConfigurationDocTests {
    static let root = URL(fileURLWithPath: #filePath).appendingPathComponent("../../..").standardized
    /// Developer tools, not shipped: their variables are documented where they are used.
    static let developerTargets: Set<String> = ["weather-bench", "TestSupport", "cache-writer"]

    /// The names in `"NAME"` literals of every source file that reads `variables[…]` or
    /// `environment[…]` (a name can be read through a variable, so every such literal counts).
    static func variablesRead() throws -> Set<String> {
        let sources = root.appendingPathComponent("Sources")
        let pattern = try Regex(#""([A-Z][A-Z0-9]*(?:_[A-Z0-9]+)+|HOME|TERM|LANG|LANGUAGE)""#)
        var names: Set<String> = []
        let files =
            FileManager.default.enumerator(at: sources, includingPropertiesForKeys: nil)?
            .compactMap { $0 as? URL } ?? []
        for file in files where file.pathExtension == "swift" {
            let target = file.path.dropFirst(sources.path.count + 1).split(separator: "/").first.map(String.init)
            guard let target, !developerTargets.contains(target) else { continue }
            let text = try String(contentsOf: file, encoding: .utf8)
            guard text.contains("variables[") || text.contains("environment[") else { continue }
            for match in text.matches(of: pattern) {
                names.insert(String(text[match.range].dropFirst().dropLast()))
            }
        }
        return names
    }

    @Test("every variable a source file reads is named in docs/Configuration.md")
    func everyVariableIsDocumented() throws {
        let document = try String(
            contentsOf: Self.root.appendingPathComponent("docs/Configuration.md"), encoding: .utf8)
        let names = try Self.variablesRead()
        #expect(names.isSuperset(of: ["CAIYUN_TOKEN", "EXIST_CONFIG_DIR", "WEATHER_CONFIG_DIR", "NO_COLOR", "LANG"]))
        for name in names.sorted() {
            #expect(document.contains("`\(name)`"), "\(name) is read but not in docs/Configuration.md")
        }
    }

    @Test("the README and both commands' help point to it")
    func linked() throws {
        let readme = try String(contentsOf: Self.root.appendingPathComponent("README.md"), encoding: .utf8)
        #expect(readme.contains("](docs/Configuration.md)"))
        for command in ["WeatherCLI/Commands/WeatherCommand.swift", "ExistCLI/Commands/ExistCommand.swift"] {
            let source = try String(
                contentsOf: Self.root.appendingPathComponent("Sources/\(command)"), encoding: .utf8)
            #expect(source.contains("docs/Configuration.md"), "\(command)")
        }
    }
}
