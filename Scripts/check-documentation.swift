// Lists every public declaration of the named targets that has no documentation comment, and
// exits 1 when there is one. A declaration that implements a protocol requirement without a
// comment of its own inherits the requirement's documentation and passes.
//
// Reads the symbol graphs that `swift package generate-documentation --target NAME` leaves under
// .build, so run that first:
//
//     swift Scripts/check-documentation.swift APICore CaiyunWeather …
import Foundation

let targets = CommandLine.arguments.dropFirst()
guard !targets.isEmpty else {
    FileHandle.standardError.write(Data("usage: swift Scripts/check-documentation.swift TARGET…\n".utf8))
    exit(64)
}

/// The symbol graph files of `target`: its own and those of its extensions to other modules.
func symbolGraphs(of target: String) -> [URL] {
    let build = URL(fileURLWithPath: ".build", isDirectory: true)
    guard let walker = FileManager.default.enumerator(at: build, includingPropertiesForKeys: nil) else { return [] }
    return walker.compactMap { $0 as? URL }.filter { url in
        url.pathExtension == "json" && url.lastPathComponent.hasSuffix(".symbols.json")
            && url.deletingLastPathComponent().lastPathComponent == target
            && url.path.contains("/extracted-symbols/")
    }
}

var undocumented: [String] = []
for target in targets {
    let files = symbolGraphs(of: target)
    guard !files.isEmpty else {
        print("\(target): no symbol graph under .build; run generate-documentation for it first")
        exit(1)
    }
    for file in files {
        guard let graph = try JSONSerialization.jsonObject(with: Data(contentsOf: file)) as? [String: Any],
              let symbols = graph["symbols"] as? [[String: Any]],
              let relationships = graph["relationships"] as? [[String: Any]]
        else { continue }
        // Members that implement or default a protocol requirement inherit its documentation.
        let inheriting = Set(relationships.compactMap { relationship -> String? in
            let kind = relationship["kind"] as? String
            guard relationship["sourceOrigin"] != nil || kind == "defaultImplementationOf" else { return nil }
            return relationship["source"] as? String
        })
        for symbol in symbols {
            let kind = symbol["kind"] as? [String: Any]
            // An extension block of another module's type is a container, not a declaration.
            guard kind?["identifier"] as? String != "swift.extension",
                  let access = symbol["accessLevel"] as? String, access == "public" || access == "open",
                  symbol["docComment"] == nil,
                  let identifier = (symbol["identifier"] as? [String: Any])?["precise"] as? String,
                  !inheriting.contains(identifier),
                  let path = symbol["pathComponents"] as? [String]
            else { continue }
            let kindName = kind?["displayName"] as? String ?? "Symbol"
            undocumented.append("\(target): \(kindName) \(path.joined(separator: "."))")
        }
    }
}

for line in Set(undocumented).sorted() { print(line) }
if undocumented.isEmpty {
    print("Every public declaration of \(targets.joined(separator: ", ")) is documented.")
} else {
    print("\(Set(undocumented).count) public declarations have no documentation comment.")
    exit(1)
}
