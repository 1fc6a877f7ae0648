import Exist
import ExistRuntime
import Foundation

/// Where the values a stopped import did not send were saved, so `exist update --csv FILE`
/// sends them later; `--json` prints it as `{"file", "count", "error"?}`.
struct UnsentFile: Encodable {
    /// The file's path.
    let file: String
    /// How many values it holds.
    let count: Int
    /// Why the file could not be written, when it could not.
    let error: String?

    /// Saves `entries` to `url` as the CSV `exist update --csv` reads (replacing the file).
    static func save(_ entries: [ImportPlan.Entry], to url: URL) -> UnsentFile {
        do {
            try Data(UnsentRows.csv(entries).utf8).write(to: url, options: .atomic)
            return UnsentFile(file: url.path, count: entries.count, error: nil)
        } catch {
            return UnsentFile(file: url.path, count: entries.count, error: error.localizedDescription)
        }
    }

    /// The path as a shell reads it: in single quotes when it holds anything but letters, digits
    /// and `/._-`.
    var quoted: String {
        let plain = file.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || "/._-".contains($0)) }
        return plain ? file : "'" + file.replacingOccurrences(of: "'", with: "'\\''") + "'"
    }

    /// What the text output says about it.
    var sentence: String {
        let values = Plural.count(count, "value")
        guard let error else {
            return
                "The \(values) not sent \(count == 1 ? "is" : "are") saved in \(file): `exist update --csv \(quoted)`"
                + " sends \(count == 1 ? "it" : "them") (Exist allows 300 requests an hour)."
        }
        return "The \(values) not sent could not be saved in \(file): \(error)"
    }
}
