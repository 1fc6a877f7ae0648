import APICore
import Foundation

extension CYEndpoint {
    /// A name for everything that changes the response: version, file, language, unit, the steps
    /// that apply to the file, alerts, `begin`, the coordinate rounded to 4 decimals, and the
    /// server (a ``baseURL`` other than the production API adds a short hash of it).
    ///
    /// Two endpoints with the same key get the same answer from the API, so the key names cache
    /// entries. It contains no token, and is safe as a file name on every platform.
    public var cacheKey: String {
        // Written byte by byte into one buffer: a memory-cache hit computes it every time.
        var key = ASCIIBuilder(capacity: 128)
        key.append(version.rawValue)
        key.append(ascii: "_")
        key.append(file.rawValue)
        key.append(ascii: "_")
        key.append(language.rawValue)
        key.append(ascii: "_")
        key.append(measurementSystem.fileNameComponent)
        if file == .weather || file == .hourly {
            key.append("_h")
            key.append(decimal: hourlyLength)
        }
        if file == .weather || file == .daily {
            key.append("_d")
            key.append(decimal: dailyLength)
        }
        if shouldIncludeAlerts { key.append("_alert") }
        if let begin {
            key.append("_begin")
            key.append(decimal: Int(begin.timeIntervalSince1970))
        }
        key.append(ascii: "_")
        coordinate.append(to: &key)
        if baseURL != Self.defaultBaseURL {
            key.append("_server")
            key.append(hex: Self.serverHash(baseURL))
        }
        return key.text
    }

    /// The 64-bit FNV-1a hash of a base URL, written as sixteen hex digits: stable across runs
    /// and platforms (unlike `hashValue`), and free of characters a file name cannot hold.
    static func serverHash(_ url: URL) -> UInt64 {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in url.absoluteString.utf8 {
            hash ^= UInt64(byte)
            hash = hash &* 0x0000_0100_0000_01B3
        }
        return hash
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
