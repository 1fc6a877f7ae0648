import Exist
import ExistRuntime
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

    /// The rows of `text`; a row that is not `name,date,value` is an error naming it.
    static func rows(_ text: String) throws -> [Row] {
        let read = try self.read(text)
        if let problem = read.problems.first { throw ExistRuntimeError(.invalidValue, problem.line) }
        return read.rows
    }

    /// The rows of `text`, and a problem for each row that is not `name,date,value`; a file that
    /// cannot be read as CSV at all is an ``ExistRuntimeError/Code/invalidValue``.
    static func read(_ text: String) throws(ExistRuntimeError) -> (rows: [Row], problems: [WriteProblem]) {
        var fields: [[String]] = []
        do {
            let csv = try EnumeratedCSV(string: text, delimiter: .comma, loadColumns: false, rowLimit: 0)
            try csv.enumerateAsArray(startAt: 0, rowLimit: nil) { fields.append($0) }
        } catch {
            throw ExistRuntimeError(.invalidValue, "The CSV file cannot be read: \(error).")
        }
        var rows: [Row] = []
        var problems: [WriteProblem] = []
        func problem(_ number: Int, _ name: String?, _ message: String) {
            problems.append(WriteProblem(row: number, name: name, errorCode: WriteProblem.invalidRow, message: message))
        }
        for (index, row) in fields.enumerated() {
            let number = index + 1
            let cells = row.map { $0.trimmingCharacters(in: .whitespaces) }
            if cells.allSatisfy(\.isEmpty) { continue }
            if index == 0, cells.map({ $0.lowercased() }) == ["name", "date", "value"] { continue }
            guard row.count == 3 else {
                problem(number, nil, "expected name,date,value, found \(Plural.count(row.count, "field")).")
                continue
            }
            guard !cells[0].isEmpty else {
                problem(number, nil, "no attribute name.")
                continue
            }
            guard let date = ExistDate(cells[1]) else {
                problem(number, cells[0], "\"\(cells[1])\" is not a date (YYYY-MM-DD).")
                continue
            }
            rows.append(Row(number: number, name: cells[0], date: date, value: row[2]))
        }
        return (rows, problems)
    }
}
