/// Shows that slow work is under way, such as a spinner on a terminal; the runtime reports each
/// network wait through it and never prints.
public protocol ProgressReporting: Sendable {
    /// Runs `operation`, showing `activity` (such as "Fetching weather…") while it runs.
    func during<T: Sendable>(_ activity: String, _ operation: () async throws -> T) async throws -> T
}

/// Shows nothing.
public struct SilentProgress: ProgressReporting {
    /// Creates a reporter that shows nothing.
    public init() {}

    public func during<T: Sendable>(_ activity: String, _ operation: () async throws -> T) async throws -> T {
        try await operation()
    }
}

extension ProgressReporting where Self == SilentProgress {
    /// Shows nothing.
    public static var silent: SilentProgress { SilentProgress() }
}
