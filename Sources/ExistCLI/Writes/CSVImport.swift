import ArgumentParser
import Exist
import Foundation
import SwiftCSV

/// Rows `name,date,value` from a CSV file (a header row is optional), for bulk imports. Row
/// numbers count every record of the file from 1, the header row included.
enum CSVImport {
    /// One row: where it was, and its three fields.
    struct Row {
        let number: Int
        let name: String
        let date: ExistDate
        let value: String
    }

    /// The rows of `text`.
    static func rows(_ text: String) throws -> [Row] {
        let csv: EnumeratedCSV
        do {
            csv = try EnumeratedCSV(string: text, delimiter: .comma, loadColumns: false, rowLimit: 0)
        } catch {
            throw ValidationError("The CSV file cannot be read: \(error).")
        }
        var fields: [[String]] = []
        do {
            try csv.enumerateAsArray(startAt: 0, rowLimit: nil) { fields.append($0) }
        } catch {
            throw ValidationError("The CSV file cannot be read: \(error).")
        }
        var rows: [Row] = []
        for (index, row) in fields.enumerated() {
            let cells = row.map { $0.trimmingCharacters(in: .whitespaces) }
            if cells.allSatisfy(\.isEmpty) { continue }
            if index == 0, cells.map({ $0.lowercased() }) == ["name", "date", "value"] { continue }
            guard row.count == 3 else {
                throw ValidationError("CSV row \(index + 1): expected name,date,value, found \(row.count) fields.")
            }
            guard !cells[0].isEmpty else { throw ValidationError("CSV row \(index + 1): no attribute name.") }
            guard let date = ExistDate(cells[1]) else {
                throw ValidationError("CSV row \(index + 1): \"\(cells[1])\" is not a date (YYYY-MM-DD).")
            }
            rows.append(Row(number: index + 1, name: cells[0], date: date, value: row[2]))
        }
        return rows
    }
}
