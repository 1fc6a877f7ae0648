import APICore
import CaiyunWeather
import Foundation
import Logging
import TestSupport
import Testing

@Suite("Cells: a client with cells asks once per cell, about the cell's centre")
struct CellSharingTests {
    /// Caiyun's answer for the place asked, dated at the harness clock's start so it stays fresh.
    static let reply: LoopbackServer.Handler = { request in
        CaiyunStub.reply(to: request) { $0[path: "server_time"] = 1_678_374_973 + 60 }
    }

    @Test("points in one 1 km cell cost one call and get the centre's answer; a point in the next cell costs another")
    func sharesWithinACell() async throws {
        try await LoopbackHarness.run(Self.reply) { (harness: LoopbackHarness) async throws in
            var configuration = CYClient.Configuration.testing()
            configuration.cache.directory = harness.cache.url.appendingPathComponent("cells")
            let grid = try #require(CellGrid(size: 1000))
            configuration.cache.cells = grid
            let client = CYClient(
                configuration: configuration, transport: URLSessionHTTPTransport(), logger: Logger(label: "test"),
                clock: harness.clock)
            let cell = grid.cell(latitude: 39.9087, longitude: 116.3975)
            let asked = [
                (39.9087, 116.3975), (cell.latitude + 0.003, cell.longitude - 0.003), (cell.latitude, cell.longitude),
            ]
            for (latitude, longitude) in asked {
                var endpoint = CYEndpoint(
                    token: LoopbackHarness.token, coordinate: CYCoordinate(latitude: latitude, longitude: longitude))
                endpoint.baseURL = harness.server.baseURL
                let fetched = try await client.fetch(endpoint)
                // The answer says the point it is for: the cell's centre, near the point asked.
                let location = fetched.response.coordinate
                #expect(location == CYCoordinate(latitude: cell.latitude, longitude: cell.longitude))
                #expect(cell.distance(latitude: latitude, longitude: longitude) <= 750)
                let body = try await client.fetchBody(for: endpoint)
                #expect(body.source == .memory || body.source == .disk)
            }
            #expect(harness.server.requestCount == 1)
            let centre = CYCoordinate(latitude: cell.latitude, longitude: cell.longitude)
            #expect(harness.server.requests.first?.path.contains("/\(centre.urlString)/") == true)

            var elsewhere = CYEndpoint(
                token: LoopbackHarness.token, coordinate: CYCoordinate(latitude: 39.9087 + 0.02, longitude: 116.3975))
            elsewhere.baseURL = harness.server.baseURL
            _ = try await client.fetch(elsewhere)
            #expect(harness.server.requestCount == 2)
        }
    }

    @Test("without cells (the default) every point is asked about itself")
    func offByDefault() async throws {
        #expect(CYClient.Configuration().cache.cells == nil)
        #expect(CYClient.Configuration().cache.refreshAhead == nil)
        try await LoopbackHarness.run(Self.reply) { (harness: LoopbackHarness) async throws in
            for latitude in [39.9087, 39.9090] {
                let request = harness.makeRequest {
                    $0.coordinate = CYCoordinate(latitude: latitude, longitude: 116.3975)
                }
                let response = try await request.perform()
                #expect(response.coordinate.latitude == latitude)
            }
            #expect(harness.server.requestCount == 2)
        }
    }
}
