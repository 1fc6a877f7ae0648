import Foundation

/// Whether a client's disk cache is keeping answers, as the latest attempt to save one found.
///
/// A cache that cannot be written (a read-only mount, a full disk, a file where the directory
/// should be) does not make calls fail, but every call then reaches the API. Clients log a
/// warning the first time it happens for a directory; check this status to tell users:
///
/// ```swift
/// if let problem = client.diskCacheStatus.problem { print("warning: \(problem)") }
/// ```
public enum DiskCacheStatus: Sendable, Hashable {
    /// Nothing has been saved yet, or the disk level is off.
    case unused
    /// The latest answer was saved.
    case working
    /// The latest answer could not be saved in `directory`, for `reason`.
    case failing(directory: URL, reason: String)

    /// One sentence for people when the cache is failing; `nil` otherwise.
    public var problem: String? {
        guard case .failing(let directory, let reason) = self else { return nil }
        return "The cache directory \(directory.path) cannot be written (\(reason)), so every call reaches the API."
    }
}

/// How one cache's disk level is doing: its status, the directories it has already warned
/// about, and those it has already cleaned up after killed writers.
final class DiskHealth: Sendable {
    private struct State {
        var status = DiskCacheStatus.unused
        var warned: Set<String> = []
        var prepared: Set<String> = []
    }

    private let state = Locked(State())

    /// The latest status.
    var status: DiskCacheStatus { state.withLock { $0.status } }

    /// The first time a directory is used, removes what killed writers left behind.
    func prepare(_ store: DiskStore) {
        let isFirstUse = state.withLock { $0.prepared.insert(store.directoryPath).inserted }
        if isFirstUse { store.removeAbandonedTemporaryFiles() }
    }

    /// Records a saved answer.
    func recordSaved(in directory: URL) {
        state.withLock { state in
            state.status = .working
            state.warned.remove(directory.path)
        }
    }

    /// Records a failed save; returns whether it is the first for this directory (since it last
    /// worked), that is, whether to warn.
    func recordFailure(in directory: URL, reason: String) -> Bool {
        state.withLock { state in
            state.status = .failing(directory: directory, reason: reason)
            return state.warned.insert(directory.path).inserted
        }
    }
}
