import APICore
import Foundation
import Logging
import MCP
import MCPToolKit

/// `weather mcp`: the weather tools and the saved settings, served over the Model Context
/// Protocol. Every call shares one ``WeatherMCPService`` (its clients and caches); failures are
/// tool results with `isError`, so the server keeps serving.
package struct WeatherMCPServer: Sendable {
    /// The server's name and version as clients see them.
    package static let name = "weather"
    package static let version = "1.0.0"

    package let service: WeatherMCPService
    let logger: Logger
    /// The clock a call's time limit (the service's timeout) runs on.
    let clock: any APIClock

    package init(
        service: WeatherMCPService, logger: Logger = Logger(label: "weather.mcp"), clock: any APIClock = SystemClock()
    ) {
        self.service = service
        self.logger = logger
        self.clock = clock
    }

    /// A server with every handler registered, not yet started.
    package func makeServer() async -> Server {
        let server = Server(
            name: Self.name, version: Self.version,
            instructions:
                "Weather for a place by name or coordinate, with no key needed: from Open-Meteo when no key is set, from Caiyun (彩云天气) with CAIYUN_TOKEN, from OpenWeatherMap with OPENWEATHERMAP_API_KEY. Open-Meteo issues no alerts. Answers are cached: asking again within minutes costs nothing.",
            capabilities: .init(
                resources: .init(subscribe: false, listChanged: false), tools: .init(listChanged: false)))
        let service = service
        await MCPTool.serve(
            WeatherTools.all, service: service, on: server, logger: logger, limit: .seconds(interval: service.timeout),
            clock: clock
        ) { service.secrets }
        await server.withMethodHandler(ListResources.self) { _ in
            ListResources.Result(resources: WeatherResources.all)
        }
        await server.withMethodHandler(ReadResource.self) { parameters in
            ReadResource.Result(contents: [try WeatherResources.read(parameters.uri, service: service)])
        }
        return server
    }

    /// Starts serving on `transport` and returns when the client goes away.
    package func run(on transport: any Transport) async throws {
        let server = await makeServer()
        try await server.start(transport: transport)
        logger.info("weather mcp is serving")
        await server.waitUntilCompleted()
    }
}
