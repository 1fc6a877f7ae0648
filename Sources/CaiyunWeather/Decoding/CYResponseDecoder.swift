import APICore
import Foundation

/// Turns response bodies into typed responses, and every kind of bad body into its own ``CYError``.
enum CYResponseDecoder {
    /// Decodes `data` as a response of type `Response`.
    ///
    /// The fast path is one pass of the core's `FastJSONDecoder`. Only when it fails is the body examined again, to
    /// tell an API error body, an empty body, an HTML page, truncated JSON, malformed JSON and
    /// JSON of the wrong shape apart.
    static func decode<Response: Decodable>(
        _ type: Response.Type, from data: Data, httpStatus: Int? = nil, redactor: Redactor = .none
    ) throws(CYError) -> Response {
        do {
            return try FastJSONDecoder().decode(Response.self, from: data)
        } catch let failure as CYInvalidResponse {
            throw CYError.api(failure, httpStatus: httpStatus, retryAfter: nil, redactor: redactor)
        } catch {
            throw CYError.undecodable(data, decodingError: error, httpStatus: httpStatus, redactor: redactor)
        }
    }
}
