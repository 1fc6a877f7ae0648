import ArgumentParser
import WeatherVocabulary

/// Which air-quality index to show, as `--aqi` takes it.
enum AQIOption: String, CaseIterable, ExpressibleByArgument, Sendable {
    case china
    case us

    init?(argument: String) {
        switch argument.lowercased() {
        case "china", "chn", "cn", "hj633": self = .china
        case "us", "usa", "epa": self = .us
        default: return nil
        }
    }

    /// The scale of the index.
    var scale: AirQualityScale {
        switch self {
        case .china: .chinaHJ633
        case .us: .usEPA
        }
    }
}
