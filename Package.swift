// swift-tools-version: 6.0

import PackageDescription

let strictSettings: [SwiftSetting] = [
    .enableUpcomingFeature("ExistentialAny"),
    .enableUpcomingFeature("MemberImportVisibility"),
]

let package = Package(
    name: "CaiyunWeather",
    platforms: [.macOS(.v12), .iOS(.v15), .tvOS(.v15), .watchOS(.v8)],
    products: [
        .library(name: "CaiyunWeather", targets: ["CaiyunWeather"]),
        .library(name: "OpenWeatherMap", targets: ["OpenWeatherMap"]),
        .library(name: "Weather", targets: ["Weather"]),
        .executable(name: "weather", targets: ["weather"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-log", from: "1.16.2"),
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
        .package(url: "https://github.com/onevcat/Rainbow", from: "4.2.2"),
        .package(url: "https://github.com/swhitty/FlyingFox", from: "0.27.1"),
    ],
    targets: [
        .target(
            name: "APICore",
            dependencies: [.product(name: "Logging", package: "swift-log")],
            swiftSettings: strictSettings
        ),
        .target(
            name: "CaiyunWeather",
            dependencies: ["APICore", .product(name: "Logging", package: "swift-log")],
            resources: [.copy("Resources/Weather.json"), .copy("Resources/SOURCES.md")],
            swiftSettings: strictSettings
        ),
        .target(
            name: "OpenWeatherMap",
            dependencies: ["APICore", .product(name: "Logging", package: "swift-log")],
            swiftSettings: strictSettings
        ),
        .target(
            name: "Weather",
            dependencies: ["CaiyunWeather", "OpenWeatherMap", "APICore"],
            swiftSettings: strictSettings
        ),
        .target(
            name: "WeatherCLI",
            dependencies: [
                "CaiyunWeather",
                "OpenWeatherMap",
                "Weather",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
                .product(name: "Rainbow", package: "Rainbow"),
            ],
            swiftSettings: strictSettings
        ),
        .executableTarget(
            name: "weather",
            dependencies: ["WeatherCLI", .product(name: "ArgumentParser", package: "swift-argument-parser")],
            swiftSettings: strictSettings
        ),
        .executableTarget(
            name: "weather-bench",
            dependencies: ["CaiyunWeather", "TestSupport", .product(name: "Logging", package: "swift-log")],
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
                "APICore",
                .product(name: "FlyingFox", package: "FlyingFox"),
                .product(name: "FlyingSocks", package: "FlyingFox"),
            ],
            resources: [.copy("Fixtures")],
            swiftSettings: strictSettings
        ),
        .testTarget(
            name: "APICoreTests",
            dependencies: ["APICore", "TestSupport"],
            swiftSettings: strictSettings
        ),
        .testTarget(
            name: "CaiyunWeatherTests",
            dependencies: ["CaiyunWeather", "APICore", "TestSupport"],
            swiftSettings: strictSettings
        ),
        .testTarget(
            name: "OpenWeatherMapTests",
            dependencies: ["OpenWeatherMap", "APICore", "TestSupport", .product(name: "Logging", package: "swift-log")],
            swiftSettings: strictSettings
        ),
        .testTarget(
            name: "WeatherTests",
            dependencies: ["Weather", "CaiyunWeather", "TestSupport"],
            swiftSettings: strictSettings
        ),
        .testTarget(
            name: "WeatherCLITests",
            dependencies: ["WeatherCLI", "CaiyunWeather", "APICore", "TestSupport", .product(name: "ArgumentParser", package: "swift-argument-parser")],
            swiftSettings: strictSettings
        ),
    ],
    swiftLanguageModes: [.v6]
)
