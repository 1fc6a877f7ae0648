import APICore
import CaiyunWeather
import Foundation

/// Reads a Caiyun-shaped request (`/{version}/{placeholder}/{lon},{lat}/{file}?lang=…`) into an
/// endpoint that carries the gateway's own token and upstream address.
enum CaiyunPath {
    /// Why a request cannot be asked upstream, in words for the app (a 400 answer).
    struct Invalid: Error {
        let message: String
    }

    /// The endpoint for a request's path parts and query (as the server parsed it), asking with
    /// `token` at `baseURL`; alerts only when the query asks for them.
    ///
    /// - Throws: ``Invalid`` for a location that is not exactly `longitude,latitude`, an unknown
    ///   parameter, an unsupported language or unit, or a step count or time that is not a whole number.
    static func endpoint(
        version: String, location: String, file: String, query: some Sequence<(key: Substring, value: Substring)>,
        token: String, baseURL: URL
    ) throws(Invalid) -> CYEndpoint {
        guard let comma = location.firstIndex(of: ","),
            let longitude = DecimalDegrees.value(location[..<comma], limit: .infinity),
            let latitude = DecimalDegrees.value(location[location.index(after: comma)...], limit: .infinity)
        else {
            throw Invalid(message: "The location \"\(location)\" is not longitude,latitude in decimal degrees.")
        }
        var endpoint = CYEndpoint(token: token, coordinate: CYCoordinate(latitude: latitude, longitude: longitude))
        endpoint.baseURL = baseURL
        endpoint.version = CYEndpoint.Version(rawValue: version)
        endpoint.file = CYEndpoint.File(rawValue: file)
        endpoint.shouldIncludeAlerts = false
        for (name, value) in query {
            switch name {
            case "lang":
                guard let language = CYEndpoint.RequestLanguage(apiValue: String(value)) else {
                    throw Invalid(message: "lang \"\(value)\" is not supported.")
                }
                endpoint.language = language
            case "unit":
                guard let unit = CYUnit(apiValue: String(value)) else {
                    throw Invalid(message: "unit \"\(value)\" is not supported.")
                }
                endpoint.measurementSystem = unit
            case "hourlysteps": endpoint.hourlyLength = try number(name, value)
            case "dailysteps": endpoint.dailyLength = try number(name, value)
            case "alert": endpoint.shouldIncludeAlerts = value == "true"
            case "begin": endpoint.begin = Date(timeIntervalSince1970: TimeInterval(try number(name, value)))
            default: throw Invalid(message: "The query parameter \"\(name)\" is not supported.")
            }
        }
        return endpoint
    }

    private static func number(_ name: Substring, _ value: Substring) throws(Invalid) -> Int {
        guard let number = Int(value) else { throw Invalid(message: "\(name) \"\(value)\" is not a whole number.") }
        return number
    }
}
