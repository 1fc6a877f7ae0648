import HTTPTypes
import Hummingbird
import Prometheus

/// Counts every request by route and final status, and those in flight.
struct RequestCountingMiddleware<Context: RequestContext>: RouterMiddleware {
    let metrics: GatewayMetrics

    func handle(
        _ request: Request, context: Context, next: (Request, Context) async throws -> Response
    ) async throws -> Response {
        let path = request.uri.path
        let route =
            if path.hasPrefix("/v2.") {
                "caiyun"
            } else if path.hasPrefix("/data/") || path.hasPrefix("/geo/") {
                "openweathermap"
            } else if GatewayError.isOpenMeteo(path) {
                "open-meteo"
            } else {
                Gateway.operationsPaths.contains(path) ? String(path.dropFirst()) : "other"
            }
        let inFlight = metrics.requestsInFlight
        inFlight.increment()
        defer { inFlight.decrement() }
        do {
            let response = try await next(request, context)
            metrics.request(route: route, status: Int(response.status.code))
            return response
        } catch let error as any HTTPResponseError {
            metrics.request(route: route, status: Int(error.status.code))
            throw error
        } catch {
            metrics.request(route: route, status: 500)
            throw error
        }
    }
}
