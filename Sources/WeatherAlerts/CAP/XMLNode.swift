import Foundation

/// One element of an XML document as the reader keeps it: its local name (namespace prefix
/// dropped), attributes, text and children.
package final class XMLNode {
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

    /// The element's own text without surrounding white space (ASCII spaces, tabs, line breaks).
    var trimmedText: String {
        let bytes = text.utf8
        func isSpace(_ byte: UInt8) -> Bool { byte == 0x20 || byte == 0x0A || byte == 0x0D || byte == 0x09 }
        guard let first = bytes.firstIndex(where: { !isSpace($0) }), let last = bytes.lastIndex(where: { !isSpace($0) })
        else { return "" }
        if first == bytes.startIndex && last == bytes.index(before: bytes.endIndex) { return text }
        return String(text[first...last])
    }
}
