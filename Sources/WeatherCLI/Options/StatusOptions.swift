import ArgumentParser
import WeatherText

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

extension StatusOptions {
    /// The `--format` section of `weather help now`: short lines, each under 80 columns.
    static let discussion = """
        --format prints one line for a status bar or a prompt.
        Named formats: 1 = "%c %t", 2 = "%c %t %w", 3 = "%l: %c %t", 4 = "%l: %c %t %w"
        Codes: %l place, %c symbol, %C condition, %t temperature, %f feels like,
          %w wind, %h humidity, %p precipitation per hour, %P pressure, %u UV index,
          %a AQI, %m moon phase (computed), %r nowcast, %T data time, %% percent sign,
          %W highest warning level in force (official warnings too; "none" only
          when the services covering the place answered with none).
        A value the data lacks prints as "–"; colour only with --color always.
        Example: weather 39.9,116.4 --format "%l %c %t %h"
        Status bars and prompts: docs/StatusLine.md
        """
}
