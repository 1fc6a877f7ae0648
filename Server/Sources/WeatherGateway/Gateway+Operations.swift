import Foundation
import HTTPTypes
import Hummingbird
import PostgresResponseStore

extension Gateway {
    /// The routes for operators rather than apps: readiness, liveness, metrics and the contract.
    static let operationsPaths: Set<String> = ["/healthz", "/livez", "/metrics", "/openapi.json"]

    /// The OpenAPI 3.1 document of the API and operations routes, as kept in the repository.
    static let openAPIDocument: ByteBuffer = {
        let data = Bundle.module.url(forResource: "openapi", withExtension: "json").flatMap {
            try? Data(contentsOf: $0)
        }
        return ByteBuffer(bytes: data ?? Data("{}".utf8))
    }()

    /// Adds `/healthz`, `/livez` and `/openapi.json`, and `/metrics` unless it has a port of its own.
    func addOperationsRoutes(to router: Router<GatewayRequestContext>) {
        router.get("/healthz") { _, _ in self.readiness() }
        router.get("/livez") { _, _ in Self.json(.ok, #"{"status":"alive"}"#) }
        router.get("/openapi.json") { _, _ in
            Response(
                status: .ok, headers: [.contentType: "application/json; charset=utf-8"],
                body: ResponseBody(byteBuffer: Self.openAPIDocument))
        }
        if configuration.metricsPort == nil { addMetricsRoute(to: router) }
    }

    /// Adds `/metrics`, behind ``GatewayConfiguration/metricsKey`` when one is set.
    func addMetricsRoute(to router: Router<GatewayRequestContext>) {
        router.get("/metrics") { request, _ in
            if let key = self.configuration.metricsKey,
                Self.bearerToken(request.headers[.authorization]).map(String.init) != key
            {
                var response = GatewayError.response(
                    status: .unauthorized, "/metrics needs Authorization: Bearer with the metrics key.",
                    path: "/metrics")
                response.headers[.wwwAuthenticate] = "Bearer"
                return response
            }
            return Response(
                status: .ok, headers: [.contentType: "text/plain; version=0.0.4", .cacheControl: "no-store"],
                body: ResponseBody(byteBuffer: ByteBuffer(string: self.metrics.render())))
        }
    }

    /// The credentials of an `Authorization: Bearer …` header; the scheme's name is
    /// case-insensitive (RFC 9110), so `bearer` and `BEARER` do as well.
    static func bearerToken(_ header: String?) -> Substring? {
        guard let header, let space = header.firstIndex(of: " "),
            header[..<space].lowercased() == "bearer"
        else { return nil }
        return header[header.index(after: space)...].drop { $0 == " " }
    }

    /// A router with `/metrics` alone, for its own port.
    func makeMetricsRouter() -> Router<GatewayRequestContext> {
        let router = Router(context: GatewayRequestContext.self)
        addMetricsRoute(to: router)
        return router
    }

    /// Ready once the database has answered (at once without one): 503 until then. After that
    /// the gateway stays ready through a database outage, answering without the shared cache,
    /// and says so in `sharedCache`.
    func readiness() -> Response {
        guard let store else { return Self.json(.ok, #"{"sharedCache":"off","status":"ready"}"#) }
        guard store.hasConnected else {
            return Self.json(.serviceUnavailable, #"{"sharedCache":"connecting","status":"starting"}"#)
        }
        let shared = store.isAvailable ? "available" : "unavailable"
        return Self.json(.ok, #"{"sharedCache":"\#(shared)","status":"ready"}"#)
    }

    /// A small JSON answer that is never cached.
    static func json(_ status: HTTPResponse.Status, _ body: String) -> Response {
        Response(
            status: status, headers: [.contentType: "application/json", .cacheControl: "no-store"],
            body: ResponseBody(byteBuffer: ByteBuffer(string: body)))
    }
}
