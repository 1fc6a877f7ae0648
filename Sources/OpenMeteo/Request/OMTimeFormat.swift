/// The format of times in an answer (`timeformat`).
public enum OMTimeFormat: String, Sendable, Hashable, CaseIterable {
    /// Local text without seconds or offset, such as `2024-11-23T18:15` (the API's default).
    case iso8601
    /// Unix seconds in UTC; a daily time is the local midnight's moment.
    case unixTime = "unixtime"
}
