import Foundation
import NeutralWeather
import WeatherRuntime

/// The neutral model as JSON for scripts (`Accept: application/json` on a place's page): every
/// quantity a number in the units named in `units`, every time ISO 8601, a missing value absent.
struct NeutralJSON: Encodable {
    struct Units: Encodable {
        var temperature: String
        var speed: String
        var distance: String
        var precipitation_rate: String
    }

    struct Place: Encodable {
        var label: String
        var latitude: Double
        var longitude: Double
        var time_zone: String
    }

    struct AirQuality: Encodable {
        var scale: String
        var index: Double
        var description: String?
    }

    /// A value the response held that the atmosphere does not allow, left out of the answer.
    struct Implausible: Encodable {
        var path: String
        var field: String
        var value: String
        var allowed: String
    }

    struct Now: Encodable {
        var time: Date
        var condition: String
        var temperature: Double?
        var apparent_temperature: Double?
        var humidity: Double?
        var wind_speed: Double?
        var wind_direction: Double?
        var visibility: Double?
        var air_quality: [AirQuality]
        var summary: String?
    }

    struct Minutes: Encodable {
        var start: Date
        var precipitation_rates: [Double]
        var summary: String?
    }

    struct Hour: Encodable {
        var time: Date
        var condition: String
        var temperature: Double?
        var precipitation_chance: Double?
    }

    struct Day: Encodable {
        var date: Date
        var condition: String
        var low: Double?
        var high: Double?
        var precipitation_chance: Double?
    }

    struct Alert: Encodable {
        var event: String
        var title: String
        var details: String
        var severity: Int
        var source: String?
        var region: String?
        var issued: Date?
        var expires: Date?
        var onset: Date?
        var instruction: String?
        var link: URL?
    }

    /// Which official warning services cover the place and what they did.
    struct WarningServices: Encodable {
        /// The services covering the place that were asked.
        var read: [String]
        /// Those that did not answer: warnings may be missing.
        var not_answering: [String]
        /// The credit each service whose warnings are listed asks for.
        var attributions: [String]
        /// Whether a warning was matched by its area's name rather than its outline.
        var approximate_areas: Bool
    }

    var place: Place
    var units: Units
    var time: Date
    var attribution: String
    var now: Now?
    var minutes: Minutes?
    var hours: [Hour]
    var days: [Day]
    /// `nil` when no source said whether alerts are in force.
    var alerts: [Alert]?
    /// The official warning services asked; absent when none were (warnings off, or Caiyun).
    var warning_services: WarningServices?
    /// The values set aside as impossible; absent when there were none.
    var implausible_values: [Implausible]?

    init(_ weather: Weather, place: PagePlace, units preference: UnitPreference) {
        self.place = Place(
            label: place.resolved.label, latitude: place.resolved.latitude, longitude: place.resolved.longitude,
            time_zone: weather.location.timeZone.identifier)
        units = Units(
            temperature: preference.temperature.symbol, speed: preference.windSpeed.symbol,
            distance: preference.distance.symbol, precipitation_rate: preference.precipitationRate.symbol)
        time = weather.metadata.date
        attribution = weather.metadata.attribution.text
        now = weather.current.map { current in
            Now(
                time: current.date, condition: current.condition.rawValue, temperature: current.temperature?.value,
                apparent_temperature: current.apparentTemperature?.value, humidity: current.humidity,
                wind_speed: current.wind?.speed.value, wind_direction: current.wind?.direction?.value,
                visibility: current.visibility?.value,
                air_quality: current.airQualityIndices.map {
                    AirQuality(scale: $0.scale.rawValue, index: $0.index, description: $0.description)
                }, summary: current.summary)
        }
        minutes = weather.minuteForecast.map { forecast in
            Minutes(
                start: forecast.start,
                precipitation_rates: forecast.intensities.map { $0.converted(to: preference.precipitationRate).value },
                summary: forecast.summary)
        }
        hours = weather.hourlyForecast.map {
            Hour(
                time: $0.date, condition: $0.condition.rawValue, temperature: $0.temperature?.value,
                precipitation_chance: $0.precipitationChance)
        }
        days = weather.dailyForecast.map {
            Day(
                date: $0.date, condition: $0.condition.rawValue, low: $0.lowTemperature?.value,
                high: $0.highTemperature?.value, precipitation_chance: $0.precipitationChance)
        }
        let coverage = weather.warningCoverage
        let known = weather.alertAvailability == .included || coverage?.isComplete == true || !weather.alerts.isEmpty
        alerts =
            known
            ? weather.alerts.map {
                Alert(
                    event: $0.event, title: $0.title, details: $0.details, severity: $0.severity.rawValue,
                    source: $0.source, region: $0.region, issued: $0.issued, expires: $0.expires, onset: $0.onset,
                    instruction: $0.instruction, link: $0.link)
            } : nil
        warning_services = coverage.map {
            WarningServices(
                read: $0.servicesRead, not_answering: $0.servicesNotAnswering, attributions: $0.attributions,
                approximate_areas: $0.hasApproximateAreas)
        }
        let implausible = weather.implausibleValues.map {
            Implausible(path: $0.path, field: $0.field.name, value: $0.valueText, allowed: $0.allowedText)
        }
        implausible_values = implausible.isEmpty ? nil : implausible
    }

    func encoded() throws -> Data {
        let encoder = JSONEncoder()
        encoder.dateEncodingStrategy = .iso8601
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        return try encoder.encode(self)
    }
}
