import APICore

extension CYError {
    /// A stable category of ``CYError``; its ``rawValue`` never changes between releases.
    ///
    /// Besides the codes below, every code `APIErrorCode` defines applies: `.timeout`,
    /// `.connectionFailed`, `.transportFailed`, `.cancelled`, `.httpStatus`, `.rateLimited`,
    /// `.emptyBody`, `.htmlBody`, `.truncatedBody`, `.invalidJSON`, `.unexpectedResponse`,
    /// `.responseTooLarge`, `.notCached`, `.corruptedCache` and `.invalidParameter`.
    public struct Code: APIErrorCode {
        /// The stable text of the code, such as `"token_rejected"`.
        public let rawValue: String

        /// Creates a code from its stable text.
        public init(rawValue: String) { self.rawValue = rawValue }

        // MARK: Invalid requests (raised before any network call)

        /// No token was set.
        public static let missingToken = Code(rawValue: "missing_token")
        /// The token contains characters that would change the request path.
        public static let malformedToken = Code(rawValue: "malformed_token")
        /// The coordinate is not a finite latitude and longitude within range.
        public static let invalidCoordinate = Code(rawValue: "invalid_coordinate")

        // MARK: Answers from the API

        /// The API refused the token (invalid, expired or not allowed).
        public static let tokenRejected = Code(rawValue: "token_rejected")
        /// The API answered `"status":"failed"` for another reason; see ``CYError/apiMessage``.
        public static let apiFailure = Code(rawValue: "api_failure")

        // MARK: Local data

        /// The bundled example response could not be read.
        public static let exampleUnavailable = Code(rawValue: "example_unavailable")

        /// Whether the request itself was wrong, so repeating it cannot help.
        public var isInvalidRequest: Bool {
            self == .missingToken || self == .malformedToken || self == .invalidCoordinate || self == .invalidParameter
        }

        /// Whether the API refused the token.
        public var isCredentialFailure: Bool { self == .tokenRejected }

        /// Whether local data is missing or damaged: nothing cached, a damaged cache file, or
        /// no bundled example.
        public var isLocalDataFailure: Bool {
            self == .notCached || self == .corruptedCache || self == .exampleUnavailable
        }
    }
}
