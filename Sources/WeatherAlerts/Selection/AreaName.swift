import Foundation

/// Area names compared as people would: letter case, accents and punctuation ignored, generic
/// words (`county`, `region`, `city` …) allowed around a name.
enum AreaName {
    /// Words that add nothing to where an area is.
    static let genericWords: Set<String> = [
        "county", "co", "city", "region", "province", "district", "state", "the", "of", "and", "area", "municipality",
    ]

    /// The name's words, lower case, without accents or punctuation, a final plural `s` dropped.
    static func tokens(_ name: String) -> [String] {
        let folded = name.folding(options: [.diacriticInsensitive, .caseInsensitive], locale: nil)
        return folded.split(whereSeparator: { !$0.isLetter && !$0.isNumber }).map { word in
            word.count > 3 && word.hasSuffix("s") ? String(word.dropLast()) : String(word)
        }
    }

    /// Whether an area's words name the place's: the same words, the area's inside the place's,
    /// or the place's inside the area's with only generic words around them.
    static func matches(area: [String], place: [String]) -> Bool {
        guard area.contains(where: { !genericWords.contains($0) }) else { return false }
        if area == place || contains(place, area) { return true }
        guard let range = range(of: place, in: area) else { return false }
        let extra = area[..<range.lowerBound] + area[range.upperBound...]
        return extra.allSatisfy { genericWords.contains($0) }
    }

    private static func contains(_ words: [String], _ part: [String]) -> Bool { range(of: part, in: words) != nil }

    private static func range(of part: [String], in words: [String]) -> Range<Int>? {
        guard !part.isEmpty, part.count <= words.count else { return nil }
        for start in 0...(words.count - part.count) where Array(words[start..<start + part.count]) == part {
            return start..<start + part.count
        }
        return nil
    }
}
