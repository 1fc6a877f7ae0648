import APICore
import Foundation
import TestSupport
import Testing

@Suite("Deadline races: the operation or the deadline, and no timer left behind")
struct DeadlineRaceTests {
    private static let start = Date(timeIntervalSince1970: 1_700_000_000)

    @Test("an operation that finishes first cancels the timer: no deadline stays pending")
    func winnerCancelsTheTimer() async throws {
        let clock = TestClock(Self.start)
        let value = try await Deadline.race(until: .seconds(10), on: clock) {
            // Answers only once the timer is waiting, so the timer has something to give up.
            await clock.waitUntil { $0.pendingDeadlines == 1 }
            return 42
        }
        #expect(value == 42)
        #expect(await clock.waitUntil { $0.pendingDeadlines == 0 })
    }

    @Test("the deadline ends an operation that does not finish, with Expired")
    func deadlineWins() async throws {
        let clock = TestClock(Self.start)
        let race = Task {
            try await Deadline.race(until: .seconds(10), on: clock) { try await Task.sleep(for: .seconds(600)) }
        }
        #expect(await clock.waitUntil { $0.pendingDeadlines == 1 })
        clock.advance(by: .seconds(10))
        await #expect(throws: Deadline.Expired.self) { try await race.value }
    }

    @Test("on the real clock: a quick operation's answer, and Expired for one that does not finish")
    func withinALimit() async throws {
        #expect(try await Deadline.race(within: .seconds(600)) { "answer" } == "answer")
        await #expect(throws: Deadline.Expired.self) {
            try await Deadline.race(within: .milliseconds(10)) { try await Task.sleep(for: .seconds(600)) }
        }
    }
}
