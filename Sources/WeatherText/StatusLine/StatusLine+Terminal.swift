import NeutralWeather
import TerminalKit

extension StatusLine {
    /// The line as the tool prints it: painted with `--color always` only, since status bars and
    /// prompts that run the tool are rarely terminals that expect colour.
    package func output(_ weather: Weather, placeLabel: String, color: ColorOption) -> String {
        Painter(isEnabled: color == .always).paint(StyledText([line(weather, placeLabel: placeLabel)]))
    }
}
