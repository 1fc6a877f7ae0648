/// How a service decides which of its warnings concern a place.
public enum WarningLocating: String, Sendable, Hashable, Codable {
    /// The service answers for the point asked about (NWS, MET Norway).
    case point
    /// The feed covers a whole country; each warning names its areas (codes, names, sometimes an
    /// outline) and the client matches the place against them (MeteoAlarm).
    case areas
    /// Every warning covers the whole territory (Hong Kong).
    case territory
}
