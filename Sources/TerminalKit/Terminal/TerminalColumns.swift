#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// How many columns a view may use: the terminal's own width when standard output is a
/// terminal, else a positive `COLUMNS`, else 80; always within `range`.
package enum TerminalColumns {
    /// The narrowest and widest layouts the views know.
    package static let range = 40...200
    /// The width when nothing says otherwise.
    package static let standard = 80

    /// The width from what is known, in order: the terminal's width (`nil` when standard output
    /// is not a terminal or the size is unknown), then `COLUMNS` when it is a positive number,
    /// then the standard 80; clamped to ``range``.
    package static func resolve(terminalWidth: Int?, variables: [String: String]) -> Int {
        let fromVariable = variables["COLUMNS"].flatMap { Int($0) }
        let columns = [terminalWidth, fromVariable].compactMap { $0 }.first { $0 > 0 } ?? standard
        return min(max(columns, range.lowerBound), range.upperBound)
    }

    /// The width of the terminal on standard output, from `ioctl(TIOCGWINSZ)`; `nil` when
    /// standard output is not a terminal or the terminal does not say.
    package static func standardOutputWidth() -> Int? {
        guard isatty(STDOUT_FILENO) == 1 else { return nil }
        var size = winsize()
        guard ioctl(STDOUT_FILENO, UInt(TIOCGWINSZ), &size) == 0, size.ws_col > 0 else { return nil }
        return Int(size.ws_col)
    }
}
