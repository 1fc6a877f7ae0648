import Foundation

/// Removes secrets (API tokens, keys) from text before it reaches a log line or an error message.
package struct Redactor: Sendable, Hashable {
    /// The text that replaces each secret.
    package static let placeholder = "<redacted>"

    let secrets: [String]

    /// Creates a redactor for `secrets`; empty strings are ignored.
    package init(secrets: [String]) {
        var forms: Set<String> = []
        for secret in secrets where !secret.isEmpty {
            forms.insert(secret)
            if let encoded = secret.addingPercentEncoding(withAllowedCharacters: .alphanumerics), encoded != secret {
                forms.insert(encoded)
            }
        }
        // Longest first, so a secret that contains another is replaced whole.
        self.secrets = forms.sorted { $0.count > $1.count }
    }

    /// A redactor that changes nothing.
    package static let none = Redactor(secrets: [])

    /// `text` with every occurrence of a secret replaced by ``placeholder``.
    package func redact(_ text: String) -> String {
        secrets.reduce(text) { $0.replacingOccurrences(of: $1, with: Self.placeholder) }
    }

    /// The URL as text with every secret replaced.
    package func redact(_ url: URL) -> String { redact(url.absoluteString) }
}
