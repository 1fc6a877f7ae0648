import Foundation
import Synchronization

/// A date the test moves by hand, read by the gateway as its clock.
final class MovableClock: Sendable {
    private let date: Mutex<Date>
    init(_ date: Date) { self.date = Mutex(date) }
    var now: Date { date.withLock { $0 } }
    func advance(by seconds: TimeInterval) { date.withLock { $0 += seconds } }
}
