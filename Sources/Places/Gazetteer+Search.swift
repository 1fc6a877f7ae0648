import Foundation

extension Gazetteer {
    /// Places whose name is `query`, most populous first, then places whose name starts with it
    /// word by word (`"New York"` finds New York City).
    ///
    /// Case, accents and punctuation do not count (`"zurich"` finds Zürich), and Chinese names
    /// are found with or without 市, 县 or 区 (`"晋城"`, `"晋城市"`). A country code after a comma
    /// narrows the search (`"London,CA"`, `"London, GB"`); so does a US state's
    /// (`"Springfield, IL"`), and a first-level region's name or code before the country's
    /// (`"Springfield, Illinois, US"`, `"Springfield, Illinois"`), so a
    /// ``distinctLabel(for:in:)`` finds its place again.
    public func search(_ query: String, limit: Int = 10) -> [GazetteerPlace] {
        guard limit > 0 else { return [] }
        for reading in PlaceQuery.readings(of: query) {
            let found = rows(for: reading, limit: limit)
            if !found.isEmpty { return found.map(place) }
        }
        return []
    }

    /// The rows one reading of a query finds, best first.
    private func rows(for query: PlaceQuery, limit: Int) -> [Int32] {
        let key = PlaceName.key(query.name)
        guard !key.isEmpty else { return [] }
        let exact =
            rows(withKey: key, wordPrefix: false) + chineseRows(named: query.name.trimmingCharacters(in: .whitespaces))
        let longer = rows(withKey: key + " ", wordPrefix: true)
        var found: [Int32] = []
        for row in byPopulation(exact) + byPopulation(longer) where found.count < limit && !found.contains(row) {
            if matches(row, query) { found.append(row) }
        }
        return found
    }

    /// Names close to `query` for a person who mistyped one (`"Lodnon"` suggests London): by
    /// edit distance, then population. It compares every name, so it takes milliseconds: ask it
    /// when ``search(_:limit:)`` finds nothing.
    public func suggestions(for query: String, limit: Int = 5) -> [GazetteerPlace] {
        let target = Array(PlaceName.key(PlaceQuery.readings(of: query)[0].name).unicodeScalars)
        guard !target.isEmpty else { return [] }
        let allowed = max(1, min(3, target.count / 3))
        var scored: [(distance: Int, population: Int32, row: Int32)] = []
        for row in 0..<Int32(count) {
            let candidate = Array(PlaceName.key(table.name(of: row)).unicodeScalars)
            guard abs(candidate.count - target.count) <= allowed,
                let distance = Self.editDistance(target, candidate, atMost: allowed)
            else { continue }
            scored.append((distance, -table.populations[Int(row)], row))
        }
        return scored.sorted { ($0.distance, $0.population) < ($1.distance, $1.population) }.prefix(limit).map {
            place($0.row)
        }
    }

    /// The rows whose key is `key` (or starts with it), found by bisection: the table is sorted
    /// by key.
    func rows(withKey key: String, wordPrefix: Bool) -> [Int32] {
        let first = Self.lowerBound(count) { row in
            PlaceName.key(table.name(of: Int32(row))).utf8.lexicographicallyPrecedes(key.utf8)
        }
        var found: [Int32] = []
        var row = first
        while row < count {
            let rowKey = PlaceName.key(table.name(of: Int32(row)))
            guard wordPrefix ? rowKey.hasPrefix(key) : rowKey == key else { break }
            found.append(Int32(row))
            row += 1
        }
        return found
    }

    /// The rows with the Chinese name `name` exactly.
    func chineseRows(named name: String) -> [Int32] {
        guard name.unicodeScalars.contains(where: { $0.value >= 0x3400 }) else { return [] }
        let entries = table.chineseStarts.count - 1
        var index = Self.lowerBound(entries) { table.chineseEntry($0).name.utf8.lexicographicallyPrecedes(name.utf8) }
        var found: [Int32] = []
        while index < entries, case let entry = table.chineseEntry(index), entry.name == name {
            found.append(entry.row)
            index += 1
        }
        return found
    }

    private func byPopulation(_ rows: [Int32]) -> [Int32] {
        rows.sorted { (table.populations[Int($0)], $1) > (table.populations[Int($1)], $0) }
    }

    /// Whether the place in `row` lies where `query` says: in the country (or US state) its code
    /// names, and in its region.
    private func matches(_ row: Int32, _ query: PlaceQuery) -> Bool {
        guard query.code != nil || query.region != nil else { return true }
        let fields = table.fields(of: row)
        if let code = query.code,
            fields[.countryCode] != code && (fields[.countryCode] != "US" || fields[.admin1Code] != code)
        {
            return false
        }
        guard let region = query.region else { return true }
        return liesIn(region: region, countryCode: fields[.countryCode], admin1Code: fields[.admin1Code])
    }

    /// The first index in `0..<count` for which `isBefore` is false (`isBefore` must hold for a
    /// prefix of the indices).
    static func lowerBound(_ count: Int, _ isBefore: (Int) -> Bool) -> Int {
        var low = 0
        var high = count
        while low < high {
            let middle = (low + high) / 2
            if isBefore(middle) { low = middle + 1 } else { high = middle }
        }
        return low
    }

    /// The Levenshtein distance of two names, or `nil` once it must exceed `limit`.
    static func editDistance(_ a: [Unicode.Scalar], _ b: [Unicode.Scalar], atMost limit: Int) -> Int? {
        guard !a.isEmpty, !b.isEmpty else { return max(a.count, b.count) <= limit ? max(a.count, b.count) : nil }
        var previous = Array(0...b.count)
        var current = [Int](repeating: 0, count: b.count + 1)
        for i in 1...a.count {
            current[0] = i
            var rowMinimum = i
            for j in 1...b.count {
                let cost = a[i - 1] == b[j - 1] ? 0 : 1
                current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
                rowMinimum = min(rowMinimum, current[j])
            }
            if rowMinimum > limit { return nil }
            swap(&previous, &current)
        }
        return previous[b.count] <= limit ? previous[b.count] : nil
    }
}
