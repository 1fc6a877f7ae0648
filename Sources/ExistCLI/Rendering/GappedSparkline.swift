import Foundation
import TerminalKit

/// A sparkline with a cell for every day, blank (a no-break space, so the line never breaks
/// inside it) for a day without data.
enum GappedSparkline {
    /// One cell per value, oldest first; when there are more values than `width` columns, each
    /// cell is the mean of a group of days (blank only when none of them has data).
    static func text(_ values: [Double?], width: Int) -> String {
        let size = max(1, (values.count + max(width, 1) - 1) / max(width, 1))
        let cells: [Double?] = stride(from: 0, to: values.count, by: size).map { start in
            let known = values[start..<min(start + size, values.count)].compactMap { $0 }
            return known.isEmpty ? nil : known.reduce(0, +) / Double(known.count)
        }
        let known = cells.compactMap { $0 }
        var blocks = Array(Charts.sparkline(known))
        return String(
            cells.map { cell in
                cell == nil || blocks.isEmpty ? "\u{00A0}" : blocks.removeFirst()
            })
    }
}
