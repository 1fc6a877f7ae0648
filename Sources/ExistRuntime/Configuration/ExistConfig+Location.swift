import APICore
import Foundation

extension ExistConfig {
    /// The files `exist` keeps, moved together.
    static let files = [tokensFile, loginFile]

    /// `exist`'s own folder: `EXIST_CONFIG_DIR`, else `$XDG_CONFIG_HOME/exist`, else
    /// `~/.config/exist` (with `HOME` from `environment`), the convention of the package's commands.
    package static func directory(environment: [String: String]) -> URL {
        if let folder = environment["EXIST_CONFIG_DIR"], !folder.isEmpty {
            return URL(fileURLWithPath: folder, isDirectory: true)
        }
        if let xdg = environment["XDG_CONFIG_HOME"], !xdg.isEmpty {
            return URL(fileURLWithPath: xdg, isDirectory: true).appendingPathComponent("exist", isDirectory: true)
        }
        let home = URL(fileURLWithPath: environment["HOME"] ?? NSHomeDirectory(), isDirectory: true)
        return home.appendingPathComponent(".config", isDirectory: true).appendingPathComponent(
            "exist", isDirectory: true)
    }

    /// The config for a run with `environment`'s variables. Credentials saved before `exist` had
    /// a folder of its own live in `weather`'s config folder (`legacyDirectory`); the first run
    /// that finds them there, and none in the new folder, moves them.
    package static func current(environment: [String: String], legacyDirectory: URL) -> ExistConfig {
        let directory = directory(environment: environment)
        return ExistConfig(directory: adopt(from: legacyDirectory, into: directory))
    }

    /// Moves `files` from `old` to `new` when only `old` has any, and returns the folder that
    /// holds the credentials. Each file is copied owner-only and read back before any original is
    /// removed; when a copy fails, the copies are removed and `old` stays in use, so nothing is
    /// lost. When both folders hold files, `new` is used and `old` is left as it is.
    static func adopt(from old: URL, into new: URL) -> URL {
        guard old.standardizedFileURL.path != new.standardizedFileURL.path else { return new }
        let manager = FileManager.default
        let inNew = files.contains { manager.fileExists(atPath: new.appendingPathComponent($0).path) }
        let inOld = files.filter { manager.fileExists(atPath: old.appendingPathComponent($0).path) }
        guard !inNew, !inOld.isEmpty else { return new }
        let oldStore = DiskStore(directory: old)
        let newStore = DiskStore(directory: new)
        do {
            for file in inOld {
                guard let data = try oldStore.read(file) else { continue }
                try newStore.write(data, to: file)
                guard try newStore.read(file) == data else { throw CocoaError(.fileWriteUnknown) }
            }
        } catch {
            for file in inOld { newStore.remove(file) }
            return old
        }
        for file in inOld { oldStore.remove(file) }
        return new
    }
}
