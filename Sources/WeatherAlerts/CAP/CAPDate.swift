import APICore
import Foundation

/// Reads the times warning bodies write: ISO 8601 with or without seconds and fractions
/// (`2022-12-06T23:27:41-00:00`, `2023-04-28T12:40:46.062249Z`), and RFC 822 in RSS
/// (`Thu, 23 Feb 2023 08:42:35 +0000`).
enum CAPDate {
    /// The instant `text` names, or `nil` when it is not a time in a known layout.
    static func parse(_ text: String?) -> Date? {
        guard let text else { return nil }
        if let timestamp = ISO8601Text.parse(text) { return timestamp.date }
        let trimmed = text.trimmingCharacters(in: .whitespacesAndNewlines)
        guard !trimmed.isEmpty else { return nil }
        return trimmed == text ? parseOther(text) : parse(trimmed)
    }

    /// ISO 8601 with a fraction of a second, or RFC 822.
    private static func parseOther(_ text: String) -> Date? {
        if let dot = text.firstIndex(of: "."), text[..<dot].count == 19 {
            let fractionEnd = text[text.index(after: dot)...].firstIndex { !$0.isNumber } ?? text.endIndex
            let fraction = Double("0" + text[dot..<fractionEnd]) ?? 0
            let zone = text[fractionEnd...]
            if let whole = ISO8601Text.parse(String(text[..<dot]) + (zone.isEmpty ? "Z" : zone)) {
                return whole.date.addingTimeInterval(fraction)
            }
        }
        return rfc822(text)
    }

    /// `Thu, 23 Feb 2023 08:42:35 +0000`, with or without the weekday.
    private static func rfc822(_ text: String) -> Date? {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = TimeZone(secondsFromGMT: 0)
        for layout in ["EEE, dd MMM yyyy HH:mm:ss Z", "dd MMM yyyy HH:mm:ss Z", "EEE, dd MMM yyyy HH:mm Z"] {
            formatter.dateFormat = layout
            if let date = formatter.date(from: text) { return date }
        }
        return nil
    }
}
