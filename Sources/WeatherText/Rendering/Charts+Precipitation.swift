import TerminalKit
import WeatherVocabulary

extension Charts {
    /// One column per precipitation level: a dot for none, then ever taller blocks up to storm.
    static func precipitation(_ levels: [PrecipitationIntensity]) -> String {
        String(levels.map { ["·", "▂", "▄", "▆", "█"][$0.rawValue] })
    }
}
