import HTTPTypes
import Hummingbird

/// The outermost middleware: every response the gateway writes (errors and the router's own 404s
/// too) carries `X-Content-Type-Options: nosniff` and a Content-Security-Policy (the pages set
/// their own; everything else allows nothing).
struct ResponseHeadersMiddleware<Context: RequestContext>: RouterMiddleware {
    /// `X-Content-Type-Options` (HTTP Types' own name: not parsed and checked on every use).
    static var contentTypeOptions: HTTPField.Name { .xContentTypeOptions }

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
    /// come with them, made once for many requests. Checked field by field: reading a header by
    /// name joins its values into a new string.
    static func addSecurityHeaders(to headers: inout HTTPFields) {
        if !saysNosniff(headers) { headers[contentTypeOptions] = "nosniff" }
        if !headers.contains(.contentSecurityPolicy) { headers[.contentSecurityPolicy] = strictPolicy }
    }

    /// Whether `headers` hold exactly one `X-Content-Type-Options`, and it is `nosniff`.
    private static func saysNosniff(_ headers: HTTPFields) -> Bool {
        var found = false
        for field in headers where field.name == contentTypeOptions {
            guard !found, field.value == "nosniff" else { return false }
            found = true
        }
        return found
    }
}
