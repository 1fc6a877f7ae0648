import Foundation

/// An OAuth2 token pair (or a personal token) and when it expires.
///
/// Exist's access tokens last a year; refreshing replaces **both** tokens and invalidates the old
/// ones, so the new pair must be saved before it is used, which the client does through its
/// ``ExistTokenStore``.
public struct ExistTokens: Sendable, Hashable, Codable {
    /// The access token, sent with every request.
    public var accessToken: String
    /// The refresh token; `nil` for a personal token, which cannot be refreshed.
    public var refreshToken: String?
    /// The token type, `"Bearer"`.
    public var tokenType: String
    /// The scopes the user granted.
    public var scopes: [ExistScope]
    /// When the access token expires, when known.
    public var expiresAt: Date?

    /// Creates tokens.
    public init(
        accessToken: String, refreshToken: String? = nil, tokenType: String = "Bearer", scopes: [ExistScope] = [],
        expiresAt: Date? = nil
    ) {
        self.accessToken = accessToken
        self.refreshToken = refreshToken
        self.tokenType = tokenType
        self.scopes = scopes
        self.expiresAt = expiresAt
    }

    /// Whether the access token has expired at `date`, or will within `margin` seconds.
    public func isExpired(at date: Date, margin: TimeInterval = 60) -> Bool {
        expiresAt.map { $0.timeIntervalSince(date) <= margin } ?? false
    }

    private enum CodingKeys: String, CodingKey {
        case accessToken = "access_token"
        case refreshToken = "refresh_token"
        case tokenType = "token_type"
        case scopes = "scope"
        case expiresAt = "expires_at"
    }

    /// Decodes stored tokens (`expires_at` in seconds since 1970).
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        accessToken = try container.decode(String.self, forKey: .accessToken)
        refreshToken = try container.decodeOptionalString(forKey: .refreshToken)
        tokenType = try container.decodeOptionalString(forKey: .tokenType) ?? "Bearer"
        scopes = ExistScope.parse(try container.decodeOptionalString(forKey: .scopes) ?? "")
        expiresAt = try container.decodeIfPresent(Double.self, forKey: .expiresAt).map(
            Date.init(timeIntervalSince1970:))
    }

    /// Encodes the tokens for a store.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(accessToken, forKey: .accessToken)
        try container.encodeIfPresent(refreshToken, forKey: .refreshToken)
        try container.encode(tokenType, forKey: .tokenType)
        try container.encode(scopes.map(\.rawValue).joined(separator: " "), forKey: .scopes)
        try container.encodeIfPresent(expiresAt?.timeIntervalSince1970, forKey: .expiresAt)
    }
}

/// The token endpoint's answer: `{access_token, token_type, expires_in, refresh_token, scope}`.
struct ExistTokenResponse: Decodable {
    let accessToken: String
    let tokenType: String?
    let expiresIn: Double?
    let refreshToken: String?
    let scope: String?

    private enum CodingKeys: String, CodingKey {
        case accessToken = "access_token"
        case tokenType = "token_type"
        case expiresIn = "expires_in"
        case refreshToken = "refresh_token"
        case scope
    }

    func tokens(receivedAt date: Date) -> ExistTokens {
        ExistTokens(
            accessToken: accessToken, refreshToken: refreshToken, tokenType: tokenType ?? "Bearer",
            scopes: ExistScope.parse(scope ?? ""), expiresAt: expiresIn.map { date.addingTimeInterval($0) })
    }
}
