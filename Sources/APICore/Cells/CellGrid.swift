import Foundation

/// A grid of cells about ``size`` metres across, covering the Earth, so that every point in a
/// cell can be answered with the answer for the cell's centre: one call serves everyone nearby.
///
/// Rows are ``size`` metres from south to north. Each row is cut into as many equal columns as
/// keep a column no wider than ``size`` metres at the row's edge nearest the equator, so no cell
/// is wider than it is tall and every point lies within `size × √2 / 2` of its cell's centre
/// (707 m for 1 km cells, plus the few metres of rounding the centre to 4 decimals).
///
/// ```swift
/// if let grid = CellGrid(size: 1000) {
///     let cell = grid.cell(latitude: 39.9087, longitude: 116.3975)
///     print(cell.id, cell.latitude, cell.longitude, cell.distance(latitude: 39.9087, longitude: 116.3975))
/// }
/// ```
public struct CellGrid: Sendable, Hashable, CustomStringConvertible {
    /// The mean radius of the Earth, in metres.
    static let earthRadius = 6_371_008.8
    /// Metres in one degree of latitude.
    static let metresPerDegree = earthRadius * .pi / 180

    /// How far across a cell is, in metres.
    public let size: Double
    /// The height of a row, in degrees of latitude.
    private let rowHeight: Double

    /// A grid of cells `size` metres across; `nil` unless `size` is a finite number of metres
    /// from 1 up to 100 km (`0` is how settings say "no sharing").
    public init?(size: Double) {
        guard size.isFinite, (1...100_000).contains(size) else { return nil }
        self.size = size
        rowHeight = size / Self.metresPerDegree
    }

    /// `1000 m cells`.
    public var description: String { "\(NumberText.whole(size)) m cells" }

    /// The cell that holds a point (latitudes beyond ±90 count as the poles; longitudes wrap).
    public func cell(latitude: Double, longitude: Double) -> CoordinateCell {
        let rows = Int((180 / rowHeight).rounded(.up))
        let row = min(rows - 1, max(0, Int(((min(90, max(-90, latitude)) + 90) / rowHeight).rounded(.down))))
        let south = -90 + Double(row) * rowHeight
        let north = min(90, south + rowHeight)
        // The edge nearest the equator is the row's widest: columns no wider than `size` there
        // are no wider anywhere in the row.
        let widest = south <= 0 && north >= 0 ? 0 : min(abs(south), abs(north))
        let rowLength = 360 * Self.metresPerDegree * cos(widest * .pi / 180)
        let columns = max(1, Int((rowLength / size).rounded(.up)))
        let columnWidth = 360 / Double(columns)
        var east = (longitude + 180).truncatingRemainder(dividingBy: 360)
        if east < 0 { east += 360 }
        let column = min(columns - 1, Int((east / columnWidth).rounded(.down)))
        return CoordinateCell(
            id: "\(NumberText.whole(size))m/\(row)/\(column)",
            latitude: Self.fourDecimals((south + north) / 2),
            longitude: Self.fourDecimals(-180 + (Double(column) + 0.5) * columnWidth))
    }

    /// `value` rounded to 4 decimals, as requests send coordinates, so the centre asked about
    /// is the centre the cache is keyed by.
    private static func fourDecimals(_ value: Double) -> Double { (value * 10_000).rounded() / 10_000 }
}

/// One cell of a ``CellGrid``: its identity and the centre every point in it is answered for.
public struct CoordinateCell: Sendable, Hashable, CustomStringConvertible {
    /// Names the cell: the grid's size, the row and the column, as in `1000m/14434/9032`.
    public let id: String
    /// The latitude of the centre, to 4 decimals.
    public let latitude: Double
    /// The longitude of the centre, to 4 decimals.
    public let longitude: Double

    /// `1000m/14434/9032 (39.9085, 116.3999)`.
    public var description: String {
        "\(id) (\(NumberText.fourDecimals(latitude)), \(NumberText.fourDecimals(longitude)))"
    }

    /// The distance in metres from the centre to a point, along the Earth's surface.
    public func distance(latitude: Double, longitude: Double) -> Double {
        let radians = Double.pi / 180
        let deltaLatitude = (latitude - self.latitude) * radians
        let deltaLongitude = (longitude - self.longitude) * radians
        let a =
            sin(deltaLatitude / 2) * sin(deltaLatitude / 2)
            + cos(self.latitude * radians) * cos(latitude * radians) * sin(deltaLongitude / 2)
            * sin(deltaLongitude / 2)
        return 2 * CellGrid.earthRadius * asin(min(1, a.squareRoot()))
    }
}
