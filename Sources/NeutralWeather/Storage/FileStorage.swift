import APICore
import Foundation

/// Stores each value as a JSON file in one directory, written atomically and readable by the
/// owner only (mode `0600`, directory `0700`).
///
/// A file that exists but does not decode is reported as ``StorageError/Code/corrupted`` and is
/// never overwritten behind your back: saving over it fails too until it is deleted or repaired.
public struct FileStorage: Storage {
    /// The directory holding the files.
    public let directory: URL
    private let store: DiskStore

    /// Creates a store in `directory`; the directory is created on the first save.
    public init(directory: URL) {
        self.directory = directory
        store = DiskStore(directory: directory)
    }

    private func fileName<Value>(_ key: StorageKey<Value>) -> String { "\(key.name).json" }

    public func load<Value>(_ key: StorageKey<Value>) throws -> Value? {
        let path = store.path(for: fileName(key))
        let data: Data?
        do {
            data = try store.read(fileName(key))
        } catch {
            throw StorageError(
                code: .fileSystem, path: path, message: "Cannot read \(path): \(error.localizedDescription)")
        }
        guard let data else { return nil }
        do {
            return try JSONDecoder().decode(Value.self, from: data)
        } catch {
            throw StorageError(
                code: .corrupted, path: path,
                message: "\(path) is damaged (not valid \(key.name) data); fix or delete it.")
        }
    }

    public func save<Value>(_ value: Value, for key: StorageKey<Value>) throws {
        _ = try load(key)
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
        let path = store.path(for: fileName(key))
        do {
            try store.write(try encoder.encode(value), to: fileName(key))
        } catch {
            throw StorageError(
                code: .fileSystem, path: path, message: "Cannot write \(path): \(error.localizedDescription)")
        }
    }

    public func delete<Value>(_ key: StorageKey<Value>) throws {
        store.remove(fileName(key))
    }
}

/// Stores values in memory, for tests and previews.
public final class InMemoryStorage: Storage {
    private let values = Locked<[String: Data]>([:])

    /// Creates an empty store.
    public init() {}

    public func load<Value>(_ key: StorageKey<Value>) throws -> Value? {
        guard let data = values.current[key.name] else { return nil }
        return try JSONDecoder().decode(Value.self, from: data)
    }

    public func save<Value>(_ value: Value, for key: StorageKey<Value>) throws {
        let data = try JSONEncoder().encode(value)
        values.withLock { $0[key.name] = data }
    }

    public func delete<Value>(_ key: StorageKey<Value>) throws {
        values.withLock { $0[key.name] = nil }
    }
}
