/// A place as a person names it: what every front door maps its own input onto.
public enum PlaceRequest: Sendable, Hashable {
    /// Text as typed: a city's name (`London`, `"London,CA"`, `北京`) or a coordinate (`39.9,116.4`).
    case text(String)
    /// A coordinate in degrees, as given.
    case coordinate(latitude: Double, longitude: Double)
    /// A place looked up online (Open-Meteo's geocoding, or OpenWeatherMap's with its key), `"London,GB"` naming the country.
    case city(String)
    /// A place saved by name (`weather locations add`).
    case saved(String)
    /// The saved default place, if there is one.
    case savedDefault
}
