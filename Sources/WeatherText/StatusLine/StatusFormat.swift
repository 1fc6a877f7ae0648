/// A status-line format: a named format (`1` to `4`) or a template of text and `%` codes, as
/// wttr.in's `?format=` takes it.
///
/// ```swift
/// let format = try StatusFormat("%l: %c %t")
/// ```
///
/// Text outside codes is kept as written; `%%` is a percent sign. A `%` followed by anything
/// but a code, or at the very end, is a ``StatusFormatError``.
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
    /// The template's pieces, in order.
    public let pieces: [Piece]

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
        var pieces: [Piece] = []
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
                if !text.isEmpty { pieces.append(.text(text)) }
                text = ""
                pieces.append(.code(code))
            } else {
                throw StatusFormatError.unknownCode("%\(next)", template)
            }
        }
        if !text.isEmpty { pieces.append(.text(text)) }
        self.template = template
        self.pieces = pieces
    }

    /// The codes the template uses.
    public var codes: [StatusCode] {
        pieces.compactMap { piece in
            if case .code(let code) = piece { return code }
            return nil
        }
    }
}
