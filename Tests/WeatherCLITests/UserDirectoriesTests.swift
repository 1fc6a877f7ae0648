import Foundation
import Testing

@testable import TerminalKit

/// The commands' configuration folders, by the XDG convention.
@Suite("Configuration folders")
struct UserDirectoriesTests {
    @Test("the configuration folder follows XDG_CONFIG_HOME, then HOME")
    func configuration() {
        #expect(
            UserDirectories.configuration(environment: ["XDG_CONFIG_HOME": "/tmp/xdg", "HOME": "/home/a"]).path
                == "/tmp/xdg/caiyun-weather")
        #expect(
            UserDirectories.configuration(environment: ["HOME": "/home/a"]).path == "/home/a/.config/caiyun-weather")
        #expect(
            UserDirectories.configuration(named: "exist", environment: ["XDG_CONFIG_HOME": "", "HOME": "/home/b"]).path
                == "/home/b/.config/exist")
    }
}
