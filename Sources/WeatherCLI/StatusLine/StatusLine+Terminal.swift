import NeutralWeather
import TerminalKit

extension StatusLine {
    /// The line as the tool prints it: painted with `--color always` only, since status bars and
    /// prompts that run the tool are rarely terminals that expect colour.
    func output(_ weather: Weather, placeLabel: String, color: ColorOption) -> String {
        Painter(isEnabled: color == .always).paint(StyledText([line(weather, placeLabel: placeLabel)]))
    }
}

extension StatusOptions {
    /// The `--format` section of `weather help now`: short lines, each under 80 columns.
    static let discussion = """
        --format prints one line for a status bar or a prompt.
        Named formats: 1 = "%c %t", 2 = "%c %t %w", 3 = "%l: %c %t", 4 = "%l: %c %t %w"
        Codes: %l place, %c symbol, %C condition, %t temperature, %f feels like,
          %w wind, %h humidity, %p precipitation per hour, %P pressure, %u UV index,
          %a AQI, %m moon phase (computed), %r nowcast, %T data time, %% percent sign.
        A value the data lacks prints as "–"; colour only with --color always.
        Example: weather 39.9,116.4 --format "%l %c %t %h"
        Status bars and prompts: docs/StatusLine.md
        """
}
