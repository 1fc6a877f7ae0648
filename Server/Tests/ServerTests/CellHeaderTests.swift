import Foundation
import ServerTestSupport
import Testing

@testable import WeatherGateway

@Suite("The cell header's numbers")
struct CellHeaderTests {
    @Test("four decimals are written as String(format: \"%.4f\") writes them, away from fifth-decimal ties")
    func fourDecimals() {
        var random = SplitMix64(seed: 35)
        var values: [Double] = [0, -0.00004, 0.00004, 39.9085, -0.1257, 180, -180, 90, -90, 116.39999, -73.98761]
        // Any coordinate, kept at least a tenth of the last place from a tie (exactly half way,
        // the two may round a binary fraction differently; the header only informs).
        for _ in 0..<5_000 {
            let step = Double(Int(random.next() % 3_600_001) - 1_800_000)
            let offset = (Double(random.next() % 801) - 400) / 1_000 // -0.4 ... 0.4 of the last place
            values.append((step + offset) / 10_000)
        }
        for value in values {
            #expect(Gateway.fourDecimals(value) == String(format: "%.4f", value), "\(value)")
        }
    }
}
