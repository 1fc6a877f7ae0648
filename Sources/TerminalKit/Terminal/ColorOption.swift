/// When to colour output.
package enum ColorOption: String, CaseIterable, Sendable {
    case auto, always, never

    /// Whether to colour: `always` and `never` decide; `auto` colours a terminal unless `NO_COLOR` is set or `TERM` is `dumb`.
    package func isEnabled(environment: [String: String], isTerminal: Bool) -> Bool {
        switch self {
        case .always: return true
        case .never: return false
        case .auto:
            if let noColor = environment["NO_COLOR"], !noColor.isEmpty { return false }
            if environment["TERM"] == "dumb" { return false }
            return isTerminal
        }
    }
}
