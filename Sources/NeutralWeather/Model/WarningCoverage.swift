/// What the official warning services said about a place, beside the provider's own alerts:
/// which were asked, which answered, and the credits their warnings must carry.
///
/// Front doors say "no warnings in force" only when ``isComplete`` and no alert came; "no
/// service covers this place" when ``isCovered`` is `false`; and name each of
/// ``servicesNotAnswering`` ("MeteoAlarm did not answer; warnings may be missing").
public struct WarningCoverage: Sendable, Hashable {
    /// The services covering the place that were asked, by name.
    public var servicesRead: [String]
    /// The services that did not answer: their warnings may be missing.
    public var servicesNotAnswering: [String]
    /// Every service this program reads, by name, for saying that none covers a place.
    public var servicesKnown: [String]
    /// The credit each service whose warnings are shown asks for, such as "Information provided
    /// by MeteoAlarm".
    public var attributions: [String]
    /// Whether any warning was matched to the place by its area's name or code rather than outline.
    public var hasApproximateAreas: Bool

    /// Creates a coverage.
    public init(
        servicesRead: [String], servicesNotAnswering: [String] = [], servicesKnown: [String] = [],
        attributions: [String] = [], hasApproximateAreas: Bool = false
    ) {
        self.servicesRead = servicesRead
        self.servicesNotAnswering = servicesNotAnswering
        self.servicesKnown = servicesKnown
        self.attributions = attributions
        self.hasApproximateAreas = hasApproximateAreas
    }

    /// Whether some service covers the place.
    public var isCovered: Bool { !servicesRead.isEmpty }

    /// Whether every covering service answered.
    public var isComplete: Bool { isCovered && servicesNotAnswering.isEmpty }
}
