/// A `%` code of a status-line template, such as `%t` for the temperature.
public enum StatusCode: Character, Sendable, Hashable, CaseIterable {
    /// `%l`: the place's label, as the caller names it.
    case place = "l"
    /// `%c`: the condition as one text symbol (☀ ◐ ☁ ☂ ❄ …), by day or by night.
    case conditionSymbol = "c"
    /// `%C`: the condition's name in the display language.
    case conditionName = "C"
    /// `%t`: the air temperature.
    case temperature = "t"
    /// `%f`: the apparent ("feels like") temperature.
    case feelsLike = "f"
    /// `%w`: the wind, an arrow pointing where it blows and its speed.
    case wind = "w"
    /// `%h`: relative humidity.
    case humidity = "h"
    /// `%p`: the precipitation rate now, per hour.
    case precipitation = "p"
    /// `%P`: air pressure.
    case pressure = "P"
    /// `%u`: the UV index.
    case uvIndex = "u"
    /// `%a`: the air-quality index on the scale the reader expects.
    case airQuality = "a"
    /// `%m`: the moon's phase as a symbol, computed from the data's date.
    case moonPhase = "m"
    /// `%r`: the provider's sentence about the coming hours (Caiyun's nowcast).
    case nowcast = "r"
    /// `%T`: the local time of the data.
    case time = "T"

    /// What the code prints, in a few words, for help and error messages.
    public var summary: String {
        switch self {
        case .place: "place"
        case .conditionSymbol: "condition symbol"
        case .conditionName: "condition"
        case .temperature: "temperature"
        case .feelsLike: "feels like"
        case .wind: "wind"
        case .humidity: "humidity"
        case .precipitation: "precipitation"
        case .pressure: "pressure"
        case .uvIndex: "UV index"
        case .airQuality: "AQI"
        case .moonPhase: "moon phase"
        case .nowcast: "nowcast"
        case .time: "time of the data"
        }
    }
}
