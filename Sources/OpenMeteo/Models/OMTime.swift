import APICore
import Foundation

/// A time as Open-Meteo writes it: local wall-clock text, or Unix seconds when the request asked
/// for `timeformat=unixtime`.
///
/// Local text has no seconds and no offset (`2024-11-23T18:15`; a date `2025-01-28` for daily
/// values); it is local to the response's ``OMWeather/timezone``. Turn it into a `Date` with the
/// response's offset, ``OMWeather/date(of:)``, or with a time zone, ``date(in:)``.
public enum OMTime: Sendable, Hashable, Codable, CustomStringConvertible {
    /// Local text, exactly as sent: `yyyy-MM-ddTHH:mm`, or `yyyy-MM-dd` for a day.
    case local(String)
    /// Seconds since 1970 in UTC (`timeformat=unixtime`).
    case unix(Int)

    /// The text as sent, or the Unix seconds as digits.
    public var description: String {
        switch self {
        case .local(let text): text
        case .unix(let seconds): String(seconds)
        }
    }

    /// Whether this is a calendar date (`yyyy-MM-dd`) rather than a moment.
    public var isDate: Bool {
        if case .local(let text) = self { return text.utf8.count == 10 }
        return false
    }

    /// The moment, reading local text at `utcOffsetSeconds` from UTC (the response's
    /// ``OMWeather/utcOffsetSeconds``); a day is its midnight. `nil` for text that is not a time.
    public func date(utcOffsetSeconds: Int) -> Date? {
        switch self {
        case .unix(let seconds):
            return Date(timeIntervalSince1970: TimeInterval(seconds))
        case .local:
            return wallClock.map { $0.addingTimeInterval(-TimeInterval(utcOffsetSeconds)) }
        }
    }

    /// The moment, reading local text in `timeZone`, with the offset in force at that time (so a
    /// series that crosses a change to or from summer time stays right). A day is its midnight.
    public func date(in timeZone: TimeZone) -> Date? {
        switch self {
        case .unix(let seconds):
            return Date(timeIntervalSince1970: TimeInterval(seconds))
        case .local:
            guard let clock = wallClock else { return nil }
            let guess = clock.addingTimeInterval(-TimeInterval(timeZone.secondsFromGMT(for: clock)))
            return clock.addingTimeInterval(-TimeInterval(timeZone.secondsFromGMT(for: guess)))
        }
    }

    /// The local text read as if it were UTC.
    private var wallClock: Date? {
        guard case .local(let text) = self else { return nil }
        let utf8Count = text.utf8.count
        guard utf8Count == 10 || utf8Count == 16 || utf8Count == 19 else { return nil }
        return ISO8601Text.parse(utf8Count == 10 ? text + "T00:00Z" : text + "Z")?.date
    }

    /// Reads a string as local text and a whole number as Unix seconds.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        if let text = try? container.decode(String.self) {
            self = .local(text)
        } else {
            self = .unix(try container.decode(Int.self))
        }
    }

    /// Writes the time as it was read.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        switch self {
        case .local(let text): try container.encode(text)
        case .unix(let seconds): try container.encode(seconds)
        }
    }
}

extension OMTime: JSONValueDecodable {
    /// Reads a string or a whole number straight from a scanned document.
    package init(json: JSONValue) throws(JSONDeclined) {
        self = json.node.kind == .string ? .local(try json.string()) : .unix(try json.integer())
    }
}
