import APICore
import Prometheus
import Synchronization

/// The gateway's counters in Prometheus form, with the shared store's beside them.
struct GatewayMetrics: Sendable {
    let registry: PrometheusCollectorRegistry

    /// The requests being answered now: what a graceful shutdown waits for. Made once: a
    /// lookup in the registry on every request would cost a lock and a name each time.
    let requestsInFlight: Gauge
    /// The connections open now.
    private let openConnections: Gauge
    /// The counters already made, by name and label values.
    private let counters = CounterTable()

    init(registry: PrometheusCollectorRegistry = PrometheusCollectorRegistry()) {
        self.registry = registry
        requestsInFlight = registry.makeGauge(
            descriptor: MetricNameDescriptor(
                namespace: "weather_gateway", metricName: "requests_in_flight", unitName: "",
                helpText: "Requests received and not yet answered."))
        openConnections = registry.makeGauge(
            descriptor: MetricNameDescriptor(
                namespace: "weather_gateway", metricName: "connections_open", unitName: "",
                helpText: "Connections open now."))
    }

    /// The factory the shared store counts through.
    var factory: PrometheusMetricsFactory { PrometheusMetricsFactory(registry: registry) }

    /// Counts a request by route and status.
    func request(route: String, status: Int) {
        counter("requests", "Requests by route and HTTP status.", ("route", route), ("status", String(status)))
            .increment()
    }

    /// Counts an answer by the level it came from.
    func answer(provider: String, source: ResponseSource) {
        counter(
            "answers", "Answers by provider and the level that gave them.", ("provider", provider),
            ("level", source.rawValue)
        )
        .increment()
    }

    /// The counter of upstream calls to `provider`.
    func upstreamCalls(provider: String) -> Counter {
        counter("upstream_calls", "Calls to the upstream API, retries included.", ("provider", provider))
    }

    /// Everything, in the Prometheus text format.
    func render() -> String { registry.emitToString() }

    /// The counter `name` with one or two labels (name and value), made in the registry the
    /// first time only: the registry builds the metric's full name and checks it and its labels
    /// on every call.
    private func counter(
        _ name: String, _ help: String, _ first: (String, String), _ second: (String, String)? = nil
    ) -> Counter {
        counters.counter(for: CounterKey(name: name, first: first.1, second: second?.1)) {
            registry.makeCounter(
                descriptor: MetricNameDescriptor(
                    namespace: "weather_gateway", metricName: name, unitName: "total", helpText: help),
                labels: [first] + (second.map { [$0] } ?? []))
        }
    }
}

/// A counter's name and its one or two label values: looked up on every request, so kept to
/// a few strings rather than an array built each time.
private struct CounterKey: Hashable {
    let name: String
    let first: String
    let second: String?
}

/// Counters by their name and label values, each made once.
private final class CounterTable: Sendable {
    private let counters = Mutex<[CounterKey: Counter]>([:])

    /// The counter for `key`, made with `make` if there is none yet.
    func counter(for key: CounterKey, make: () -> Counter) -> Counter {
        if let counter = counters.withLock({ $0[key] }) { return counter }
        let counter = make()
        counters.withLock { $0[key] = counter }
        return counter
    }
}

extension GatewayMetrics {
    /// Counts a background refresh by what happened to it.
    func refresh(_ event: RefreshEvent) {
        counter(
            "refreshes", "Background refreshes ahead of expiry: started, refused for the budget, or failed.",
            ("event", event.rawValue)
        )
        .increment()
    }
}

extension GatewayMetrics {
    /// Why the gateway closed a connection before the client did (besides the idle timeout).
    enum ConnectionClosing: String {
        /// At the connection cap, to make way for a new connection: the longest-waiting one.
        case makingWay = "making_way"
        /// At the connection cap, after its answer, rather than kept alive.
        case atCapacity = "at_capacity"
        /// Its request head did not arrive in time.
        case headTimeout = "head_timeout"
    }

    /// Records how many connections are open now.
    func connectionsOpen(_ count: Int) { openConnections.set(Int64(count)) }

    /// Counts a connection the gateway closed, by why.
    func connectionClosed(reason: ConnectionClosing) {
        counter(
            "connections_closed",
            "Connections the gateway closed: to make way at the cap, after an answer at the cap, "
                + "or for a request head that did not arrive in time.", ("reason", reason.rawValue)
        )
        .increment()
    }
}

/// Tells the gateway's metrics of the clients' background refreshes.
final class RefreshCounter: RefreshObserver {
    let metrics: GatewayMetrics

    init(metrics: GatewayMetrics) { self.metrics = metrics }

    func refresh(_ event: RefreshEvent, key: String) { metrics.refresh(event) }
}
