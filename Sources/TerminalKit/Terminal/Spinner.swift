import APICore
import Foundation

/// A spinner on standard error while `operation` runs, shown only when standard error is a terminal.
package enum Spinner {
    private static let frames = ["⠋", "⠙", "⠹", "⠸", "⠼", "⠴", "⠦", "⠧", "⠇", "⠏"]

    package static func run<T: Sendable>(
        _ label: String, in environment: CLIEnvironment, _ operation: () async throws -> T
    ) async throws -> T {
        guard environment.isErrorTerminal else { return try await operation() }
        let sink = environment.errorOutput
        let label = ControlCharacters.escaped(label)
        let animation = Task {
            var index = 0
            while !Task.isCancelled {
                sink.write("\r\(frames[index % frames.count]) \(label)")
                index += 1
                try? await Task.sleep(for: .milliseconds(100))
            }
        }
        let result: Result<T, any Error>
        do {
            result = .success(try await operation())
        } catch {
            result = .failure(error)
        }
        // The last frame is written before the line is wiped, never after it.
        animation.cancel()
        await animation.value
        sink.write("\r\u{1B}[2K")
        return try result.get()
    }
}
