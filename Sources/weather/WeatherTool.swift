import ArgumentParser
import WeatherCLI

@main
extension WeatherCommand {}
