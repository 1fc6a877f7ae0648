/// Current conditions, the `realtime` block.
///
/// Values are in the response's unit system; see ``CYUnit/system``.
public struct CYRealtime: Sendable, Hashable, Codable {
    /// The block's status, `"ok"`.
    public let responseStatus: String
    /// Air temperature.
    public let temperature: Double
    /// How warm or cold it feels.
    public let apparentTemperature: Double
    /// Air pressure, Pa.
    public let pressure: Double
    /// Relative humidity, 0–1.
    public let humidity: Double
    /// Cloud cover, 0–1.
    public let cloudrate: Double
    /// How far one can see.
    public let visibility: Double
    /// Downward short-wave radiation flux, W/m².
    public let dswrf: Double
    /// The sky condition (`skycon`).
    public let phenomenon: CYContent.Phenomenon
    /// Wind speed and direction.
    public let wind: CYContent.Wind
    /// Precipitation here and nearby.
    public let precipitation: Precipitation
    /// Air quality, when the API has it for the place.
    public let airQuality: CYContent.AirQuality?
    /// Ultraviolet and comfort indices.
    public let lifeIndex: CYContent.LifeIndex<CYContent.IndexWithDescription>

    private enum CodingKeys: String, CodingKey {
        case responseStatus = "status", temperature, apparentTemperature = "apparent_temperature", pressure, humidity
        case cloudrate, visibility, dswrf, phenomenon = "skycon", wind, precipitation
        case airQuality = "air_quality", lifeIndex = "life_index"
    }

    /// Precipitation at the place (`local`) and the nearest precipitation around it (`nearest`).
    public struct Precipitation: Sendable, Hashable, Codable {
        /// Precipitation at the place.
        public let local: PrecipitationContent
        /// The nearest precipitation; the API leaves it out at times.
        public let nearest: PrecipitationContent?
    }

    /// One precipitation reading.
    ///
    /// The intensity is radar intensity (0–1) in `metric` and `metric:v1`, and a rate in the
    /// other systems; see ``CYUnit/UnitSystem/realtimePrecipitation``.
    public struct PrecipitationContent: Sendable, Hashable, Codable {
        /// The reading's status, `"ok"`.
        public let responseStatus: String
        /// Where the reading comes from, such as `"radar"` (local readings only).
        public let datasource: String?
        /// The precipitation intensity.
        public let intensity: Double
        /// The distance to the precipitation (nearest readings only). The API writes 10000 when there is none nearby.
        public let distance: Double?

        private enum CodingKeys: String, CodingKey {
            case responseStatus = "status", datasource, intensity, distance
        }
    }
}
