import ArgumentParser
import WeatherCLI

await WeatherCommand.main()
