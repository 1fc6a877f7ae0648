import APICore
import Foundation
import TestSupport
import Testing

@testable import WeatherAlerts

@Suite("Bad XML bodies are refused with typed errors, never fetched, expanded or hung on")
struct XMLSafetyTests {
    static let reader = CAPReader()

    static func read(_ text: String) -> WeatherAlertsError? {
        AlertFixtures.failure { _ = try reader.warnings(from: Data(text.utf8), service: .meteoAlarm) }
    }

    @Test("An HTML page, with or without a doctype, is an HTML body with its title")
    func html() {
        let page = "<!DOCTYPE html><html><head><title>502 Bad Gateway</title></head><body>nginx</body></html>"
        #expect(Self.read(page)?.code == .htmlBody)
        #expect(Self.read(page)?.message.contains("\"502 Bad Gateway\"") == true)
        #expect(Self.read("<html><head><title>Oops</title></head><body><p>x<br></body></html>")?.code == .htmlBody)
    }

    @Test("A feed cut off in an entry is a truncated body; text that is not XML is invalid XML")
    func truncated() throws {
        let feed = try AlertFixtures.text(AlertFixtures.polandFeed)
        let cut = String(feed.prefix(feed.count / 2))
        #expect(Self.read(cut)?.code == .truncatedBody)
        #expect(Self.read(String(feed.prefix(feed.count - 7)))?.code == .truncatedBody)
        #expect(Self.read("hello, world")?.code == .invalidXML)
        #expect(Self.read("<feed><entry></feed>")?.code == .invalidXML)
        #expect(Self.read("")?.code == .emptyBody)
        #expect(Self.read("<svg/>")?.code == .unexpectedResponse)
    }

    @Test("A DOCTYPE with an external entity is refused unread: the entity's server is never asked")
    func externalEntity() async throws {
        try await LoopbackServer.run({ _ in .init(status: 200, body: Data("<x>leaked</x>".utf8)) }) { server in
            let body = """
                <?xml version="1.0"?>
                <!DOCTYPE alert [<!ENTITY xxe SYSTEM "\(server.baseURL.absoluteString)/secret">]>
                <alert xmlns="urn:oasis:names:tc:emergency:cap:1.2"><identifier>&xxe;</identifier></alert>
                """
            let error = Self.read(body)
            #expect(error?.code == .doctypeRefused)
            // Comments and processing instructions before it do not hide it.
            #expect(
                Self.read("<?xml version=\"1.0\"?><!-- x --><?pi y?>\n<!doctype a [<!ENTITY b \"c\">]><a>&b;</a>")?.code
                    == .doctypeRefused)
            try await Task.sleep(for: .milliseconds(200))
            #expect(server.requestCount == 0)
        }
    }

    @Test("A body over the size limit is refused before parsing; 10 MB of entries")
    func tooLarge() {
        let entry = "<entry><cap:event>Yellow Wind warning</cap:event><cap:identifier>x</cap:identifier></entry>\n"
        var body = #"<feed xmlns="http://www.w3.org/2005/Atom" xmlns:cap="urn:oasis:names:tc:emergency:cap:1.2">"#
        body += String(repeating: entry, count: 10_000_000 / entry.utf8.count + 1) + "</feed>"
        #expect(body.utf8.count > 10_000_000)
        let error = Self.read(body)
        #expect(error?.code == .responseTooLarge)
        let small = CAPReader(limits: .init(maximumEntries: 100))
        let fewer = String(repeating: entry, count: 101)
        let entries = AlertFixtures.failure {
            _ = try small.warnings(
                from: Data(
                    (#"<feed xmlns="http://www.w3.org/2005/Atom" xmlns:cap="urn:oasis:names:tc:emergency:cap:1.2">"#
                        + fewer + "</feed>").utf8), service: .meteoAlarm)
        }
        #expect(entries?.code == .tooManyEntries)
    }

    @Test("A CAP document with a 100,000-point polygon is refused with polygon_too_large, quickly")
    func hugePolygon() {
        let points = (0..<100_000).map { "\(53 + Double($0 % 1000) / 1000),-6.\($0 % 10)" }.joined(separator: " ")
        let body = """
            <alert xmlns="urn:oasis:names:tc:emergency:cap:1.2"><identifier>big</identifier><msgType>Alert</msgType>
            <info><event>Wind</event><area><areaDesc>Everywhere</areaDesc><polygon>\(points)</polygon></area></info></alert>
            """
        let started = ContinuousClock.now
        #expect(Self.read(body)?.code == .polygonTooLarge)
        #expect(ContinuousClock.now - started < .seconds(10))
        let allowed = CAPReader(limits: .init(maximumPolygonPoints: 200_000))
        let read = try? allowed.warnings(from: Data(body.utf8), service: .meteoAlarm)
        #expect(read?.first?.geometry?.pointCount == 100_000)
    }

    @Test("Deep nesting is refused")
    func depth() {
        let body = String(repeating: "<a>", count: 100) + String(repeating: "</a>", count: 100)
        #expect(Self.read(body)?.code == .invalidXML)
    }
}
