import Foundation

/// Decides whether a warning concerns a place: the service's own answer for a point, the
/// warning's outline, or (weakest, and marked so) its area names and codes.
public struct AreaMatcher: Sendable {
    /// How a warning was found to concern the place.
    public enum Match: Sendable, Hashable {
        /// The service answered for the point, or the warning covers the whole territory.
        case service
        /// The warning's outline holds the point.
        case outline
        /// The warning's area names or codes match the place's: it may cover only part of the
        /// region, or a neighbour.
        case approximate
    }

    /// The place.
    public let place: WarningPlace
    private let names: [[String]]
    private let codes: Set<String>

    /// Creates a matcher for `place`.
    public init(place: WarningPlace) {
        self.place = place
        names = place.names.map(AreaName.tokens).filter { !$0.isEmpty }
        codes = Set(place.areaCodes.map { $0.uppercased() })
    }

    /// How `warning` concerns the place, or `nil` when it does not, for a service that locates
    /// warnings as `locating` says.
    ///
    /// A warning with an outline is matched by it alone. Without one, an area name matches when
    /// it is one of the place's names, lies within one (`"Dublin"` in `"County Dublin"`), or adds
    /// only generic words to one; a place with no names matches every area (the whole country's
    /// warnings, all approximate).
    public func match(_ warning: OfficialWarning, locating: WarningLocating) -> Match? {
        match(warning, locating: locating, areas: Self.areas(warning.areaDescription ?? ""))
    }

    /// The words of each area an area description names (`"; "` or `", "` between them).
    private static func areas(_ description: String) -> [[String]] {
        description.split(whereSeparator: { $0 == ";" || $0 == "," }).map { AreaName.tokens(String($0)) }
            .filter { !$0.isEmpty }
    }

    private func match(_ warning: OfficialWarning, locating: WarningLocating, areas: [[String]]) -> Match? {
        switch locating {
        case .point, .territory:
            return .service
        case .areas:
            if let geometry = warning.geometry, !geometry.isEmpty {
                return geometry.contains(place.point) ? .outline : nil
            }
            if names.isEmpty && codes.isEmpty { return .approximate }
            if warning.areaCodes.contains(where: { codes.contains($0.value.uppercased()) }) { return .approximate }
            let matches = areas.contains { area in names.contains { AreaName.matches(area: area, place: $0) } }
            return matches ? .approximate : nil
        }
    }

    /// The warnings that concern the place, marked approximate when matched by name or code.
    public func matching(_ warnings: [OfficialWarning], locating: WarningLocating) -> [OfficialWarning] {
        var known: [String: [[String]]] = [:]
        return warnings.compactMap { warning in
            let description = warning.areaDescription ?? ""
            let areas = known[description] ?? Self.areas(description)
            known[description] = areas
            guard let match = match(warning, locating: locating, areas: areas) else { return nil }
            var matched = warning
            matched.isAreaApproximate = match == .approximate
            return matched
        }
    }
}
