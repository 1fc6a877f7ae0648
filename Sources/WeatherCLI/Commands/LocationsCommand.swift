import ArgumentParser
import Foundation
import NeutralWeather
import TerminalKit
import WeatherArguments
import WeatherRuntime
import WeatherText

/// `weather locations`: saved places.
struct LocationsCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "locations", abstract: "Save places by name.",
        subcommands: [Add.self, List.self, Remove.self, Default.self], defaultSubcommand: List.self)

    static var preferences: WeatherPreferences { CLIEnvironment.current.settingsStore.preferences }

    struct Add: AsyncParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Save a place (or replace the one with the same name).")

        @Argument(help: "A name for the place, such as home.") var name: String
        @Option(parsing: .unconditional, help: "Latitude in degrees.") var lat: Double
        @Option(parsing: .unconditional, help: "Longitude in degrees.") var lon: Double
        @Flag(help: "Use this place when none is given.") var `default` = false

        func validate() throws {
            guard !name.trimmingCharacters(in: .whitespaces).isEmpty else {
                throw ValidationError("The name cannot be empty.")
            }
            guard lat.isFinite, (-90...90).contains(lat) else {
                throw ValidationError("--lat must be between -90 and 90.")
            }
            guard lon.isFinite, (-180...180).contains(lon) else {
                throw ValidationError("--lon must be between -180 and 180.")
            }
        }

        func run() async throws {
            try LocationsCommand.preferences.save(
                SavedLocation(name: name, latitude: lat, longitude: lon, isDefault: `default`))
            CLIEnvironment.current.output.line("Saved \(name)\(`default` ? " as the default" : "").")
        }
    }

    struct List: AsyncParsableCommand {
        static let configuration = CommandConfiguration(abstract: "List saved places.")

        func run() async throws {
            let environment = CLIEnvironment.current
            let output = environment.output
            let locations = try LocationsCommand.preferences.locations()
            guard !locations.isEmpty else {
                output.line("No saved places. Add one with `weather locations add NAME --lat … --lon …`.")
                return
            }
            let width = locations.map { TextWidth.of($0.name) }.max() ?? 0
            let places = locations.map { location in
                "\(Format.number(location.latitude, digits: 4)), \(Format.number(location.longitude, digits: 4))"
                    + (location.isDefault ? "  (default)" : "")
            }
            // The names in a column, or each place under its name when the column does not fit.
            let isStacked = width + 2 + (places.map(TextWidth.of).max() ?? 0) > environment.columns
            var text = StyledText()
            for (location, place) in zip(locations, places) {
                if isStacked {
                    text.append(Line([Span(location.name)]), width: environment.columns, indent: 2)
                    text.append(Line([Span("  " + place)]), width: environment.columns, indent: 2)
                } else {
                    text.append(Line([Span(TextWidth.pad(location.name, to: width) + "  " + place)]))
                }
            }
            output.styledLine(text.plain)
        }
    }

    struct Remove: AsyncParsableCommand {
        static let configuration = CommandConfiguration(abstract: "Forget a saved place.")

        @Argument(help: "The place's name.") var name: String

        func run() async throws {
            guard try LocationsCommand.preferences.removeLocation(named: name) else {
                throw ValidationError("No saved location is called \"\(name)\".")
            }
            CLIEnvironment.current.output.line("Removed \(name).")
        }
    }

    struct Default: AsyncParsableCommand {
        static let configuration = CommandConfiguration(abstract: "Use a saved place when none is given.")

        @Argument(help: "The place's name.") var name: String

        func run() async throws {
            guard try LocationsCommand.preferences.setDefaultLocation(named: name) else {
                throw ValidationError("No saved location is called \"\(name)\".")
            }
            CLIEnvironment.current.output.line("\(name) is now the default.")
        }
    }
}
