import APICore
import Foundation

/// One alert in full, from One Call 4.0's alert endpoint (`/data/4.0/onecall/alert/{id}`).
///
/// The text comes in one or more languages: the API writes `description` either as one string
/// or as an array of `{"language", "description"}`; both decode into ``texts`` and encode back as
/// they came. `event` can be an empty string. A text of the array that does not decode is left out
/// and listed in ``skippedItems``.
public struct OWMAlertDetail: Sendable, Hashable, Codable {
    /// The alert's id, such as a CAP URN.
    public let id: String
    /// Who issued it, when given.
    public let senderName: String?
    /// The event, such as `"Heat Advisory"`; may be empty.
    public let event: String?
    /// The start, Unix seconds.
    public let start: Int?
    /// The end, Unix seconds.
    public let end: Int?
    /// The text, once per language.
    public let texts: [Text]
    /// Categories, when given.
    public let tags: [String]?
    private let textIsPlain: Bool
    private let skipped: SkippedItemLog

    /// The texts that did not decode and were left out (`description[1]`); empty for a
    /// well-formed alert. Not part of the value: alerts that differ only here are equal.
    public var skippedItems: [SkippedItem] { skipped.items }

    /// The alert's text in one language.
    public struct Text: Sendable, Hashable, Codable {
        /// The language code, such as `"en"`; `nil` when the API gave the text without one.
        public let language: String?
        /// The text.
        public let description: String

        /// Creates a text.
        public init(language: String?, description: String) {
            self.language = language
            self.description = description
        }
    }

    private enum CodingKeys: String, CodingKey {
        case id, senderName = "sender_name", event, start, end, description, tags
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        id = try container.decode(String.self, forKey: .id)
        senderName = try container.decodeIfPresent(String.self, forKey: .senderName)
        event = try container.decodeIfPresent(String.self, forKey: .event)
        start = try container.decodeWholeNumberIfPresent(forKey: .start)
        end = try container.decodeWholeNumberIfPresent(forKey: .end)
        tags = try container.decodeIfPresent([String].self, forKey: .tags)
        var skipped: [SkippedItem] = []
        if let plain = try? container.decode(String.self, forKey: .description) {
            texts = [Text(language: nil, description: plain)]
            textIsPlain = true
        } else {
            texts = try container.decodeKeepingElements(Text.self, requiredKey: .description, skipped: &skipped)
            textIsPlain = false
        }
        self.skipped = SkippedItemLog(skipped)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(id, forKey: .id)
        try container.encodeIfPresent(senderName, forKey: .senderName)
        try container.encodeIfPresent(event, forKey: .event)
        try container.encodeIfPresent(start, forKey: .start)
        try container.encodeIfPresent(end, forKey: .end)
        if textIsPlain, texts.count == 1, texts[0].language == nil {
            try container.encode(texts[0].description, forKey: .description)
        } else {
            try container.encode(texts, forKey: .description)
        }
        try container.encodeIfPresent(tags, forKey: .tags)
    }

    /// The text in `language` (an ISO 639 code such as `"en"` or `"zh"`; `"zh_cn"` matches `"zh"`),
    /// else the first text.
    public func text(in language: String) -> Text? {
        let wanted = Self.baseLanguage(language)
        return texts.first { $0.language.map(Self.baseLanguage) == wanted } ?? texts.first
    }

    /// When the alert starts.
    public var startDate: Date? { start.map { Date(unix: $0) } }
    /// When the alert ends.
    public var endDate: Date? { end.map { Date(unix: $0) } }

    private static func baseLanguage(_ code: String) -> String {
        String(code.lowercased().prefix { $0.isLetter })
    }
}

extension OWMAlertDetail: OWMResponse {}
