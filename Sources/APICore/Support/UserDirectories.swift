import Foundation

/// Where the package keeps a user's files, by the platform's conventions.
package enum UserDirectories {
    /// The package's configuration folder: `$XDG_CONFIG_HOME/caiyun-weather`, else
    /// `~/.config/caiyun-weather` (with `HOME` from `environment`).
    package static func configuration(environment: [String: String]) -> URL {
        if let xdg = environment["XDG_CONFIG_HOME"], !xdg.isEmpty {
            return URL(fileURLWithPath: xdg, isDirectory: true).appendingPathComponent(
                "caiyun-weather", isDirectory: true)
        }
        let home =
            environment["HOME"].map { URL(fileURLWithPath: $0, isDirectory: true) }
            ?? FileManager.default.homeDirectoryForCurrentUser
        return home.appendingPathComponent(".config/caiyun-weather", isDirectory: true)
    }
}
