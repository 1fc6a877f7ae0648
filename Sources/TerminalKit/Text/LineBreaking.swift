/// The rules of Chinese and Japanese line breaking (kinsoku) the wrapper follows: closing
/// punctuation, such as "，" and "。", never starts a line; the character before it moves down
/// with it instead.
package enum LineBreaking {
    /// Whether `character` may not begin a line: closing punctuation and brackets, full-width
    /// and ASCII.
    package static func mayNotStartLine(_ character: Character) -> Bool {
        closing.contains(character)
    }

    /// Whether `word` is a separator between items, such as the "·" in "10 km/h · Force 2": it
    /// stays at the end of the line with the item before it rather than starting the next.
    package static func isSeparator(_ word: some StringProtocol) -> Bool {
        word == "·" || word == "–" || word == "—"
    }

    private static let closing: Set<Character> = [
        "、", "，", "。", "．", "：", "；", "！", "？", "）", "」", "』", "】", "〕", "〉", "》", "”", "’", "…", "‥", "～", ",", ".",
        ":", ";", "!", "?", ")", "]", "}", "%", "％",
    ]
}
