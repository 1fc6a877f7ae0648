import CaiyunWeather
import NeutralWeather
import WeatherText

/// The Swift blocks of `WeatherText.docc/WeatherText.md`, each the body of a function, so the
/// build proves they compile as a reader pastes them, under the imports the article has declared so
/// far. Never called.
enum WeatherTextOverviewSnippets {
    static func block1() throws {
        let weather = CaiyunAdapter.weather(from: CYResponse.example, language: .english)
        let view = TerminalView.render(
            weather, placeLabel: "Jincheng", language: .english, units: .metric, color: false)
        let line = StatusLine(format: try StatusFormat("3"), language: .english, units: .metric)
            .render(weather, placeLabel: "Jincheng") // "Jincheng: ◑ 14°C"
        _ = (view, line)
    }
}
