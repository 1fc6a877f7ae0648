/// Terminal column widths: East Asian wide characters take two columns.
package enum TextWidth {
    /// The columns `text` takes.
    package static func of(_ text: some StringProtocol) -> Int {
        text.unicodeScalars.reduce(0) { $0 + width(of: $1) }
    }

    /// The columns `character` takes.
    static func of(_ character: Character) -> Int {
        character.unicodeScalars.reduce(0) { $0 + width(of: $1) }
    }

    private static let wideRanges: [ClosedRange<UInt32>] = [
        0x1100...0x115F, 0x2E80...0x303E, 0x3041...0x33FF, 0x3400...0x4DBF, 0x4E00...0x9FFF, 0xA000...0xA4CF,
        0xAC00...0xD7A3, 0xF900...0xFAFF, 0xFE30...0xFE4F, 0xFF00...0xFF60, 0xFFE0...0xFFE6, 0x1F300...0x1F64F,
        0x1F900...0x1F9FF, 0x20000...0x3FFFD,
    ]

    private static func width(of scalar: Unicode.Scalar) -> Int {
        let value = scalar.value
        if value < 0x300 { return value == 0 ? 0 : 1 }
        if (0x300...0x36F).contains(value) || value == 0x200B || (0xFE00...0xFE0F).contains(value) { return 0 }
        return wideRanges.contains { $0.contains(value) } ? 2 : 1
    }

    /// `text` padded with spaces to `width` columns.
    package static func pad(_ text: String, to width: Int) -> String {
        text + String(repeating: " ", count: max(0, width - of(text)))
    }

    /// `text` padded on the left to `width` columns, so numbers line up on their last digit.
    package static func padLeft(_ text: String, to width: Int) -> String {
        String(repeating: " ", count: max(0, width - of(text))) + text
    }

    /// `text` wrapped at `width` columns, breaking at spaces. A word wider than a line breaks
    /// next to an East Asian wide character, as Chinese text (which has no spaces) does, and only
    /// a run of other characters wider than a line is cut where the line ends. A no-break space
    /// (U+00A0), such as the one between a number and its unit, is part of its word.
    ///
    /// Each character's width is worked out once, so the time grows linearly with the text.
    /// Closing punctuation (see `LineBreaking`) never starts a line: the character before it
    /// moves down with it.
    package static func wrap(_ text: String, width: Int) -> [String] {
        var lines: [String] = []
        var current = ""
        var currentWidth = 0
        func flush() {
            lines.append(current)
            current = ""
            currentWidth = 0
        }
        var words: [Substring] = []
        for word in text.split(separator: " ") {
            // A separator stays with the word before it: "0.2 ·" is one word.
            if LineBreaking.isSeparator(word), let last = words.last, last.endIndex < word.startIndex {
                words[words.count - 1] = text[last.startIndex..<word.endIndex]
            } else {
                words.append(word)
            }
        }
        for word in words {
            let segments = segments(of: word)
            let wordWidth = segments.reduce(0) { $0 + $1.width }
            let gap = current.isEmpty ? 0 : 1
            if currentWidth + gap + wordWidth <= width {
                if gap == 1 { current.append(" ") }
                current += word
                currentWidth += gap + wordWidth
                continue
            } else if wordWidth <= width {
                flush()
                current = String(word)
                currentWidth = wordWidth
                continue
            }
            var pendingGap = gap == 1
            for segment in segments {
                if !current.isEmpty, currentWidth + (pendingGap ? 1 : 0) + segment.width > width, segment.width <= width
                {
                    flush()
                    pendingGap = false
                }
                if currentWidth + (pendingGap ? 1 : 0) + segment.width <= width {
                    if pendingGap { current.append(" ") }
                    current += segment.text
                    currentWidth += (pendingGap ? 1 : 0) + segment.width
                    pendingGap = false
                    continue
                }
                // A run wider than a line: character by character, what fits on this line first.
                for character in segment.text {
                    let characterWidth = of(character)
                    if currentWidth > 0, currentWidth + (pendingGap ? 1 : 0) + characterWidth > width {
                        // Closing punctuation never starts a line: the character before it comes along.
                        var carried: Character?
                        if !pendingGap, LineBreaking.mayNotStartLine(character), let last = current.last, last != " ",
                            current.index(before: current.endIndex) > current.startIndex
                        {
                            carried = current.removeLast()
                        }
                        flush()
                        pendingGap = false
                        if let carried {
                            current.append(carried)
                            currentWidth = of(carried)
                        }
                    }
                    if pendingGap {
                        current.append(" ")
                        currentWidth += 1
                        pendingGap = false
                    }
                    current.append(character)
                    currentWidth += characterWidth
                }
            }
        }
        if !current.isEmpty { lines.append(current) }
        return lines
    }

    /// Whether a line may break between `previous` and `next` inside a word: next to a wide
    /// character, but never before closing punctuation.
    package static func mayBreak(between previous: Character, and next: Character) -> Bool {
        (of(previous) == 2 || of(next) == 2) && !LineBreaking.mayNotStartLine(next)
    }

    /// `word` in the pieces a line may end between (see ``mayBreak(between:and:)``).
    private static func segments(of word: Substring) -> [(text: Substring, width: Int)] {
        var segments: [(text: Substring, width: Int)] = []
        var start = word.startIndex
        var segmentWidth = 0
        var previousIsWide = false
        var index = word.startIndex
        while index < word.endIndex {
            let character = word[index]
            let characterWidth = of(character)
            let isWide = characterWidth == 2
            if index > start, previousIsWide || isWide, !LineBreaking.mayNotStartLine(character) {
                segments.append((word[start..<index], segmentWidth))
                start = index
                segmentWidth = 0
            }
            segmentWidth += characterWidth
            previousIsWide = isWide
            index = word.index(after: index)
        }
        if start < word.endIndex { segments.append((word[start..<word.endIndex], segmentWidth)) }
        return segments
    }
}
