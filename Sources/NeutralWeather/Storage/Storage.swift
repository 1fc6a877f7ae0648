import Foundation

/// Where preferences and saved locations live: a small key–value store of `Codable` values.
///
/// ``FileStorage`` keeps each value in its own JSON file; ``InMemoryStorage`` serves tests and
/// previews. Implement the protocol to keep them elsewhere (user defaults, a keychain, a server).
public protocol Storage: Sendable {
    /// The value stored for `key`, or `nil` when there is none.
    ///
    /// - Throws: ``StorageError`` when a stored value exists but cannot be read.
    func load<Value>(_ key: StorageKey<Value>) throws -> Value?
    /// Stores `value` for `key`, replacing the previous one.
    func save<Value>(_ value: Value, for key: StorageKey<Value>) throws
    /// Removes the value for `key`, if any.
    func delete<Value>(_ key: StorageKey<Value>) throws
}

/// A typed name in a ``Storage``.
public struct StorageKey<Value: Codable & Sendable>: Sendable, Hashable {
    /// The name, used as the file name by ``FileStorage``.
    public let name: String

    /// Creates a key; the name should be a simple word such as `"locations"`.
    public init(_ name: String) { self.name = name }
}

extension StorageKey where Value == UnitPreference {
    /// The user's preferred units.
    public static var unitPreference: StorageKey<UnitPreference> { StorageKey("units") }
}

extension StorageKey where Value == [SavedLocation] {
    /// The user's saved places.
    public static var savedLocations: StorageKey<[SavedLocation]> { StorageKey("locations") }
}

/// A failure to read or write stored values.
public struct StorageError: Error, Sendable, CustomStringConvertible, LocalizedError {
    /// What failed: a stable code whose ``rawValue`` never changes between releases.
    public struct Code: RawRepresentable, Sendable, Hashable, CustomStringConvertible {
        /// The code's stable text, such as `"corrupted"`.
        public let rawValue: String

        /// Creates a code from its stable text.
        public init(rawValue: String) { self.rawValue = rawValue }

        /// A stored file exists but does not hold a valid value; it was left as it is.
        public static let corrupted = Code(rawValue: "corrupted")
        /// The file system refused a read or write.
        public static let fileSystem = Code(rawValue: "file_system")

        /// The code's stable text.
        public var description: String { rawValue }
    }

    /// What failed.
    public var code: Code
    /// The file involved.
    public var path: String
    /// A one-line explanation.
    public var message: String

    /// Creates an error.
    public init(code: Code, path: String, message: String) {
        self.code = code
        self.path = path
        self.message = message
    }

    public var description: String { message }
    public var errorDescription: String? { message }
}
