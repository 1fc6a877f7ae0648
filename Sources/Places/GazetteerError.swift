/// Why the gazetteer could not be loaded.
public struct GazetteerError: Error, Sendable, Hashable, CustomStringConvertible {
    /// What went wrong, as a stable value.
    public struct Code: RawRepresentable, Sendable, Hashable, CustomStringConvertible {
        /// The code's stable text.
        public let rawValue: String

        /// Creates a code from its stable text.
        public init(rawValue: String) { self.rawValue = rawValue }

        /// The data file is not where the package installs it.
        public static let dataMissing = Code(rawValue: "gazetteer_missing")
        /// The data file exists but is not a gazetteer table.
        public static let dataDamaged = Code(rawValue: "gazetteer_damaged")

        /// The code's stable text.
        public var description: String { rawValue }
    }

    /// What went wrong.
    public var code: Code
    /// A one-line explanation that says where the data was looked for.
    public var message: String

    /// Creates an error.
    public init(_ code: Code, _ message: String) {
        self.code = code
        self.message = message
    }

    /// The message.
    public var description: String { message }
}
