import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// A child process started with `posix_spawn`, its standard output (and, when given, standard
/// error) in files. Foundation's `Process` is avoided: its exit tracking was seen to miss children
/// here, leaving them unreaped.
struct Child: Sendable {
    let pid: pid_t

    /// Starts `arguments` (looked up on `PATH`) with `environment`.
    static func spawn(
        _ arguments: [String], environment: [String: String]? = nil, output: URL, errors: URL? = nil
    )
        throws -> Child
    {
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 1, output.path, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
        if let errors {
            posix_spawn_file_actions_addopen(&actions, 2, errors.path, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
        }
        let argv = arguments.map { strdup($0) } + [nil]
        let environ =
            (environment ?? ProcessInfo.processInfo.environment).map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer { for pointer in argv + environ { free(pointer) } }
        var pid: pid_t = 0
        let status = posix_spawnp(&pid, arguments[0], &actions, nil, argv, environ)
        guard status == 0 else {
            throw BenchError("\(arguments[0]) could not start: \(String(cString: strerror(status)))")
        }
        return Child(pid: pid)
    }

    /// Waits for the child to exit and returns its exit status.
    func wait() async -> Int32 {
        await withCheckedContinuation { continuation in
            DispatchQueue.global().async {
                var status: Int32 = 0
                while waitpid(pid, &status, 0) < 0 && errno == EINTR {}
                continuation.resume(returning: (status >> 8) & 0xFF)
            }
        }
    }

    func signal(_ signal: Int32) { kill(pid, signal) }
}

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
    String(format: "%.2f s", Double(duration.components.seconds) + Double(duration.components.attoseconds) / 1e18)
}

/// Writes `parts`, joined, as one line to standard output at once, so progress shows even through a pipe.
func report(_ parts: String...) {
    FileHandle.standardOutput.write(Data((parts.joined() + "\n").utf8))
}
