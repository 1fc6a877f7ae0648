/// The weather providers the runtime can ask, as settings files, command-line options and tool
/// arguments name them.
public enum ProviderOption: String, CaseIterable, Sendable {
    /// Caiyun Weather (彩云天气).
    case caiyun
    /// OpenWeatherMap.
    case openweathermap
    /// Open-Meteo, which needs no key.
    case openMeteo = "open-meteo"

    /// The provider `argument` names: its raw value or a common alias (`colorfulclouds`, `owm`),
    /// in any case; `nil` for any other text.
    public init?(argument: String) {
        switch argument.lowercased() {
        case "caiyun", "colorfulclouds": self = .caiyun
        case "openweathermap", "owm": self = .openweathermap
        case "open-meteo", "openmeteo", "open_meteo": self = .openMeteo
        default: return nil
        }
    }

    /// What the runtime needs to know of the provider: its name, its credential, its datum and
    /// its unit systems.
    public var profile: ProviderProfile {
        switch self {
        case .caiyun: .caiyun
        case .openweathermap: .openWeatherMap
        case .openMeteo: .openMeteo
        }
    }
}
