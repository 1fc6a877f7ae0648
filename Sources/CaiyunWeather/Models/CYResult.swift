import APICore

/// The `result` of one kind of response, tied to the file that returns it.
///
/// ``CYResult`` belongs to the `weather` file; ``CYRealtimeResult``, ``CYMinutelyResult``,
/// ``CYHourlyResult`` and ``CYDailyResult`` to the single-block files.
public protocol CYFileResult: Sendable, Hashable, Codable {
    /// The file whose response holds this result.
    static var file: CYEndpoint.File { get }
    /// The list entries of the result's blocks that did not decode and were left out, with paths
    /// inside `result`, such as `hourly.skycon[5]`; empty for a well-formed result.
    var skippedItems: [SkippedItem] { get }
}

/// The `result` of a `weather` response: every block at once.
public struct CYResult: CYFileResult {
    public static var file: CYEndpoint.File { .weather }

    /// Alerts, when they were requested and the plan includes them; `nil` when the response has
    /// no `alert` block.
    ///
    /// The type is `CYAlert!`, as in the original `CaiyunWeather` library, so
    /// `result.alert.content[0]` reads as before; like any implicitly unwrapped optional it traps
    /// when read through while `nil`, so check it (`result.alert?.content`) unless you asked for
    /// alerts and your plan includes them.
    public let alert: CYAlert!
    /// Current conditions.
    public let realtime: CYRealtime
    /// The next two hours, when the plan includes minutely data.
    public let minutely: CYMinutely?
    /// The hourly forecast.
    public let hourly: CYHourly
    /// The daily forecast.
    public let daily: CYDaily
    /// An undocumented field, always 0 so far.
    public let primary: Int?
    /// A sentence about the next two hours (`forecast_keypoint`), in the request language.
    public let keypoint: String?

    private enum CodingKeys: String, CodingKey {
        case alert, realtime, minutely, hourly, daily, primary, keypoint = "forecast_keypoint"
    }
}

/// The `result` of a `realtime` response.
public struct CYRealtimeResult: CYFileResult {
    public static var file: CYEndpoint.File { .realtime }

    /// Alerts, when they were requested.
    public let alert: CYAlert?
    /// Current conditions.
    public let realtime: CYRealtime
    /// An undocumented field, always 0 so far.
    public let primary: Int?
}

/// The `result` of a `minutely` response.
public struct CYMinutelyResult: CYFileResult {
    public static var file: CYEndpoint.File { .minutely }

    /// Alerts, when they were requested.
    public let alert: CYAlert?
    /// The next two hours.
    public let minutely: CYMinutely
    /// An undocumented field, always 0 so far.
    public let primary: Int?
    /// A sentence about the next two hours (`forecast_keypoint`).
    public let keypoint: String?

    private enum CodingKeys: String, CodingKey {
        case alert, minutely, primary, keypoint = "forecast_keypoint"
    }
}

/// The `result` of an `hourly` response.
public struct CYHourlyResult: CYFileResult {
    public static var file: CYEndpoint.File { .hourly }

    /// Alerts, when they were requested.
    public let alert: CYAlert?
    /// The hourly forecast.
    public let hourly: CYHourly
    /// An undocumented field, always 0 so far.
    public let primary: Int?
    /// A sentence about the coming hours (`forecast_keypoint`).
    public let keypoint: String?

    private enum CodingKeys: String, CodingKey {
        case alert, hourly, primary, keypoint = "forecast_keypoint"
    }
}

/// The `result` of a `daily` response.
public struct CYDailyResult: CYFileResult {
    public static var file: CYEndpoint.File { .daily }

    /// Alerts, when they were requested.
    public let alert: CYAlert?
    /// The daily forecast.
    public let daily: CYDaily
    /// An undocumented field, always 0 so far.
    public let primary: Int?
}
