import Foundation
import WeatherVocabulary

extension CYUnit {
    /// Which block a precipitation value comes from; its unit differs by block in `metric`.
    public enum PrecipitationBlock: Sendable, Hashable, CaseIterable {
        /// `realtime.precipitation`.
        case realtime
        /// `minutely.precipitation_2h` and `minutely.precipitation`.
        case minutely
        /// `hourly.precipitation`.
        case hourly
        /// `daily.precipitation`.
        case daily
    }

    /// The Foundation unit of every field in one unit system.
    public struct UnitSystem: @unchecked Sendable, Hashable {
        /// `realtime.precipitation` intensities.
        public let realtimePrecipitation: UnitSpeed
        /// `minutely` intensities.
        public let minutelyPrecipitation: UnitSpeed
        /// `hourly.precipitation` values.
        public let hourlyPrecipitation: UnitSpeed
        /// `daily.precipitation` values.
        public let dailyPrecipitation: UnitSpeed
        /// `realtime.precipitation.nearest.distance`.
        public let distance: UnitLength
        /// Visibility.
        public let visibility: UnitLength
        /// Temperatures and apparent temperatures.
        public let temperature: UnitTemperature
        /// Air pressure (pascals, N/m², in every system).
        public let pressure: UnitPressure
        /// Relative humidity (a 0–1 fraction in every system).
        public let humidity: UnitFraction
        /// Cloud cover (a 0–1 fraction in every system).
        public let cloudrate: UnitFraction
        /// Wind direction (degrees; radians in SI).
        public let windDirection: UnitAngle
        /// Wind speed.
        public let windSpeed: UnitSpeed
        /// Pollutant concentrations except carbon monoxide (μg/m³ in every system).
        public let pollutant: UnitConcentrationMass
        /// Carbon monoxide (mg/m³ in every system).
        public let carbonMonoxide: UnitConcentrationMass

        /// The unit of precipitation values from `block`.
        public func precipitation(_ block: PrecipitationBlock) -> UnitSpeed {
            switch block {
            case .realtime: realtimePrecipitation
            case .minutely: minutelyPrecipitation
            case .hourly: hourlyPrecipitation
            case .daily: dailyPrecipitation
            }
        }
    }

    /// The units of this system's fields.
    public var system: UnitSystem {
        switch self {
        case .metric: .metric
        case .metricV1: .metricV1
        case .metricV2: .metricV2
        case .imperial: .imperial
        case .si: .si
        }
    }
}

extension CYUnit.UnitSystem {
    private init(
        realtimeAndMinutely: UnitSpeed, hourlyAndDaily: UnitSpeed, distance: UnitLength, temperature: UnitTemperature,
        windDirection: UnitAngle = .degrees, windSpeed: UnitSpeed
    ) {
        self.init(
            realtimePrecipitation: realtimeAndMinutely, minutelyPrecipitation: realtimeAndMinutely,
            hourlyPrecipitation: hourlyAndDaily, dailyPrecipitation: hourlyAndDaily, distance: distance,
            visibility: distance,
            temperature: temperature, pressure: .newtonsPerMetersSquared, humidity: .fraction, cloudrate: .fraction,
            windDirection: windDirection,
            windSpeed: windSpeed, pollutant: .microgramsPerCubicMeter, carbonMonoxide: .milligramsPerCubicMeter)
    }

    static let metric = Self(
        realtimeAndMinutely: .radarIntensity, hourlyAndDaily: .millimetersPerHour, distance: .kilometers,
        temperature: .celsius, windSpeed: .kilometersPerHour)
    static let metricV1 = Self(
        realtimeAndMinutely: .radarIntensity, hourlyAndDaily: .radarIntensity, distance: .kilometers,
        temperature: .celsius, windSpeed: .kilometersPerHour)
    static let metricV2 = Self(
        realtimeAndMinutely: .millimetersPerHour, hourlyAndDaily: .millimetersPerHour, distance: .kilometers,
        temperature: .celsius, windSpeed: .kilometersPerHour)
    static let imperial = Self(
        realtimeAndMinutely: .inchesPerHour, hourlyAndDaily: .inchesPerHour, distance: .miles, temperature: .fahrenheit,
        windSpeed: .milesPerHour)
    static let si = Self(
        realtimeAndMinutely: .metersPerSecond, hourlyAndDaily: .metersPerSecond, distance: .meters,
        temperature: .kelvin, windDirection: .radians, windSpeed: .metersPerSecond)
}
