import CaiyunWeather
import Foundation
import NeutralWeather

/// The five unit systems, as settings files, `--units` and tool arguments name them: three of
/// them (`metric:v1`, `metric:v2`, `SI`) are Caiyun's own.
public enum UnitsOption: String, CaseIterable, Sendable {
    /// Metric, as each provider defines it.
    case metric
    /// Caiyun's first metric system (precipitation as radar reflectivity).
    case metricV1 = "metric:v1"
    /// Caiyun's second metric system (precipitation in mm/h).
    case metricV2 = "metric:v2"
    /// Imperial.
    case imperial
    /// Caiyun's SI system.
    case si = "SI"

    /// The system `argument` names, in any case; `nil` for any other text.
    public init?(argument: String) {
        guard let value = Self.allCases.first(where: { $0.rawValue.caseInsensitiveCompare(argument) == .orderedSame })
        else { return nil }
        self = value
    }

    /// The option for a Caiyun unit system.
    public init(_ unit: CYUnit) { self = Self(argument: unit.rawValue) ?? .metric }

    /// The system as Caiyun's API names it.
    public var caiyun: CYUnit { CYUnit(apiValue: rawValue) ?? .metric }

    /// The units values are shown in.
    public var display: UnitPreference {
        switch self {
        case .metric, .metricV1, .metricV2: .metric
        case .imperial: .imperial
        case .si: .si
        }
    }

    /// Why `provider` cannot answer in this system, in the words of `--units`; `nil` when it can.
    public func problem(with provider: ProviderOption) -> String? {
        let systems = provider.profile.unitSystems
        guard !systems.contains(self) else { return nil }
        return "--units \(rawValue) is one of Caiyun's unit systems; \(provider.profile.name) has "
            + systems.map(\.rawValue).joined(separator: " and ") + "."
    }
}
