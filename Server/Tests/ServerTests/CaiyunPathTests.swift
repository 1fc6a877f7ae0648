import CaiyunWeather
import Foundation
import Testing

@testable import WeatherGateway

/// How the gateway reads a Caiyun-shaped path and query into the endpoint it asks upstream.
@Suite("weather-gateway: Caiyun paths and queries")
struct CaiyunPathTests {
    static let upstream = URL(string: "http://127.0.0.1:9/")!

    static func endpoint(
        _ location: String, file: String = "weather", _ query: [(key: Substring, value: Substring)] = []
    ) throws(CaiyunPath.Invalid) -> CYEndpoint {
        try CaiyunPath.endpoint(
            version: "v2.6", location: location, file: file, query: query, token: "gatewayToken", baseURL: upstream)
    }

    @Test("a place and every supported parameter land in the endpoint, with the gateway's token and upstream")
    func readsEverything() throws {
        let endpoint = try Self.endpoint(
            "121.4737,31.2304", file: "hourly",
            [
                ("lang", "en_US"), ("unit", "imperial"), ("hourlysteps", "24"), ("dailysteps", "3"),
                ("alert", "true"), ("begin", "1700000000"),
            ])
        #expect(endpoint.coordinate.longitude == 121.4737)
        #expect(endpoint.coordinate.latitude == 31.2304)
        #expect(endpoint.file == .hourly)
        #expect(endpoint.version == .v2_6)
        #expect(endpoint.language == .englishUS)
        #expect(endpoint.measurementSystem == .imperial)
        #expect(endpoint.hourlyLength == 24)
        #expect(endpoint.dailyLength == 3)
        #expect(endpoint.shouldIncludeAlerts)
        #expect(endpoint.begin == Date(timeIntervalSince1970: 1_700_000_000))
        #expect(endpoint.token == "gatewayToken")
        #expect(endpoint.baseURL == Self.upstream)
        #expect(try !Self.endpoint("121,31").shouldIncludeAlerts)
    }

    @Test(
        "a location that is not exactly longitude,latitude in decimal degrees is refused, naming it",
        arguments: [
            "121,31,5", "121,31,", "121,", ",31", "north", "", "121;31", "0x10,31", "121,1e1", "nan,31", "inf,31",
        ])
    func refusesLocations(_ location: String) {
        let error = #expect(throws: CaiyunPath.Invalid.self) { try Self.endpoint(location) }
        #expect(error?.message == "The location \"\(location)\" is not longitude,latitude in decimal degrees.")
    }

    @Test("an unknown parameter, language or unit, or a step count that is not a whole number, is refused")
    func refusesParameters() {
        let cases: [((key: Substring, value: Substring), String)] = [
            (("color", "red"), "The query parameter \"color\" is not supported."),
            (("lang", "xx"), "lang \"xx\" is not supported."),
            (("unit", "furlongs"), "unit \"furlongs\" is not supported."),
            (("hourlysteps", "many"), "hourlysteps \"many\" is not a whole number."),
        ]
        for (parameter, message) in cases {
            let error = #expect(throws: CaiyunPath.Invalid.self) { try Self.endpoint("121,31", [parameter]) }
            #expect(error?.message == message)
        }
    }
}
