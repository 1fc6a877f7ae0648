import Foundation

/// Timing helpers: every figure is a median over interleaved rounds, so two things compared in
/// one run see the same machine conditions.
enum Measure {
    /// Seconds per operation of `body`, run `count` times.
    static func perOperation(_ count: Int, _ body: () throws -> Void) rethrows -> Double {
        let start = ContinuousClock.now
        for _ in 0..<count { try body() }
        return seconds(ContinuousClock.now - start) / Double(count)
    }

    /// Seconds per operation of an async `body`, run `count` times.
    static func perOperation(_ count: Int, _ body: @Sendable () async throws -> Void) async rethrows -> Double {
        let start = ContinuousClock.now
        for _ in 0..<count { try await body() }
        return seconds(ContinuousClock.now - start) / Double(count)
    }

    /// Seconds per operation of two async bodies run `count` times each, one after the other
    /// in turn, so that both see the same moments of a noisy machine.
    ///
    /// The order swaps on every turn (first, second, then second, first): whichever runs first
    /// in a pair is about 1% slower, which would otherwise count against one side.
    static func alternating(
        _ count: Int, _ first: @Sendable () async throws -> Void, _ second: @Sendable () async throws -> Void
    ) async rethrows -> (first: Double, second: Double) {
        var firstTime = Duration.zero
        var secondTime = Duration.zero
        for turn in 0..<count {
            if turn.isMultiple(of: 2) {
                firstTime += try await timed(first)
                secondTime += try await timed(second)
            } else {
                secondTime += try await timed(second)
                firstTime += try await timed(first)
            }
        }
        return (seconds(firstTime) / Double(count), seconds(secondTime) / Double(count))
    }

    /// How long one run of `body` takes.
    private static func timed(_ body: @Sendable () async throws -> Void) async rethrows -> Duration {
        let start = ContinuousClock.now
        try await body()
        return ContinuousClock.now - start
    }

    static func seconds(_ duration: Duration) -> Double {
        let (seconds, attoseconds) = duration.components
        return Double(seconds) + Double(attoseconds) / 1e18
    }

    static func median(_ values: [Double]) -> Double {
        let sorted = values.sorted()
        guard !sorted.isEmpty else { return .nan }
        return sorted.count % 2 == 1
            ? sorted[sorted.count / 2] : (sorted[sorted.count / 2 - 1] + sorted[sorted.count / 2]) / 2
    }

    /// Microseconds, for detail lines.
    static func micro(_ seconds: Double) -> String { String(format: "%.1f µs", seconds * 1e6) }
}

/// Interleaved rounds of two measurements; the figure is the ratio of their medians.
struct Comparison {
    var first: [Double] = []
    var second: [Double] = []

    var ratio: Double { Measure.median(first) / Measure.median(second) }

    /// The median of each round's own ratio: for two measurements taken turn by turn in every
    /// round, so a round the machine slowed down for counts once rather than moving both medians.
    var pairedRatio: Double { Measure.median(zip(first, second).map { $0 / $1 }) }
}
