/// Small text charts: sparklines, precipitation bars and high/low range bars.
package enum Charts {
    package static let blocks: [Character] = ["▁", "▂", "▃", "▄", "▅", "▆", "▇", "█"]

    /// One block per value, scaled from the lowest to the highest value.
    package static func sparkline(_ values: [Double]) -> String {
        let finite = values.filter(\.isFinite)
        guard !values.isEmpty, let low = finite.min(), let high = finite.max(), high > low, (high - low).isFinite else {
            return String(repeating: blocks[blocks.count / 2], count: values.count)
        }
        return String(values.map { blocks[step($0, low: low, high: high, steps: blocks.count)] })
    }

    /// Where `value` falls on `low...high` as one of `steps` positions, clamped; the middle when
    /// the scale cannot be worked out (values too extreme to subtract, or not numbers).
    private static func step(_ value: Double, low: Double, high: Double, steps: Int) -> Int {
        let fraction = (value - low) / (high - low)
        guard fraction.isFinite else { return steps / 2 }
        return min(steps - 1, max(0, Int((min(max(fraction, 0), 1) * Double(steps - 1)).rounded())))
    }

    /// A bar `width` columns wide on the scale `low...high`, filled from `from` to `to`.
    package static func range(from: Double, to: Double, low: Double, high: Double, width: Int) -> String {
        guard high > low, (high - low).isFinite, width > 1 else { return String(repeating: "━", count: max(width, 0)) }
        let start = step(from, low: low, high: high, steps: width)
        let end = max(start, step(to, low: low, high: high, steps: width))
        return String((0..<width).map { $0 < start || $0 > end ? "·" : "━" })
    }

    /// `values` averaged in groups of `size`, to fit a chart into fewer columns.
    package static func downsample(_ values: [Double], by size: Int) -> [Double] {
        guard size > 1 else { return values }
        return stride(from: 0, to: values.count, by: size).map { start in
            let group = values[start..<min(start + size, values.count)]
            return group.reduce(0, +) / Double(group.count)
        }
    }
}
