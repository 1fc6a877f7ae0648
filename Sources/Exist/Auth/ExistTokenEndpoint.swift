import APICore
import Foundation

/// Posts form-encoded grants to `oauth2/access_token` and reads the token pair it answers with.
struct ExistTokenEndpoint: Sendable {
    let http: HTTPClient
    let url: URL
    let now: @Sendable () -> Date

    /// Exchanges an authorization code for tokens.
    func exchange(code: String, app: ExistAppCredentials, redirectURI: URL) async throws(ExistError) -> ExistTokens {
        try await request(
            [
                ("grant_type", "authorization_code"), ("code", code), ("client_id", app.clientID),
                ("client_secret", app.clientSecret), ("redirect_uri", redirectURI.absoluteString),
            ],
            secrets: [code, app.clientSecret], operation: "oauth2/access_token (code)")
    }

    /// Exchanges a refresh token for a new pair (which invalidates the old one).
    func refresh(_ refreshToken: String, app: ExistAppCredentials) async throws(ExistError) -> ExistTokens {
        try await request(
            [
                ("grant_type", "refresh_token"), ("refresh_token", refreshToken), ("client_id", app.clientID),
                ("client_secret", app.clientSecret),
            ],
            secrets: [refreshToken, app.clientSecret], operation: "oauth2/access_token (refresh)")
    }

    private func request(
        _ form: [(String, String)], secrets: [String], operation: String
    ) async throws(ExistError) -> ExistTokens {
        let body = Self.formBody(form)
        let request = TransportRequest(
            method: "POST", url: url, headers: ["Content-Type": "application/x-www-form-urlencoded"], body: body)
        let redactor = Redactor(secrets: secrets)
        let response: TransportResponse
        do {
            // A grant is used once: a repeated code or refresh token is refused, so never retry.
            response = try await http.send(request, redactor: redactor, operation: operation, retryPolicy: .never)
        } catch {
            var failure = ExistError(error, redactor: redactor)
            if failure.code == .validation || failure.code == .unauthorized {
                failure.code = .authorizationFailed
                failure.message =
                    "Exist refused the sign-in (HTTP \(failure.httpStatus ?? 0))"
                    + (failure.apiMessage.map { ": \($0)." } ?? ".") + " Sign in again."
            }
            throw failure
        }
        let decoded: ExistTokenResponse
        do {
            decoded = try FastJSONDecoder().decode(ExistTokenResponse.self, from: response.body)
        } catch {
            var failure = ExistError.undecodable(
                response.body, decodingError: error, httpStatus: response.statusCode, redactor: redactor)
            // The body may hold tokens this redactor does not know yet: never quote it.
            if failure.code == .invalidJSON {
                failure.message = "The token response is not valid JSON (HTTP \(response.statusCode))."
            }
            throw failure
        }
        return decoded.tokens(receivedAt: now())
    }

    /// An `application/x-www-form-urlencoded` body.
    static func formBody(_ form: [(String, String)]) -> Data {
        var pairs: [String] = []
        for (name, value) in form { pairs.append(formEncoded(name) + "=" + formEncoded(value)) }
        return Data(pairs.joined(separator: "&").utf8)
    }

    /// `application/x-www-form-urlencoded` for one name or value.
    static func formEncoded(_ text: String) -> String {
        var allowed = CharacterSet.alphanumerics
        allowed.insert(charactersIn: "-._~")
        return text.addingPercentEncoding(withAllowedCharacters: allowed) ?? text
    }
}
