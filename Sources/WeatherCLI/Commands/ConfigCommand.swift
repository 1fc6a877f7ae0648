import ArgumentParser
import CaiyunWeather
import Foundation
import NeutralWeather
import TerminalKit
import WeatherArguments
import WeatherRuntime

/// `weather config`: default units and language, and the API token.
struct ConfigCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "config", abstract: "Show or change default units, language and the API token.",
        discussion:
            "The token is read from standard input so it never lands in your shell history: `weather config --token-stdin < token.txt`."
    )

    @Option(help: "Default provider.") var provider: ProviderOption?
    @Option(help: "Default unit system; metric:v1, metric:v2 and SI are Caiyun's only.") var units: UnitsOption?
    @Option(help: "Default language.") var lang: LanguageOption?
    @Flag(help: "Read the API token from standard input and save it (owner-only file).") var tokenStdin = false
    @Flag(help: "Forget the saved API token.") var clearToken = false
    @Flag(name: .customLong("owm-key-stdin"), help: "Read an OpenWeatherMap API key from standard input and save it.")
    var openWeatherMapKeyStdin = false
    @Flag(name: .customLong("clear-owm-key"), help: "Forget the saved OpenWeatherMap API key.")
    var clearOpenWeatherMapKey = false

    func validate() throws {
        if tokenStdin && clearToken { throw ValidationError("Give --token-stdin or --clear-token, not both.") }
        if openWeatherMapKeyStdin && clearOpenWeatherMapKey {
            throw ValidationError("Give --owm-key-stdin or --clear-owm-key, not both.")
        }
        if tokenStdin && openWeatherMapKeyStdin {
            throw ValidationError("Read one secret from standard input at a time.")
        }
    }

    func run() async throws {
        let environment = CLIEnvironment.current
        let store = environment.settingsStore
        var settings = try store.savedSettings()
        if let units { settings.units = units.rawValue }
        if let lang { settings.language = lang.rawValue }
        if let provider { settings.provider = provider.rawValue }
        if units != nil || lang != nil || provider != nil { try store.save(settings) }
        if tokenStdin {
            let token = (environment.readInputLine() ?? "").trimmingCharacters(in: .whitespacesAndNewlines)
            var check = CYEndpoint(token: token, coordinate: .defaultCoordinate)
            check.file = .realtime
            do {
                try check.validate()
            } catch {
                throw ValidationError((error as? CYError)?.message ?? "The token is not valid.")
            }
            try store.saveCredential(token, for: .caiyun)
        }
        if clearToken { try store.saveCredential(nil, for: .caiyun) }
        if openWeatherMapKeyStdin {
            let key = (environment.readInputLine() ?? "").trimmingCharacters(in: .whitespacesAndNewlines)
            guard !key.isEmpty, key.allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber) }) else {
                throw ValidationError("An OpenWeatherMap API key holds letters and digits only.")
            }
            try store.saveCredential(key, for: .openweathermap)
        }
        if clearOpenWeatherMapKey { try store.saveCredential(nil, for: .openweathermap) }

        let output = environment.output
        let effective = try environment.weatherSettings()
        let saved = try store.savedCredentials()
        let hasEnvironmentToken = !(environment.variables["CAIYUN_TOKEN"] ?? "").isEmpty
        let savedToken = saved[.caiyun] != nil
        let hasEnvironmentKey = !(environment.variables["OPENWEATHERMAP_API_KEY"] ?? "").isEmpty
        let savedKey = saved[.openweathermap] != nil
        output.line("Config directory  \(environment.configDirectory.path)")
        output.line("Provider          \(settings.provider ?? "\(effective.defaultProvider.rawValue) (default)")")
        output.line("Units             \(settings.units ?? "metric (default)")")
        output.line("Language          \(settings.language ?? "from LANG (default)")")
        let defaultLocation = try store.preferences.defaultLocation()?.name
        output.line("Default location  \(defaultLocation ?? "none")")
        let answering = effective.provider.profile
        let missingToken =
            answering.credential != nil
            ? defaultLocation.map { "not set: needed for \"\($0)\", the default location" }
                ?? "not set: the example data is shown until a place is given"
            : defaultLocation.map { "not set: \(answering.name) answers for \"\($0)\", with no key" }
                ?? "not set: \(answering.name) answers for a place, with no key; without one, the example data"
        output.line(
            "API token         \(hasEnvironmentToken ? "set by CAIYUN_TOKEN" : savedToken ? "saved" : missingToken)")
        output.line(
            "OpenWeatherMap    \(hasEnvironmentKey ? "set by OPENWEATHERMAP_API_KEY" : savedKey ? "key saved" : "no key")"
        )
    }
}
