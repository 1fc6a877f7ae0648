import Foundation
import MCP
import TestSupport
import Testing

@testable import WeatherMCP

/// `find_place` for names the offline table lacks: Open-Meteo's geocoding, no key, as the CLI does.
@Suite("find_place online, with no key")
struct FindPlaceOnlineTests {
    @Test("Akwa, a village the table lacks, is found with the recorded Open-Meteo search")
    func village() async throws {
        try await LoopbackServer.run({ OpenMeteoStub.reply(to: $0) }) { server in
            try await MCPSession.run(variables: ["OPEN_METEO_BASE_URL": server.baseURL.absoluteString]) { session in
                let result = try await session.call("find_place", ["query": "Akwa"])
                #expect(result.isError != true, "\(result.text)")
                let answer = try #require(result.structuredContent)
                #expect(answer["source"] == "Open-Meteo")
                #expect(answer["places"]?.arrayValue?.count == 1)
                #expect(answer["places", 0, "label"] == "Akwa, Haut-Uele, CD")
                #expect(answer["places", 0, "country"] == "CD")
                #expect(answer["places", 0, "latitude"] == 3.44646 && answer["places", 0, "longitude"] == 29.42378)
                #expect(answer["places", 0, "timezone"] == "Africa/Lubumbashi")
                #expect(answer["places", 0, "population"] == .null)
                #expect(answer["online_lookup_failure"] == .null)
                #expect(result.text.contains("Akwa, Haut-Uele, CD"))
                let search = try #require(server.requests.first { $0.path == "/v1/search" })
                #expect(search.query["name"] == "Akwa")
                // A name in the table is not looked up online.
                let london = try await session.call("find_place", ["query": "London"])
                #expect(london.structuredContent?["source"] == "offline table")
                #expect(server.requests.filter { $0.path == "/v1/search" }.count == 1)
            }
        }
    }

    @Test("a name nobody knows: no place, the table's near matches; an unreachable geocoder is said")
    func unknown() async throws {
        try await LoopbackServer.run({ OpenMeteoStub.reply(to: $0) }) { server in
            try await MCPSession.run(variables: ["OPEN_METEO_BASE_URL": server.baseURL.absoluteString]) { session in
                let result = try await session.call("find_place", ["query": "Lodnon"])
                #expect(result.isError != true, "\(result.text)")
                let answer = try #require(result.structuredContent)
                #expect(answer["places"] == [] && answer["online_lookup_failure"] == .null)
                #expect(answer["suggestions"]?.arrayValue?.contains("London, GB") == true)
                #expect(result.text.contains("or known to Open-Meteo"))
            }
        }
        // Offline: Open-Meteo's stand-in is a closed port.
        try await MCPSession.run(variables: [:]) { session in
            let result = try await session.call("find_place", ["query": "Akwa"])
            #expect(result.isError != true, "\(result.text)")
            let answer = try #require(result.structuredContent)
            #expect(answer["places"] == [])
            #expect(answer["online_lookup_failure"]?.stringValue?.isEmpty == false, "\(result.text)")
            #expect(result.text.contains("the online lookup failed"))
        }
    }
}
