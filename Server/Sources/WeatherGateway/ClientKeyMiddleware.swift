import Foundation
import HTTPTypes
import Hummingbird

/// Lets through requests with a known `X-Client-Key` within the key's rate; answers 401 and 429
/// otherwise. Health, liveness and metrics need no client key (metrics may have a key of its own),
/// nor do the public pages when they are served.
struct ClientKeyMiddleware<Context: RequestContext>: RouterMiddleware {
    let keys: Set<String>
    let limiter: KeyRateLimiter
    /// The limit shared through the database, when there is one.
    let shared: SharedKeyRateLimiter?
    /// Whether the public pages are served; their paths then need no key.
    var publicPages = false

    func handle(
        _ request: Request, context: Context, next: (Request, Context) async throws -> Response
    ) async throws -> Response {
        let path = request.uri.path
        if Gateway.operationsPaths.contains(path) || (publicPages && PublicPageMiddleware.isPublic(path)) {
            return try await next(request, context)
        }
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
