import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

extension Gateway {
    /// Three quarters of the process's open-file limit (at least 16, at most 100,000): the cap on
    /// connections when none is configured, so idle connections can never take every descriptor
    /// and leave none for upstream calls, the database or `/healthz`.
    static var defaultMaximumConnections: Int {
        var limit = rlimit()
        #if canImport(Glibc)
            let status = getrlimit(__rlimit_resource_t(RLIMIT_NOFILE.rawValue), &limit)
        #else
            let status = getrlimit(RLIMIT_NOFILE, &limit)
        #endif
        guard status == 0 else { return 1024 }
        let soft = Int(clamping: limit.rlim_cur) // "no limit" is the largest value: clamped
        return min(100_000, max(16, soft / 4 * 3))
    }
}
