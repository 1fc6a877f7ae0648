// Written by Scripts/generate-client with swift-openapi-generator 1.14.3.

/// The document this client was generated from.
enum GeneratedFrom {
    /// The SHA-256 of openapi.json, in hexadecimal.
    static let documentSHA256 = "39d87dfbc8e6a37300a96d2934990005680c097f38a184d07505f45de779044d"
}
