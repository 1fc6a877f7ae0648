import APICore
import Foundation

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

extension ExistError {
    /// Translates a failure of the shared HTTP layer, reading Exist's error bodies: `{"detail": …}`
    /// (401), `{"error": …}` (404, OAuth) and field errors (400).
    init(_ failure: TransportError, redactor: Redactor) {
        self = .transportFailure(failure, redactor: redactor) { failure in
            Self.explain(failure, redactor: redactor)
        }
    }

    private static func explain(_ failure: TransportError, redactor: Redactor) -> ExistError? {
        let status = failure.statusCode ?? 0
        let apiMessage = ExistErrorBody.message(in: failure.response?.body ?? Data()).map(redactor.redact)
        let said = apiMessage.map { ": \($0)" } ?? "."
        switch status {
        case 401:
            return ExistError(
                .unauthorized, "Exist rejected the token (HTTP 401)\(said)", apiMessage: apiMessage, httpStatus: status)
        case 403:
            return ExistError(
                .forbiddenScope, "The token lacks the scope for this request (HTTP 403)\(said)",
                apiMessage: apiMessage, httpStatus: status)
        case 404:
            return ExistError(
                .notFound, "Exist found nothing here (HTTP 404)\(said)", apiMessage: apiMessage, httpStatus: status)
        case 400, 422:
            return ExistError(
                .validation, "Exist rejected the request (HTTP \(status))\(said)", apiMessage: apiMessage,
                httpStatus: status)
        case 429:
            return ExistError(
                .rateLimited,
                "Exist is limiting requests (HTTP 429; 300 an hour per token)."
                    + NumberText.retryPhrase(failure.retryAfter),
                apiMessage: apiMessage, httpStatus: status, retryAfter: failure.retryAfter)
        default:
            return nil
        }
    }

    /// The error to report for a write that must not be repeated when `self` leaves it unclear
    /// whether the server applied it; `nil` when the server certainly did not.
    ///
    /// A timeout, a 5xx answer, a connection lost after sending, or a success status with an
    /// unreadable body all mean the request may have been applied.
    func asOutcomeUnknown() -> ExistError? {
        let ambiguous: Bool
        switch code {
        case .timeout, .transportFailed:
            ambiguous = true
        case .connectionFailed:
            ambiguous = !isRefusedBeforeSending
        case .httpStatus, .htmlBody, .emptyBody, .truncatedBody, .invalidJSON, .unexpectedResponse:
            ambiguous = httpStatus.map { $0 >= 500 || (200..<300).contains($0) } ?? true
        default:
            ambiguous = false
        }
        guard ambiguous else { return nil }
        var unknown = ExistError(
            .outcomeUnknown,
            "The increment may or may not have been applied: \(message)"
                + " It was not sent again; check the values before retrying.",
            httpStatus: httpStatus, request: request, underlyingError: self)
        unknown.context.apiMessage = apiMessage
        return unknown
    }

    /// Whether the connection failed before any byte of the request could reach the server.
    private var isRefusedBeforeSending: Bool {
        guard let transport = underlyingError as? TransportError, let urlError = transport.underlyingError as? URLError
        else {
            return false
        }
        let neverSent: Set<URLError.Code> = [
            .cannotConnectToHost, .cannotFindHost, .dnsLookupFailed, .notConnectedToInternet,
        ]
        return neverSent.contains(urlError.code)
    }
}

/// Exist's error bodies: DRF's `{"detail": "…"}`, `{"error": "not_found"}`, OAuth's
/// `{"error": "invalid_grant", "error_description": "…"}` and field errors `{"field": ["…"]}`.
enum ExistErrorBody {
    /// The API's explanation in `data`, or `nil` when the body is not such an object.
    static func message(in data: Data) -> String? {
        guard let object = try? JSONSerialization.jsonObject(with: data) as? [String: Any] else { return nil }
        for key in ["detail", "error_description", "error", "message"] {
            if let text = object[key] as? String, !text.isEmpty { return clipped(text) }
        }
        for key in object.keys.sorted() {
            if let text = object[key] as? String { return clipped("\(key): \(text)") }
            if let texts = object[key] as? [String], let first = texts.first { return clipped("\(key): \(first)") }
        }
        return nil
    }

    private static func clipped(_ text: String) -> String {
        let line = text.split(whereSeparator: \.isNewline).joined(separator: " ")
        return line.count > 200 ? String(line.prefix(200)) + "…" : line
    }
}
