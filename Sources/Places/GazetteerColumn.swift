/// The fields of a place's line in the gazetteer file, in the order `Scripts/make-gazetteer`
/// writes them, separated by tabs. Every reader of a place line names its fields by these cases.
enum GazetteerColumn: Int, CaseIterable {
    /// GeoNames' name, such as `"Beijing"`.
    case name
    /// The name in Simplified Chinese, or nothing.
    case simplifiedChineseName
    /// The name in Traditional Chinese, or nothing.
    case traditionalChineseName
    /// The two-letter country code.
    case countryCode
    /// The first-level division's code within the country.
    case admin1Code
    /// The latitude, in degrees.
    case latitude
    /// The longitude, in degrees.
    case longitude
    /// The population.
    case population
    /// The time zone's place in the header's list.
    case timeZone

    /// How many fields a place line has (computed, not stored, so the reader's arithmetic on it
    /// folds into constants).
    static var count: Int { timeZone.rawValue + 1 }
}

/// The fields of a line in the Chinese-name index after the places: a name, then the number of
/// the place it names.
enum GazetteerChineseColumn: Int, CaseIterable {
    /// A Chinese name, such as `"北京"`.
    case chineseName
    /// The number of the place it names (0 for the first place line).
    case placeNumber

    /// How many fields an index line has.
    static var count: Int { placeNumber.rawValue + 1 }
}

/// Where the fields of one line lie, from the line's start, its end (the line feed or the end of
/// the file) and the offsets of its tabs.
struct GazetteerLine {
    /// The offset of the line's first byte.
    let start: Int
    /// The offset just past the line's last field.
    let end: Int
    /// The offsets of the line's tabs; at least one fewer than its fields.
    let tabs: UnsafeMutableBufferPointer<Int>

    /// Where field number `index` starts: the line's start, or just past the tab before it.
    @inline(__always)
    private func fieldStart(_ index: Int) -> Int { index == 0 ? start : tabs[index - 1] + 1 }

    /// Where field number `index` ends: the tab after it, or the line's end for `last`, the
    /// number of the line's final field.
    @inline(__always)
    private func fieldEnd(_ index: Int, last: Int) -> Int { index == last ? end : tabs[index] }

    /// The byte offsets of a place line's field.
    @inline(__always)
    subscript(column: GazetteerColumn) -> Range<Int> {
        fieldStart(column.rawValue)..<fieldEnd(column.rawValue, last: GazetteerColumn.count - 1)
    }

    /// The byte offsets of a Chinese-index line's field.
    @inline(__always)
    subscript(column: GazetteerChineseColumn) -> Range<Int> {
        fieldStart(column.rawValue)..<fieldEnd(column.rawValue, last: GazetteerChineseColumn.count - 1)
    }

    /// How many bytes a place line's field holds (without making a range, which checks its bounds).
    @inline(__always)
    func width(of column: GazetteerColumn) -> Int {
        fieldEnd(column.rawValue, last: GazetteerColumn.count - 1) - fieldStart(column.rawValue)
    }
}

/// The text fields of one line, by column.
struct GazetteerFields {
    /// The fields in the order of the line.
    let values: [String]

    /// A place line's field.
    subscript(column: GazetteerColumn) -> String { values[column.rawValue] }

    /// A Chinese-index line's field.
    subscript(column: GazetteerChineseColumn) -> String { values[column.rawValue] }
}
