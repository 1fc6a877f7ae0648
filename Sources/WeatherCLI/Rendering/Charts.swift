import CaiyunWeather

/// Small text charts: sparklines, precipitation bars and high/low range bars.
enum Charts {
    static let blocks: [Character] = ["▁", "▂", "▃", "▄", "▅", "▆", "▇", "█"]

    /// One block per value, scaled from the lowest to the highest value.
    static func sparkline(_ values: [Double]) -> String {
        guard let low = values.min(), let high = values.max() else { return "" }
        let span = high - low
        return String(values.map { value in
            span == 0 ? blocks[blocks.count / 2] : blocks[Int(((value - low) / span * Double(blocks.count - 1)).rounded())]
        })
    }

    /// One column per precipitation level: a dot for none, then ever taller blocks up to storm.
    static func precipitation(_ levels: [CYPrecipitationLevel]) -> String {
        String(levels.map { ["·", "▂", "▄", "▆", "█"][$0.rawValue] })
    }

    /// A bar `width` columns wide on the scale `low...high`, filled from `from` to `to`.
    static func range(from: Double, to: Double, low: Double, high: Double, width: Int) -> String {
        guard high > low, width > 1 else { return String(repeating: "━", count: max(width, 0)) }
        func column(_ value: Double) -> Int { min(width - 1, max(0, Int(((value - low) / (high - low) * Double(width - 1)).rounded()))) }
        let start = column(from)
        let end = max(start, column(to))
        return String((0..<width).map { $0 < start || $0 > end ? "·" : "━" })
    }

    /// `values` averaged in groups of `size`, to fit a chart into fewer columns.
    static func downsample(_ values: [Double], by size: Int) -> [Double] {
        guard size > 1 else { return values }
        return stride(from: 0, to: values.count, by: size).map { start in
            let group = values[start..<min(start + size, values.count)]
            return group.reduce(0, +) / Double(group.count)
        }
    }
}
