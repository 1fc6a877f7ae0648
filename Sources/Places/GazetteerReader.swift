import Foundation

/// One pass over a gazetteer file: where every line starts, and each place's numbers.
///
/// Loading sits on the start of every command that names a coordinate's city (a status line
/// runs every few seconds), so the pass finds line ends and tabs with `memchr` and keeps a
/// line's tab positions in a fixed buffer rather than a growing array.
struct GazetteerReader {
    var zones: [String] = []
    var rowStarts: [Int32] = []
    var latitudes: [Float] = []
    var longitudes: [Float] = []
    var populations: [Int32] = []
    var zoneIndices: [UInt16] = []
    var chineseStarts: [Int32] = []

    /// Reads `bytes`; the problem when they are not a gazetteer.
    mutating func read(_ bytes: UnsafeBufferPointer<UInt8>) -> String? {
        guard bytes.count < Int(Int32.max) else { return "it is too large" }
        guard let base = bytes.baseAddress else {
            rowStarts.append(0)
            chineseStarts.append(0)
            return nil
        }
        // Room for a place line's tabs (a line with more is counted, and refused).
        return withUnsafeTemporaryAllocation(of: Int.self, capacity: GazetteerColumn.count - 1) { tabs in
            var start = 0
            var lineNumber = 0
            var inChinese = false
            while start < bytes.count {
                // `memchr` finds the line's end and then each tab (its fast scan beats a byte
                // loop even over fields a few bytes long). Every tab is counted; the first few are kept.
                let end = Self.offset(of: 0x0A, in: base, from: start, to: bytes.count) ?? bytes.count
                var tabCount = 0
                var position = start
                while let tab = Self.offset(of: 0x09, in: base, from: position, to: end) {
                    if tabCount < tabs.count { tabs[tabCount] = tab }
                    tabCount += 1
                    position = tab + 1
                }
                lineNumber += 1
                if lineNumber == 1 {
                    let fields = UnsafeBufferPointer(rebasing: bytes[start..<end]).split(
                        separator: 0x09, omittingEmptySubsequences: false
                    ).map { String(decoding: $0, as: UTF8.self) }
                    guard fields.first == "#timezones" else { return "it does not start with its time zones" }
                    zones = Array(fields.dropFirst())
                    reserve(forBytes: bytes.count)
                } else if base[start] == 0x23,
                    UnsafeBufferPointer(rebasing: bytes[start..<end]).elementsEqual("#chinese".utf8)
                {
                    inChinese = true
                    rowStarts.append(Int32(start))
                } else if inChinese {
                    let line = GazetteerLine(start: start, end: end, tabs: tabs)
                    guard tabCount == GazetteerChineseColumn.count - 1,
                        let row = Self.number(bytes, line[.placeNumber]), row >= 0,
                        Int(row) < latitudes.count
                    else { return "line \(lineNumber) is not a Chinese name" }
                    chineseStarts.append(Int32(start))
                } else if end > start {
                    let line = GazetteerLine(start: start, end: end, tabs: tabs)
                    guard tabCount == GazetteerColumn.count - 1, line.width(of: .name) > 0,
                        line.width(of: .countryCode) == 2,
                        let latitude = Self.number(bytes, line[.latitude]), (-90...90).contains(latitude),
                        let longitude = Self.number(bytes, line[.longitude]), (-180...180).contains(longitude),
                        let population = Self.number(bytes, line[.population]), (0..<2e9).contains(population),
                        let zone = Self.number(bytes, line[.timeZone]), zone >= 0, Int(zone) < zones.count
                    else { return "line \(lineNumber) is not a place" }
                    rowStarts.append(Int32(start))
                    latitudes.append(Float(latitude))
                    longitudes.append(Float(longitude))
                    populations.append(Int32(population))
                    zoneIndices.append(UInt16(zone))
                }
                start = end + 1
            }
            // The line after the last: one past its line feed, or past the end of a file without one.
            if !inChinese { rowStarts.append(Int32(start)) }
            chineseStarts.append(Int32(start))
            return nil
        }
    }

    /// Room for the places and Chinese names a table of `count` bytes holds, reserved once the
    /// header shows the bytes are a table. Place lines average about 53 bytes, and the Chinese
    /// names (about 17 bytes a line) fill a sixth of the shipped table; the room is somewhat
    /// more than that, since growing an array mid-read (copying it) costs more than room left over.
    private mutating func reserve(forBytes count: Int) {
        let places = count / 48
        rowStarts.reserveCapacity(places)
        latitudes.reserveCapacity(places)
        longitudes.reserveCapacity(places)
        populations.reserveCapacity(places)
        zoneIndices.reserveCapacity(places)
        chineseStarts.reserveCapacity(count / 80)
    }

    /// Where `byte` first occurs in `start..<end` of the bytes at `base`, or `nil`.
    private static func offset(of byte: UInt8, in base: UnsafePointer<UInt8>, from start: Int, to end: Int) -> Int? {
        guard start < end, let found = memchr(base + start, Int32(byte), end - start) else { return nil }
        return base.distance(to: found.assumingMemoryBound(to: UInt8.self))
    }

    /// A decimal number written as `-12.3456` or `42`; `nil` for anything else.
    static func number(_ bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>) -> Double? {
        var index = range.lowerBound
        let negative = index < range.upperBound && bytes[index] == 0x2D
        if negative { index += 1 }
        var whole = 0.0
        var digits = 0
        var scale = 0.0
        while index < range.upperBound {
            let byte = bytes[index]
            if byte == 0x2E, scale == 0 {
                scale = 1
            } else if byte >= 0x30 && byte <= 0x39 {
                whole = whole * 10 + Double(byte - 0x30)
                digits += 1
                if scale > 0 { scale *= 10 }
            } else {
                return nil
            }
            index += 1
        }
        guard digits > 0, digits < 16 else { return nil }
        let value = scale > 1 ? whole / scale : whole
        return negative ? -value : value
    }
}
