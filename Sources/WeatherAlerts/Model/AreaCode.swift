/// A code naming a warning's area, as CAP's `geocode` writes it: the scheme (`EMMA_ID`, `NUTS3`,
/// `FIPS`, NWS `UGC` or `SAME`) and the value (`PL805`, `FR821`, `EI10`, `AZZ540`).
public struct AreaCode: Sendable, Hashable, Codable, CustomStringConvertible {
    /// The scheme, as written (`valueName`).
    public var scheme: String
    /// The code.
    public var value: String

    /// Creates a code.
    public init(scheme: String, value: String) {
        self.scheme = scheme
        self.value = value
    }

    /// `scheme:value`.
    public var description: String { "\(scheme):\(value)" }
}
