import Exist
import Foundation

/// Values a write of many could not send (Exist's hourly limit met partway), as the CSV
/// `exist update --csv` reads back: `name,date,value`, each value as it was typed.
package enum UnsentRows {
    /// The CSV text of `entries`, with a header row.
    package static func csv(_ entries: [ImportPlan.Entry]) -> String {
        let rows = entries.map { [$0.name, $0.date.description, $0.text].map(field).joined(separator: ",") }
        return (["name,date,value"] + rows).joined(separator: "\n") + "\n"
    }

    /// Where the rows go when no file is given: beside `input` as `NAME-unsent.csv` (a file named
    /// so already keeps its name, and is replaced by what is still unsent), else
    /// `exist-unsent.csv` in `directory`.
    package static func defaultFile(besides input: URL?, directory: URL) -> URL {
        guard let input else { return directory.appendingPathComponent("exist-unsent.csv") }
        let stem = input.deletingPathExtension().lastPathComponent
        let name = stem.hasSuffix("-unsent") ? stem : stem + "-unsent"
        return input.deletingLastPathComponent().appendingPathComponent(name + ".csv")
    }

    /// A CSV field, quoted when it holds a comma, a quote, a line break or spaces at either end.
    private static func field(_ text: String) -> String {
        let needsQuotes =
            text.contains { ",\"\n\r".contains($0) } || text.first?.isWhitespace == true
            || text.last?.isWhitespace == true
        return needsQuotes ? "\"" + text.replacingOccurrences(of: "\"", with: "\"\"") + "\"" : text
    }
}
