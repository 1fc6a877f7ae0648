import Foundation

/// How hard it rains or snows, in five steps from none to storm.
///
/// Which rate makes which step depends on the source: ``PrecipitationThresholds/standard`` holds
/// the common meteorological bounds, and a provider's module may add its own (Caiyun documents
/// its own thresholds for each of its blocks).
public enum PrecipitationIntensity: Int, Sendable, Hashable, CaseIterable, Comparable {
    /// No precipitation.
    case none
    /// Light (小).
    case light
    /// Moderate (中).
    case moderate
    /// Heavy (大).
    case heavy
    /// Storm (暴), violent precipitation.
    case storm

    /// The step of a rate, by `thresholds`.
    public init(rate: Measurement<UnitSpeed>, thresholds: PrecipitationThresholds = .standard) {
        self = thresholds.intensity(forMillimetersPerHour: rate.converted(to: .millimetersPerHour).value)
    }

    /// The step's name, such as "Light" or "小".
    public func localized(in language: DisplayLanguage = .current) -> String {
        Self.names[rawValue](language)
    }

    /// Orders steps from none to storm.
    public static func < (lhs: Self, rhs: Self) -> Bool { lhs.rawValue < rhs.rawValue }

    private static let names: [LocalizedText] = [
        .init("None", "无", "無"),
        .init("Light", "小", "小"),
        .init("Moderate", "中", "中"),
        .init("Heavy", "大", "大"),
        .init("Storm", "暴", "暴"),
    ]
}
