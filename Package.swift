// swift-tools-version: 6.0

import PackageDescription

let strictSettings: [SwiftSetting] = [
    .enableUpcomingFeature("ExistentialAny"),
    .enableUpcomingFeature("MemberImportVisibility"),
]

let package = Package(
    name: "CaiyunWeather",
    platforms: [.macOS(.v13), .iOS(.v16), .tvOS(.v16), .watchOS(.v9)],
    products: [
        .library(name: "CaiyunWeather", targets: ["CaiyunWeather"]),
        .library(name: "APICore", targets: ["APICore"]),
        .library(name: "OpenWeatherMap", targets: ["OpenWeatherMap"]),
        .library(name: "OpenMeteo", targets: ["OpenMeteo"]),
        .library(name: "NeutralWeather", targets: ["NeutralWeather"]),
        .library(name: "Places", targets: ["Places"]),
        // Official weather warnings for a place, keyless: NWS, MET Norway, MeteoAlarm, the Hong
        // Kong Observatory, and any national CAP feed added as a table row.
        .library(name: "WeatherAlerts", targets: ["WeatherAlerts"]),
        // The words every model shares (languages, wind, air-quality scales, precipitation, figures),
        // re-exported by NeutralWeather.
        .library(name: "WeatherVocabulary", targets: ["WeatherVocabulary"]),
        // The application layer every front door shares: settings, places, providers, loading.
        .library(name: "WeatherRuntime", targets: ["WeatherRuntime"]),
        // The views as text: the status line, the terminal view and their renderers.
        .library(name: "WeatherText", targets: ["WeatherText"]),
        .executable(name: "weather", targets: ["weather"]),
        .library(name: "Exist", targets: ["Exist"]),
        .executable(name: "exist", targets: ["exist"]),
        // The seed libraries' original surfaces, each at the edge in its own product.
        .library(name: "ExistAPI", targets: ["ExistAPI"]),
        .library(name: "Clima", targets: ["Clima"]),
        .library(name: "iOSWeatherKit", targets: ["iOSWeatherKit"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-log", from: "1.16.2"),
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
        .package(url: "https://github.com/onevcat/Rainbow", from: "4.2.2"),
        .package(url: "https://github.com/swhitty/FlyingFox", from: "0.27.1"),
        .package(url: "https://github.com/swiftlang/swift-docc-plugin", from: "1.5.0"),
        .package(url: "https://github.com/swiftcsv/SwiftCSV", from: "0.10.0"),
        .package(url: "https://github.com/modelcontextprotocol/swift-sdk", from: "0.12.1"),
    ],
    targets: [
        .target(
            name: "APICore",
            dependencies: [.product(name: "Logging", package: "swift-log")],
            swiftSettings: strictSettings
        ),
        .target(
            name: "WeatherVocabulary",
            swiftSettings: strictSettings
        ),
        .target(
            name: "CaiyunWeather",
            dependencies: ["APICore", "WeatherVocabulary", .product(name: "Logging", package: "swift-log")],
            exclude: ["Example/SOURCES.md"],
            swiftSettings: strictSettings
        ),
        .target(
            name: "Places",
            dependencies: ["WeatherVocabulary"],
            resources: [
                .copy("Resources/cities15000.tsv"), .copy("Resources/admin1.tsv"), .copy("Resources/SOURCES.md"),
            ],
            swiftSettings: strictSettings
        ),
        .target(
            name: "OpenWeatherMap",
            dependencies: ["APICore", "WeatherVocabulary", .product(name: "Logging", package: "swift-log")],
            swiftSettings: strictSettings
        ),
        .target(
            name: "OpenMeteo",
            dependencies: ["APICore", .product(name: "Logging", package: "swift-log")],
            swiftSettings: strictSettings
        ),
        .target(
            name: "WeatherAlerts",
            dependencies: ["APICore", "WeatherVocabulary", .product(name: "Logging", package: "swift-log")],
            swiftSettings: strictSettings
        ),
        .target(
            name: "NeutralWeather",
            dependencies: ["CaiyunWeather", "OpenWeatherMap", "OpenMeteo", "APICore", "WeatherVocabulary"],
            swiftSettings: strictSettings
        ),
        .target(
            name: "WeatherRuntime",
            dependencies: [
                "NeutralWeather", "Places", "CaiyunWeather", "OpenWeatherMap", "OpenMeteo", "WeatherVocabulary",
                "WeatherAlerts", "APICore", .product(name: "Logging", package: "swift-log"),
            ],
            swiftSettings: strictSettings
        ),
        .target(
            name: "TerminalKit",
            dependencies: [
                "APICore",
                .product(name: "Rainbow", package: "Rainbow"),
            ],
            swiftSettings: strictSettings
        ),
        // What both commands' entry points share on top of argument-parser: running a command tree
        // with escaped messages and the subcommand's usage, and the terminal kit's options as arguments.
        .target(
            name: "CommandLineKit",
            dependencies: [
                "TerminalKit", "APICore", .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ],
            swiftSettings: strictSettings
        ),
        .target(
            name: "WeatherText",
            dependencies: [
                "TerminalKit", "NeutralWeather", "CaiyunWeather", "OpenWeatherMap", "OpenMeteo", "WeatherVocabulary",
                "APICore",
            ],
            swiftSettings: strictSettings
        ),
        // The command-line spelling of the runtime's inputs, shared by `weather` and `exist sync-weather`.
        .target(
            name: "WeatherArguments",
            dependencies: [
                "WeatherRuntime", "TerminalKit",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ],
            swiftSettings: strictSettings
        ),
        .target(
            name: "WeatherCLI",
            dependencies: [
                "CommandLineKit",
                "WeatherArguments",
                "WeatherRuntime",
                "WeatherAlerts",
                "WeatherText",
                "TerminalKit",
                "CaiyunWeather",
                "OpenWeatherMap",
                "OpenMeteo",
                "NeutralWeather",
                "WeatherVocabulary",
                "APICore",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ],
            swiftSettings: strictSettings
        ),
        // What every MCP server of the package shares: tools, schemas, arguments, failures, logging.
        .target(
            name: "MCPToolKit",
            dependencies: [
                "TerminalKit",
                "APICore",
                .product(name: "MCP", package: "swift-sdk"),
                .product(name: "Logging", package: "swift-log"),
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ],
            swiftSettings: strictSettings
        ),
        .target(
            name: "WeatherMCP",
            dependencies: [
                "MCPToolKit",
                "WeatherRuntime",
                "TerminalKit",
                "Places",
                "NeutralWeather",
                "WeatherVocabulary",
                "APICore",
                .product(name: "MCP", package: "swift-sdk"),
                .product(name: "Logging", package: "swift-log"),
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ],
            swiftSettings: strictSettings
        ),
        .executableTarget(
            name: "weather",
            dependencies: [
                "WeatherCLI", "WeatherMCP", .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ],
            swiftSettings: strictSettings
        ),
        .target(
            name: "Exist",
            dependencies: ["APICore", .product(name: "Logging", package: "swift-log")],
            swiftSettings: strictSettings
        ),
        // The application layer both `exist` front doors share: configuration, the token store, the
        // base URL, the signed-in client, write plans, days and ranges; no argument parser, no terminal.
        .target(
            name: "ExistRuntime",
            dependencies: ["Exist", "APICore"],
            swiftSettings: strictSettings
        ),
        .target(
            name: "ExistCLI",
            dependencies: [
                "ExistRuntime",
                "Exist",
                "CommandLineKit",
                "TerminalKit",
                "WeatherArguments",
                "WeatherRuntime",
                "NeutralWeather",
                "WeatherVocabulary",
                "APICore",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
                .product(name: "FlyingFox", package: "FlyingFox"),
                .product(name: "FlyingSocks", package: "FlyingFox"),
                .product(name: "SwiftCSV", package: "SwiftCSV"),
            ],
            exclude: ["Example/SOURCES.md"],
            swiftSettings: strictSettings
        ),
        .target(
            name: "ExistMCP",
            dependencies: [
                "ExistRuntime",
                "Exist",
                "MCPToolKit",
                "TerminalKit",
                "APICore",
                .product(name: "MCP", package: "swift-sdk"),
                .product(name: "Logging", package: "swift-log"),
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ],
            swiftSettings: strictSettings
        ),
        .executableTarget(
            name: "exist",
            dependencies: [
                "ExistCLI", "ExistMCP", .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ],
            swiftSettings: strictSettings
        ),
        .executableTarget(
            name: "weather-bench",
            dependencies: [
                "CaiyunWeather", "OpenWeatherMap", "OpenMeteo", "Places", "TestSupport", "WeatherRuntime",
                "WeatherText", "WeatherAlerts", "APICore", .product(name: "Logging", package: "swift-log"),
            ],
            swiftSettings: strictSettings
        ),
        .executableTarget(
            name: "cache-writer",
            dependencies: ["APICore"],
            swiftSettings: strictSettings
        ),
        .target(
            name: "TestSupport",
            dependencies: [
                "APICore", "TerminalKit",
                .product(name: "FlyingFox", package: "FlyingFox"),
                .product(name: "FlyingSocks", package: "FlyingFox"),
            ],
            resources: [.copy("Fixtures")],
            swiftSettings: strictSettings
        ),
        // The seed libraries' original surfaces.
        .target(
            name: "ExistAPI",
            dependencies: ["Exist", "APICore"],
            swiftSettings: strictSettings
        ),
        .target(
            name: "Clima",
            dependencies: ["OpenWeatherMap"],
            swiftSettings: strictSettings
        ),
        .target(
            name: "iOSWeatherKit",
            dependencies: [
                "NeutralWeather", "OpenWeatherMap", "APICore", .product(name: "Logging", package: "swift-log"),
            ],
            swiftSettings: strictSettings
        ),
        .testTarget(
            name: "ExistAPITests",
            dependencies: [
                "ExistAPI", "Exist", "APICore", "TestSupport", .product(name: "Logging", package: "swift-log"),
            ],
            swiftSettings: strictSettings
        ),
        .testTarget(
            name: "ClimaTests",
            dependencies: ["Clima", "OpenWeatherMap", "APICore", "TestSupport"],
            swiftSettings: strictSettings
        ),
        .testTarget(
            name: "iOSWeatherKitTests",
            dependencies: ["iOSWeatherKit", "NeutralWeather", "APICore", "TestSupport"],
            swiftSettings: strictSettings
        ),
        // WeatherKit's public type names, declared empty: NeutralWeatherTests imports them next to
        // NeutralWeather to prove an app can use both.
        .target(name: "WeatherKitNames", path: "Tests/WeatherKitNames", swiftSettings: strictSettings),
        .testTarget(
            name: "APICoreTests",
            dependencies: ["APICore", "TestSupport", .product(name: "Logging", package: "swift-log")],
            swiftSettings: strictSettings
        ),
        .testTarget(
            name: "PlacesTests",
            dependencies: ["Places"],
            swiftSettings: strictSettings
        ),
        .testTarget(
            name: "WeatherVocabularyTests",
            dependencies: ["WeatherVocabulary"],
            swiftSettings: strictSettings
        ),
        .testTarget(
            name: "CaiyunWeatherTests",
            dependencies: [
                "CaiyunWeather", "APICore", "TestSupport", .product(name: "Logging", package: "swift-log"),
                .product(name: "InMemoryLogging", package: "swift-log"),
            ],
            swiftSettings: strictSettings
        ),
        .testTarget(
            name: "OpenWeatherMapTests",
            dependencies: [
                "OpenWeatherMap", "APICore", "TestSupport", .product(name: "Logging", package: "swift-log"),
            ],
            swiftSettings: strictSettings
        ),
        .testTarget(
            name: "OpenMeteoTests",
            dependencies: [
                "OpenMeteo", "APICore", "TestSupport", .product(name: "Logging", package: "swift-log"),
            ],
            swiftSettings: strictSettings
        ),
        .testTarget(
            name: "WeatherAlertsTests",
            dependencies: [
                "WeatherAlerts", "APICore", "TestSupport", .product(name: "Logging", package: "swift-log"),
            ],
            swiftSettings: strictSettings
        ),
        .testTarget(
            name: "NeutralWeatherTests",
            dependencies: [
                "WeatherKitNames", "NeutralWeather", "CaiyunWeather", "OpenWeatherMap", "Exist", "TestSupport",
                // The DocC articles' snippets (Tests/NeutralWeatherTests/DocCSnippets) import these too.
                "APICore", "ExistAPI", "Places", "WeatherVocabulary", "WeatherRuntime", "WeatherText", "OpenMeteo",
                "WeatherAlerts", .product(name: "Logging", package: "swift-log"),
            ],
            swiftSettings: strictSettings
        ),
        .testTarget(
            name: "WeatherCLITests",
            dependencies: [
                "WeatherCLI", "WeatherText", "WeatherRuntime", "TerminalKit", "CaiyunWeather", "NeutralWeather",
                "WeatherVocabulary", "APICore", "TestSupport",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ],
            swiftSettings: strictSettings
        ),
        .testTarget(
            name: "WeatherRuntimeTests",
            dependencies: [
                "WeatherRuntime", "NeutralWeather", "Places", "CaiyunWeather", "OpenMeteo", "APICore", "TestSupport",
            ],
            swiftSettings: strictSettings
        ),
        .testTarget(
            name: "WeatherTextTests",
            dependencies: [
                "WeatherText", "TerminalKit", "CaiyunWeather", "OpenWeatherMap", "NeutralWeather", "TestSupport",
            ],
            swiftSettings: strictSettings
        ),
        .testTarget(
            name: "WeatherMCPTests",
            dependencies: [
                "WeatherMCP", "WeatherRuntime", "NeutralWeather", "TerminalKit", "APICore", "TestSupport",
                .product(name: "MCP", package: "swift-sdk"), .product(name: "Logging", package: "swift-log"),
            ],
            swiftSettings: strictSettings
        ),
        .testTarget(
            name: "ExistTests",
            dependencies: [
                "Exist", "APICore", "TestSupport", .product(name: "Logging", package: "swift-log"),
                .product(name: "InMemoryLogging", package: "swift-log"),
            ],
            swiftSettings: strictSettings
        ),
        .testTarget(
            name: "ExistRuntimeTests",
            dependencies: ["ExistRuntime", "Exist"],
            swiftSettings: strictSettings
        ),
        .testTarget(
            name: "ExistCLITests",
            dependencies: [
                "ExistCLI", "ExistMCP", "ExistRuntime", "Exist", "TerminalKit", "APICore", "TestSupport",
                "CommandLineKit",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
                .product(name: "MCP", package: "swift-sdk"), .product(name: "Logging", package: "swift-log"),
            ],
            swiftSettings: strictSettings
        ),
    ],
    swiftLanguageModes: [.v6]
)
