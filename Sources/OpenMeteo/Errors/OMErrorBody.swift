/// The API's error answer: `{"error": true, "reason": "…"}`, with HTTP 400 for a bad request and
/// 429 for a rate limit.
public struct OMErrorBody: Sendable, Hashable, Codable {
    /// `true` for an error answer.
    public let error: Bool?
    /// What went wrong, in the API's words, such as "Latitude must be in range of -90 to 90°. Given: 91.0."
    public let reason: String?

    /// Creates a body.
    public init(error: Bool? = true, reason: String?) {
        self.error = error
        self.reason = reason
    }

    /// Whether the body is an error answer: `error` is `true`, or a `reason` is given.
    public var isError: Bool { error == true || reason != nil }
}
