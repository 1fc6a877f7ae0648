import APICore
import Foundation

/// Where OAuth2 tokens live between launches: a keychain, a file, a database row.
///
/// The client calls ``saveTokens(_:)`` with every refreshed pair **before** any request uses it,
/// because a refresh invalidates the old pair; a store that loses a save loses the user's
/// login. ``ExistFileTokenStore`` (an owner-only file) and ``ExistMemoryTokenStore`` ship with
/// the package.
public protocol ExistTokenStore: Sendable {
    /// The stored tokens, or `nil` when there are none.
    func loadTokens() async throws -> ExistTokens?
    /// Replaces the stored tokens.
    func saveTokens(_ tokens: ExistTokens) async throws
    /// Forgets the stored tokens.
    func deleteTokens() async throws
}

/// Keeps tokens in memory only, for tests and for apps that persist them another way.
public actor ExistMemoryTokenStore: ExistTokenStore {
    private var tokens: ExistTokens?
    /// How many times tokens were saved.
    public private(set) var saveCount = 0

    /// Creates a store holding `tokens`.
    public init(_ tokens: ExistTokens? = nil) { self.tokens = tokens }

    /// The tokens held.
    public func loadTokens() -> ExistTokens? { tokens }
    /// Replaces the tokens held.
    public func saveTokens(_ tokens: ExistTokens) {
        self.tokens = tokens
        saveCount += 1
    }
    /// Forgets the tokens.
    public func deleteTokens() { tokens = nil }
}

/// Keeps tokens in one JSON file readable by its owner only (mode `0600`, in a `0700`
/// directory), replaced atomically so a crash never leaves half a token pair.
public struct ExistFileTokenStore: ExistTokenStore {
    /// The file holding the tokens.
    public let file: URL
    private let store: DiskStore

    /// Creates a store keeping tokens in `directory/fileName`; nothing is written until the
    /// first save.
    public init(directory: URL, fileName: String = "exist-tokens.json") {
        file = directory.appendingPathComponent(fileName, isDirectory: false)
        store = DiskStore(directory: directory)
    }

    /// The stored tokens, or `nil` when the file does not exist.
    ///
    /// - Throws: ``ExistError`` with ``ExistError/Code/tokenStorage`` when the file cannot be read
    ///   or does not hold tokens (it is left as it is).
    public func loadTokens() async throws -> ExistTokens? {
        let data: Data?
        do {
            data = try store.read(file.lastPathComponent)
        } catch {
            throw ExistError(.tokenStorage, "Cannot read the Exist token file \(file.path).")
        }
        guard let data else { return nil }
        do {
            return try JSONDecoder().decode(ExistTokens.self, from: data)
        } catch {
            throw ExistError(.tokenStorage, "The Exist token file \(file.path) is damaged; sign in again or delete it.")
        }
    }

    /// Writes `tokens` atomically, owner-only.
    public func saveTokens(_ tokens: ExistTokens) async throws {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        do {
            try store.write(try encoder.encode(tokens), to: file.lastPathComponent)
        } catch {
            throw ExistError(.tokenStorage, "Cannot save the Exist token file \(file.path).")
        }
    }

    /// Deletes the file.
    public func deleteTokens() async throws {
        store.remove(file.lastPathComponent)
    }
}
