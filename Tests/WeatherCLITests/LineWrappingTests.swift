import TerminalKit
import Testing

/// Styled lines wrapped with a hanging indent.
@Suite("A styled line wraps under its label, keeping styles, units and separators")
struct LineWrappingTests {
    private let row = Line([
        Span("     "), Span("Wind        ", .dim), Span("SSE 10\u{00A0}km/h · Force 2, light breeze", .emphasis),
    ])

    @Test("a line that fits is itself")
    func fits() {
        #expect(row.wrapped(width: 80, indent: 17) == [row])
    }

    @Test("further lines start under the value, the styles stay, and a separator ends its line")
    func hangingIndent() {
        let lines = row.wrapped(width: 34, indent: 17)
        #expect(
            lines.map(\.plain) == [
                "     Wind        SSE 10\u{00A0}km/h ·", "                 Force 2, light", "                 breeze",
            ])
        #expect(lines[0].spans.map(\.style) == [nil, .dim, .emphasis])
        #expect(lines[1].spans.map(\.style) == [nil, .emphasis])
        #expect(lines.allSatisfy { $0.width <= 34 })
    }

    @Test("a number keeps its unit even when the pair starts the next line; the indent is at most half the width")
    func unitStays() {
        let lines = row.wrapped(width: 24, indent: 17)
        #expect(lines.map(\.plain).contains("            10\u{00A0}km/h ·"), "\(lines.map(\.plain))")
        #expect(lines.allSatisfy { $0.width <= 24 })
    }

    @Test("Chinese text breaks between characters, never before closing punctuation")
    func chinese() {
        let line = Line([Span("  "), Span("今天白天多云转晴，夜间有小雨。")])
        let lines = line.wrapped(width: 12, indent: 2).map(\.plain)
        #expect(lines == ["  今天白天多", "  云转晴，夜", "  间有小雨。"])
    }
}
