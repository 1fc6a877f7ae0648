import Foundation

/// Keeps the warnings people should see, each once, in order:
///
/// 1. Only live ones: `Actual` `Alert`s and `Update`s not past ``OfficialWarning/expires`` (or
///    ``OfficialWarning/ends``) and not giving the all-clear; a `Cancel` is never a warning.
/// 2. None that another message held updates or cancels (by identifier in its references),
///    whether or not that message is itself live.
/// 3. One per message: the copies of one identifier (per language, per area) become the copy in
///    the display language, else English, else the first, with the areas of that language's copies.
/// 4. One per hazard: messages of one service with the same event, onset and expiry (re-issues)
///    become the newest sent.
/// 5. Most severe first (CAP severity, then awareness level), then earliest start, then event.
///
/// ```swift
/// let live = WarningSelection(now: Date(), language: "fr").select(warnings)
/// ```
public struct WarningSelection: Sendable {
    /// The time liveness is judged at.
    public var now: Date
    /// The display language, a BCP 47 tag such as `"en"` or `"fr-FR"`.
    public var language: String

    /// Creates a selection.
    public init(now: Date, language: String = "en") {
        self.now = now
        self.language = language
    }

    /// The warnings to show from every message in `messages`.
    public func select(_ messages: [OfficialWarning]) -> [OfficialWarning] {
        let superseded = Set(messages.flatMap { $0.references.map(\.identifier) })
        let live = messages.filter { $0.isLive(at: now) && !superseded.contains($0.id) }
        let perMessage = grouped(live, by: { "\($0.service.rawValue)|\($0.id)" }).map(mergedCopies)
        let perHazard = grouped(perMessage, by: hazardKey).map(newest)
        return perHazard.sorted(by: Self.isOrderedBefore)
    }

    /// The copies of one message as one warning, in the best language.
    func mergedCopies(_ copies: [OfficialWarning]) -> OfficialWarning {
        var best = copies.min { rank($0.language) < rank($1.language) } ?? copies[0]
        let sameLanguage = copies.filter { $0.language == best.language }
        var codes: [AreaCode] = []
        for code in copies.flatMap(\.areaCodes) where !codes.contains(code) { codes.append(code) }
        best.areaCodes = codes
        let areas = sameLanguage.compactMap(\.areaDescription)
        best.areaDescription = areas.isEmpty ? best.areaDescription : CAPFields.joined(areas)
        let shapes = sameLanguage.compactMap(\.geometry)
        if shapes.count > 1 { best.geometry = shapes.dropFirst().reduce(shapes[0]) { $0.merged(with: $1) } }
        return Self.placed(best, among: copies)
    }

    /// How well `tag` suits the display language: 0 the same tag, 1 the same language, 2
    /// English, 3 any other or unknown.
    func rank(_ tag: String?) -> Int {
        guard let tag = tag?.lowercased().replacingOccurrences(of: "_", with: "-") else { return 3 }
        let wanted = language.lowercased().replacingOccurrences(of: "_", with: "-")
        if tag == wanted { return 0 }
        if tag.split(separator: "-").first == wanted.split(separator: "-").first { return 1 }
        return tag.split(separator: "-").first == "en" ? 2 : 3
    }

    private func hazardKey(_ warning: OfficialWarning) -> String {
        let onset = warning.start.map { String($0.timeIntervalSince1970) } ?? "-"
        let expires = warning.expires.map { String($0.timeIntervalSince1970) } ?? "-"
        return "\(warning.service.rawValue)|\(warning.event.lowercased())|\(onset)|\(expires)"
    }

    private func newest(_ reissues: [OfficialWarning]) -> OfficialWarning {
        var chosen = reissues[0]
        for warning in reissues.dropFirst() where (warning.sent ?? .distantPast) > (chosen.sent ?? .distantPast) {
            chosen = warning
        }
        return Self.placed(chosen, among: reissues)
    }

    /// `chosen` matched to the place as well as any of `copies` was: by outline when one copy's
    /// outline held the place (whose outline it then carries, when it has none of its own).
    private static func placed(_ chosen: OfficialWarning, among copies: [OfficialWarning]) -> OfficialWarning {
        var placed = chosen
        guard let exact = copies.first(where: { !$0.isAreaApproximate }) else { return placed }
        placed.isAreaApproximate = false
        if placed.geometry == nil { placed.geometry = exact.geometry }
        return placed
    }

    /// Groups in order of first appearance.
    private func grouped(_ warnings: [OfficialWarning], by key: (OfficialWarning) -> String) -> [[OfficialWarning]] {
        var order: [String] = []
        var groups: [String: [OfficialWarning]] = [:]
        for warning in warnings {
            let name = key(warning)
            if groups[name] == nil { order.append(name) }
            groups[name, default: []].append(warning)
        }
        return order.map { groups[$0]! }
    }

    /// Most severe first, then earliest start, then event name.
    static func isOrderedBefore(_ a: OfficialWarning, _ b: OfficialWarning) -> Bool {
        if a.severity.rank != b.severity.rank { return a.severity.rank > b.severity.rank }
        let levelA = a.awarenessLevel?.rawValue ?? 0
        let levelB = b.awarenessLevel?.rawValue ?? 0
        if levelA != levelB { return levelA > levelB }
        let startA = a.start ?? .distantFuture
        let startB = b.start ?? .distantFuture
        if startA != startB { return startA < startB }
        return (a.event, a.id) < (b.event, b.id)
    }
}
