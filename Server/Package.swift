// swift-tools-version: 6.2

import PackageDescription

let strictSettings: [SwiftSetting] = [
    .enableUpcomingFeature("ExistentialAny"),
    .enableUpcomingFeature("MemberImportVisibility"),
]

let package = Package(
    name: "CaiyunWeatherServer",
    platforms: [.macOS(.v15)],
    products: [
        .library(name: "PostgresResponseStore", targets: ["PostgresResponseStore"]),
        .executable(name: "weather-gateway", targets: ["weather-gateway"]),
    ],
    dependencies: [
        .package(name: "CaiyunWeather", path: ".."),
        .package(url: "https://github.com/vapor/postgres-nio", from: "1.33.2"),
        .package(url: "https://github.com/hummingbird-project/hummingbird", from: "2.28.1", traits: []),
        .package(url: "https://github.com/swift-server/swift-prometheus", from: "2.4.1"),
        .package(url: "https://github.com/apple/swift-crypto", "3.12.3"..<"5.0.0"),
        .package(url: "https://github.com/swift-server/swift-service-lifecycle", from: "2.13.0"),
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
        .package(url: "https://github.com/apple/swift-log", from: "1.16.2"),
        .package(url: "https://github.com/apple/swift-metrics", from: "2.13.0"),
        .package(url: "https://github.com/apple/swift-http-types", from: "1.8.0"),
        .package(url: "https://github.com/apple/swift-nio-ssl", from: "2.37.6"),
        // Already in the graph through Hummingbird; named for the client's socket address.
        .package(url: "https://github.com/apple/swift-nio", from: "2.86.0"),
        // For the client generated from the gateway's contract (Scripts/generate-client), which the tests use.
        .package(url: "https://github.com/apple/swift-openapi-runtime", from: "1.13.4"),
        .package(url: "https://github.com/apple/swift-openapi-urlsession", from: "1.4.0"),
    ],
    targets: [
        .target(
            name: "PostgresResponseStore",
            dependencies: [
                .product(name: "APICore", package: "CaiyunWeather"),
                .product(name: "PostgresNIO", package: "postgres-nio"),
                .product(name: "NIOSSL", package: "swift-nio-ssl"),
                .product(name: "ServiceLifecycle", package: "swift-service-lifecycle"),
                .product(name: "CoreMetrics", package: "swift-metrics"),
                .product(name: "Logging", package: "swift-log"),
            ],
            swiftSettings: strictSettings
        ),
        .target(
            name: "WeatherGateway",
            dependencies: [
                "PostgresResponseStore",
                .product(name: "APICore", package: "CaiyunWeather"),
                .product(name: "CaiyunWeather", package: "CaiyunWeather"),
                .product(name: "OpenWeatherMap", package: "CaiyunWeather"),
                .product(name: "OpenMeteo", package: "CaiyunWeather"),
                .product(name: "NeutralWeather", package: "CaiyunWeather"),
                .product(name: "Places", package: "CaiyunWeather"),
                .product(name: "WeatherAlerts", package: "CaiyunWeather"),
                .product(name: "WeatherRuntime", package: "CaiyunWeather"),
                .product(name: "WeatherText", package: "CaiyunWeather"),
                .product(name: "NIOCore", package: "swift-nio"),
                .product(name: "NIOHTTP1", package: "swift-nio"),
                .product(name: "Hummingbird", package: "hummingbird"),
                .product(name: "HummingbirdCore", package: "hummingbird"),
                .product(name: "Crypto", package: "swift-crypto"),
                .product(name: "HTTPTypes", package: "swift-http-types"),
                .product(name: "Prometheus", package: "swift-prometheus"),
                .product(name: "ServiceLifecycle", package: "swift-service-lifecycle"),
                .product(name: "UnixSignals", package: "swift-service-lifecycle"),
                .product(name: "Logging", package: "swift-log"),
            ],
            // The API contract, served at /openapi.json.
            resources: [.copy("Resources/openapi.json")],
            swiftSettings: strictSettings
        ),
        .executableTarget(
            name: "weather-gateway",
            dependencies: [
                "WeatherGateway",
                .product(name: "APICore", package: "CaiyunWeather"),
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
                .product(name: "Logging", package: "swift-log"),
            ],
            swiftSettings: strictSettings
        ),
        .target(
            name: "ServerTestSupport",
            dependencies: [
                .product(name: "Hummingbird", package: "hummingbird"),
                .product(name: "HTTPTypes", package: "swift-http-types"),
                .product(name: "Logging", package: "swift-log"),
            ],
            resources: [.copy("Fixtures")],
            swiftSettings: strictSettings
        ),
        .executableTarget(
            name: "gateway-bench",
            dependencies: [
                "ServerTestSupport"
            ],
            swiftSettings: strictSettings
        ),
        // The client swift-openapi-generator makes from Sources/WeatherGateway/Resources/openapi.json,
        // as an app developer would make it: written by Scripts/generate-client, never edited.
        .target(
            name: "GatewayOpenAPIClient",
            dependencies: [
                .product(name: "OpenAPIRuntime", package: "swift-openapi-runtime"),
                .product(name: "HTTPTypes", package: "swift-http-types"),
            ],
            path: "Generated/GatewayOpenAPIClient"
        ),
        .testTarget(
            name: "ServerTests",
            dependencies: [
                "PostgresResponseStore",
                "WeatherGateway",
                "ServerTestSupport",
                .product(name: "APICore", package: "CaiyunWeather"),
                .product(name: "CaiyunWeather", package: "CaiyunWeather"),
                .product(name: "OpenWeatherMap", package: "CaiyunWeather"),
                .product(name: "OpenMeteo", package: "CaiyunWeather"),
                .product(name: "NeutralWeather", package: "CaiyunWeather"),
                .product(name: "Places", package: "CaiyunWeather"),
                .product(name: "WeatherRuntime", package: "CaiyunWeather"),
                .product(name: "WeatherText", package: "CaiyunWeather"),
                .product(name: "Hummingbird", package: "hummingbird"),
                .product(name: "HTTPTypes", package: "swift-http-types"),
                .product(name: "NIOCore", package: "swift-nio"),
                .product(name: "PostgresNIO", package: "postgres-nio"),
                .product(name: "NIOSSL", package: "swift-nio-ssl"),
                .product(name: "Logging", package: "swift-log"),
                "GatewayOpenAPIClient",
                .product(name: "OpenAPIRuntime", package: "swift-openapi-runtime"),
                .product(name: "OpenAPIURLSession", package: "swift-openapi-urlsession"),
                .product(name: "Crypto", package: "swift-crypto"),
            ],
            swiftSettings: strictSettings
        ),
    ],
    swiftLanguageModes: [.v6]
)
