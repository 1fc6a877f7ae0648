/// The warnings in force for a place, and what each service did: which were read, which
/// answered with none, which did not answer.
///
/// Say "no warnings in force" only when ``isComplete`` and ``warnings`` is empty; when
/// ``isCovered`` is `false`, say that no service covers the place, naming
/// ``WarningService/all``; name each of ``servicesNotAnswering``.
public struct WarningReport: Sendable {
    /// The live warnings for the place, each once, most severe first.
    public var warnings: [OfficialWarning]
    /// One outcome per service covering the place's country, in the order asked.
    public var outcomes: [ServiceOutcome]

    /// Creates a report.
    public init(warnings: [OfficialWarning], outcomes: [ServiceOutcome]) {
        self.warnings = warnings
        self.outcomes = outcomes
    }

    /// Whether any service covers the place's country.
    public var isCovered: Bool { !outcomes.isEmpty }

    /// Whether every covering service answered (fresh or from the cache).
    public var isComplete: Bool { isCovered && outcomes.allSatisfy(\.didAnswer) }

    /// The services asked.
    public var servicesRead: [WarningService] { outcomes.map(\.service) }

    /// The services that answered with no warning for the place.
    public var servicesWithNone: [WarningService] {
        outcomes.filter { if case .answered(0) = $0.status { true } else { false } }.map(\.service)
    }

    /// The services that did not answer: warnings may be missing.
    public var servicesNotAnswering: [WarningService] { outcomes.filter { !$0.didAnswer }.map(\.service) }

    /// Whether any warning was matched to the place by area name or code rather than outline.
    public var hasApproximateAreas: Bool { warnings.contains(where: \.isAreaApproximate) }
}
