import HTTPTypes
import Hummingbird
import HummingbirdCore
import Logging

/// Refuses a request whose path segment or query parameter (name or value) is longer than
/// ``limit`` bytes, before any route reads it: no parameter the gateway takes comes near it, and
/// an error or a log line then quotes at most its first ``quoted`` characters, never 60 KB of it.
struct ParameterLengthMiddleware<Context: RequestContext>: RouterMiddleware {
    /// The longest path segment or query parameter accepted, in bytes.
    static var limit: Int { 1024 }
    /// How much of a refused parameter the answer and the log quote.
    static var quoted: Int { 100 }

    let logger: Logger

    func handle(
        _ request: Request, context: Context, next: (Request, Context) async throws -> Response
    ) async throws -> Response {
        guard let long = Self.firstTooLong(in: request.uri) else { return try await next(request, context) }
        let start = String(long.prefix(Self.quoted))
        let message = "A parameter is longer than 1 KB (\(long.utf8.count) bytes): \"\(start)…\"."
        logger.info("A request was refused as invalid", metadata: ["reason": "\(message)"])
        // The shape of the API the path names; the path itself is not echoed.
        let shape = request.uri.path.utf8.count > Self.limit ? "/" : request.uri.path
        return GatewayError.response(status: .badRequest, message, path: shape)
    }

    /// The first path segment, query name or query value over ``limit`` bytes, as sent.
    static func firstTooLong(in uri: HummingbirdCore.URI) -> Substring? {
        // Nothing in a path and query of 1 KB each can be longer: the usual request stops here.
        if uri.path.utf8.count <= limit, (uri.query?.utf8.count ?? 0) <= limit { return nil }
        if let segment = uri.path.split(separator: "/").first(where: { $0.utf8.count > limit }) { return segment }
        for (name, value) in uri.queryParameters {
            if name.utf8.count > limit { return name }
            if value.utf8.count > limit { return value }
        }
        return nil
    }
}
