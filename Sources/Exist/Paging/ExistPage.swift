import APICore
import Foundation

/// One page of a list: some items, how many there are in all, and where the neighbouring pages
/// are.
///
/// Every v2 list is paged (at most 100 items a page, 20 by default). ``ExistList`` follows
/// ``next`` for you.
///
/// An item of ``results`` that does not decode is left out and listed in ``skippedItems``; a page
/// whose `results` is missing or not an array still fails.
public struct ExistPage<Item: Sendable & Codable>: Sendable, Codable {
    /// How many items the whole list has, as the server counts them.
    public var count: Int
    /// The next page's absolute address, `nil` on the last page.
    public var next: URL?
    /// The previous page's absolute address, `nil` on the first page.
    public var previous: URL?
    /// This page's items.
    public var results: [Item]
    /// The items of ``results`` that did not decode and were left out (`results[4]`, say); empty
    /// for a well-formed page. Never encoded.
    public var skippedItems: [SkippedItem]

    /// Creates a page.
    public init(
        count: Int, next: URL? = nil, previous: URL? = nil, results: [Item], skippedItems: [SkippedItem] = []
    ) {
        self.count = count
        self.next = next
        self.previous = previous
        self.results = results
        self.skippedItems = skippedItems
    }

    /// Whether another page follows.
    public var hasNext: Bool { next != nil }

    private enum CodingKeys: String, CodingKey { case count, next, previous, results }

    /// Decodes a page; an unparsable `next` or `previous` reads as `nil`, and items that do not
    /// decode are left out (``skippedItems``).
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        count = try container.decodeWholeNumberIfPresent(forKey: .count) ?? 0
        next = try container.decodeOptionalString(forKey: .next).flatMap { URL(string: $0) }
        previous = try container.decodeOptionalString(forKey: .previous).flatMap { URL(string: $0) }
        var results: [Item] = []
        var skipped: [SkippedItem] = []
        for (index, item) in try container.decode([KeptItem<Item>].self, forKey: .results).enumerated() {
            let path = "results[\(index)]"
            if let value = item.value {
                results.append(value)
                // An item that kept itself by leaving out a part (an attribute's value) names it.
                if let partial = value as? any ExistPartlyKept { skipped += partial.skippedItems.within(path) }
            } else if let failure = item.failure {
                skipped.append(SkippedItem(path: path, reason: failure))
            }
        }
        self.results = results
        skippedItems = skipped
    }

    /// Encodes the page with the API's keys.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(count, forKey: .count)
        try container.encodeOrNull(next?.absoluteString, forKey: .next)
        try container.encodeOrNull(previous?.absoluteString, forKey: .previous)
        try container.encode(results, forKey: .results)
    }
}

/// An item that can decode with some of its own parts left out, and names them.
protocol ExistPartlyKept {
    /// The parts left out, with paths inside the item.
    var skippedItems: [SkippedItem] { get }
}

extension ExistAttribute: ExistPartlyKept {}
