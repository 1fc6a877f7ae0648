import Foundation

extension CYEndpoint {
    /// A name for everything that changes the response: version, file, language, unit, the steps
    /// that apply to the file, alerts, `begin` and the coordinate rounded to 4 decimals.
    ///
    /// Two endpoints with the same key get the same answer from the API, so the key names cache
    /// entries. It contains no token, and is safe as a file name on every platform.
    public var cacheKey: String {
        var parts = [version.rawValue, file.rawValue, language.rawValue, measurementSystem.rawValue.replacingOccurrences(of: ":", with: "-")]
        if file == .weather || file == .hourly { parts.append("h\(hourlyLength)") }
        if file == .weather || file == .daily { parts.append("d\(dailyLength)") }
        if shouldIncludeAlerts { parts.append("alert") }
        if let begin { parts.append("begin\(Int(begin.timeIntervalSince1970))") }
        parts.append(coordinate.urlString)
        return parts.joined(separator: "_")
    }
}
