extension ExistSimulator {
    /// Gives the user Exist's ten weather attributes, owned by `service` (`nil`: by none), with
    /// the value types Exist gives them (test set-up).
    func addWeatherAttributes(ownedBy service: String?) {
        let types = [
            "weather_temp_max": 1, "weather_temp_min": 1, "weather_precipitation": 1, "weather_air_pressure": 1,
            "weather_cloud_cover": 5, "weather_humidity": 5, "weather_wind_speed": 1, "day_length": 3,
            "weather_summary": 2, "weather_icon": 2,
        ]
        for (name, type) in types.sorted(by: { $0.key < $1.key }) where !attributes.contains(where: { $0.name == name })
        {
            attributes.append(
                Attribute(
                    name: name, label: name, group: "weather", groupLabel: "Weather", type: type, template: name,
                    service: service))
        }
    }
}
