import Foundation

/// One element of an XML document as the reader keeps it: its local name (namespace prefix
/// dropped), attributes, text and children.
final class XMLNode {
    let name: String
    let attributes: [String: String]
    var text = ""
    var children: [XMLNode] = []

    init(name: String, attributes: [String: String]) {
        self.name = name
        self.attributes = attributes
    }

    /// The first child named `name`.
    func child(_ name: String) -> XMLNode? { children.first { $0.name == name } }

    /// Every child named `name`.
    func children(_ name: String) -> [XMLNode] { children.filter { $0.name == name } }

    /// The text of the first child named `name`, trimmed; `nil` when there is none or it is empty.
    func value(_ name: String) -> String? {
        guard let text = child(name)?.trimmedText, !text.isEmpty else { return nil }
        return text
    }

    /// The element's own text without surrounding white space.
    var trimmedText: String { text.trimmingCharacters(in: .whitespacesAndNewlines) }
}
