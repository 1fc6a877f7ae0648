import ArgumentParser
import WeatherRuntime

// The runtime's choices as command-line values: `--provider owm`, `--units imperial`, `--lang zh`.
// Each reads its aliases through `init?(argument:)` and lists its raw values in help.

extension ProviderOption: ExpressibleByArgument {}

extension UnitsOption: ExpressibleByArgument {}

extension LanguageOption: ExpressibleByArgument {}
