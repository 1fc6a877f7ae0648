extension CYError {
    /// A stable category of ``CYError``; its ``rawValue`` never changes between releases.
    public struct Code: Hashable, Sendable, CustomStringConvertible {
        /// The stable text of the code, such as `"token_rejected"`.
        public let rawValue: String

        private init(_ rawValue: String) { self.rawValue = rawValue }

        public var description: String { rawValue }

        // MARK: Invalid requests (raised before any network call)

        /// No token was set.
        public static let missingToken = Code("missing_token")
        /// The token contains characters that would change the request path.
        public static let malformedToken = Code("malformed_token")
        /// The coordinate is not a finite latitude and longitude within range.
        public static let invalidCoordinate = Code("invalid_coordinate")
        /// A parameter is out of range or unknown (steps, file, version, begin).
        public static let invalidParameter = Code("invalid_parameter")

        // MARK: Answers from the API

        /// The API refused the token (invalid, expired or not allowed).
        public static let tokenRejected = Code("token_rejected")
        /// The API answered `"status":"failed"` for another reason; see ``CYError/apiMessage``.
        public static let apiFailure = Code("api_failure")
        /// Too many requests, or the plan's quota is used up; see ``CYError/retryAfter``.
        public static let rateLimited = Code("rate_limited")
        /// The server answered with an HTTP error status and no recognizable API error.
        public static let httpStatus = Code("http_status")

        // MARK: Unusable bodies

        /// The body was empty.
        public static let emptyBody = Code("empty_body")
        /// The body was an HTML page (often a gateway or proxy error page).
        public static let htmlBody = Code("html_body")
        /// The body was JSON cut off before its end.
        public static let truncatedBody = Code("truncated_body")
        /// The body was not valid JSON.
        public static let invalidJSON = Code("invalid_json")
        /// The body was JSON but not shaped like the requested response.
        public static let unexpectedResponse = Code("unexpected_response")
        /// The body was larger than the client accepts.
        public static let responseTooLarge = Code("response_too_large")

        // MARK: Network

        /// No complete response arrived in time.
        public static let timeout = Code("timeout")
        /// The connection could not be made or broke.
        public static let connectionFailed = Code("connection_failed")
        /// The transport failed in another way.
        public static let transportFailed = Code("transport_failed")
        /// The request was cancelled.
        public static let cancelled = Code("cancelled")

        // MARK: Local data

        /// Local data was asked for and there is none for this request.
        public static let notCached = Code("not_cached")
        /// The local copy exists but cannot be used.
        public static let corruptedCache = Code("corrupted_cache")
        /// The bundled example response could not be read.
        public static let exampleUnavailable = Code("example_unavailable")

        /// Whether the request itself was wrong, so repeating it cannot help.
        public var isInvalidRequest: Bool {
            self == .missingToken || self == .malformedToken || self == .invalidCoordinate || self == .invalidParameter
        }
    }
}
