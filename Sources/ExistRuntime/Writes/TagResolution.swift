import Exist
import Foundation

/// The tags a user typed (`exist tag coffee "Green tea"`), matched to the attributes they mean:
/// those the user has, by name or label, and labels to create. A label that would give an empty
/// name, or a name an attribute with another label has, is refused before anything is created.
package struct TagResolution: Sendable {
    /// A tag to create: the label to send, and the name Exist is expected to give it.
    package struct New: Sendable, Hashable {
        /// The tag as typed.
        package let typed: String
        /// The label sent to Exist.
        package let label: String
        /// The name predicted for it (``AttributeNames/predicted(_:)``); the write uses the name
        /// Exist answers with.
        package let predicted: String
    }

    /// The attributes the user has that the tags name, once each, in the order typed.
    package private(set) var existing: [ExistAttribute] = []
    /// The tags to create, once each, in the order typed.
    package private(set) var new: [New] = []

    /// The names to read before resolving `typed`: the predicted name of each.
    package static func names(for typed: [String]) -> [String] {
        Array(Set(typed.map(AttributeNames.predicted).filter { !$0.isEmpty })).sorted()
    }

    /// Matches `typed` against `attributes` (the user's, by name, read with ``names(for:)``) and
    /// `labelled` (attributes to match by label, such as the user's tags).
    ///
    /// An attribute with a tag's predicted name is that tag when the tag is plain ASCII ("Green
    /// tea", "green_tea") or has the attribute's label; otherwise the name is taken, and the tag
    /// is refused (``ExistRuntimeError/Code/invalidName``), as is one that gives no name or two
    /// new tags that would get one name. A tag with no attribute of its predicted name is one of
    /// `labelled` with its label, else new.
    package init(
        _ typed: [String], attributes: [String: ExistAttribute], labelled: [ExistAttribute] = []
    ) throws(ExistRuntimeError) {
        for text in typed {
            let label = AttributeNames.label(text)
            let name = AttributeNames.predicted(text)
            guard !name.isEmpty else { throw AttributeNames.emptyName(label) }
            let named = attributes[name]
            if let named, AttributeNames.isPlain(text) || Self.same(named.label, label) {
                add(named)
                continue
            }
            if let attribute = labelled.first(where: { Self.same($0.label, label) }) {
                add(attribute)
                continue
            }
            if let named { throw AttributeNames.clash(label, name: name, with: named) }
            if let earlier = new.first(where: { $0.predicted == name }) {
                let plain = AttributeNames.isPlain(earlier.label) && AttributeNames.isPlain(text)
                guard plain || Self.same(earlier.label, label) else {
                    throw ExistRuntimeError(
                        .invalidName,
                        "“\(earlier.label)” and “\(label)” would both be named \(name). Nothing was created;"
                            + " give one of them another label.")
                }
                continue
            }
            new.append(New(typed: text, label: label, predicted: name))
        }
    }

    private mutating func add(_ attribute: ExistAttribute) {
        if !existing.contains(where: { $0.name == attribute.name }) { existing.append(attribute) }
    }

    /// Whether a tag of `typed` may be one the user has under a name that cannot be predicted
    /// (its label is not plain ASCII), so the user's tags are worth matching by label.
    package static func needsLabels(_ typed: [String]) -> Bool { typed.contains { !AttributeNames.isPlain($0) } }

    /// The existing attributes that are not yes/no, so not tags.
    package var notTags: [ExistAttribute] { existing.filter { $0.valueType != .boolean } }

    private static func same(_ a: String, _ b: String) -> Bool {
        a.trimmingCharacters(in: .whitespaces).caseInsensitiveCompare(b.trimmingCharacters(in: .whitespaces))
            == .orderedSame
    }
}
