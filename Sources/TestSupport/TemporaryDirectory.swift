import Foundation

/// A fresh directory under the system's temporary directory, removed by `cleanUp()`.
public struct TemporaryDirectory: Sendable {
    /// The directory.
    public let url: URL

    /// Creates the directory.
    public init() throws {
        url = FileManager.default.temporaryDirectory.appendingPathComponent(
            "CaiyunWeatherTests-\(UUID().uuidString)", isDirectory: true)
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    }

    /// Deletes the directory and everything in it.
    public func cleanUp() { try? FileManager.default.removeItem(at: url) }
}
