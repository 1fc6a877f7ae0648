import APICore
import Foundation

/// An optional item of a response that did not decode and was left out, so that the rest of the
/// response could be kept: where it was and why.
///
/// ```swift
/// let oneCall = try OWMOneCall.decode(data)
/// for item in oneCall.skippedItems { print("left out \(item)") }   // "minutely[3]: missing "precipitation""
/// ```
public struct OWMSkippedItem: Sendable, Hashable, CustomStringConvertible {
    /// Where the item was, such as `"minutely[3]"` or `"current"`.
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
}

/// A value that decodes whatever the item holds, keeping the item when it decodes and the error
/// when it does not; an array of these never fails because of one bad element.
struct OWMKeptItem<Value: Decodable>: Decodable {
    let value: Value?
    /// Why the item did not decode, relative to the item.
    let failure: String?

    init(from decoder: any Decoder) throws {
        do {
            value = try Value(from: decoder)
            failure = nil
        } catch {
            value = nil
            failure = BodyProblem.describe(error, droppingFirst: decoder.codingPath.count)
        }
    }
}

extension KeyedDecodingContainer {
    /// The array at `key` without the elements that do not decode, which are added to `skipped`;
    /// `nil` when the key is absent or `null`. A value that is not an array at all still throws.
    func decodeKeepingElements<Element: Decodable>(
        _ type: Element.Type, forKey key: Key, skipped: inout [OWMSkippedItem]
    ) throws -> [Element]? {
        guard let items = try decodeIfPresent([OWMKeptItem<Element>].self, forKey: key) else { return nil }
        var kept: [Element] = []
        kept.reserveCapacity(items.count)
        for (index, item) in items.enumerated() {
            if let value = item.value {
                kept.append(value)
            } else if let failure = item.failure {
                skipped.append(OWMSkippedItem(path: "\(key.stringValue)[\(index)]", reason: failure))
            }
        }
        return kept
    }

    /// The object at `key`, or `nil` (recorded in `skipped`) when it does not decode.
    func decodeKeeping<Value: Decodable>(_ type: Value.Type, forKey key: Key, skipped: inout [OWMSkippedItem]) -> Value?
    {
        guard let item = try? decodeIfPresent(OWMKeptItem<Value>.self, forKey: key) else { return nil }
        if let failure = item.failure { skipped.append(OWMSkippedItem(path: key.stringValue, reason: failure)) }
        return item.value
    }
}
