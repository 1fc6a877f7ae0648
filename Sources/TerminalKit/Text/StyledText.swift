import APICore

/// What a piece of text means, so colour can be chosen last and tests can read plain text.
package enum TextStyle: Sendable, Hashable {
    case heading, dim, emphasis
    case temperature(Double)
    case alert(severity: Int)
    case rain, sun, good, warning
}

/// A run of text with an optional style.
///
/// Its text is one line with every control character escaped (see `ControlCharacters`): text
/// from a response or a file can never move the cursor, change colours or ring the bell, and
/// widths are measured on what the terminal will show.
package struct Span: Sendable, Hashable {
    package let text: String
    package let style: TextStyle?

    package init(_ text: String, _ style: TextStyle? = nil) {
        self.text = ControlCharacters.escaped(text)
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
