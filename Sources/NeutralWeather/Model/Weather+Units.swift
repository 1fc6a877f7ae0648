import Foundation

extension Weather {
    /// This weather with every quantity in `units`, so different providers compare directly.
    public func converted(to units: UnitPreference) -> Weather {
        var copy = self
        copy.current = current?.converted(to: units)
        copy.hourlyForecast = hourlyForecast.map { $0.converted(to: units) }
        copy.dailyForecast = dailyForecast.map { $0.converted(to: units) }
        if var minutes = minuteForecast {
            minutes.intensities = minutes.intensities.map { $0.converted(to: units.precipitationRate) }
            copy.minuteForecast = minutes
        }
        return copy
    }
}

extension CurrentWeather {
    func converted(to units: UnitPreference) -> CurrentWeather {
        var copy = self
        copy.temperature = temperature.converted(to: units.temperature)
        copy.apparentTemperature = apparentTemperature?.converted(to: units.temperature)
        copy.pressure = pressure?.converted(to: units.pressure)
        copy.visibility = visibility?.converted(to: units.distance)
        copy.wind = wind?.converted(to: units)
        copy.precipitationIntensity = precipitationIntensity?.converted(to: units.precipitationRate)
        return copy
    }
}

extension HourWeather {
    func converted(to units: UnitPreference) -> HourWeather {
        var copy = self
        copy.temperature = temperature.converted(to: units.temperature)
        copy.apparentTemperature = apparentTemperature?.converted(to: units.temperature)
        copy.precipitationIntensity = precipitationIntensity?.converted(to: units.precipitationRate)
        copy.wind = wind?.converted(to: units)
        return copy
    }
}

extension DayWeather {
    func converted(to units: UnitPreference) -> DayWeather {
        var copy = self
        copy.highTemperature = highTemperature.converted(to: units.temperature)
        copy.lowTemperature = lowTemperature.converted(to: units.temperature)
        copy.precipitationIntensity = precipitationIntensity?.converted(to: units.precipitationRate)
        copy.precipitationAmount = precipitationAmount?.converted(to: units.precipitationAmount)
        copy.wind = wind?.converted(to: units)
        return copy
    }
}

extension WeatherWind {
    func converted(to units: UnitPreference) -> WeatherWind {
        WeatherWind(
            speed: speed.converted(to: units.windSpeed), direction: direction?.converted(to: .degrees),
            gust: gust?.converted(to: units.windSpeed))
    }
}
