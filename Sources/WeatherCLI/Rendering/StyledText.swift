import APICore

/// What a piece of text means, so colour can be chosen last and tests can read plain text.
enum TextStyle: Sendable, Hashable {
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
struct Span: Sendable, Hashable {
    let text: String
    let style: TextStyle?

    init(_ text: String, _ style: TextStyle? = nil) {
        self.text = ControlCharacters.escaped(text)
        self.style = style
    }
}

/// A line of spans.
struct Line: Sendable, Hashable, ExpressibleByStringLiteral {
    var spans: [Span]

    init(_ spans: [Span] = []) { self.spans = spans }
    init(stringLiteral value: String) { spans = [Span(value)] }

    /// The text without styles.
    var plain: String { spans.map(\.text).joined() }

    /// The width on a terminal.
    var width: Int { TextWidth.of(plain) }

    static func + (lhs: Line, rhs: Line) -> Line { Line(lhs.spans + rhs.spans) }
    static func + (lhs: Line, rhs: Span) -> Line { Line(lhs.spans + [rhs]) }
}

/// Lines of styled text: what every renderer returns.
struct StyledText: Sendable, Hashable {
    var lines: [Line]

    init(_ lines: [Line] = []) { self.lines = lines }

    /// The text without styles, one line per line.
    var plain: String { lines.map(\.plain).joined(separator: "\n") }

    mutating func append(_ line: Line) { lines.append(line) }
    mutating func append(_ text: StyledText) { lines.append(contentsOf: text.lines) }
    mutating func blank() { lines.append(Line()) }
}
