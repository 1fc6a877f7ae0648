import APICore
import Foundation
import TerminalKit

extension WeatherSource {
    /// The header a `weather-gateway` asks apps for.
    static let gatewayKeyHeader = "X-Client-Key"

    /// `WEATHER_GATEWAY_KEY`: the client key of a `weather-gateway` that the base URLs point at.
    /// The gateway holds the providers' secrets, so with a key and a base URL no token or API
    /// key is needed here.
    package func gatewayKey() -> String? {
        environment.variables["WEATHER_GATEWAY_KEY"].flatMap { $0.isEmpty ? nil : $0 }
    }

    /// What a request carries in place of a token when a gateway adds the real one: a gateway
    /// key and a base URL for `provider`, else nothing.
    func gatewayPlaceholder(for provider: ProviderOption) throws -> String? {
        guard gatewayKey() != nil, try baseURL(for: provider) != nil else { return nil }
        return "gateway"
    }

    /// HTTP settings with the options' timeout, and the gateway's key header when there is one.
    func httpSettings() -> HTTPSettings {
        HTTPSettings(
            timeout: output.timeout, additionalHeaders: gatewayKey().map { [Self.gatewayKeyHeader: $0] } ?? [:])
    }
}
