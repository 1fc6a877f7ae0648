import APICore
import Foundation

extension Gateway {
    /// Why an Open-Meteo query's coordinates cannot be passed on, or `nil` when they can: each of
    /// `latitude` and `longitude` at most once, as decimal numbers (a comma-separated list for
    /// several places). Other forms (`5.252e1`, a repeated `latitude`) would reach upstream around
    /// the cells the gateway shares answers within, so they are refused here; a number out of
    /// range is left to the API's own check and its own words.
    static func openMeteoCoordinateProblem(in query: [URLQueryItem]) -> String? {
        for name in ["latitude", "longitude"] {
            let items = query.filter { $0.name == name }
            guard items.count <= 1 else { return "\(name) is given \(items.count) times; give it once." }
            guard let text = items.first?.value else { continue }
            let parts = text.split(separator: ",", omittingEmptySubsequences: false)
            guard parts.allSatisfy({ DecimalDegrees.value($0, limit: .infinity) != nil }) else {
                let shown = text.count > 40 ? "\(text.prefix(40))…" : text
                return
                    "\(name) must be written as decimal degrees, such as \(name == "latitude" ? "52.52" : "13.41"), not \"\(shown)\"."
            }
        }
        return nil
    }
}
