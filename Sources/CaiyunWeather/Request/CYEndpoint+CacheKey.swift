import Foundation

extension CYEndpoint {
    /// A name for everything that changes the response: version, file, language, unit, the steps
    /// that apply to the file, alerts, `begin` and the coordinate rounded to 4 decimals.
    ///
    /// Two endpoints with the same key get the same answer from the API, so the key names cache
    /// entries. It contains no token, and is safe as a file name on every platform.
    public var cacheKey: String {
        // Built by appending, without Foundation: a memory-cache hit computes it every time.
        var key = version.rawValue
        key += "_"
        key += file.rawValue
        key += "_"
        key += language.rawValue
        key += "_"
        key += measurementSystem.fileNameComponent
        if file == .weather || file == .hourly { key += "_h\(hourlyLength)" }
        if file == .weather || file == .daily { key += "_d\(dailyLength)" }
        if shouldIncludeAlerts { key += "_alert" }
        if let begin { key += "_begin\(Int(begin.timeIntervalSince1970))" }
        key += "_"
        key += coordinate.urlString
        return key
    }
}

extension CYUnit {
    /// The unit's name with `:` replaced, for file names.
    var fileNameComponent: String {
        switch self {
        case .metric: "metric"
        case .metricV1: "metric-v1"
        case .metricV2: "metric-v2"
        case .imperial: "imperial"
        case .si: "SI"
        }
    }
}
