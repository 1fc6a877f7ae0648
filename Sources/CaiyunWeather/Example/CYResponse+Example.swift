import APICore
import Foundation

extension CYAPIResponse where Result == CYResult {
    /// The bundled example's bytes: a real v2.5 `weather` response (imperial units, English text,
    /// two alerts) for Jincheng, Shanxi, on 2021-04-14, byte for byte as Caiyun sent it.
    ///
    /// The example is compiled into the library, so it is there wherever the program runs, with no
    /// resource files beside it: use it to try the package, build previews and write tests without
    /// a token or a network (a transport that answers every request with these bytes, for
    /// instance).
    public static var exampleData: Data { Data(CYRequest.exampleJSON.utf8) }

    /// The bundled example (``exampleData``), decoded once, on first use.
    ///
    /// ```swift
    /// print(CYResponse.example.result.realtime.temperature) // 57.2: the example is in °F
    /// ```
    public static var example: CYResponse { decodedExample }
}

/// The bundled example, decoded; the tests decode it on every run, so it cannot fail here.
private let decodedExample: CYResponse = {
    do {
        return try CYResponseDecoder.decode(CYResponse.self, from: CYResponse.exampleData)
    } catch {
        preconditionFailure("The bundled example response does not decode: \(error)")
    }
}()
