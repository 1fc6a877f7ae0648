import Exist
import Foundation

/// Names of new custom attributes and tags. Exist makes an attribute's name from its label and
/// answers a create with it: a write after a create goes to the name Exist answered with (see
/// ``answered(_:labels:)``), never to one made here. What is made here only predicts it, so a
/// label that would give an empty name, or a name another attribute has, is refused before
/// anything is created.
package enum AttributeNames {
    /// The name Exist is expected to make of `label`: its letters a to z and digits in lower
    /// case, each run of spaces and marks between them as one `_`; other letters (é, 咖) are
    /// dropped, as Exist was seen to drop them. "Green tea" gives green_tea, "Élan" lan, "咖啡"
    /// nothing.
    package static func predicted(_ label: String) -> String {
        var name = ""
        for character in label {
            if character.isASCII, character.isLetter || character.isNumber {
                name += character.lowercased()
            } else if !(character.isLetter || character.isNumber), !name.isEmpty, name.last != "_" {
                name.append("_")
            }
        }
        while name.last == "_" { name.removeLast() }
        return name
    }

    /// Whether nothing of `label` is dropped from its predicted name (it is plain ASCII), so an
    /// attribute with that name is the one meant: "Green tea" and "green_tea" are one tag.
    package static func isPlain(_ label: String) -> Bool { label.allSatisfy(\.isASCII) }

    /// The label a tag typed as `text` gets: `_` read as a space, spaces trimmed.
    package static func label(_ text: String) -> String {
        text.replacingOccurrences(of: "_", with: " ").trimmingCharacters(in: .whitespacesAndNewlines)
    }

    /// The name `label` is expected to get, or an ``ExistRuntimeError/Code/invalidName`` when it
    /// would get none or one of `existing` (the user's attributes by name) has it already.
    package static func checkNew(
        _ label: String, existing: [String: ExistAttribute]
    ) throws(ExistRuntimeError) -> String {
        let name = predicted(label)
        guard !name.isEmpty else { throw emptyName(label) }
        if let other = existing[name] { throw clash(label, name: name, with: other) }
        return name
    }

    /// The refusal of a label that gives no name.
    static func emptyName(_ label: String) -> ExistRuntimeError {
        ExistRuntimeError(
            .invalidName,
            "“\(label)” would give the attribute an empty name: Exist makes names from a label's letters a to z"
                + " and digits, and it has none. Nothing was created; use a label with some.")
    }

    /// The refusal of a label whose name `other` already has.
    static func clash(_ label: String, name: String, with other: ExistAttribute) -> ExistRuntimeError {
        ExistRuntimeError(
            .invalidName,
            "“\(label)” would be named \(name), which your attribute “\(other.label)” already has. Nothing was"
                + " created; use another label.")
    }

    /// The name Exist answered with for each of `labels` it created, by label: matched on the
    /// label of the full attribute it returned, else in order when it created every one, else on
    /// the predicted name. Labels it did not create are left out.
    package static func answered(_ result: ExistWriteResult<ExistAttributeChange>, labels: [String]) -> [String: String]
    {
        var names: [String: String] = [:]
        var left = result.success
        for label in labels {
            let index =
                left.firstIndex { $0.attribute?.label == label }
                ?? left.firstIndex { $0.attribute?.label.caseInsensitiveCompare(label) == .orderedSame }
                ?? (result.failed.isEmpty && result.success.count == labels.count
                    ? left.firstIndex { $0.attribute == nil } : nil)
                ?? left.firstIndex { $0.name == predicted(label) }
            guard let index else { continue }
            names[label] = left.remove(at: index).name
        }
        return names
    }
}
