import Foundation

/// An optional item of a response that did not decode and was left out, so that the rest of the
/// response could be kept: where it was and why.
///
/// Every client reads its lists this way: one malformed element of a list (an hour of a forecast,
/// an alert, a page's result) is left out and recorded, while a malformed required part (the
/// envelope, or a list that is not an array at all) still fails the whole response.
///
/// ```swift
/// let oneCall = try OWMOneCall.decode(data)
/// for item in oneCall.skippedItems { print("left out \(item)") }   // "minutely[3]: missing "precipitation""
/// ```
public struct SkippedItem: Sendable, Hashable, CustomStringConvertible {
    /// Where the item was in the response, such as `"minutely[3]"` or `"result.hourly.skycon[5]"`.
    public let path: String
    /// Why it did not decode, such as `missing "precipitation"`.
    public let reason: String

    /// Creates a record.
    public init(path: String, reason: String) {
        self.path = path
        self.reason = reason
    }

    /// `minutely[3]: missing "precipitation"`.
    public var description: String { "\(path): \(reason)" }

    /// The same record one level further down: `prefix` and this path joined by a dot, or
    /// directly when this path starts with an index (`"[2]"`).
    package func within(_ prefix: String) -> SkippedItem {
        guard !prefix.isEmpty else { return self }
        return SkippedItem(path: path.hasPrefix("[") ? prefix + path : "\(prefix).\(path)", reason: reason)
    }
}

extension Array where Element == SkippedItem {
    /// These records one level further down, under `prefix` (see ``SkippedItem/within(_:)``).
    package func within(_ prefix: String) -> [SkippedItem] { map { $0.within(prefix) } }
}

/// A value that decodes whatever the item holds, keeping the item when it decodes and the error
/// when it does not; an array of these never fails because of one bad element.
package struct KeptItem<Value: Decodable>: Decodable {
    /// The item, when it decoded.
    package let value: Value?
    /// Why the item did not decode, relative to the item.
    package let failure: String?

    package init(from decoder: any Decoder) throws {
        do {
            value = try Value(from: decoder)
            failure = nil
        } catch {
            value = nil
            failure = BodyProblem.describe(error, droppingFirst: decoder.codingPath.count)
        }
    }
}

/// Skipped items that take no part in their holder's equality or hash: two responses that
/// differ only in what was left out of them are equal, and re-encoding drops the record.
package struct SkippedItemLog: Sendable, Hashable {
    /// The records, in the order the items appear in the response.
    package var items: [SkippedItem]

    /// Wraps records.
    package init(_ items: [SkippedItem] = []) { self.items = items }

    package static func == (lhs: SkippedItemLog, rhs: SkippedItemLog) -> Bool { true }
    package func hash(into hasher: inout Hasher) {}
}

extension KeyedDecodingContainer {
    /// The array at `key` without the elements that do not decode, which are added to `skipped`
    /// as `key[index]`; `nil` when the key is absent or `null`. A value that is not an array at
    /// all still throws.
    package func decodeKeepingElements<Element: Decodable>(
        _ type: Element.Type, forKey key: Key, skipped: inout [SkippedItem]
    ) throws -> [Element]? {
        guard let items = try decodeIfPresent([KeptItem<Element>].self, forKey: key) else { return nil }
        return items.keepingValues(at: key.stringValue, skipped: &skipped)
    }

    /// Like ``decodeKeepingElements(_:forKey:skipped:)``, for an array the response must have:
    /// a missing key or `null` throws.
    package func decodeKeepingElements<Element: Decodable>(
        _ type: Element.Type, requiredKey key: Key, skipped: inout [SkippedItem]
    ) throws -> [Element] {
        try decode([KeptItem<Element>].self, forKey: key).keepingValues(at: key.stringValue, skipped: &skipped)
    }

    /// The object at `key`, or `nil` (recorded in `skipped`) when it does not decode.
    package func decodeKeeping<Value: Decodable>(
        _ type: Value.Type, forKey key: Key, skipped: inout [SkippedItem]
    ) -> Value? {
        guard let item = try? decodeIfPresent(KeptItem<Value>.self, forKey: key) else { return nil }
        if let failure = item.failure { skipped.append(SkippedItem(path: key.stringValue, reason: failure)) }
        return item.value
    }
}

extension Array {
    /// The values of kept items, recording each failed one as `path[index]` in `skipped`.
    package func keepingValues<Value>(at path: String, skipped: inout [SkippedItem]) -> [Value]
    where Element == KeptItem<Value> {
        var kept: [Value] = []
        kept.reserveCapacity(count)
        for (index, item) in enumerated() {
            if let value = item.value {
                kept.append(value)
            } else if let failure = item.failure {
                skipped.append(SkippedItem(path: "\(path)[\(index)]", reason: failure))
            }
        }
        return kept
    }
}
