import Foundation

/// Where the package's built executables are, next to the test bundle.
public enum BuiltProducts {
    /// The build directory holding the executables (such as `.build/debug`).
    public static var directory: URL {
        #if os(macOS)
            if let bundle = Bundle.allBundles.first(where: { $0.bundlePath.hasSuffix(".xctest") }) {
                return bundle.bundleURL.deletingLastPathComponent()
            }
        #endif
        return Bundle.main.bundleURL
    }

    /// The path of the executable `name`.
    public static func executable(_ name: String) -> URL { directory.appendingPathComponent(name) }
}
