import ArgumentParser
import Foundation
import CaiyunWeather
import Weather

/// `weather config`: default units and language, and the API token.
struct ConfigCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "config", abstract: "Show or change default units, language and the API token.",
        discussion: "The token is read from standard input so it never lands in your shell history: `weather config --token-stdin < token.txt`.")

    @Option(help: "Default unit system: metric, metric:v1, metric:v2, imperial or SI.") var units: UnitsOption?
    @Option(help: "Default language: en, zh or zh-Hant.") var lang: LanguageOption?
    @Flag(help: "Read the API token from standard input and save it (owner-only file).") var tokenStdin = false
    @Flag(help: "Forget the saved API token.") var clearToken = false

    func validate() throws {
        if tokenStdin && clearToken { throw ValidationError("Give --token-stdin or --clear-token, not both.") }
    }

    func run() async throws {
        let environment = CLIEnvironment.current
        let store = ConfigStore(directory: environment.configDirectory)
        var settings = try store.settings()
        if let units {
            settings.units = units.rawValue
            try store.preferences.setUnitPreference(units.display)
        }
        if let lang { settings.language = lang.rawValue }
        if units != nil || lang != nil { try store.save(settings) }
        if tokenStdin {
            let token = (environment.readInputLine() ?? "").trimmingCharacters(in: .whitespacesAndNewlines)
            var check = CYEndpoint(token: token, coordinate: .defaultCoordinate)
            check.file = .realtime
            do {
                try check.validate()
            } catch {
                throw ValidationError((error as? CYError)?.message ?? "The token is not valid.")
            }
            try store.saveToken(token)
        }
        if clearToken { try store.saveToken(nil) }

        let output = environment.output
        let hasEnvironmentToken = !(environment.variables["CAIYUN_TOKEN"] ?? "").isEmpty
        let savedToken = try store.token() != nil
        output.line("Config directory  \(environment.configDirectory.path)")
        output.line("Units             \(settings.units ?? "metric (default)")")
        output.line("Language          \(settings.language ?? "from LANG (default)")")
        output.line("Default location  \(try store.preferences.defaultLocation()?.name ?? "none")")
        output.line("API token         \(hasEnvironmentToken ? "set by CAIYUN_TOKEN" : savedToken ? "saved" : "not set (the example data is shown)")")
    }
}
