/// The rules of Chinese and Japanese line breaking (kinsoku) the wrapper follows: closing
/// punctuation, such as "，" and "。", never starts a line; the character before it moves down
/// with it instead.
package enum LineBreaking {
    /// Whether `character` may not begin a line: closing punctuation and brackets, full-width
    /// and ASCII.
    package static func mayNotStartLine(_ character: Character) -> Bool {
        closing.contains(character)
    }

    private static let closing: Set<Character> = [
        "、", "，", "。", "．", "：", "；", "！", "？", "）", "」", "』", "】", "〕", "〉", "》", "”", "’", "…", "‥", "～", ",", ".",
        ":", ";", "!", "?", ")", "]", "}", "%", "％",
    ]
}
