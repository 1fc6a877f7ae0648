import APICore
import Foundation
import NeutralWeather
import Testing

/// A provider this package does not know, with an error type of its own.
struct MeteoError: APIClientError {
    struct Code: APIErrorCode {
        let rawValue: String
        init(rawValue: String) { self.rawValue = rawValue }
        static let keyRevoked = Code(rawValue: "key_revoked")
        var isCredentialFailure: Bool { self == .keyRevoked }
    }

    static let apiName = "The Meteo API"
    var code: Code
    var message: String
    var context: APIErrorContext

    init(code: Code, message: String, context: APIErrorContext) {
        (self.code, self.message, self.context) = (code, message, context)
    }
    var errorDescription: String? { message }
    var description: String { message }
}

struct MeteoProvider: WeatherProvider {
    let failure: MeteoError
    var attribution: WeatherAttribution {
        WeatherAttribution(name: "Meteo", url: URL(string: "https://meteo.invalid")!)
    }

    func report(for location: WeatherLocation, options: WeatherRequestOptions) async throws -> WeatherReport {
        throw failure
    }
}

@Suite("A third provider's errors need no edit to WeatherError")
struct ThirdProviderErrorTests {
    @Test(
        "any client's error is sorted by its shared codes and judgements",
        arguments: [
            (MeteoError.Code.keyRevoked, WeatherError.Code.authentication),
            (.invalidParameter, .invalidRequest),
            (.notFound, .notFound),
            (.rateLimited, .rateLimited),
            (.timeout, .network),
            (.connectionFailed, .network),
            (.notCached, .unavailable),
            (.corruptedCache, .unavailable),
            (.htmlBody, .badResponse),
            (MeteoError.Code(rawValue: "something_new"), .badResponse),
        ])
    func sorted(code: MeteoError.Code, expected: WeatherError.Code) async throws {
        let failure = MeteoError(code, "Meteo says \(code).", retryAfter: 30)
        let service = WeatherService(provider: MeteoProvider(failure: failure))
        let error = await #expect(throws: WeatherError.self) {
            _ = try await service.weather(for: .init(latitude: 48.2, longitude: 16.37))
        }
        #expect(error?.code == expected)
        #expect(error?.provider == "Meteo")
        #expect(error?.message == "Meteo says \(code).")
        #expect(error?.retryAfter == 30)
        #expect((error?.underlyingError as? MeteoError)?.code == code)
    }
}
