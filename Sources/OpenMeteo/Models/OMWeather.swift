import APICore
import Foundation

/// One place's answer from the forecast, historical (archive) or air-quality API, which share
/// one shape: the grid cell's header and the blocks the request asked for.
///
/// ```swift
/// let weather = try await client.forecast(latitude: 52.52, longitude: 13.41, hourly: [.temperature2m])
/// print(weather.latitude, weather.longitude, weather.timezone ?? "GMT")   // the grid cell, not the point asked
/// for step in weather.hourly?.steps ?? [] {
///     print(weather.date(of: step.time) ?? .distantPast, step[.temperature2m] ?? .nan)
/// }
/// ```
///
/// Nothing is returned that was not asked for, so every block is optional. A block that does not
/// decode is left out and listed in ``skippedItems``; members this type has no property for are
/// kept in ``otherFields``, so encoding a decoded answer gives back every field.
public struct OMWeather: Sendable, Hashable {
    /// The latitude of the grid cell used, which can be kilometres from the point asked for.
    public let latitude: Double
    /// The longitude of the grid cell used.
    public let longitude: Double
    /// The elevation used for downscaling, in metres; missing on some APIs and older bodies.
    public let elevation: Double?
    /// How long the server took, in milliseconds (`generationtime_ms`); for diagnostics only.
    public let generationTimeMilliseconds: Double?
    /// The offset from UTC of the local times, in seconds (`utc_offset_seconds`); may be negative.
    public let utcOffsetSeconds: Int?
    /// The time zone of the local times: an IANA name (`Europe/Berlin`), `GMT`, or `Etc/GMT+9`
    /// over the open ocean.
    public let timezone: String?
    /// The zone's abbreviation: `CEST`, `MSK`, but also numeric forms such as `-03` and `GMT+2`.
    public let timezoneAbbreviation: String?
    /// The place's position in a request for several places; the API leaves it out for the first
    /// place (position 0) and for a request for one place.
    public let locationID: Int?

    /// Conditions now (`current`).
    public let current: OMCurrent?
    /// The units of ``current`` by variable (`current_units`), including `time` and `interval`.
    public let currentUnits: [String: String]?
    /// Values every 15 minutes (`minutely_15`).
    public let minutely15: OMSeries?
    /// The units of ``minutely15`` by variable (`minutely_15_units`).
    public let minutely15Units: [String: String]?
    /// Values every hour (`hourly`).
    public let hourly: OMSeries?
    /// The units of ``hourly`` by variable (`hourly_units`).
    public let hourlyUnits: [String: String]?
    /// Values per day (`daily`).
    public let daily: OMSeries?
    /// The units of ``daily`` by variable (`daily_units`).
    public let dailyUnits: [String: String]?
    /// The older current block (`current_weather`), with its own fixed names.
    public let currentWeather: OMCurrent?
    /// The units of ``currentWeather`` (`current_weather_units`), absent from the oldest bodies.
    public let currentWeatherUnits: [String: String]?

    /// Every member this type has no property for, as sent.
    public let otherFields: [String: OMJSONValue]
    let skipped: SkippedItemLog

    /// The blocks that did not decode and were left out (`hourly`, say), with the reason; empty
    /// for a well-formed answer. Not part of the value: two answers that differ only here are equal.
    public var skippedItems: [SkippedItem] { skipped.items }

    /// The grid cell's position in the answer to a request for several places (``locationID``,
    /// which is 0 when the API leaves it out).
    public var locationIndex: Int { locationID ?? 0 }

    /// The moment `time` stands for, reading local text at ``utcOffsetSeconds`` (0 when absent).
    public func date(of time: OMTime) -> Date? {
        time.date(utcOffsetSeconds: utcOffsetSeconds ?? 0)
    }

    /// The time zone of the local times: ``timezone`` when Foundation knows it, otherwise the
    /// fixed ``utcOffsetSeconds``.
    public var timeZone: TimeZone? {
        timezone.flatMap(TimeZone.init(identifier:)) ?? utcOffsetSeconds.flatMap(TimeZone.init(secondsFromGMT:))
    }

    /// The unit `block` gives `variable` in (`°C`, `mp/h`, `μg/m³`; an empty string for values
    /// without a unit, such as `is_day` and `uv_index`), or `nil` when the block does not say.
    public func unit(of variable: OMVariable, in block: OMBlock) -> String? {
        let table: [String: String]? =
            switch block {
            case .current: currentUnits
            case .minutely15: minutely15Units
            case .hourly: hourlyUnits
            case .daily: dailyUnits
            case .currentWeather: currentWeatherUnits
            }
        return table?[variable.rawValue]
    }
}
