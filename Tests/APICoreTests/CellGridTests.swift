import APICore
import Foundation
import Testing

@Suite("Cells: every point answered for its cell's centre, never far from it")
struct CellGridTests {
    /// Points spread evenly over the whole Earth (a Fibonacci lattice: the same points on every
    /// run), with the poles, the antimeridian and the equator's edges besides.
    static func points(count: Int) -> [(Double, Double)] {
        let corners: [(Double, Double)] = [
            (90, 180), (-90, -180), (89.9999, 0), (0, 179.99999), (0, -180), (-0.0001, 0),
        ]
        return corners
            + (0..<count).map { index in
                let latitude = asin(2 * (Double(index) + 0.5) / Double(count) - 1) * 180 / .pi
                let turns = Double(index) * 0.618_033_988_749_895
                return (latitude, (turns - turns.rounded(.down)) * 360 - 180)
            }
    }

    @Test(
        "no point is further from its cell's centre than √2/2 of the size (plus the centre's rounding)",
        arguments: [1000.0, 250, 5000, 12_000])
    func centresAreNear(size: Double) throws {
        let grid = try #require(CellGrid(size: size))
        var largest = 0.0
        for (latitude, longitude) in Self.points(count: 20_000) {
            let cell = grid.cell(latitude: latitude, longitude: longitude)
            largest = max(largest, cell.distance(latitude: latitude, longitude: longitude))
            #expect((-90...90).contains(cell.latitude) && (-180...180).contains(cell.longitude))
        }
        #expect(largest <= size * 0.7072 + 12)
        // The cells are as large as allowed, not needlessly small.
        #expect(largest > size * 0.6)
    }

    @Test("a 1 km grid over Beijing: neighbours share a cell, points 2 km apart do not, and the id names the cell")
    func sharing() throws {
        let grid = try #require(CellGrid(size: 1000))
        let tiananmen = grid.cell(latitude: 39.9087, longitude: 116.3975)
        #expect(tiananmen.id.hasPrefix("1000m/"))
        #expect(tiananmen.id.split(separator: "/").count == 3)
        #expect(tiananmen.distance(latitude: 39.9087, longitude: 116.3975) <= 715)
        // The same cell holds every point near its centre.
        let centre = grid.cell(latitude: tiananmen.latitude, longitude: tiananmen.longitude)
        #expect(centre == tiananmen)
        #expect(grid.cell(latitude: tiananmen.latitude + 0.002, longitude: tiananmen.longitude + 0.002) == tiananmen)
        #expect(grid.cell(latitude: 39.9087 + 0.018, longitude: 116.3975) != tiananmen)
        #expect(grid.cell(latitude: 39.9087, longitude: 116.3975 + 0.024) != tiananmen)
        // Longitudes wrap: 180 and -180 are one meridian.
        #expect(grid.cell(latitude: 10, longitude: 180) == grid.cell(latitude: 10, longitude: -180))
    }

    @Test("sizes outside 1 m to 100 km, and numbers that are not finite, make no grid")
    func sizes() {
        #expect(CellGrid(size: 0) == nil)
        #expect(CellGrid(size: -5) == nil)
        #expect(CellGrid(size: .nan) == nil)
        #expect(CellGrid(size: 200_000) == nil)
        #expect(CellGrid(size: 1000)?.description == "1000 m cells")
    }

    @Test("a query's point moves to its cell's centre; several places move pair by pair; anything odd stays as sent")
    func queries() throws {
        let grid = try #require(CellGrid(size: 1000))
        let cell = grid.cell(latitude: 51.5072, longitude: -0.1276)
        let snapped = grid.snapping(
            [
                .init(name: "lat", value: "51.5072"), .init(name: "lon", value: "-0.1276"),
                .init(name: "units", value: "metric"),
            ],
            latitude: "lat", longitude: "lon")
        #expect(snapped[0].value == NumberText.fourDecimals(cell.latitude))
        #expect(snapped[1].value == NumberText.fourDecimals(cell.longitude))
        #expect(snapped[2] == .init(name: "units", value: "metric"))
        let paris = grid.cell(latitude: 48.8566, longitude: 2.3522)
        let several = grid.snapping(
            [.init(name: "latitude", value: "51.5072,48.8566"), .init(name: "longitude", value: "-0.1276,2.3522")],
            latitude: "latitude", longitude: "longitude")
        #expect(
            several[0].value
                == "\(NumberText.fourDecimals(cell.latitude)),\(NumberText.fourDecimals(paris.latitude))")
        for odd in ["0x10", "1e2", "91", "nan", "", "51.5,", "٣"] {
            let query = [URLQueryItem(name: "lat", value: odd), .init(name: "lon", value: "0")]
            #expect(grid.snapping(query, latitude: "lat", longitude: "lon") == query, "\(odd)")
        }
        let mismatched = [URLQueryItem(name: "latitude", value: "1,2"), .init(name: "longitude", value: "3")]
        #expect(grid.snapping(mismatched, latitude: "latitude", longitude: "longitude") == mismatched)
        #expect(CellGrid.point(in: snapped, latitude: "lat", longitude: "lon")?.latitude == cell.latitude)
        #expect(CellGrid.point(in: several, latitude: "latitude", longitude: "longitude") == nil)
    }
}

@Suite("Decimal degrees: what people type, and nothing Double(_:) would also take")
struct DecimalDegreesTests {
    @Test("plain decimals with a sign and spaces are read; hexadecimal, exponents, nan and inf are not")
    func parsing() {
        #expect(DecimalDegrees.value("39.9042", limit: 90) == 39.9042)
        #expect(DecimalDegrees.value(" -0.1276 ", limit: 180) == -0.1276)
        #expect(DecimalDegrees.value("+12", limit: 90) == 12)
        #expect(DecimalDegrees.value("91", limit: 90) == nil)
        for text in ["0x10", "1e2", "nan", "inf", "-", ".", "1.2.3", "1-2", "", "٣", "12 3"] {
            #expect(DecimalDegrees.value(text, limit: .infinity) == nil, "\(text)")
        }
    }
}
