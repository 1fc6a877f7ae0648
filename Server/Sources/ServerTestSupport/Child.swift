import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// A child process started with `posix_spawn`, its standard output (and, when given, standard
/// error) in files. Foundation's `Process` is avoided: its exit tracking was seen to miss children
/// here, leaving them unreaped.
public struct Child: Sendable {
    /// The process id.
    public let pid: pid_t

    /// Starts `arguments` (looked up on `PATH`) with `environment`.
    public static func spawn(
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
            throw ChildError(description: "\(arguments[0]) could not start: \(String(cString: strerror(status)))")
        }
        return Child(pid: pid)
    }

    /// Waits for the child to exit and returns its exit status.
    public func wait() async -> Int32 { await termination().status }

    /// Waits for the child to end: whether it exited (rather than being ended by a signal), and
    /// its exit status or the signal's number.
    public func termination() async -> (exited: Bool, status: Int32) {
        await withCheckedContinuation { continuation in
            DispatchQueue.global().async {
                var status: Int32 = 0
                while waitpid(pid, &status, 0) < 0 && errno == EINTR {}
                let exited = status & 0x7F == 0
                continuation.resume(returning: (exited, exited ? (status >> 8) & 0xFF : status & 0x7F))
            }
        }
    }

    /// Sends `signal` to the child.
    public func signal(_ signal: Int32) { kill(pid, signal) }
}

/// Why a child could not start.
public struct ChildError: Error, CustomStringConvertible {
    /// What went wrong.
    public let description: String
}
