import HTTPTypes
import Hummingbird

/// Lets the public pages (their route group) through within a rate per visitor: the client IP
/// address, or the visitor a trusted proxy names; an IPv6 visitor by its /64.
struct PublicPageMiddleware: RouterMiddleware {
    typealias Context = GatewayRequestContext

    let limiter: KeyRateLimiter
    /// The proxies whose forwarding headers name the visitor.
    let proxies: TrustedProxies

    func handle(
        _ request: Request, context: Context, next: (Request, Context) async throws -> Response
    ) async throws -> Response {
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
