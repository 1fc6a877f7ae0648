/// The blocks of an answer, for ``OMWeather/unit(of:in:)``.
public enum OMBlock: String, Sendable, Hashable, CaseIterable {
    /// `current`.
    case current
    /// `minutely_15`.
    case minutely15 = "minutely_15"
    /// `hourly`.
    case hourly
    /// `daily`.
    case daily
    /// `current_weather`, the older current block.
    case currentWeather = "current_weather"
}
