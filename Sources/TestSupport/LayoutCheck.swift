import Foundation
import TerminalKit

/// Checks a view laid out in a narrow terminal against the same view laid out wide.
public enum LayoutCheck {
    /// What is wrong with `text` laid out in `width` columns, compared with `wide`, the same view
    /// laid out in 200: lines wider than `width`, and runs of narrow characters that the wide
    /// layout has whole but `text` has in fewer places (a word or a number and its unit broken
    /// across lines). Words split only at spaces: the no-break space belongs to its word. Chinese
    /// text may break next to any wide character, and charts may change length, so runs are
    /// the narrow characters between wide ones, and runs made of chart characters are left out.
    public static func problems(_ text: String, width: Int, wide: String) -> [String] {
        var problems = text.split(separator: "\n").filter { TextWidth.of($0) > width }.map {
            "\(TextWidth.of($0)) columns: \($0)"
        }
        let narrowTokens = tokens(text)
        var counts: [String: Int] = [:]
        for run in tokens(wide).flatMap(narrowRuns) { counts[run, default: 0] += 1 }
        for (run, count) in counts {
            let found = narrowTokens.reduce(0) { $0 + occurrences(of: run, in: $1) }
            if found < count { problems.append("\"\(run)\" whole \(count) times at 200 columns, \(found) here") }
        }
        return problems
    }

    private static func tokens(_ text: String) -> [Substring] {
        text.split { $0 == " " || $0 == "\n" }
    }

    /// The runs of characters narrower than two columns in `token`, without chart-only runs.
    private static func narrowRuns(_ token: Substring) -> [String] {
        token.split { TextWidth.of(String($0)) >= 2 }.map(String.init).filter { run in
            !run.unicodeScalars.allSatisfy { (0x2500...0x259F).contains($0.value) || $0 == "·" }
        }
    }

    private static func occurrences(of run: String, in token: Substring) -> Int {
        var count = 0
        var rest = token[...]
        while let range = rest.range(of: run) {
            count += 1
            rest = rest[range.upperBound...]
        }
        return count
    }
}
