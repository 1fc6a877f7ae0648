import Foundation

extension OWMClient {
    /// Conditions now, from One Call 4.0: one moment, with the ids of the alerts in force.
    /// Like all of One Call 4.0, it needs the "One Call by Call" subscription.
    public func currentConditions(latitude: Double, longitude: Double) async throws -> OWMTimeline {
        try await fetch(.currentConditions(latitude: latitude, longitude: longitude)).response
    }

    /// A page of One Call 4.0's 15-minute or hourly timeline from `start` (now when `nil`).
    public func timeline(
        _ step: OWMTimelineStep, latitude: Double, longitude: Double, start: Date? = nil
    ) async throws -> OWMTimeline {
        try await fetch(.timeline(step, latitude: latitude, longitude: longitude, start: start)).response
    }

    /// One Call 4.0's precipitation for each minute of the next hour.
    public func minuteTimeline(latitude: Double, longitude: Double) async throws -> OWMMinuteTimeline {
        try await fetch(.minuteTimeline(latitude: latitude, longitude: longitude)).response
    }

    /// A page of up to 10 days of One Call 4.0's daily timeline from `start` (today when `nil`).
    ///
    /// ```swift
    /// let days = try await client.dayTimeline(latitude: 14.5995, longitude: 120.9842)
    /// let following = try await client.page(after: days)
    /// ```
    public func dayTimeline(latitude: Double, longitude: Double, start: Date? = nil) async throws -> OWMDayTimeline {
        try await fetch(.dayTimeline(latitude: latitude, longitude: longitude, start: start)).response
    }

    /// One alert in full, by an id from a One Call 4.0 timeline's `alerts`.
    public func alert(id: String) async throws -> OWMAlertDetail {
        try await fetch(.alert(id: id)).response
    }

    /// The page that follows `page` in its timeline, or `nil` when the API gave no `next` link.
    /// Each page the cache does not hold is one API call.
    public func page<Item>(after page: OWMTimelinePage<Item>) async throws -> OWMTimelinePage<Item>? {
        guard let next = page.nextPage else { return nil }
        return try await fetch(.timelinePage(next)).response
    }

    /// The page that precedes `page` in its timeline, or `nil` when the API gave no `prev` link.
    public func page<Item>(before page: OWMTimelinePage<Item>) async throws -> OWMTimelinePage<Item>? {
        guard let previous = page.previousPage else { return nil }
        return try await fetch(.timelinePage(previous)).response
    }
}
