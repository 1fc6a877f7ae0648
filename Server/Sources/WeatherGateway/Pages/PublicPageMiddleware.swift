import HTTPTypes
import Hummingbird

/// Lets the public pages through without a client key, within a rate per client IP address (the
/// visitor's, behind a trusted proxy); every other path goes on to the key check.
struct PublicPageMiddleware: RouterMiddleware {
    typealias Context = GatewayRequestContext

    let limiter: KeyRateLimiter
    /// The proxies whose forwarding headers name the visitor.
    let proxies: TrustedProxies

    /// Whether `path` is a public page: `/`, `/static/…`, or one segment that is not an API or
    /// operations path (the API's paths all have two segments or more).
    static func isPublic(_ path: String) -> Bool {
        if Gateway.operationsPaths.contains(path) { return false }
        if path.hasPrefix("/static/") { return true }
        return !path.dropFirst().contains("/")
    }

    func handle(
        _ request: Request, context: Context, next: (Request, Context) async throws -> Response
    ) async throws -> Response {
        guard Self.isPublic(request.uri.path) else { return try await next(request, context) }
        let visitor = proxies.client(
            remote: context.clientAddress, forwardedFor: request.headers[.xForwardedFor],
            forwarded: request.headers[.forwarded])
        var context = context
        context.visitor = visitor
        if let wait = limiter.wait(for: visitor) {
            var response = Response(
                status: .tooManyRequests,
                headers: [.contentType: "text/plain; charset=utf-8", .retryAfter: String(Int(wait.rounded(.up)))],
                body: ResponseBody(
                    byteBuffer: ByteBuffer(string: "Too many requests from this address; try again shortly.\n")))
            response.headers[.cacheControl] = "no-store"
            return response
        }
        return try await next(request, context)
    }
}

extension HTTPField.Name {
    /// `X-Forwarded-For`: the addresses a request passed through, as proxies append them.
    static var xForwardedFor: Self { Self("X-Forwarded-For")! }
    /// `Forwarded` (RFC 7239).
    static var forwarded: Self { Self("Forwarded")! }
}
