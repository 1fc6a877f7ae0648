import ArgumentParser
import Foundation
import WeatherRuntime

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

    @Option(
        help:
            "A place name, such as \"Hallstatt\" or \"London,GB\", looked up online (Open-Meteo; OpenWeatherMap with its key)."
    )
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
        if let city, city.split(separator: ",", omittingEmptySubsequences: false)[0].allSatisfy(\.isWhitespace) {
            throw ValidationError("--city needs a place name before any comma, such as \"London,GB\".")
        }
    }

    /// Throws when only one of --lat and --lon was given.
    package func checkPair() throws {
        if (lat == nil) != (lon == nil) { throw ValidationError("Give both --lat and --lon, or neither.") }
    }

    /// The place the options name, for the runtime: the saved default when they name none.
    ///
    /// - Throws: `ValidationError` when only one of --lat and --lon was given.
    package func request() throws -> PlaceRequest {
        try checkPair()
        if let query { return .text(query) }
        if let lat, let lon { return .coordinate(latitude: lat, longitude: lon) }
        if let city { return .city(city) }
        if let location { return .saved(location) }
        return .savedDefault
    }
}
