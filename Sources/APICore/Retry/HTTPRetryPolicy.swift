import Foundation

/// When and how often a failed request is tried again.
///
/// Timeouts, broken connections and 5xx answers are retried with exponential backoff and full
/// jitter: before retry *n* the client waits a random time between zero and
/// `min(maximumDelay, initialDelay · 2ⁿ⁻¹)`. A 429 answer is retried after the server's
/// `Retry-After` when that is no longer than ``maximumRetryAfter``. Other 4xx answers are never
/// retried: repeating them cannot succeed.
public struct HTTPRetryPolicy: Sendable, Hashable {
    /// The most attempts in all, the first included; 1 turns retries off.
    public var maximumAttempts: Int
    /// The backoff before the first retry, in seconds.
    public var initialDelay: TimeInterval
    /// The longest backoff between two attempts, in seconds.
    public var maximumDelay: TimeInterval
    /// The longest `Retry-After` the client waits for; a longer one fails at once.
    public var maximumRetryAfter: TimeInterval

    /// The longest any wait may be, in seconds (one day); longer settings are lowered to it.
    public static let longestWait: TimeInterval = 86_400

    /// Creates a policy; waits that are negative, NaN or longer than ``longestWait`` are brought
    /// within range.
    public init(
        maximumAttempts: Int = 3, initialDelay: TimeInterval = 0.25, maximumDelay: TimeInterval = 4,
        maximumRetryAfter: TimeInterval = 10
    ) {
        self.maximumAttempts = max(1, maximumAttempts)
        self.initialDelay = NumberText.clamp(initialDelay, to: 0...Self.longestWait, ifNaN: 0.25)
        self.maximumDelay = NumberText.clamp(maximumDelay, to: 0...Self.longestWait, ifNaN: 4)
        self.maximumRetryAfter = NumberText.clamp(maximumRetryAfter, to: 0...Self.longestWait, ifNaN: 10)
    }

    /// Three attempts, backoff from 0.25 s up to 4 s, and `Retry-After` honoured up to 10 s.
    public static let standard = HTTPRetryPolicy()
    /// One attempt only.
    public static let never = HTTPRetryPolicy(maximumAttempts: 1)

    /// How long to wait before attempt `attempt + 1` after `error`, or `nil` to give up.
    ///
    /// - Parameters:
    ///   - attempt: The number of attempts made so far (1 after the first).
    ///   - random: A number in `0..<1` for the jitter.
    package func delay(after error: TransportError, attempt: Int, random: Double) -> TimeInterval? {
        guard attempt < maximumAttempts else { return nil }
        switch error.code {
        case .timeout, .connectionFailed:
            break
        case .httpStatus:
            guard let status = error.statusCode else { return nil }
            if status == 429 {
                guard let wait = error.retryAfter else { return backoff(attempt, random) }
                return wait <= min(maximumRetryAfter, Self.longestWait) ? wait : nil
            }
            guard (500...599).contains(status), status != 501, status != 505 else { return nil }
        default:
            return nil
        }
        return backoff(attempt, random)
    }

    private func backoff(_ attempt: Int, _ random: Double) -> TimeInterval {
        let ceiling = NumberText.clamp(
            min(maximumDelay, initialDelay * pow(2, Double(attempt - 1))), to: 0...Self.longestWait, ifNaN: 0)
        return ceiling * NumberText.clamp(random, to: 0...1, ifNaN: 0)
    }
}
