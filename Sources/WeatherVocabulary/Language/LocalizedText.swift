/// One piece of text in every ``DisplayLanguage``.
package struct LocalizedText: Sendable, Hashable {
    /// The English text.
    package let english: String
    /// The Simplified Chinese text.
    package let chineseSimplified: String
    /// The Traditional Chinese text.
    package let chineseTraditional: String

    /// Creates a text from its three versions.
    package init(_ english: String, _ chineseSimplified: String, _ chineseTraditional: String) {
        self.english = english
        self.chineseSimplified = chineseSimplified
        self.chineseTraditional = chineseTraditional
    }

    /// The text in `language`.
    package func callAsFunction(_ language: DisplayLanguage) -> String {
        switch language {
        case .english: english
        case .chineseSimplified: chineseSimplified
        case .chineseTraditional: chineseTraditional
        }
    }

    /// The text for a code this version of the package does not know.
    package static func unknown(_ code: String) -> LocalizedText {
        LocalizedText("Unknown (\(code))", "未知（\(code)）", "未知（\(code)）")
    }
}
