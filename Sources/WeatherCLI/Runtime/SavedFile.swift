import APICore
import Foundation
import TerminalKit

/// Reads a saved response for `weather show`, never more than the clients accept from the API.
enum SavedFile {
    /// The most bytes `weather show` reads: the clients' limit on a response body (8 MiB).
    static let limit = HTTPSettings().maximumResponseSize

    /// The path that reads the process's standard input.
    static let standardInput = "/dev/stdin"

    /// The file's bytes. A regular file larger than `limit` is refused before any byte is read;
    /// from anything else (a pipe, a device) at most `limit + 1` bytes are read to find out.
    /// Messages call the input `name` (by default its path).
    static func read(_ path: String, named name: String? = nil, limit: Int = limit) throws -> Data {
        let name = name ?? path
        let url = URL(fileURLWithPath: path)
        let attributes = try? FileManager.default.attributesOfItem(atPath: url.path)
        if attributes?[.type] as? FileAttributeType == .typeDirectory {
            throw CLIError("\(name) is a directory, not a saved response.")
        }
        if let size = (attributes?[.size] as? NSNumber)?.intValue,
            attributes?[.type] as? FileAttributeType == .typeRegular, size > limit
        {
            throw tooLarge(name, bytes: "\(size) bytes", limit: limit)
        }
        let data: Data
        do {
            let handle = try FileHandle(forReadingFrom: url)
            defer { try? handle.close() }
            data = try handle.read(upToCount: limit + 1) ?? Data()
        } catch {
            throw CLIError("Cannot read \(name).")
        }
        guard data.count <= limit else { throw tooLarge(name, bytes: "more than \(limit) bytes", limit: limit) }
        return data
    }

    private static func tooLarge(_ path: String, bytes: String, limit: Int) -> CLIError {
        CLIError(
            "\(path) holds \(bytes); `weather show` reads responses of up to \(limit) bytes (8 MiB), the most the clients accept from the API."
        )
    }
}
