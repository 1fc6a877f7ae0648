import Foundation
import ServerTestSupport

#if canImport(Glibc)
    import Glibc
#endif

/// Runs a program and returns its standard output; standard error passes through.
@discardableResult
func shell(_ arguments: [String]) async throws -> String {
    let output = FileManager.default.temporaryDirectory.appendingPathComponent("gateway-bench-\(UUID().uuidString).out")
    defer { try? FileManager.default.removeItem(at: output) }
    let status = try await Child.spawn(arguments, output: output).wait()
    guard status == 0 else { throw BenchError("\(arguments.joined(separator: " ")) exited with \(status)") }
    return (try? String(contentsOf: output, encoding: .utf8)) ?? ""
}

/// How many times `needle` occurs in `text`.
func occurrences(of needle: String, in text: String) -> Int {
    text.components(separatedBy: needle).count - 1
}

/// Seconds, to two decimals.
func seconds(_ duration: Duration) -> String {
    String(format: "%.2f s", secondsValue(duration))
}

/// `duration` in seconds.
func secondsValue(_ duration: Duration) -> Double {
    Double(duration.components.seconds) + Double(duration.components.attoseconds) / 1e18
}

/// Writes `parts`, joined, as one line to standard output at once, so progress shows even through a pipe.
func report(_ parts: String...) {
    FileHandle.standardOutput.write(Data((parts.joined() + "\n").utf8))
}
