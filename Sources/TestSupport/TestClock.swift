import APICore
import Foundation

/// A settable clock for cache-expiry tests: `now` returns whatever the test last set.
public final class TestClock: Sendable {
    private let current: Locked<Date>

    /// Creates a clock reading `date`.
    public init(_ date: Date) { current = Locked(date) }

    /// The time the clock reads.
    public var now: Date { current.current }

    /// Moves the clock forward.
    public func advance(by interval: TimeInterval) { current.withLock { $0 += interval } }

    /// A closure reading this clock, to inject where a `() -> Date` is expected.
    public var reading: @Sendable () -> Date { { [current] in current.current } }
}

/// A fresh directory under the system's temporary directory, removed by `cleanUp()`.
public struct TemporaryDirectory: Sendable {
    /// The directory.
    public let url: URL

    /// Creates the directory.
    public init() throws {
        url = FileManager.default.temporaryDirectory.appendingPathComponent("CaiyunWeatherTests-\(UUID().uuidString)", isDirectory: true)
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    }

    /// Deletes the directory and everything in it.
    public func cleanUp() { try? FileManager.default.removeItem(at: url) }
}

/// Where the package's built executables are, next to the test bundle.
public enum BuiltProducts {
    /// The build directory holding the executables (such as `.build/debug`).
    public static var directory: URL {
        #if os(macOS)
        if let bundle = Bundle.allBundles.first(where: { $0.bundlePath.hasSuffix(".xctest") }) {
            return bundle.bundleURL.deletingLastPathComponent()
        }
        #endif
        return Bundle.main.bundleURL
    }

    /// The path of the executable `name`.
    public static func executable(_ name: String) -> URL { directory.appendingPathComponent(name) }
}

/// Records every wait it is asked for and returns at once, so tests can check backoff and
/// `Retry-After` handling without sleeping.
public final class SleepRecorder: Sendable {
    private let recorded = Locked<[Duration]>([])

    /// Creates a recorder.
    public init() {}

    /// The waits asked for, in order.
    public var durations: [Duration] { recorded.current }

    /// A sleep function to inject.
    public var sleep: @Sendable (Duration) async throws -> Void {
        { [recorded] duration in recorded.withLock { $0.append(duration) } }
    }
}
