import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

extension Gateway {
    /// The process's open-file limit (`ulimit -n`, the soft limit); `nil` when it cannot be read.
    static var descriptorLimit: Int? {
        var limit = rlimit()
        #if canImport(Glibc)
            let status = getrlimit(__rlimit_resource_t(RLIMIT_NOFILE.rawValue), &limit)
        #else
            let status = getrlimit(RLIMIT_NOFILE, &limit)
        #endif
        guard status == 0 else { return nil }
        return Int(clamping: limit.rlim_cur) // "no limit" is the largest value: clamped
    }

    /// The most connections `descriptorLimit` descriptors hold with a quarter left for upstream
    /// calls, the database and `/healthz` (at least 16).
    static func connectionCap(descriptorLimit: Int) -> Int { max(16, descriptorLimit / 4 * 3) }

    /// Three quarters of the process's open-file limit (at least 16, at most 100,000): the cap on
    /// connections when none is configured, so idle connections can never take every descriptor
    /// and leave none for upstream calls, the database or `/healthz`.
    static var defaultMaximumConnections: Int {
        guard let limit = descriptorLimit else { return 1024 }
        return min(100_000, connectionCap(descriptorLimit: limit))
    }
}
