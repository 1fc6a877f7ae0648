import APICore
import Foundation

/// Supplies the `Authorization` header and refreshes OAuth2 tokens, once however many requests
/// find the old token rejected or expired at the same time.
actor ExistAuthorizer {
    /// A header value and the token in it.
    struct Credential: Sendable {
        let header: String
        let token: String
        let canRefresh: Bool
    }

    private let authentication: ExistAuthentication
    private let endpoint: ExistTokenEndpoint
    private let now: @Sendable () -> Date
    private var tokens: ExistTokens?
    private var loaded = false
    private var unsaved = false
    private var refreshing: Task<(ExistTokens, saveFailure: ExistError?), any Error>?
    /// Secrets seen so far (old tokens too), so no error or log line ever shows one.
    private var knownSecrets: Set<String> = []

    init(authentication: ExistAuthentication, endpoint: ExistTokenEndpoint, now: @escaping @Sendable () -> Date) {
        self.authentication = authentication
        self.endpoint = endpoint
        self.now = now
        switch authentication {
        case .bearerToken(let token), .simpleToken(let token): knownSecrets.insert(token)
        case .oauth(let app, _): knownSecrets.insert(app.clientSecret)
        case .none: break
        }
    }

    /// Every secret to keep out of messages.
    var redactor: Redactor { Redactor(secrets: Array(knownSecrets)) }

    /// The credential for the next request, refreshing first when the stored token has expired;
    /// `nil` without credentials.
    func credential() async throws(ExistError) -> Credential? {
        switch authentication {
        case .none:
            return nil
        case .bearerToken(let token):
            return try Self.fixed(token, scheme: "Bearer")
        case .simpleToken(let token):
            return try Self.fixed(token, scheme: "Token")
        case .oauth(_, let store):
            let current = try await storedTokens(store)
            if unsaved { try await save(current, to: store) }
            if current.isExpired(at: now()), current.refreshToken != nil {
                return try await refresh(rejecting: current.accessToken)
            }
            return credential(for: current)
        }
    }

    /// Refreshes the stored tokens now, whether or not they have expired, and returns the new ones.
    func refreshNow() async throws(ExistError) -> ExistTokens {
        guard case .oauth(_, let store) = authentication else {
            throw ExistError(.invalidParameter, "Refreshing needs a client configured with .oauth(app, store:).")
        }
        _ = try await refresh(rejecting: try await storedTokens(store).accessToken)
        guard let tokens else { throw ExistError(.missingCredentials, "No Exist tokens are stored: sign in first.") }
        return tokens
    }

    /// The tokens in use, read from `store` the first time.
    private func storedTokens(_ store: any ExistTokenStore) async throws(ExistError) -> ExistTokens {
        if !loaded {
            let stored: ExistTokens?
            do {
                stored = try await store.loadTokens()
            } catch {
                throw Self.storageError(error, "Cannot read the stored Exist tokens")
            }
            if !loaded {
                tokens = stored
                loaded = true
                remember(stored)
            }
        }
        guard let tokens else { throw ExistError(.missingCredentials, "No Exist tokens are stored: sign in first.") }
        return tokens
    }

    /// New tokens after `token` was rejected: the current ones when another request already
    /// refreshed, the result of the refresh in flight, or a new refresh.
    func refresh(rejecting token: String) async throws(ExistError) -> Credential {
        guard case .oauth(let app, let store) = authentication else {
            throw ExistError(.unauthorized, "Exist rejected the token and it cannot be refreshed.")
        }
        if let current = tokens, current.accessToken != token { return credential(for: current) }
        if refreshing == nil {
            guard let refreshToken = tokens?.refreshToken else {
                throw ExistError(
                    .unauthorized, "Exist rejected the token and there is no refresh token: sign in again.")
            }
            let endpoint = self.endpoint
            refreshing = Task {
                let fresh = try await endpoint.refresh(refreshToken, app: app)
                do {
                    try await store.saveTokens(fresh)
                    return (fresh, nil)
                } catch {
                    return (fresh, Self.storageError(error, "Cannot save the refreshed Exist tokens"))
                }
            }
        }
        guard let task = refreshing else { throw ExistError(.unauthorized, "The token refresh did not start.") }
        let outcome: (ExistTokens, saveFailure: ExistError?)
        do {
            outcome = try await task.value
        } catch {
            if refreshing == task { refreshing = nil }
            throw ExistError.wrapping(error)
        }
        if refreshing == task {
            refreshing = nil
            tokens = outcome.0
            remember(outcome.0)
            unsaved = outcome.saveFailure != nil
        }
        if let failure = outcome.saveFailure { throw failure }
        guard let current = tokens else {
            throw ExistError(.missingCredentials, "No Exist tokens are stored: sign in first.")
        }
        return credential(for: current)
    }

    /// Exchanges an authorization code for tokens (not yet adopted or saved).
    func exchange(code: String, app: ExistAppCredentials, redirectURI: URL) async throws(ExistError) -> ExistTokens {
        remember(secrets: [code])
        let fresh = try await endpoint.exchange(code: code, app: app, redirectURI: redirectURI)
        remember(fresh)
        return fresh
    }

    /// Takes tokens from a sign-in, after they were saved.
    func adopt(_ fresh: ExistTokens) {
        tokens = fresh
        loaded = true
        unsaved = false
        remember(fresh)
    }

    /// Forgets the tokens held in memory.
    func forget() {
        tokens = nil
        loaded = true
        unsaved = false
    }

    /// Adds secrets to the redactor, such as an OAuth code about to be exchanged.
    func remember(secrets: [String]) { knownSecrets.formUnion(secrets.filter { !$0.isEmpty }) }

    private func remember(_ tokens: ExistTokens?) {
        guard let tokens else { return }
        remember(secrets: [tokens.accessToken, tokens.refreshToken ?? ""])
    }

    private func save(_ current: ExistTokens, to store: any ExistTokenStore) async throws(ExistError) {
        do {
            try await store.saveTokens(current)
            unsaved = false
        } catch {
            throw Self.storageError(error, "Cannot save the refreshed Exist tokens")
        }
    }

    private func credential(for tokens: ExistTokens) -> Credential {
        Credential(
            header: "Bearer \(tokens.accessToken)", token: tokens.accessToken, canRefresh: tokens.refreshToken != nil)
    }

    private static func fixed(_ token: String, scheme: String) throws(ExistError) -> Credential {
        let trimmed = token.trimmingCharacters(in: .whitespacesAndNewlines)
        guard !trimmed.isEmpty else { throw ExistError(.missingCredentials, "The Exist token is empty.") }
        guard trimmed.unicodeScalars.allSatisfy({ $0.isASCII && $0.value > 32 && $0.value < 127 }) else {
            throw ExistError(.invalidParameter, "The Exist token holds spaces or characters a token cannot have.")
        }
        return Credential(header: "\(scheme) \(trimmed)", token: trimmed, canRefresh: false)
    }

    private static func storageError(_ error: any Error, _ summary: String) -> ExistError {
        if let error = error as? ExistError, error.code == .tokenStorage { return error }
        return ExistError(.tokenStorage, "\(summary) (\(type(of: error))).", underlyingError: error)
    }
}
