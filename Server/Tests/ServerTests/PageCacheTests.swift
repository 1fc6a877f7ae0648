import NeutralWeather
import Testing

@testable import WeatherGateway

/// Rendered pages are answered again for a second, by place and query, within a bounded table.
@Suite("weather-gateway: the page cache")
struct PageCacheTests {
    let start = ContinuousClock.now
    let english = PageQuery(units: .metric, language: .english)

    @Test("a page is answered again within its lifetime, for the same place and query only")
    func lifetime() {
        let cache = PageCache(lifetime: .seconds(1), capacity: 8)
        let key = PageCache.Key(place: "Beijing", query: english)
        cache.store("<html>", for: key, at: start)
        #expect(cache.page(for: key, at: start + .milliseconds(999)) == "<html>")
        #expect(cache.page(for: key, at: start + .seconds(1)) == nil)
        let chinese = PageCache.Key(place: "Beijing", query: PageQuery(units: .metric, language: .chineseSimplified))
        #expect(cache.page(for: chinese, at: start) == nil)
        #expect(cache.page(for: PageCache.Key(place: "北京", query: english), at: start) == nil)
    }

    @Test("a full table drops expired pages first, then everything; capacity 0 keeps nothing")
    func bounded() {
        let cache = PageCache(lifetime: .seconds(1), capacity: 2)
        let keys = ["a", "b", "c", "d"].map { PageCache.Key(place: $0, query: english) }
        cache.store("a", for: keys[0], at: start)
        cache.store("b", for: keys[1], at: start + .milliseconds(500))
        // At 1.2 s "a" has expired and makes room; "b" stays.
        cache.store("c", for: keys[2], at: start + .milliseconds(1200))
        #expect(cache.page(for: keys[1], at: start + .milliseconds(1300)) == "b")
        // Nothing has expired at 1.3 s: the table starts again with "d" alone.
        cache.store("d", for: keys[3], at: start + .milliseconds(1300))
        #expect(cache.page(for: keys[1], at: start + .milliseconds(1300)) == nil)
        #expect(cache.page(for: keys[3], at: start + .milliseconds(1300)) == "d")
        let none = PageCache(lifetime: .seconds(1), capacity: 0)
        none.store("a", for: keys[0], at: start)
        #expect(none.page(for: keys[0], at: start) == nil)
    }
}
