import Foundation

/// Locale-free number formatting that cannot trap on extreme values, and bounds for settings.
package enum NumberText {
    /// `value` with exactly four decimals and no locale (`-12.3400`), as request paths, queries
    /// and cache keys use coordinates. Values that are not finite or beyond ±1,000,000 are
    /// written as Swift prints them (`nan`, `1e+300`), so they stay visible and never trap.
    package static func fourDecimals(_ value: Double) -> String {
        var text = ASCIIBuilder(capacity: 16)
        text.append(fourDecimals: value)
        return text.text
    }

    /// `value` without a fraction when it is a whole number of sane size (`1700000000`), else as
    /// Swift prints it (`1e+20`, `nan`), so odd values stay visible in descriptions.
    package static func whole(_ value: Double) -> String {
        value.magnitude < 1e15 && value == value.rounded() ? String(Int(value)) : "\(value)"
    }

    /// A wait in seconds as a short phrase for error messages: " Retry after 30 s.", or an empty
    /// string when there is no wait to report.
    package static func retryPhrase(_ seconds: TimeInterval?) -> String {
        seconds.map { " Retry after \(whole($0.rounded(.up))) s." } ?? ""
    }

    /// A duration for messages: "10 s", "0.25 s", or "inf s" for a value that is not finite.
    package static func seconds(_ interval: TimeInterval) -> String {
        interval == interval.rounded() ? "\(whole(interval)) s" : String(format: "%.2f s", interval)
    }

    /// `value` limited to `range`, or `fallback` when it is NaN; keeps user settings such as
    /// timeouts within what sleeping and integer conversion can handle.
    package static func clamp(_ value: Double, to range: ClosedRange<Double>, ifNaN fallback: Double) -> Double {
        value.isNaN ? fallback : min(max(value, range.lowerBound), range.upperBound)
    }
}
