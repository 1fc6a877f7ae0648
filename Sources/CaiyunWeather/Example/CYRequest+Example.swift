import Foundation

extension CYRequest {
    /// The bundled example's bytes: the original library's name for
    /// ``CYAPIResponse/exampleData``.
    ///
    /// A real v2.5 `weather` response (imperial units, English text, two alerts) for Jincheng,
    /// Shanxi, on 2021-04-14, compiled into the library. It never throws; the signature is the
    /// original library's.
    public static func exampleData() throws -> Data {
        CYResponse.exampleData
    }

    /// The bundled example, decoded: the original library's name for ``CYAPIResponse/example``.
    /// It never throws; the signature is the original library's.
    public static func exampleResponse() throws -> CYResponse {
        CYResponse.example
    }

    /// Reads the bundled example response (see ``CYAPIResponse/exampleData``).
    public func fetchExampleData() async throws -> Data {
        CYResponse.exampleData
    }
}
