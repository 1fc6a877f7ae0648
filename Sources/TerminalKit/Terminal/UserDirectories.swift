import Foundation

/// Where the commands keep a user's files, by the platform's conventions. Configuration folders
/// are the commands' concern: a library takes the folders it should use from the app.
package enum UserDirectories {
    /// The package's configuration folder: `$XDG_CONFIG_HOME/caiyun-weather`, else
    /// `~/.config/caiyun-weather` (with `HOME` from `environment`).
    package static func configuration(environment: [String: String]) -> URL {
        configuration(named: "caiyun-weather", environment: environment)
    }

    /// The configuration folder `name`: `$XDG_CONFIG_HOME/name`, else `~/.config/name` (with
    /// `HOME` from `environment`).
    package static func configuration(named name: String, environment: [String: String]) -> URL {
        if let xdg = environment["XDG_CONFIG_HOME"], !xdg.isEmpty {
            return URL(fileURLWithPath: xdg, isDirectory: true).appendingPathComponent(name, isDirectory: true)
        }
        let home = URL(fileURLWithPath: environment["HOME"] ?? NSHomeDirectory(), isDirectory: true)
        return home.appendingPathComponent(".config", isDirectory: true).appendingPathComponent(name, isDirectory: true)
    }
}
