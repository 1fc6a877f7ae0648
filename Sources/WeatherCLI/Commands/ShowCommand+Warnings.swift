import APICore
import ArgumentParser
import Foundation
import NeutralWeather
import TerminalKit
import WeatherAlerts
import WeatherArguments
import WeatherRuntime
import WeatherText
import WeatherVocabulary

extension ShowCommand {
    /// Shows a recorded warnings body: its messages in full, or the body as JSON with `--json`.
    func showWarnings(
        _ data: Data, format: WarningFormat, language: DisplayLanguage, _ environment: CLIEnvironment
    ) throws {
        if let provider = output.provider {
            throw CLIError("\(name) holds official weather warnings, not a response from \(provider.rawValue).")
        }
        let saved: SavedWarnings
        do {
            saved = try SavedWarnings(data, format: format, language: language)
        } catch  where error.code == .htmlBody {
            throw CLIError("\(name) is an HTML page, not an API response.")
        } catch {
            throw CLIError("\(name) cannot be shown as official warnings: \(error.message)")
        }
        if output.json {
            environment.output.jsonLine(try saved.json())
            return
        }
        if status.format != nil { throw CLIError("--format needs weather; \(file) holds warnings only.") }
        let context = RenderContext(
            language: language, units: output.units?.display ?? .metric,
            placeLabel: file == "-" ? name : URL(fileURLWithPath: file).lastPathComponent,
            isExample: false,
            width: environment.columns)
        let painter = Painter(
            isEnabled: output.color.isEnabled(
                environment: environment.variables, isTerminal: environment.isOutputTerminal))
        environment.output.styledLine(painter.paint(saved.render(context).fitted(width: context.width)))
    }
}
