import Foundation

/// A point in time read from ISO 8601 text, with the UTC offset it was written in.
package struct ISO8601Timestamp: Sendable, Hashable {
    /// The instant.
    package var date: Date
    /// The offset from UTC the text was written in, in seconds (east positive).
    package var utcOffset: Int
    /// Whether the text had a seconds field (`HH:mm:ss` rather than `HH:mm`).
    package var includesSeconds: Bool

    /// Creates a timestamp.
    package init(date: Date, utcOffset: Int, includesSeconds: Bool) {
        self.date = date
        self.utcOffset = utcOffset
        self.includesSeconds = includesSeconds
    }
}

/// Reads and writes `yyyy-MM-ddTHH:mm[:ss](Z|±HH:mm)` without a `DateFormatter`.
///
/// APIs such as Caiyun's write datetimes without seconds, which `ISO8601DateFormatter` rejects,
/// and a response holds hundreds of them, which `DateFormatter` parses slowly. This parser reads
/// the fixed layout directly from the UTF-8 bytes and formats it back exactly as it was written.
package enum ISO8601Text {
    /// Parses `text`, or returns `nil` when it is not in the supported layout or not a real date.
    package static func parse(_ text: String) -> ISO8601Timestamp? {
        var text = text
        return text.withUTF8 { parse(bytes: $0) }
    }

    /// Parses UTF-8 text, or returns `nil` when it is not in the supported layout or not a real date.
    package static func parse(bytes: UnsafeBufferPointer<UInt8>) -> ISO8601Timestamp? {
        if let timestamp = parseMinutesWithOffset(bytes) { return timestamp }
        var cursor = Cursor(bytes: bytes)
        guard let year = cursor.number(4), cursor.skip(UInt8(ascii: "-")),
            let month = cursor.number(2), cursor.skip(UInt8(ascii: "-")),
            let day = cursor.number(2), cursor.skip(UInt8(ascii: "T")) || cursor.skip(UInt8(ascii: " ")),
            let hour = cursor.number(2), cursor.skip(UInt8(ascii: ":")),
            let minute = cursor.number(2)
        else { return nil }
        var second = 0
        var includesSeconds = false
        if cursor.skip(UInt8(ascii: ":")) {
            guard let value = cursor.number(2) else { return nil }
            second = value
            includesSeconds = true
        }
        guard (1...12).contains(month), (1...daysInMonth(month, year: year)).contains(day),
            hour < 24, minute < 60, second < 60
        else { return nil }

        let offset: Int
        if cursor.skip(UInt8(ascii: "Z")) {
            offset = 0
        } else {
            let sign: Int
            if cursor.skip(UInt8(ascii: "+")) {
                sign = 1
            } else if cursor.skip(UInt8(ascii: "-")) {
                sign = -1
            } else {
                return nil
            }
            guard let offsetHours = cursor.number(2) else { return nil }
            _ = cursor.skip(UInt8(ascii: ":"))
            guard let offsetMinutes = cursor.number(2), offsetHours < 24, offsetMinutes < 60 else { return nil }
            offset = sign * (offsetHours * 3600 + offsetMinutes * 60)
        }
        guard cursor.isAtEnd else { return nil }

        let localSeconds =
            daysFromCivil(year: year, month: month, day: day) * 86_400 + hour * 3600 + minute * 60 + second
        let date = Date(timeIntervalSince1970: TimeInterval(localSeconds - offset))
        return ISO8601Timestamp(date: date, utcOffset: offset, includesSeconds: includesSeconds)
    }

    /// The common layout `yyyy-MM-ddTHH:mm±HH:mm`, read at fixed offsets; `nil` for anything
    /// else, which the general parser then reads (or rejects).
    private static func parseMinutesWithOffset(_ bytes: UnsafeBufferPointer<UInt8>) -> ISO8601Timestamp? {
        guard bytes.count == 22, bytes[4] == UInt8(ascii: "-"), bytes[7] == UInt8(ascii: "-"),
            bytes[10] == UInt8(ascii: "T"), bytes[13] == UInt8(ascii: ":"), bytes[19] == UInt8(ascii: ":"),
            bytes[16] == UInt8(ascii: "+") || bytes[16] == UInt8(ascii: "-")
        else { return nil }
        func pair(_ offset: Int) -> Int? {
            let tens = bytes[offset] &- 48
            let ones = bytes[offset + 1] &- 48
            return tens < 10 && ones < 10 ? Int(tens) * 10 + Int(ones) : nil
        }
        guard let century = pair(0), let yearOfCentury = pair(2), let month = pair(5), let day = pair(8),
            let hour = pair(11), let minute = pair(14), let offsetHours = pair(17), let offsetMinutes = pair(20)
        else { return nil }
        let year = century * 100 + yearOfCentury
        guard (1...12).contains(month), (1...daysInMonth(month, year: year)).contains(day), hour < 24, minute < 60,
            offsetHours < 24, offsetMinutes < 60
        else { return nil }
        let offset = (bytes[16] == UInt8(ascii: "-") ? -1 : 1) * (offsetHours * 3600 + offsetMinutes * 60)
        let localSeconds = daysFromCivil(year: year, month: month, day: day) * 86_400 + hour * 3600 + minute * 60
        let date = Date(timeIntervalSince1970: TimeInterval(localSeconds - offset))
        return ISO8601Timestamp(date: date, utcOffset: offset, includesSeconds: false)
    }

    /// Writes `timestamp` in the layout it was read from.
    package static func format(_ timestamp: ISO8601Timestamp) -> String {
        let local = Int(timestamp.date.timeIntervalSince1970.rounded(.down)) + timestamp.utcOffset
        let days = local >= 0 ? local / 86_400 : (local - 86_399) / 86_400
        let secondsOfDay = local - days * 86_400
        let (year, month, day) = civilFromDays(days)
        var text =
            "\(pad(year, 4))-\(pad(month, 2))-\(pad(day, 2))T\(pad(secondsOfDay / 3600, 2)):\(pad(secondsOfDay % 3600 / 60, 2))"
        if timestamp.includesSeconds { text += ":\(pad(secondsOfDay % 60, 2))" }
        let offset = abs(timestamp.utcOffset)
        text += "\(timestamp.utcOffset < 0 ? "-" : "+")\(pad(offset / 3600, 2)):\(pad(offset % 3600 / 60, 2))"
        return text
    }

    private struct Cursor {
        let bytes: UnsafeBufferPointer<UInt8>
        var index = 0

        var isAtEnd: Bool { index == bytes.count }

        mutating func skip(_ byte: UInt8) -> Bool {
            guard index < bytes.count, bytes[index] == byte else { return false }
            index += 1
            return true
        }

        mutating func number(_ digits: Int) -> Int? {
            guard index + digits <= bytes.count else { return nil }
            var value = 0
            for offset in 0..<digits {
                let byte = bytes[index + offset]
                guard byte >= 48, byte <= 57 else { return nil }
                value = value * 10 + Int(byte - 48)
            }
            index += digits
            return value
        }
    }

    private static func daysInMonth(_ month: Int, year: Int) -> Int {
        switch month {
        case 2: return (year % 4 == 0 && year % 100 != 0) || year % 400 == 0 ? 29 : 28
        case 4, 6, 9, 11: return 30
        default: return 31
        }
    }

    /// Days since 1970-01-01 of a proleptic Gregorian date (Howard Hinnant's algorithm).
    private static func daysFromCivil(year: Int, month: Int, day: Int) -> Int {
        let y = month <= 2 ? year - 1 : year
        let era = (y >= 0 ? y : y - 399) / 400
        let yearOfEra = y - era * 400
        let dayOfYear = (153 * (month + (month > 2 ? -3 : 9)) + 2) / 5 + day - 1
        let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
        return era * 146_097 + dayOfEra - 719_468
    }

    private static func civilFromDays(_ days: Int) -> (year: Int, month: Int, day: Int) {
        let z = days + 719_468
        let era = (z >= 0 ? z : z - 146_096) / 146_097
        let dayOfEra = z - era * 146_097
        let yearOfEra = (dayOfEra - dayOfEra / 1460 + dayOfEra / 36_524 - dayOfEra / 146_096) / 365
        let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
        let monthIndex = (5 * dayOfYear + 2) / 153
        let day = dayOfYear - (153 * monthIndex + 2) / 5 + 1
        let month = monthIndex < 10 ? monthIndex + 3 : monthIndex - 9
        return (yearOfEra + era * 400 + (month <= 2 ? 1 : 0), month, day)
    }

    private static func pad(_ value: Int, _ width: Int) -> String {
        let digits = String(value)
        return digits.count >= width ? digits : String(repeating: "0", count: width - digits.count) + digits
    }
}
