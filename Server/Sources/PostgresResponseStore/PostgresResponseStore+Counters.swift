import CoreMetrics

extension PostgresResponseStore {
    /// What the store counts, for a metrics backend such as Prometheus.
    struct Counters: Sendable {
        /// Waits for another instance's upstream call.
        let waits: Counter
        /// Leases taken over from a holder whose time had run out.
        let takeovers: Counter
        /// Answers that arrived after their lease had run out and were not stored.
        let lateWrites: Counter
        /// Failed or timed-out statements.
        let errors: Counter

        init(factory: any MetricsFactory) {
            waits = Counter(label: "weather_store_coalesced_waits_total", factory: factory)
            takeovers = Counter(label: "weather_store_lease_takeovers_total", factory: factory)
            lateWrites = Counter(label: "weather_store_late_writes_total", factory: factory)
            errors = Counter(label: "weather_store_errors_total", factory: factory)
        }
    }
}
