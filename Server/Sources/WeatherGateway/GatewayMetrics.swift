import APICore
import Prometheus

/// The gateway's counters in Prometheus form, with the shared store's beside them.
struct GatewayMetrics: Sendable {
    let registry: PrometheusCollectorRegistry

    init(registry: PrometheusCollectorRegistry = PrometheusCollectorRegistry()) {
        self.registry = registry
    }

    /// The factory the shared store counts through.
    var factory: PrometheusMetricsFactory { PrometheusMetricsFactory(registry: registry) }

    /// Counts a request by route and status.
    func request(route: String, status: Int) {
        registry.makeCounter(
            name: "weather_gateway_requests_total", labels: [("route", route), ("status", String(status))]
        ).increment()
    }

    /// Counts an answer by the level it came from.
    func answer(provider: String, source: ResponseSource) {
        registry.makeCounter(
            name: "weather_gateway_answers_total", labels: [("provider", provider), ("level", source.rawValue)]
        ).increment()
    }

    /// The counter of upstream calls to `provider`.
    func upstreamCalls(provider: String) -> Counter {
        registry.makeCounter(name: "weather_gateway_upstream_calls_total", labels: [("provider", provider)])
    }

    /// Everything, in the Prometheus text format.
    func render() -> String { registry.emitToString() }
}
