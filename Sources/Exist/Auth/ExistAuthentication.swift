/// How the client proves who it acts for.
///
/// ```swift
/// // A personal token from your Exist developer client page (read and write):
/// let exist = ExistClient(token: personalToken)
///
/// // OAuth2 for other people: tokens live in a store, and are refreshed when they expire.
/// let app = ExistAppCredentials(clientID: id, clientSecret: secret)
/// let store = ExistFileTokenStore(directory: supportDirectory)
/// let exist = ExistClient(configuration: .init(authentication: .oauth(app, store: store)))
/// ```
public enum ExistAuthentication: Sendable {
    /// No credentials: only the OAuth endpoints work.
    case none
    /// A bearer token you manage: a personal token, or an OAuth access token kept elsewhere.
    /// Sent as `Authorization: Bearer …`; never refreshed.
    case bearerToken(String)
    /// A read-only simple token, sent as `Authorization: Token …`.
    case simpleToken(String)
    /// OAuth2 with refresh: the client reads tokens from `store`, refreshes them when they
    /// expire or are rejected (one refresh however many requests meet the old token), and hands
    /// every new pair to `store` before any request uses it.
    case oauth(ExistAppCredentials, store: any ExistTokenStore)
}

/// An OAuth2 client's credentials, from the user's app management page on exist.io.
public struct ExistAppCredentials: Sendable, Hashable, Codable {
    /// The OAuth2 client ID.
    public var clientID: String
    /// The OAuth2 client secret; never logged.
    public var clientSecret: String

    /// Creates credentials.
    public init(clientID: String, clientSecret: String) {
        self.clientID = clientID
        self.clientSecret = clientSecret
    }

    private enum CodingKeys: String, CodingKey {
        case clientID = "client_id"
        case clientSecret = "client_secret"
    }
}
