/// The gazetteer's rows by one-degree cell of latitude and longitude, for
/// ``Gazetteer/nearest(latitude:longitude:)``: every row listed once, grouped by cell, with where
/// each cell's group starts.
///
/// Built by counting (one pass to count each cell's rows, one to place them), so loading makes
/// two arrays rather than a dictionary holding an array for each of thousands of cells.
struct GazetteerGrid: Sendable {
    /// Cells of one degree: 180 rows of latitude, 360 columns of longitude.
    static let cellCount = 180 * 360

    /// Where each cell's rows start in ``rows``, and the end after the last cell.
    private let starts: [Int32]
    /// Every row, grouped by cell.
    private let rows: [Int32]

    /// Groups the rows of places at `latitudes` and `longitudes` (degrees).
    init(latitudes: [Float], longitudes: [Float]) {
        let cells = zip(latitudes, longitudes).map { Self.cell(latitude: $0, longitude: $1) }
        var starts = [Int32](repeating: 0, count: Self.cellCount + 1)
        for cell in cells { starts[Int(cell) + 1] += 1 }
        for cell in 0..<Self.cellCount { starts[cell + 1] += starts[cell] }
        var next = starts
        var rows = [Int32](repeating: 0, count: cells.count)
        for (row, cell) in cells.enumerated() {
            rows[Int(next[Int(cell)])] = Int32(row)
            next[Int(cell)] += 1
        }
        self.starts = starts
        self.rows = rows
    }

    /// The rows in `cell` (a number `ring(_:latitude:longitude:)` gives).
    func rows(in cell: Int32) -> ArraySlice<Int32> {
        rows[Int(starts[Int(cell)])..<Int(starts[Int(cell) + 1])]
    }

    /// The cell holding a coordinate; latitude 90 and longitude 180 fall in the last row and column.
    static func cell(latitude: Float, longitude: Float) -> Int32 {
        let y = min(179, Int(Double(latitude).rounded(.down)) + 90)
        let x = min(359, Int(Double(longitude).rounded(.down)) + 180)
        return Int32(y * 360 + x)
    }
}
