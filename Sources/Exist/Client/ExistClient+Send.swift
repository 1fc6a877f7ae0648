import APICore
import Foundation
import Logging

extension ExistClient {
    /// GETs `url` and decodes its body as `Response`.
    func get<Response: Decodable>(
        _ type: Response.Type, url: URL, operation: String
    ) async throws(ExistError) -> (Response, TransportResponse) {
        let request = TransportRequest(url: url)
        let response = try await send(request, operation: operation)
        return (try await decode(Response.self, from: response, request: request, operation: operation), response)
    }

    /// POSTs `items` as a JSON array to `url` and decodes the answer as `Response`.
    ///
    /// - Parameter retryPolicy: `.never` for writes that must not be repeated.
    func post<Body: Encodable, Response: Decodable>(
        _ body: Body, to url: URL, as type: Response.Type, operation: String, retryPolicy: HTTPRetryPolicy? = nil
    ) async throws(ExistError) -> (Response, TransportResponse) {
        let data: Data
        do {
            data = try Self.encoder.encode(body)
        } catch {
            throw ExistError(.invalidParameter, "The items cannot be written as JSON: \(BodyProblem.describe(error)).")
        }
        let request = TransportRequest(
            method: "POST", url: url, headers: ["Content-Type": "application/json"], body: data)
        let response = try await send(request, operation: operation, retryPolicy: retryPolicy)
        return (try await decode(Response.self, from: response, request: request, operation: operation), response)
    }

    /// Sends `request` with the current credential; when the server rejects an OAuth token with
    /// 401, refreshes it once (whichever request meets the rejection first) and sends again.
    ///
    /// A 401 means the server did nothing, so even an increment may be sent again after it.
    func send(
        _ request: TransportRequest, operation: String, retryPolicy: HTTPRetryPolicy? = nil
    ) async throws(ExistError) -> TransportResponse {
        var credential = try await authorizer.credential()
        var refreshed = false
        while true {
            var request = request
            if let credential { request.headers["Authorization"] = credential.header }
            let redactor = await authorizer.redactor
            do {
                return try await http.send(request, redactor: redactor, operation: operation, retryPolicy: retryPolicy)
            } catch {
                if error.statusCode == 401, !refreshed, let rejected = credential, rejected.canRefresh {
                    logger.debug(
                        "Exist rejected the access token; refreshing", metadata: ["operation": .string(operation)])
                    credential = try await authorizer.refresh(rejecting: rejected.token)
                    refreshed = true
                    continue
                }
                throw ExistError(error, redactor: redactor)
            }
        }
    }

    /// Decodes a 2xx body, or reports what is wrong with it.
    func decode<Response: Decodable>(
        _ type: Response.Type, from response: TransportResponse, request: TransportRequest, operation: String
    ) async throws(ExistError) -> Response {
        do {
            return try FastJSONDecoder().decode(Response.self, from: response.body)
        } catch {
            let redactor = await authorizer.redactor
            let description = RequestDescription(
                method: request.method, redactedURL: redactor.redact(request.url), operation: operation)
            throw ExistError.undecodable(
                response.body, decodingError: error, httpStatus: response.statusCode, redactor: redactor,
                request: description)
        }
    }

    /// Encodes request bodies: sorted keys, so two encodings of one value are the same bytes.
    static var encoder: JSONEncoder {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        return encoder
    }
}
