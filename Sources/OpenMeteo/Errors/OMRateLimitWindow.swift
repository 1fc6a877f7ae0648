/// The free tier's limits, which a 429 answer's reason names: under 600 calls a minute, 5,000 an
/// hour and 10,000 a day, counted in weights (see ``OMWeight``), and a cap on concurrent requests.
public enum OMRateLimitWindow: String, Sendable, Hashable, CaseIterable {
    /// "Minutely API request limit exceeded. Please try again in one minute."
    case minute
    /// "Hourly API request limit exceeded. Please try again in the next hour."
    case hour
    /// "Daily API request limit exceeded. Please try again tomorrow."
    case day
    /// "Too many concurrent requests".
    case concurrentRequests

    /// The window a reason names, or `nil`.
    public init?(reason: String) {
        let lowered = reason.lowercased()
        if lowered.contains("minutely") {
            self = .minute
        } else if lowered.contains("hourly") {
            self = .hour
        } else if lowered.contains("daily") {
            self = .day
        } else if lowered.contains("concurrent") {
            self = .concurrentRequests
        } else {
            return nil
        }
    }

    /// The limit in words, such as "the per-minute limit".
    var phrase: String {
        switch self {
        case .minute: "the per-minute limit"
        case .hour: "the hourly limit"
        case .day: "the daily limit"
        case .concurrentRequests: "the limit on concurrent requests"
        }
    }

    /// When to try again, in words.
    var advice: String {
        switch self {
        case .minute: "Try again in a minute."
        case .hour: "Try again in the next hour."
        case .day: "Try again tomorrow."
        case .concurrentRequests: "Send fewer requests at once."
        }
    }
}
