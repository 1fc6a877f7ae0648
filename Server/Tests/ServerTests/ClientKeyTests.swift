import HTTPTypes
import Hummingbird
import Testing

@testable import WeatherGateway

/// How the gateway reads the client's key from a request's headers.
@Suite("weather-gateway: the X-Client-Key header")
struct ClientKeyTests {
    @Test("one header gives its key, in any letter case of the name; none or two give no key at all")
    func oneKeyOnly() throws {
        let name = try #require(HTTPField.Name("x-client-key"))
        var one = HTTPFields()
        one[.contentType] = "application/json"
        one[name] = "app-key"
        #expect(ClientKeyMiddleware<GatewayRequestContext>.clientKey(in: one) == "app-key")

        #expect(ClientKeyMiddleware<GatewayRequestContext>.clientKey(in: [.contentType: "application/json"]) == nil)

        var two = HTTPFields()
        two.append(HTTPField(name: Gateway.clientKeyHeader, value: "app-key"))
        two.append(HTTPField(name: Gateway.clientKeyHeader, value: "other-key"))
        #expect(ClientKeyMiddleware<GatewayRequestContext>.clientKey(in: two) == nil)
    }
}
