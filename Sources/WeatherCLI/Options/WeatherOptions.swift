import ArgumentParser
import Foundation
import TerminalKit

/// Where to get weather for: a coordinate or a saved location.
package struct PlaceOptions: ParsableArguments {
    /// Creates options with nothing given (argument-parser fills them in).
    package init() {}

    @Argument(
        help: ArgumentHelp(
            "The place: a city's name (London, \"New York\", \"London,CA\", 北京) or a coordinate (39.9,116.4).",
            discussion:
                "Names come from the offline GeoNames table (CC BY 4.0); a coordinate may start with a minus sign (-33.92,18.42).",
            valueName: "place"))
    var query: String?

    @Option(parsing: .unconditional, help: "Latitude in degrees (-90 to 90); use with --lon.")
    var lat: Double?

    @Option(parsing: .unconditional, help: "Longitude in degrees (-180 to 180); use with --lat.")
    var lon: Double?

    @Option(name: .long, help: "A saved location's name (see `weather locations`).")
    var location: String?

    @Option(help: "A city name, such as \"London\" or \"London,GB\" (looked up with OpenWeatherMap's geocoding).")
    var city: String?

    /// Checks each value. That --lat and --lon come together is checked by ``checkPair()`` when
    /// the place is needed, after argument-parser has reported unknown options: a mistyped
    /// `--latt 30` then gets "did you mean '--lat'" rather than a complaint about --lon.
    package func validate() throws {
        if let lat, !(lat.isFinite && (-90...90).contains(lat)) {
            throw ValidationError("--lat must be between -90 and 90.")
        }
        if let lon, !(lon.isFinite && (-180...180).contains(lon)) {
            throw ValidationError("--lon must be between -180 and 180.")
        }
        if [query != nil, lat != nil, location != nil, city != nil].filter({ $0 }).count > 1 {
            throw ValidationError("Give one place: a name or coordinate, --lat/--lon, --location or --city.")
        }
        if let query, query.trimmingCharacters(in: .whitespaces).isEmpty {
            throw ValidationError("The place is empty; give a name such as London or a coordinate such as 39.9,116.4.")
        }
        if let city, Self.cityParts(city).name.isEmpty {
            throw ValidationError("--city needs a place name before any comma, such as \"London,GB\".")
        }
    }

    /// Throws when only one of --lat and --lon was given.
    func checkPair() throws {
        if (lat == nil) != (lon == nil) { throw ValidationError("Give both --lat and --lon, or neither.") }
    }

    /// A `--city` value split into a name, an optional state and an optional country code.
    static func cityParts(_ city: String) -> (name: String, state: String?, country: String?) {
        let parts = city.split(separator: ",", omittingEmptySubsequences: false).map {
            $0.trimmingCharacters(in: .whitespaces)
        }
        let rest = parts.dropFirst().filter { !$0.isEmpty }
        return (parts[0], rest.count > 1 ? rest.first : nil, rest.last)
    }
}

/// How to show the weather, and where to fetch it from.
package struct OutputOptions: ParsableArguments {
    /// Creates options with nothing given (argument-parser fills them in).
    package init() {}

    @Option(help: "Where the weather comes from (default: caiyun).")
    var provider: ProviderOption?

    @Option(
        help: "Unit system (default: metric); metric:v1, metric:v2 and SI are Caiyun's, not OpenWeatherMap's.")
    var units: UnitsOption?

    @Option(
        help:
            "Language of labels and descriptions (default: from LANGUAGE, LC_ALL, LC_MESSAGES or LANG)."
    )
    var lang: LanguageOption?

    @Option(
        help:
            "Air-quality index to show, China's HJ 633 or the US EPA's (default: China's in Chinese or for places in mainland China, else the EPA's)."
    )
    var aqi: AQIOption?

    @Flag(
        help:
            "Print the API's response as JSON, with the API's own keys; a fetched place adds \"weather_cli\" with its name."
    )
    var json = false

    @Option(help: "When to colour output (NO_COLOR turns auto off).")
    var color: ColorOption = .auto

    @Flag(help: "Neither read nor write the local cache.")
    var noCache = false

    @Option(help: "The cache directory (default: the user's caches directory).")
    var cacheDir: String?

    @Option(help: "The provider's base URL (default: CAIYUN_BASE_URL or OPENWEATHERMAP_BASE_URL, else the public API).")
    var baseURL: String?

    @Option(help: "Seconds to wait for the API before giving up.")
    var timeout: Double = 10

    package func validate() throws {
        guard timeout.isFinite, timeout > 0, timeout <= 300 else {
            throw ValidationError("--timeout must be between 0 and 300 seconds.")
        }
        if provider == .openweathermap, let problem = units?.openWeatherMapProblem { throw ValidationError(problem) }
    }
}
