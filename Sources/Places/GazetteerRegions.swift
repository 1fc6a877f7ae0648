import Foundation

/// The names of the first-level divisions places lie in (US states, Canadian provinces, Chinese
/// provinces …), from the file `Scripts/make-gazetteer` writes beside the table (`admin1.tsv`:
/// `"US.IL<TAB>Illinois"`, one a line).
///
/// The file is read the first time a name is asked for, not when the gazetteer loads: most
/// look-ups never need one. A missing or damaged file gives no names, never an error.
final class GazetteerRegions: @unchecked Sendable {
    /// Reads the file's bytes, or `nil` when there are none.
    private let load: @Sendable () -> Data?
    /// Guards ``names``.
    private let lock = NSLock()
    /// The names by `"country.code"`, once read.
    private var names: [String: String]?

    /// Region names `load` reads when first asked for.
    init(_ load: @escaping @Sendable () -> Data?) {
        self.load = load
    }

    /// No region names.
    static let none = GazetteerRegions { nil }

    /// Whether the file has been read.
    var isLoaded: Bool {
        lock.lock()
        defer { lock.unlock() }
        return names != nil
    }

    /// The name of the division `code` of the country `countryCode`, such as `"Illinois"` for
    /// `"US"` and `"IL"`; `nil` when the file names none.
    func name(countryCode: String, code: String) -> String? {
        guard !code.isEmpty else { return nil }
        lock.lock()
        defer { lock.unlock() }
        if names == nil { names = Self.names(in: load()) }
        return names?["\(countryCode).\(code)"]
    }

    /// The names a file holds: lines of a code, a tab and a name. Lines of another shape are
    /// skipped, so a damaged file names fewer regions, or none.
    static func names(in data: Data?) -> [String: String] {
        guard let data else { return [:] }
        var names: [String: String] = [:]
        for line in String(decoding: data, as: UTF8.self).split(whereSeparator: \.isNewline) {
            let fields = line.split(separator: "\t", omittingEmptySubsequences: false)
            guard fields.count == 2, fields[0].contains("."), !fields[1].isEmpty else { continue }
            names[String(fields[0])] = String(fields[1])
        }
        return names
    }
}
