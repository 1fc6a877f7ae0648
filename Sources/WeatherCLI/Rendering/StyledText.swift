/// What a piece of text means, so colour can be chosen last and tests can read plain text.
package enum TextStyle: Sendable, Hashable {
    case heading, dim, emphasis
    case temperature(Double)
    case alert(severity: Int)
    case rain, sun, good, warning
}

/// A run of text with an optional style.
package struct Span: Sendable, Hashable {
    package var text: String
    package var style: TextStyle?

    package init(_ text: String, _ style: TextStyle? = nil) {
        self.text = text
        self.style = style
    }
}

/// A line of spans.
package struct Line: Sendable, Hashable, ExpressibleByStringLiteral {
    package var spans: [Span]

    package init(_ spans: [Span] = []) { self.spans = spans }
    package init(stringLiteral value: String) { spans = [Span(value)] }

    /// The text without styles.
    package var plain: String { spans.map(\.text).joined() }

    /// The width on a terminal.
    package var width: Int { TextWidth.of(plain) }

    package static func + (lhs: Line, rhs: Line) -> Line { Line(lhs.spans + rhs.spans) }
    package static func + (lhs: Line, rhs: Span) -> Line { Line(lhs.spans + [rhs]) }
}

/// Lines of styled text: what every renderer returns.
package struct StyledText: Sendable, Hashable {
    package var lines: [Line]

    package init(_ lines: [Line] = []) { self.lines = lines }

    /// The text without styles, one line per line.
    package var plain: String { lines.map(\.plain).joined(separator: "\n") }

    package mutating func append(_ line: Line) { lines.append(line) }
    package mutating func append(_ text: StyledText) { lines.append(contentsOf: text.lines) }
    package mutating func blank() { lines.append(Line()) }
}
