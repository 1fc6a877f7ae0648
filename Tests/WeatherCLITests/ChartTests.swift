import TerminalKit
import Testing

@testable import WeatherCLI

@Suite("Text charts")
struct ChartTests {
    @Test("a sparkline runs from the lowest block to the highest")
    func sparkline() {
        #expect(Charts.sparkline([0, 7, 3.5, 14]) == "▁▅▃█")
        #expect(Charts.sparkline([5, 5, 5]) == "▅▅▅")
        #expect(Charts.sparkline([]) == "")
    }

    @Test("values too extreme to scale, or not numbers, give a flat or clamped chart, never a crash")
    func extremes() {
        #expect(Charts.sparkline([-1e308, 1e308, 0]) == "▅▅▅")
        #expect(Charts.sparkline([.nan, 1, 2]) == "▅▁█")
        #expect(Charts.sparkline([.infinity, .nan]) == "▅▅")
        #expect(Charts.range(from: -1e308, to: 1e308, low: -1e308, high: 1e308, width: 5) == "━━━━━")
        #expect(Charts.range(from: 2, to: 4, low: 0, high: 8, width: 9) == "··━━━····")
        #expect(Charts.range(from: -50, to: 50, low: 0, high: 8, width: 4) == "━━━━")
    }
}
