import ArgumentParser
import Foundation
import NeutralWeather
import TerminalKit
import WeatherArguments
import WeatherRuntime

/// One run of a weather command: its options mapped onto the runtime's settings, read once.
struct WeatherInvocation {
    let environment: CLIEnvironment
    /// The settings: the files and environment, then the options over them.
    let settings: WeatherSettings
    /// The runtime over ``settings``: one per run, so loading the weather and adding official
    /// warnings to it share its clients.
    let runtime: WeatherRuntime

    /// Reads the settings and applies `output` over them.
    ///
    /// - Throws: `ValidationError` for `--units` the provider does not have; `StorageError`
    ///   for a damaged settings file.
    init(environment: CLIEnvironment, output: OutputOptions) throws {
        self.environment = environment
        var settings = try environment.weatherSettings()
        do {
            try settings.choose(provider: output.provider, units: output.units, language: output.lang)
        } catch {
            throw error.commandLineError
        }
        if let baseURL = output.baseURL { settings.setBaseURL(baseURL, for: settings.provider) }
        settings.timeout = output.timeout
        settings.usesCache = !output.noCache
        settings.cacheDirectory = output.cacheDir.map { URL(fileURLWithPath: $0, isDirectory: true) }
        self.settings = settings
        runtime = environment.weatherRuntime(settings)
    }

    /// The weather for the place `place` names: live with a credential, the bundled example
    /// when no place is given and the provider has no credential.
    func load(_ place: PlaceOptions, parts: WeatherDataSet = .all) async throws -> LoadedWeather {
        let request = try place.request()
        return try await CLIError.explaining {
            do {
                return try await runtime.load(
                    request, options: WeatherLoadOptions(allowsExample: true, parts: parts),
                    progress: SpinnerProgress(environment))
            } catch let error as WeatherRuntimeError where error.code == .noPlace {
                throw ValidationError(
                    "No place given: use --lat and --lon, --city NAME, --location NAME, or save a default with `weather locations add NAME --lat … --lon … --default`."
                )
            } catch let error as WeatherRuntimeError {
                throw error.commandLineError
            }
        }
    }
}
