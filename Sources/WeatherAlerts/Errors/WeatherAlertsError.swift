import APICore
import Foundation

/// Every failure of the warning services and readers, with a stable ``code``.
///
/// The codes every client of the package shares (`.timeout`, `.htmlBody`, `.truncatedBody`,
/// `.responseTooLarge` …) come from `APIErrorCode`; the readers' own are on ``Code``. An error
/// from a service names it in ``service`` and starts its message with the service's name.
///
/// ```swift
/// for outcome in report.outcomes {
///     if case .failed(let error) = outcome.result {
///         print("\(outcome.service.name) did not answer; warnings may be missing (\(error.code))")
///     }
/// }
/// ```
public struct WeatherAlertsError: APIClientError {
    /// A stable category; its ``rawValue`` never changes between releases.
    public struct Code: APIErrorCode {
        /// The code's stable text, such as `"doctype_refused"`.
        public let rawValue: String

        /// Creates a code from its stable text.
        public init(rawValue: String) { self.rawValue = rawValue }

        /// An XML body declares a DOCTYPE, which could define entities or fetch outside
        /// documents: it is refused unread.
        public static let doctypeRefused = Code(rawValue: "doctype_refused")
        /// An XML body is not well-formed (and not cut off or an HTML page, which have codes of their own).
        public static let invalidXML = Code(rawValue: "invalid_xml")
        /// A polygon has more points than the reader accepts.
        public static let polygonTooLarge = Code(rawValue: "polygon_too_large")
        /// A feed holds more entries than the reader accepts.
        public static let tooManyEntries = Code(rawValue: "too_many_entries")
        /// The service refused the request with its own explanation (NWS problem+json, HTTP 400).
        public static let invalidRequest = Code(rawValue: "invalid_request")

        /// Whether the request itself was wrong, so repeating it cannot help.
        public var isInvalidRequest: Bool { self == .invalidParameter || self == .invalidRequest }
    }

    /// What went wrong.
    public var code: Code
    /// A one-line explanation, starting with the service's name when a service failed.
    public var message: String
    /// The request, the HTTP status, the service's own words, the cause.
    public var context: APIErrorContext
    /// The service that failed, when one did.
    public var service: WarningServiceID?

    /// Creates an error.
    public init(code: Code, message: String, context: APIErrorContext) {
        self.code = code
        self.message = message
        self.context = context
    }

    /// "The warning service", as shared messages name it; a service's errors name it instead.
    public static let apiName = "The warning service"
}
