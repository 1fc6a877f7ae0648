/// Precipitation for the next two hours, the `minutely` block (a paid feature; absent without it).
public struct CYMinutely: Sendable, Hashable, Codable {
    /// The block's status, `"ok"`.
    public let responseStatus: String?
    /// Where the data comes from, such as `"radar"`.
    public let datasource: String
    /// A sentence about the coming precipitation, in the request language.
    public let description: String
    /// The chance of precipitation for each half hour of the next two hours (4 values, 0–1).
    public let probability: [Double]
    /// Precipitation intensity for each minute of the next two hours (`precipitation_2h`, 120 values).
    public let intensity: [Double]
    /// Precipitation intensity for each minute of the next hour (`precipitation`, 60 values).
    public let oneHourIntensity: [Double]?

    private enum CodingKeys: String, CodingKey {
        case responseStatus = "status", datasource, description, probability
        case intensity = "precipitation_2h", oneHourIntensity = "precipitation"
    }
}
