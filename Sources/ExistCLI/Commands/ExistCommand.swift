import ArgumentParser

/// The `exist` command: your Exist (exist.io) data in the terminal.
package struct ExistCommand: AsyncParsableCommand {
    /// The command's name, help and subcommands.
    package static let configuration = CommandConfiguration(
        commandName: "exist",
        abstract: "Your Exist (exist.io) data in the terminal: attributes, values, insights, correlations, and writes.",
        discussion: """
            Sign in with `exist login --client-id ID` (OAuth2), save a personal token with \
            `exist config --token-stdin`, or set EXIST_TOKEN. EXIST_BASE_URL (or --base-url) points \
            the whole client at another host. Credentials live in ~/.config/exist ($XDG_CONFIG_HOME/exist, \
            or EXIST_CONFIG_DIR), in owner-only files.

            A day (--date, --from, --to) is YYYY-MM-DD, today, yesterday, -N for N days ago (-3) or a \
            weekday name for the last such day before today (monday), in your Exist time zone.

            The end-of-day check-in: `exist checkin` asks for the day's mood, note and tags on a \
            terminal; `exist checkin --mood 7 --note "long walk" --tags coffee,reading` for scripts.

            Every file and environment variable: docs/Configuration.md in the package's repository.
            """,
        version: "1.0.0",
        subcommands: [
            ProfileCommand.self, AttributesCommand.self, TodayCommand.self, ValuesCommand.self, InsightsCommand.self,
            ExportCommand.self,
            AveragesCommand.self, CorrelationsCommand.self, AcquireCommand.self, ReleaseCommand.self,
            CreateCommand.self, TemplatesCommand.self, UpdateCommand.self,
            IncrementCommand.self, TagCommand.self, CheckinCommand.self, SyncWeatherCommand.self, LoginCommand.self,
            LogoutCommand.self,
            ConfigCommand.self, DemoCommand.self,
        ],
        defaultSubcommand: TodayCommand.self)

    /// Creates the command (argument-parser fills in its options).
    package init() {}
}
