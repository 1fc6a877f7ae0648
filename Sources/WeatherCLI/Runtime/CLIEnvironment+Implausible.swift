import NeutralWeather
import TerminalKit

extension CLIEnvironment {
    /// The warning for a value set aside as impossible, on standard error beside the view.
    static func implausibleWarning(_ note: String) -> String {
        "warning: left out an impossible value: \(note)"
    }

    /// One warning line for each value of `weather`'s `parts` (those the view shows) set aside as
    /// impossible.
    func reportImplausibleValues(in weather: Weather, parts: WeatherDataSet) {
        for value in weather.implausibleValues(in: parts) {
            errorOutput.line(Self.implausibleWarning(value.description))
        }
    }
}
