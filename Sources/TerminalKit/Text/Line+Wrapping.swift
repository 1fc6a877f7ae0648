extension Line {
    /// One character of a line and its style.
    private typealias Cell = (character: Character, style: TextStyle?)

    /// The line within `width` columns: itself when it fits, else broken at spaces, each further
    /// line starting with `indent` spaces so it sits under its label.
    ///
    /// Styles are kept, the spaces where a line breaks are dropped, and the first line keeps its
    /// leading spaces. A word breaks only when it is wider than a line: next to a wide character
    /// when it has one (see `TextWidth.mayBreak`), else where the line ends. A no-break space
    /// (U+00A0) is part of its word, so a number stays with its unit.
    package func wrapped(width: Int, indent: Int) -> [Line] {
        guard self.width > width else { return [self] }
        let indent = min(max(indent, 0), width / 2)
        let cells: [Cell] = spans.flatMap { span in span.text.map { (character: $0, style: span.style) } }
        var lines: [[Cell]] = []
        var current: [Cell] = []
        var currentWidth = 0
        var hasContent = false
        var index = 0
        while index < cells.count, cells[index].character == " " {
            current.append(cells[index])
            currentWidth += 1
            index += 1
        }
        func newLine() {
            lines.append(current)
            current = Array(repeating: (character: " ", style: nil), count: indent)
            currentWidth = indent
            hasContent = false
        }
        func place(_ piece: ArraySlice<Cell>, width pieceWidth: Int, after spaces: [Cell]) {
            if hasContent, currentWidth + spaces.count + pieceWidth > width, indent + pieceWidth <= width { newLine() }
            let gap = hasContent ? spaces : []
            if currentWidth + gap.count + pieceWidth <= width || !hasContent && pieceWidth <= width - currentWidth {
                current += gap + piece
                currentWidth += gap.count + pieceWidth
                hasContent = true
                return
            }
            // Wider than a line: character by character.
            var pending = gap
            for cell in piece {
                let cellWidth = TextWidth.of(cell.character)
                if hasContent, currentWidth + pending.count + cellWidth > width {
                    newLine()
                    pending = []
                }
                current += pending + [cell]
                currentWidth += pending.count + cellWidth
                pending = []
                hasContent = true
            }
        }
        while index < cells.count {
            var spaces: [Cell] = []
            while index < cells.count, cells[index].character == " " {
                spaces.append(cells[index])
                index += 1
            }
            var end = index
            while end < cells.count, cells[end].character != " " { end += 1 }
            // A separator after the word ("·", "–") stays with it at the end of the line.
            var next = end
            while next < cells.count, cells[next].character == " " { next += 1 }
            if next > end, next < cells.count, LineBreaking.isSeparator(String(cells[next].character)),
                next + 1 == cells.count || cells[next + 1].character == " "
            {
                end = next + 1
            }
            guard index < end else { break }
            let word = cells[index..<end]
            index = end
            let wordWidth = word.reduce(0) { $0 + TextWidth.of($1.character) }
            let room = width - (hasContent ? indent : currentWidth)
            if hasContent && currentWidth + spaces.count + wordWidth <= width || wordWidth <= room {
                place(word, width: wordWidth, after: spaces)
            } else {
                placeSegments(of: word, after: spaces, place: place)
            }
        }
        if hasContent || lines.isEmpty { lines.append(current) }
        return lines.map(Self.line(from:))
    }

    /// The line without the spaces at its end, such as a table's padding when nothing follows it.
    package func trimmingTrailingSpaces() -> Line {
        var spans = spans
        while let last = spans.last {
            let kept = String(last.text.reversed().drop { $0 == " " }.reversed())
            guard kept.count < last.text.count else { break }
            spans.removeLast()
            if !kept.isEmpty {
                spans.append(Span(kept, last.style))
                break
            }
        }
        return Line(spans)
    }

    /// Places `word` piece by piece, breaking only where `TextWidth.mayBreak` allows.
    private func placeSegments(
        of word: ArraySlice<Cell>, after spaces: [Cell], place: (ArraySlice<Cell>, Int, [Cell]) -> Void
    ) {
        var start = word.startIndex
        var pieceWidth = 0
        var gap = spaces
        for index in word.indices {
            if index > start, TextWidth.mayBreak(between: word[index - 1].character, and: word[index].character) {
                place(word[start..<index], pieceWidth, gap)
                gap = []
                start = index
                pieceWidth = 0
            }
            pieceWidth += TextWidth.of(word[index].character)
        }
        place(word[start..<word.endIndex], pieceWidth, gap)
    }

    /// Cells back into spans, one span per run of the same style.
    private static func line(from cells: [Cell]) -> Line {
        var spans: [Span] = []
        var text = ""
        var style: TextStyle?
        for cell in cells {
            if cell.style != style, !text.isEmpty {
                spans.append(Span(text, style))
                text = ""
            }
            style = cell.style
            text.append(cell.character)
        }
        if !text.isEmpty { spans.append(Span(text, style)) }
        while let last = spans.last, last.text.allSatisfy({ $0 == " " }) { spans.removeLast() }
        return Line(spans)
    }
}

extension StyledText {
    /// Appends `line`, wrapped within `width` columns with continuation lines indented by `indent`.
    package mutating func append(_ line: Line, width: Int, indent: Int) {
        lines.append(contentsOf: line.wrapped(width: width, indent: indent))
    }

    /// The text with every line still wider than `width` wrapped, its further lines two columns
    /// in from where it starts: the last step before printing, for lines a view did not lay out.
    package func fitted(width: Int) -> StyledText {
        var text = StyledText()
        for line in lines {
            text.append(line, width: width, indent: line.plain.prefix { $0 == " " }.count + 2)
        }
        return text
    }
}
