import Foundation
import Testing

/// Every Swift block of every DocC article compiles as a reader pastes it: each is the body of a
/// function in `DocCSnippets/`, in a file whose imports are exactly those the article has declared
/// up to that block (Apple's `WeatherKit` stands as `WeatherKitNames` on Linux).
@Suite("The DocC articles' snippets compile as shown")
struct DocCSnippetTests {
    static let root = URL(fileURLWithPath: #filePath).appendingPathComponent("../../..").standardized
    static let snippetFolder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("DocCSnippets")

    /// One block: the article it is in, the imports declared so far, and its lines but imports.
    struct Block {
        var article: String
        var imports: Set<String>
        var body: String
    }

    /// Every Swift block of every article under `Sources/*/*.docc`, but Package.swift excerpts.
    static func blocks() throws -> [Block] {
        let sources = root.appendingPathComponent("Sources")
        let manager = FileManager.default
        var blocks: [Block] = []
        for target in try manager.contentsOfDirectory(atPath: sources.path).sorted() {
            let catalogs = try manager.contentsOfDirectory(atPath: sources.appendingPathComponent(target).path)
                .filter { $0.hasSuffix(".docc") }
            for catalog in catalogs {
                let folder = sources.appendingPathComponent(target).appendingPathComponent(catalog)
                for article in try manager.contentsOfDirectory(atPath: folder.path).sorted()
                where article.hasSuffix(".md") {
                    let text = try String(contentsOf: folder.appendingPathComponent(article), encoding: .utf8)
                    var imports: Set<String> = []
                    let swiftBlocks = text.components(separatedBy: "```swift\n").dropFirst()
                        .compactMap { $0.components(separatedBy: "\n```").first }
                    for block in swiftBlocks where !block.contains(".package(") {
                        let lines = block.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
                        for line in lines where line.hasPrefix("import ") {
                            imports.insert(line == "import WeatherKit" ? "import WeatherKitNames" : line)
                        }
                        let body = lines.filter { !$0.hasPrefix("import ") }.drop { $0.isEmpty }
                            .map { $0.isEmpty ? "" : "        " + Self.unaligned($0) }
                            .joined(separator: "\n")
                        blocks.append(Block(article: "\(catalog)/\(article)", imports: imports, body: body))
                    }
                }
            }
        }
        return blocks
    }

    /// A line with the spaces that align its end-of-line comment collapsed to one, as the
    /// formatter leaves the snippet files; a line that is only a comment is left as it is.
    static func unaligned(_ line: String) -> String {
        guard let comment = line.range(of: "  //"), !line[..<comment.lowerBound].allSatisfy({ $0 == " " }) else {
            return line
        }
        return ReadmeSnippetTests.unaligned(line)
    }

    @Test("every Swift block of every article is compiled under the article's imports")
    func snippetsAreHere() throws {
        let blocks = try Self.blocks()
        #expect(blocks.count == 59)
        #expect(Set(blocks.map(\.article)).count == 25)
        let files = try FileManager.default.contentsOfDirectory(atPath: Self.snippetFolder.path)
            .filter { $0.hasSuffix(".swift") }
            .map { try String(contentsOf: Self.snippetFolder.appendingPathComponent($0), encoding: .utf8) }
        for block in blocks {
            let homes = files.filter { $0.contains(block.body + "\n") }
            #expect(!homes.isEmpty, "not compiled in DocCSnippets/ (\(block.article)):\n\(block.body)")
            for home in homes {
                let imports = Set(home.split(separator: "\n").map(String.init).filter { $0.hasPrefix("import ") })
                #expect(imports == block.imports, "\(block.article): compiled with \(imports), not \(block.imports)")
            }
        }
    }

    @Test("no article block refers to a token or key it never declares")
    func placeholdersAreDeclared() throws {
        for block in try Self.blocks() {
            for name in ["personalToken", "key", "token"]
            where block.body.contains("(\(name))") || block.body.contains(": \(name))") {
                let declared = try Self.blocks().filter { $0.article == block.article }
                    .contains { $0.body.contains("let \(name) = ") }
                #expect(declared, "\(block.article) uses \(name) without declaring it")
            }
        }
    }
}
