import Foundation

/// The units Exist's template list gives for templated attributes' numbers (values are always
/// stored and sent in these units, whatever the user's `imperial_*` flags say).
enum ExistTemplateUnits {
    static func unit(for template: String) -> Dimension? {
        switch template {
        case "steps_elevation", "steps_distance", "cycle_distance", "workouts_distance": UnitLength.kilometers
        case "active_energy", "energy": UnitEnergy.kilojoules
        case "water": UnitVolume.milliliters
        case "carbohydrates", "fat", "fibre", "protein", "sugar": UnitMass.grams
        case "sodium", "cholesterol", "caffeine": UnitMass.milligrams
        case "weight", "lean_mass": UnitMass.kilograms
        case "weather_temp_max", "weather_temp_min": UnitTemperature.celsius
        case "weather_wind_speed": UnitSpeed.kilometersPerHour
        case "weather_air_pressure": UnitPressure.hectopascals
        default: nil
        }
    }
}
