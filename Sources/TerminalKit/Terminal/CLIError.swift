import Foundation

/// A failure the tool explains in one line and exits 1 for (configuration, data, I/O).
package struct CLIError: Error, LocalizedError, CustomStringConvertible {
    package let message: String

    package init(_ message: String) { self.message = message }

    package var errorDescription: String? { message }
    package var description: String { message }
}
