import HTTPTypes
import Hummingbird

/// The outermost middleware: every response the gateway writes (errors and the router's own 404s
/// too) carries `X-Content-Type-Options: nosniff` and a Content-Security-Policy (the pages set
/// their own; everything else allows nothing).
struct ResponseHeadersMiddleware<Context: RequestContext>: RouterMiddleware {
    /// `X-Content-Type-Options`.
    static var contentTypeOptions: HTTPField.Name { HTTPField.Name("X-Content-Type-Options")! }

    /// The policy of every response that is not a page: nothing may load, nothing may frame it.
    static var strictPolicy: String { "default-src 'none'; frame-ancestors 'none'" }

    func handle(
        _ request: Request, context: Context, next: (Request, Context) async throws -> Response
    ) async throws -> Response {
        var response: Response
        do {
            response = try await next(request, context)
        } catch let error as any HTTPResponseError {
            response = try error.response(from: request, context: context)
        }
        Self.addSecurityHeaders(to: &response.headers)
        return response
    }

    /// Sets `X-Content-Type-Options: nosniff`, and the strict policy unless `headers` have one.
    /// Headers that already say so are left as they are (and so not copied): the API's answers
    /// come with them, made once for many requests.
    static func addSecurityHeaders(to headers: inout HTTPFields) {
        if headers[contentTypeOptions] != "nosniff" { headers[contentTypeOptions] = "nosniff" }
        if headers[.contentSecurityPolicy] == nil { headers[.contentSecurityPolicy] = strictPolicy }
    }
}
