import APICore
import Foundation

extension ExistClient {
    /// The page to send the user to so they can grant `scopes` (`oauth2/authorize`). Exist
    /// sends them back to `redirectURI` with `code` and `state` (or `error`) in the query.
    ///
    /// - Parameters:
    ///   - clientID: The OAuth2 client ID.
    ///   - redirectURI: Where Exist sends the user back; it must match the client's settings.
    ///   - scopes: What to ask for; ask for as little as the app needs.
    ///   - state: A random value to check on return, against forged redirects.
    /// - Throws: ``ExistError`` when the base URL is not usable.
    public func authorizationURL(
        clientID: String, redirectURI: URL, scopes: [ExistScope], state: String? = nil
    ) throws -> URL {
        var query = ExistQuery()
        query.add("response_type", "code")
        query.add("client_id", clientID)
        query.add("redirect_uri", redirectURI.absoluteString)
        query.add("scope", scopes.map(\.rawValue).joined(separator: " "))
        query.add("state", state)
        return try oauthURL("authorize", query: query.items)
    }

    /// Exchanges the `code` from the redirect for tokens, saves them to the configured store
    /// and uses them from now on.
    ///
    /// - Parameters:
    ///   - code: The `code` query item of the redirect.
    ///   - redirectURI: The same redirect URI the authorization URL named.
    /// - Throws: ``ExistError``: ``ExistError/Code/authorizationFailed`` when Exist refuses the
    ///   code; ``ExistError/Code/invalidParameter`` when the client is not configured for OAuth.
    @discardableResult
    public func exchangeCode(_ code: String, redirectURI: URL) async throws -> ExistTokens {
        guard case .oauth(let app, let store) = configuration.authentication else {
            throw ExistError(.invalidParameter, "Exchanging a code needs a client configured with .oauth(app, store:).")
        }
        await authorizer.remember(secrets: [code])
        let tokens = try await authorizer.exchange(code: code, app: app, redirectURI: redirectURI)
        do {
            try await store.saveTokens(tokens)
        } catch {
            throw ExistError(.tokenStorage, "Signed in, but the tokens could not be saved.", underlyingError: error)
        }
        await authorizer.adopt(tokens)
        return tokens
    }

    /// Refreshes the stored tokens now (Exist invalidates the old pair), saves the new pair and
    /// returns it. Requests refresh on their own when a token expires or is rejected; call this
    /// only to refresh ahead of time.
    ///
    /// - Throws: ``ExistError``.
    public func refreshTokens() async throws -> ExistTokens {
        try await authorizer.refreshNow()
    }

    /// Forgets the stored tokens (Exist has no endpoint to revoke them).
    public func signOut() async throws {
        if case .oauth(_, let store) = configuration.authentication { try await store.deleteTokens() }
        await authorizer.forget()
    }

    /// A read-only simple token for a username and password (`api/2/auth/simple-token/`), for
    /// scripts; it never expires. Send it with ``ExistAuthentication/simpleToken(_:)``.
    ///
    /// - Throws: ``ExistError``.
    public func simpleToken(username: String, password: String) async throws -> String {
        let body = ExistTokenEndpoint.formBody([("username", username), ("password", password)])
        let request = TransportRequest(
            method: "POST", url: try apiURL("auth/simple-token/"),
            headers: ["Content-Type": "application/x-www-form-urlencoded"], body: body)
        let redactor = Redactor(secrets: [password])
        let response: TransportResponse
        do {
            response = try await http.send(
                request, redactor: redactor, operation: "auth/simple-token", retryPolicy: .never)
        } catch {
            throw ExistError(error, redactor: redactor)
        }
        struct SimpleToken: Decodable { let token: String }
        do {
            return try FastJSONDecoder().decode(SimpleToken.self, from: response.body).token
        } catch {
            throw ExistError(
                .unexpectedResponse, "The simple-token answer holds no token (HTTP \(response.statusCode)).",
                httpStatus: response.statusCode)
        }
    }
}
