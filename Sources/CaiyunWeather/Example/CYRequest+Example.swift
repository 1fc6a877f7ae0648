import Foundation

extension CYRequest {
    /// The bundled example: a real v2.5 `weather` response (imperial units, English text, two alerts)
    /// for Jincheng, Shanxi, on 2021-04-14.
    ///
    /// Use it to try the package, build previews and write tests without a token or network.
    /// The example is compiled into the library, so it is there wherever the program runs, with
    /// no resource files beside it.
    public static func exampleData() throws -> Data {
        Data(exampleJSON.utf8)
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
