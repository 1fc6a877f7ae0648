import APICore
import ArgumentParser
import CaiyunWeather
import Foundation
import Weather

/// Weather ready to show: the provider-neutral value, how to label it, and the raw response.
struct LoadedWeather {
    var weather: Weather
    /// The place as people read it.
    var placeLabel: String
    /// Whether this is the bundled example rather than live data.
    var isExample: Bool
    /// The response as the API wrote it (for `--json`).
    var responseJSON: () throws -> Data
}

/// Chooses the data (live or the bundled example), the place, units and language, and loads it.
struct WeatherSource {
    /// The bundled example's place.
    static let examplePlace = "Jincheng, Shanxi"

    let environment: CLIEnvironment
    let place: PlaceOptions
    let output: OutputOptions

    var config: ConfigStore { ConfigStore(directory: environment.configDirectory) }

    /// The units: `--units`, else the saved default, else metric.
    func units() throws -> UnitsOption {
        if let units = output.units { return units }
        return try config.settings().units.flatMap(UnitsOption.init(argument:)) ?? .metric
    }

    /// The language: `--lang`, else the saved default, else Chinese when `LANG` says so, else English.
    func language() throws -> LanguageOption {
        if let lang = output.lang { return lang }
        if let saved = try config.settings().language.flatMap(LanguageOption.init(argument:)) { return saved }
        let locale = environment.variables["LC_ALL"] ?? environment.variables["LANG"] ?? ""
        return locale.lowercased().hasPrefix("zh") ? (locale.contains("TW") || locale.contains("HK") ? .zhHant : .zh) : .en
    }

    /// The API token: `CAIYUN_TOKEN`, else the one saved with `weather config --token-stdin`.
    func token() throws -> String? {
        if let token = environment.variables["CAIYUN_TOKEN"], !token.isEmpty { return token }
        return try config.token()
    }

    /// The coordinate and its label, from the options or the default saved location.
    func coordinate() throws -> (CYCoordinate, String)? {
        if let lat = place.lat, let lon = place.lon {
            let coordinate = CYCoordinate(latitude: lat, longitude: lon)
            return (coordinate, coordinate.description)
        }
        let preferences = config.preferences
        if let name = place.location {
            guard let saved = try preferences.location(named: name) else {
                throw ValidationError("No saved location is called \"\(name)\". See `weather locations list`.")
            }
            return (CYCoordinate(latitude: saved.latitude, longitude: saved.longitude), saved.name)
        }
        if let saved = try preferences.defaultLocation() {
            return (CYCoordinate(latitude: saved.latitude, longitude: saved.longitude), saved.name)
        }
        return nil
    }

    /// Loads the weather: live with a token, the bundled example without one.
    func load() async throws -> LoadedWeather {
        guard let token = try token() else {
            if let (_, label) = try coordinate() {
                throw CLIError("No API token for \(label): set CAIYUN_TOKEN or run `weather config --token-stdin`.")
            }
            return try example()
        }
        guard let (coordinate, label) = try coordinate() else {
            throw ValidationError("No place given: use --lat and --lon, --location NAME, or save a default with `weather locations add NAME --lat … --lon … --default`.")
        }
        return try await live(token: token, coordinate: coordinate, label: label)
    }

    private func example() throws -> LoadedWeather {
        let data = try CYRequest.exampleData()
        let response = try CYRequest.exampleResponse()
        var weather = CaiyunAdapter.weather(from: response, language: try language().display)
        weather.location.name = Self.examplePlace
        return LoadedWeather(weather: weather, placeLabel: Self.examplePlace, isExample: true, responseJSON: { try Self.encode(data, as: CYResponse.self) })
    }

    private func live(token: String, coordinate: CYCoordinate, label: String) async throws -> LoadedWeather {
        var endpoint = CYEndpoint(token: token, coordinate: coordinate)
        endpoint.language = try language().request
        endpoint.measurementSystem = try units().caiyun
        endpoint.hourlyLength = 48
        endpoint.dailyLength = 7
        if let base = output.baseURL ?? environment.variables["CAIYUN_BASE_URL"], !base.isEmpty {
            guard let url = URL(string: base), url.scheme == "http" || url.scheme == "https", url.host != nil else {
                throw CLIError("The base URL \"\(base)\" is not an http or https URL.")
            }
            endpoint.baseURL = url
        }
        let request = CYRequest(endpoint: endpoint, client: CYClient(configuration: .init(timeout: output.timeout)))
        var temporaryCache: URL?
        if output.noCache {
            let folder = FileManager.default.temporaryDirectory.appendingPathComponent("weather-\(UUID().uuidString)")
            request.localContentUrl = folder
            temporaryCache = folder
        } else if let cacheDir = output.cacheDir {
            request.localContentUrl = URL(fileURLWithPath: cacheDir, isDirectory: true)
        }
        defer { temporaryCache.map { try? FileManager.default.removeItem(at: $0) } }
        let fetched = try await Spinner.run("Fetching weather…", in: environment) {
            try await request.fetch(CYResult.self, from: output.noCache ? .remote : nil)
        }
        var weather = CaiyunAdapter.weather(
            from: fetched.response, source: fetched.source, staleReason: fetched.staleError?.message, language: try language().display)
        weather.location.name = label
        let response = fetched.response
        return LoadedWeather(weather: weather, placeLabel: label, isExample: false, responseJSON: { try Self.encoder.encode(response) })
    }

    /// JSON as the API writes it, pretty-printed with sorted keys.
    static let encoder: JSONEncoder = {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        return encoder
    }()

    /// Decodes `data` as `Response` and encodes it again.
    static func encode<Response: Codable>(_ data: Data, as type: Response.Type) throws -> Data {
        try encoder.encode(try JSONDecoder().decode(Response.self, from: data))
    }
}
