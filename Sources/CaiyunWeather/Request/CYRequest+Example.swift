import Foundation

extension CYRequest {
    /// The bundled example: a real v2.5 `weather` response (imperial units, English text, two alerts)
    /// for Jincheng, Shanxi, on 2021-04-14.
    ///
    /// Use it to try the package, build previews and write tests without a token or network.
    public static func exampleData() throws -> Data {
        guard let url = Bundle.module.url(forResource: "Weather", withExtension: "json") else {
            throw CYError(.exampleUnavailable, "The bundled example response is missing from the package resources.")
        }
        do {
            return try Data(contentsOf: url)
        } catch {
            throw CYError(.exampleUnavailable, "The bundled example response cannot be read.", underlyingError: error)
        }
    }

    /// The bundled example, decoded.
    public static func exampleResponse() throws -> CYResponse {
        try CYResponseDecoder.decode(CYResponse.self, from: exampleData())
    }

    /// Reads the bundled example response (see ``exampleData()``).
    public func fetchExampleData() async throws -> Data {
        try Self.exampleData()
    }
}
