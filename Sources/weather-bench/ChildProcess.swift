import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// A process started with `posix_spawn` and waited for with `wait4`, so its peak memory is
/// known, and killed when it runs past its time.
struct ChildProcess {
    /// How one run ended.
    struct Outcome {
        /// The exit status, or `nil` when a signal ended the process.
        var status: Int32?
        /// Whether it ran past its time and was killed.
        var hung: Bool
        /// Wall time from start to end.
        var seconds: Double
        /// Peak resident memory, in bytes.
        var peakMemory: Int
    }

    let pid: pid_t
    let started: ContinuousClock.Instant

    /// Starts `executable` with `arguments` and `environment`, its output discarded.
    init(_ executable: URL, _ arguments: [String], environment: [String: String]) throws {
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
        let argv = ([executable.path] + arguments).map { strdup($0) } + [nil]
        let envp = environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer {
            for pointer in argv + envp { free(pointer) }
        }
        var pid = pid_t()
        let result = posix_spawn(&pid, executable.path, &actions, nil, argv, envp)
        guard result == 0 else { throw POSIXError(POSIXErrorCode(rawValue: result) ?? .EIO) }
        self.pid = pid
        started = .now
    }

    /// Waits for the process to end, killing it after `limit`.
    func wait(killingAfter limit: Duration) async -> Outcome {
        var status: Int32 = 0
        var usage = rusage()
        var killed = false
        while true {
            let ended = wait4(pid, &status, WNOHANG, &usage)
            if ended == pid { break }
            if ended < 0 {
                return Outcome(status: nil, hung: false, seconds: Measure.seconds(.now - started), peakMemory: 0)
            }
            if !killed, ContinuousClock.now - started > limit {
                kill(pid, SIGKILL)
                killed = true
            }
            try? await Task.sleep(for: .milliseconds(5))
        }
        let exited = (status & 0x7F) == 0
        return Outcome(
            status: exited ? (status >> 8) & 0xFF : nil, hung: killed, seconds: Measure.seconds(.now - started),
            peakMemory: Int(usage.ru_maxrss) * 1024)
    }
}
