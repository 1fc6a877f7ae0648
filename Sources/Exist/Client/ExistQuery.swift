import Foundation

/// Query items for list requests, written the way Exist reads them.
struct ExistQuery {
    private(set) var items: [URLQueryItem] = []

    mutating func add(_ name: String, _ value: String?) {
        if let value { items.append(URLQueryItem(name: name, value: value)) }
    }

    /// A comma-separated list, left out when empty.
    mutating func add(_ name: String, list: [String]) {
        let values = list.map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
        if !values.isEmpty { add(name, values.joined(separator: ",")) }
    }

    /// A flag, sent only when set (`true` as `true`; `false` only when `sendsFalse`).
    mutating func add(_ name: String, flag: Bool?, sendsFalse: Bool = false) {
        guard let flag else { return }
        if flag { add(name, "true") } else if sendsFalse { add(name, "false") }
    }

    mutating func add(_ name: String, number: Int?) { add(name, number.map(String.init)) }

    mutating func add(_ name: String, date: ExistDate?) { add(name, date?.description) }
}

/// Which attributes a list request asks for.
///
/// Exist has been seen to ignore `attributes=` when inactive attributes are included, so the
/// client also filters by ``names`` itself.
public struct ExistAttributeFilter: Sendable, Hashable {
    /// Only these attributes (by name); all when empty.
    public var names: [String]
    /// Only attributes in these groups (such as `"mood"`); all when empty.
    public var groups: [String]
    /// `true`: only manually tracked attributes; `false`: none of them; `nil`: both.
    public var manual: Bool?
    /// Leave out custom attributes (such as tags).
    public var excludeCustom: Bool
    /// Include released, inactive attributes.
    public var includeInactive: Bool
    /// Include low-priority attributes (priority 10 and above).
    public var includeLowPriority: Bool

    /// Creates a filter; with no arguments, every active attribute.
    public init(
        names: [String] = [], groups: [String] = [], manual: Bool? = nil, excludeCustom: Bool = false,
        includeInactive: Bool = false, includeLowPriority: Bool = false
    ) {
        self.names = names
        self.groups = groups
        self.manual = manual
        self.excludeCustom = excludeCustom
        self.includeInactive = includeInactive
        self.includeLowPriority = includeLowPriority
    }

    /// Every active attribute.
    public static let all = ExistAttributeFilter()

    func apply(to query: inout ExistQuery, includingInactive: Bool = true) {
        query.add("attributes", list: names)
        query.add("groups", list: groups)
        query.add("manual", flag: manual, sendsFalse: true)
        query.add("exclude_custom", flag: excludeCustom)
        if includingInactive { query.add("include_inactive", flag: includeInactive) }
        query.add("include_low_priority", flag: includeLowPriority)
    }

    /// Keeps attributes named in ``names`` (all when it is empty).
    var keep: (@Sendable (ExistAttribute) -> Bool)? {
        guard !names.isEmpty else { return nil }
        let wanted = Set(names)
        return { wanted.contains($0.name) }
    }
}
