import Foundation
import WeatherAlerts

/// The blocks of `WeatherAlerts.docc/ReadingOfficialWarnings.md` after it imports Foundation.
extension WeatherAlertsReadingOfficialWarningsSnippets {
    static func block2() throws {
        let file = URL(fileURLWithPath: "meteoalarm-ireland.xml")
        let warnings = try WarningReader().warnings(from: Data(contentsOf: file)) // the format told from the body
        let live = WarningSelection(now: Date()).select(warnings)
        _ = live
    }
}
