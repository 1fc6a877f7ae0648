// Written by Scripts/generate-client with swift-openapi-generator 1.14.3.

/// The document this client was generated from.
enum GeneratedFrom {
    /// The SHA-256 of openapi.json, in hexadecimal.
    static let documentSHA256 = "2c3f5d6d0f6f65d846524927d2fd5626f36aca6b005888873191d6f8e7981ba4"
}
