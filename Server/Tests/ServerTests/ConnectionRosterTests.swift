import Synchronization
import Testing

@testable import WeatherGateway

@Suite("The connection roster returns a flood's memory once it has ebbed")
struct ConnectionRosterTests {
    @Test("a peak of 256 connections or more that falls to an eighth returns memory, once per flood")
    func floodEbbs() {
        let ebbs = Mutex(0)
        let roster = ConnectionRoster(capacity: 10_000, metrics: nil) { ebbs.withLock { $0 += 1 } }
        for _ in 0..<300 { roster.opened() }
        for _ in 0..<262 { roster.closed() }
        #expect(ebbs.withLock { $0 } == 0) // 38 open: more than 300 / 8
        roster.closed()
        #expect(ebbs.withLock { $0 } == 1) // 37 open
        for _ in 0..<20 { roster.closed() }
        #expect(ebbs.withLock { $0 } == 1)
        // A second flood, and a small wave that is no flood.
        for _ in 0..<400 { roster.opened() }
        for _ in 0..<400 { roster.closed() }
        #expect(ebbs.withLock { $0 } == 2)
        for _ in 0..<200 { roster.opened() }
        for _ in 0..<200 { roster.closed() }
        #expect(ebbs.withLock { $0 } == 2)
        #expect(roster.openCount == 17)
    }
}
