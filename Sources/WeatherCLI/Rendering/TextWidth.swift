/// Terminal column widths: East Asian wide characters take two columns.
package enum TextWidth {
    /// The columns `text` takes.
    package static func of(_ text: String) -> Int {
        text.unicodeScalars.reduce(0) { $0 + width(of: $1) }
    }

    private static func width(of scalar: Unicode.Scalar) -> Int {
        let value = scalar.value
        if value == 0 || (0x300...0x36F).contains(value) || value == 0x200B || (0xFE00...0xFE0F).contains(value) { return 0 }
        let wide: [ClosedRange<UInt32>] = [
            0x1100...0x115F, 0x2E80...0x303E, 0x3041...0x33FF, 0x3400...0x4DBF, 0x4E00...0x9FFF, 0xA000...0xA4CF,
            0xAC00...0xD7A3, 0xF900...0xFAFF, 0xFE30...0xFE4F, 0xFF00...0xFF60, 0xFFE0...0xFFE6, 0x1F300...0x1F64F,
            0x1F900...0x1F9FF, 0x20000...0x3FFFD,
        ]
        return wide.contains { $0.contains(value) } ? 2 : 1
    }

    /// `text` padded with spaces to `width` columns.
    package static func pad(_ text: String, to width: Int) -> String {
        text + String(repeating: " ", count: max(0, width - of(text)))
    }

    /// `text` padded on the left to `width` columns, so numbers line up on their last digit.
    package static func padLeft(_ text: String, to width: Int) -> String {
        String(repeating: " ", count: max(0, width - of(text))) + text
    }

    /// `text` wrapped at `width` columns, breaking at spaces; a word wider than a line (such as
    /// Chinese text, which has no spaces) fills the line and continues on the next.
    package static func wrap(_ text: String, width: Int) -> [String] {
        var lines: [String] = []
        var current = ""
        for word in text.split(separator: " ") {
            var rest = Substring(word)
            while !rest.isEmpty {
                let gap = current.isEmpty ? "" : " "
                let room = width - of(current) - of(gap)
                if of(String(rest)) <= room {
                    current += gap + rest
                    rest = ""
                } else if !current.isEmpty && of(String(rest)) <= width {
                    lines.append(current)
                    current = ""
                } else {
                    var head = ""
                    while let next = rest.first, of(head + String(next)) <= room {
                        head.append(next)
                        rest = rest.dropFirst()
                    }
                    while head.count > 1, let next = rest.first, LineBreaking.mayNotStartLine(next) {
                        rest = head.suffix(1) + rest
                        head.removeLast()
                    }
                    if head.isEmpty, current.isEmpty, let next = rest.first {
                        head.append(next)
                        rest = rest.dropFirst()
                    }
                    if !head.isEmpty { current += gap + head }
                    lines.append(current)
                    current = ""
                }
            }
        }
        if !current.isEmpty { lines.append(current) }
        return lines
    }
}
