/// Where coordinates are GCJ-02: mainland China (not Hong Kong, Macau or Taiwan), as a grid of
/// quarter-degree cells made from GeoNames' cities by `Scripts/make-china-mask`.
enum MainlandChina {
    /// The grid's bits, decoded once from ``cellsHex``.
    private static let cells: [UInt8] = {
        var bytes: [UInt8] = []
        var high: UInt8?
        for scalar in cellsHex.unicodeScalars {
            guard let digit = UInt8(String(scalar), radix: 16) else { continue }
            if let first = high {
                bytes.append(first << 4 | digit)
                high = nil
            } else {
                high = digit
            }
        }
        return bytes
    }()

    /// Whether the WGS-84 coordinate lies in mainland China.
    static func contains(latitude: Double, longitude: Double) -> Bool {
        guard latitude.isFinite, longitude.isFinite else { return false }
        let row = Int(((latitude - south) / step).rounded(.down))
        let column = Int(((longitude - west) / step).rounded(.down))
        guard (0..<rows).contains(row), (0..<columns).contains(column) else { return false }
        let index = row * columns + column
        return cells[index / 8] & (1 << (index % 8)) != 0
    }
}
