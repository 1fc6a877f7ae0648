import ArgumentParser

/// `--format`: one line for a status bar instead of the full view.
package struct StatusOptions: ParsableArguments {
    /// Creates options with nothing given (argument-parser fills them in).
    package init() {}

    @Option(
        help: ArgumentHelp(
            "Print one line for a status bar: a named format 1, 2, 3 or 4, or a template such as \"%l: %c %t\".",
            discussion: "See `weather help now` for the codes.", valueName: "format"))
    var format: String?

    /// Checks the format, so a mistyped code is a usage error that lists the valid ones.
    package func validate() throws {
        _ = try statusFormat()
    }

    /// The parsed format, `nil` without `--format`.
    func statusFormat() throws -> StatusFormat? {
        guard let format else { return nil }
        do {
            return try StatusFormat(format)
        } catch let error as StatusFormatError {
            throw ValidationError(error.message)
        }
    }
}
