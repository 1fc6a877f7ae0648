import Foundation

extension CYEndpoint {
    /// A name for everything that changes the response: version, file, language, unit, the steps
    /// that apply to the file, alerts, `begin`, the coordinate rounded to 4 decimals, and the
    /// server (a ``baseURL`` other than the production API adds a short hash of it).
    ///
    /// Two endpoints with the same key get the same answer from the API, so the key names cache
    /// entries. It contains no token, and is safe as a file name on every platform.
    public var cacheKey: String {
        // Built by appending into one buffer, without Foundation: a memory-cache hit computes it
        // every time.
        var key = ""
        key.reserveCapacity(96)
        key += version.rawValue
        key += "_"
        key += file.rawValue
        key += "_"
        key += language.rawValue
        key += "_"
        key += measurementSystem.fileNameComponent
        if file == .weather || file == .hourly {
            key += "_h"
            key += String(hourlyLength)
        }
        if file == .weather || file == .daily {
            key += "_d"
            key += String(dailyLength)
        }
        if shouldIncludeAlerts { key += "_alert" }
        if let begin { key += "_begin\(Int(begin.timeIntervalSince1970))" }
        key += "_"
        key += coordinate.urlString
        if baseURL != Self.defaultBaseURL { key += "_server" + Self.serverHash(baseURL) }
        return key
    }

    /// Sixteen hex digits of the 64-bit FNV-1a hash of a base URL: stable across runs and
    /// platforms (unlike `hashValue`), and free of characters a file name cannot hold.
    static func serverHash(_ url: URL) -> String {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in url.absoluteString.utf8 {
            hash ^= UInt64(byte)
            hash = hash &* 0x0000_0100_0000_01B3
        }
        let digits = String(hash, radix: 16)
        return String(repeating: "0", count: 16 - digits.count) + digits
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
