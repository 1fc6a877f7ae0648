import Foundation
import HTTPTypes
import Hummingbird

/// Lets through requests with a known `X-Client-Key` within the key's rate; answers 401 and 429
/// otherwise. It guards the API's route group only: operations and the public pages are routes
/// of their own groups.
struct ClientKeyMiddleware<Context: RequestContext>: RouterMiddleware {
    let keys: Set<String>
    let limiter: KeyRateLimiter
    /// The limit shared through the database, when there is one.
    let shared: SharedKeyRateLimiter?

    func handle(
        _ request: Request, context: Context, next: (Request, Context) async throws -> Response
    ) async throws -> Response {
        let path = request.uri.path
        guard let key = Self.clientKey(in: request.headers), keys.contains(key) else {
            return GatewayError.response(status: .unauthorized, "A known X-Client-Key header is required.", path: path)
        }
        let wait = if let shared { await shared.wait(for: key) } else { limiter.wait(for: key) }
        if let wait {
            var response = GatewayError.response(
                status: .tooManyRequests, "Too many requests for this client key.", path: path)
            response.headers[.retryAfter] = String(Int(wait.rounded(.up)))
            return response
        }
        return try await next(request, context)
    }

    /// The one `X-Client-Key` value; `nil` when there is none or more than one. (The headers'
    /// subscript would join several into a new string, on every request.)
    static func clientKey(in headers: HTTPFields) -> String? {
        var found: String?
        for field in headers where field.name == Gateway.clientKeyHeader {
            guard found == nil else { return nil }
            found = field.value
        }
        return found
    }
}
