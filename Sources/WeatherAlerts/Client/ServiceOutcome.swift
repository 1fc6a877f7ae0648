import APICore
import Foundation

/// What one service did for a request.
public struct ServiceOutcome: Sendable {
    /// Whether the service answered.
    public enum Status: Sendable {
        /// It answered; this many warnings concern the place.
        case answered(Int)
        /// It did not answer (or its answer could not be read): warnings may be missing.
        case failed(WeatherAlertsError)
    }

    /// The service.
    public var service: WarningService
    /// Whether it answered.
    public var status: Status
    /// When the answer was fetched, when there is one.
    public var fetchedAt: Date?
    /// Where the answer came from (the network, memory, disk, a shared store, a stale copy),
    /// when there is one.
    public var source: ResponseSource?
    /// Why the service could not be asked just now, when an older cached answer stands in.
    public var staleError: WeatherAlertsError?
    /// CAP documents asked for details that could not be had (their warnings show without full text).
    public var detailFailures: [WeatherAlertsError]

    /// Creates an outcome.
    public init(
        service: WarningService, status: Status, fetchedAt: Date? = nil, staleError: WeatherAlertsError? = nil,
        detailFailures: [WeatherAlertsError] = []
    ) {
        self.service = service
        self.status = status
        self.fetchedAt = fetchedAt
        self.staleError = staleError
        self.detailFailures = detailFailures
    }

    /// Whether the service answered (or a cached answer stood in).
    public var didAnswer: Bool { if case .answered = status { true } else { false } }

    /// The error when the service did not answer.
    public var error: WeatherAlertsError? { if case .failed(let error) = status { error } else { nil } }
}
