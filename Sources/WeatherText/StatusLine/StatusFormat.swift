/// A status-line format: a named format (`1` to `4`) or a template of text and `%` codes, as
/// wttr.in's `?format=` takes it.
///
/// ```swift
/// let format = try StatusFormat("%l: %c %t")
/// ```
///
/// Text outside codes is kept as written; `%%` is a percent sign. A `%` followed by anything
/// but a code, or at the very end, is a ``StatusFormatError``. Besides the ``StatusCode``s,
/// `%W` is the highest warning level in force (see ``StatusLine``).
public struct StatusFormat: Sendable, Hashable {
    /// A run of literal text or one code.
    public enum Piece: Sendable, Hashable {
        /// Text printed as written (control characters escaped).
        case text(String)
        /// A value from the weather.
        case code(StatusCode)
    }

    /// The template as given, or the named format's template.
    public let template: String
    /// The template's pieces, in order. `%W`, a code added after the ``StatusCode``s, is kept here
    /// as the text `"%W"`; ``StatusLine`` renders it.
    public let pieces: [Piece]
    /// The pieces as ``StatusLine`` renders them, `%W` included.
    package let elements: [Element]

    /// A piece, or a code newer than ``StatusCode``.
    package enum Element: Sendable, Hashable {
        /// Text or a ``StatusCode``.
        case piece(Piece)
        /// `%W`: the highest level among the alerts in force.
        case warningLevel
    }

    /// The character of the warning-level code, `%W`.
    package static let warningLevelCode: Character = "W"

    /// The named formats and their templates, in order:
    /// `1` is `%c %t`, `2` is `%c %t %w`, `3` is `%l: %c %t`, `4` is `%l: %c %t %w`.
    public static let namedFormats: [(name: String, template: String)] = [
        ("1", "%c %t"), ("2", "%c %t %w"), ("3", "%l: %c %t"), ("4", "%l: %c %t %w"),
    ]

    /// Parses a named format or a template.
    ///
    /// - Throws: ``StatusFormatError`` for an empty format, an unknown code or a `%` at the end.
    public init(_ format: String) throws {
        let template = Self.namedFormats.first { $0.name == format }?.template ?? format
        guard !template.isEmpty else { throw StatusFormatError.empty }
        var elements: [Element] = []
        var text = ""
        var characters = template.makeIterator()
        while let character = characters.next() {
            guard character == "%" else {
                text.append(character)
                continue
            }
            guard let next = characters.next() else { throw StatusFormatError.trailingPercent(template) }
            if next == "%" {
                text.append("%")
            } else if let code = StatusCode(rawValue: next) {
                if !text.isEmpty { elements.append(.piece(.text(text))) }
                text = ""
                elements.append(.piece(.code(code)))
            } else if next == Self.warningLevelCode {
                if !text.isEmpty { elements.append(.piece(.text(text))) }
                text = ""
                elements.append(.warningLevel)
            } else {
                throw StatusFormatError.unknownCode("%\(next)", template)
            }
        }
        if !text.isEmpty { elements.append(.piece(.text(text))) }
        self.template = template
        self.elements = elements
        pieces = elements.map { element in
            switch element {
            case .piece(let piece): piece
            case .warningLevel: .text("%\(Self.warningLevelCode)")
            }
        }
    }

    /// Whether the template uses `%W`, the warning level.
    package var usesWarningLevel: Bool { elements.contains(.warningLevel) }

    /// The codes the template uses.
    public var codes: [StatusCode] {
        pieces.compactMap { piece in
            if case .code(let code) = piece { return code }
            return nil
        }
    }
}
