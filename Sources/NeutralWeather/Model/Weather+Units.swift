import Foundation

extension Weather {
    /// This weather with every quantity in `units`, so different providers compare directly.
    public func converted(to units: UnitPreference) -> Weather {
        var copy = self
        copy.current = current?.converted(to: units)
        copy.hourlyForecast = hourlyForecast.map { $0.converted(to: units) }
        copy.dailyForecast = dailyForecast.map { $0.converted(to: units) }
        if var minutes = minuteForecast {
            minutes.intensities = minutes.intensities.map { $0.expressed(in: units.precipitationRate) }
            copy.minuteForecast = minutes
        }
        return copy
    }
}

extension CurrentWeather {
    func converted(to units: UnitPreference) -> CurrentWeather {
        var copy = self
        copy.temperature = temperature?.expressed(in: units.temperature)
        copy.apparentTemperature = apparentTemperature?.expressed(in: units.temperature)
        copy.pressure = pressure?.expressed(in: units.pressure)
        copy.visibility = visibility?.expressed(in: units.distance)
        copy.wind = wind?.converted(to: units)
        copy.precipitationIntensity = precipitationIntensity?.expressed(in: units.precipitationRate)
        return copy
    }
}

extension HourWeather {
    func converted(to units: UnitPreference) -> HourWeather {
        var copy = self
        copy.temperature = temperature?.expressed(in: units.temperature)
        copy.apparentTemperature = apparentTemperature?.expressed(in: units.temperature)
        copy.precipitationIntensity = precipitationIntensity?.expressed(in: units.precipitationRate)
        copy.wind = wind?.converted(to: units)
        return copy
    }
}

extension DayWeather {
    func converted(to units: UnitPreference) -> DayWeather {
        var copy = self
        copy.highTemperature = highTemperature?.expressed(in: units.temperature)
        copy.lowTemperature = lowTemperature?.expressed(in: units.temperature)
        copy.precipitationIntensity = precipitationIntensity?.expressed(in: units.precipitationRate)
        copy.precipitationAmount = precipitationAmount?.expressed(in: units.precipitationAmount)
        copy.wind = wind?.converted(to: units)
        return copy
    }
}

extension WeatherWind {
    func converted(to units: UnitPreference) -> WeatherWind {
        WeatherWind(
            speed: speed.expressed(in: units.windSpeed), direction: direction?.expressed(in: .degrees),
            gust: gust?.expressed(in: units.windSpeed))
    }
}

extension Measurement where UnitType: Dimension {
    /// This measurement in `unit`: itself when it is in `unit` already.
    ///
    /// A conversion (to the base unit and back, through Foundation's converters) costs as much to
    /// the same unit, and so does comparing units with `==`, which compares their converters by
    /// dynamic casts. Within one dimension the units in play (Foundation's and the package's)
    /// have distinct symbols, so the symbol tells them apart.
    func expressed(in unit: UnitType) -> Measurement<UnitType> {
        self.unit === unit || self.unit.symbol == unit.symbol ? self : converted(to: unit)
    }
}
