import Foundation

/// The step of a One Call 4.0 timeline of full conditions.
public enum OWMTimelineStep: String, Sendable, Hashable, CaseIterable {
    /// 15 minutes, for the next 48 hours; up to 50 moments a page.
    case fifteenMinutes = "15min"
    /// An hour, from 1979 to 48 hours ahead; up to 20 moments a page.
    case hour = "1h"
}

extension OWMRequest where Response == OWMTimeline {
    /// Conditions now, from One Call 4.0 (`/data/4.0/onecall/current`): one moment in `data`,
    /// with the ids of the alerts in force.
    public static func currentConditions(latitude: Double, longitude: Double) -> Self {
        oneCall4("current", latitude: latitude, longitude: longitude, start: nil)
    }

    /// A page of One Call 4.0's 15-minute or hourly timeline (`/data/4.0/onecall/timeline/15min`,
    /// `/1h`) from `start`, or from now when `start` is `nil`; the hourly one reaches back to 1979.
    public static func timeline(
        _ step: OWMTimelineStep, latitude: Double, longitude: Double, start: Date? = nil
    ) -> Self {
        oneCall4("timeline/\(step.rawValue)", latitude: latitude, longitude: longitude, start: start)
    }
}

extension OWMRequest where Response == OWMMinuteTimeline {
    /// One Call 4.0's 1-minute timeline (`/data/4.0/onecall/timeline/1min`): precipitation for
    /// each minute of the next hour.
    public static func minuteTimeline(latitude: Double, longitude: Double) -> Self {
        oneCall4("timeline/1min", latitude: latitude, longitude: longitude, start: nil)
    }
}

extension OWMRequest where Response == OWMDayTimeline {
    /// A page of One Call 4.0's 1-day timeline (`/data/4.0/onecall/timeline/1day`), up to 10
    /// days from `start` (today when `nil`): history back to 1979 and forecasts 1.5 years ahead.
    public static func dayTimeline(latitude: Double, longitude: Double, start: Date? = nil) -> Self {
        oneCall4("timeline/1day", latitude: latitude, longitude: longitude, start: start)
    }
}

extension OWMRequest where Response == OWMAlertDetail {
    /// One alert in full (`/data/4.0/onecall/alert/{id}`), by an id from a timeline's `alerts`.
    public static func alert(id: String) -> Self {
        Self(path: "/data/4.0/onecall/alert/\(id)", isLocalized: false) { () throws(OWMError) in
            // One path segment, as the timelines' `alerts` give them: never empty, `.`, `..`, a
            // slash or a control character, which could send the keyed request elsewhere.
            let trimmed = id.trimmingCharacters(in: .whitespacesAndNewlines)
            guard !trimmed.isEmpty, trimmed != ".", trimmed != "..", !id.contains("/"),
                !id.unicodeScalars.contains(where: { CharacterSet.controlCharacters.contains($0) })
            else {
                throw OWMError(.invalidParameter, "That is not an alert id (\(id.count) characters).")
            }
            return []
        }
    }
}

extension OWMRequest {
    /// The page a One Call 4.0 timeline links to: its ``OWMTimelinePage/nextPage`` or
    /// ``OWMTimelinePage/previousPage``.
    ///
    /// Only the link's path and query are used: the request goes to the client's own server with
    /// the client's key, units and language, so a link can neither send the key elsewhere nor
    /// change the units. A link to another kind of timeline is an invalid parameter.
    public static func timelinePage<Item>(_ address: String) -> Self where Response == OWMTimelinePage<Item> {
        let components = URLComponents(string: address)
        let path = components?.path ?? ""
        return Self(path: path, isLocalized: true) { () throws(OWMError) in
            let prefix = "/data/4.0/onecall/timeline/"
            guard let components else { throw OWMError(.invalidParameter, "The page link is not a URL.") }
            // The error names the path only: a link from elsewhere may still hold a key.
            guard path.hasPrefix(prefix),
                timelineSteps(holding: Item.self).contains(String(path.dropFirst(prefix.count)))
            else {
                throw OWMError(.invalidParameter, "A link to \(path) is not a page of this timeline.")
            }
            let clientOwned: Set<String> = ["appid", "units", "lang"]
            return (components.queryItems ?? []).filter { !clientOwned.contains($0.name.lowercased()) }
        }
    }

    /// The timelines whose items are `item`s.
    private static func timelineSteps<Item>(holding item: Item.Type) -> Set<String> {
        if item == OWMOneCall.Day.self { return ["1day"] }
        if item == OWMOneCall.Minute.self { return ["1min"] }
        if item == OWMConditions.self { return Set(OWMTimelineStep.allCases.map(\.rawValue)) }
        return []
    }

    /// A One Call 4.0 request for `endpoint` at a coordinate, from `start` when given.
    fileprivate static func oneCall4(
        _ endpoint: String, latitude: Double, longitude: Double, start: Date?
    ) -> Self {
        Self(path: "/data/4.0/onecall/\(endpoint)", isLocalized: true) { () throws(OWMError) in
            var query = try OWMLocation.coordinate(latitude: latitude, longitude: longitude).queryItems()
            if let start {
                query.append(
                    URLQueryItem(name: "start", value: String(Int(start.timeIntervalSince1970.rounded(.down)))))
            }
            return query
        }
    }
}
