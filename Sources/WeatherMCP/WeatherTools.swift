import Foundation
import MCP
import MCPToolKit
import NeutralWeather
import Places
import WeatherRuntime
import WeatherVocabulary

/// The tools of `weather mcp`; their names are a contract with assistants' configurations.
enum WeatherTools {
    static let all: [MCPTool<WeatherMCPService>] = [
        findPlace, current, nowcast, hourly, daily, alerts, airQuality, past,
    ]

    static let current = MCPTool<WeatherMCPService>.weather(
        "current_weather", title: "Current weather",
        description: "Conditions now at a place: temperature, feels-like, humidity, wind, pressure, visibility, UV.",
        output: ["current": JSONSchema.current]
    ) { service, arguments in
        let answer = try await service.weather(for: try WeatherQuery(arguments), parts: [.current])
        return .answer(answer.content(["current": answer.currentContent]), text: answer.currentText)
    }

    static let nowcast = MCPTool<WeatherMCPService>.weather(
        "precipitation_nowcast", title: "Precipitation in the next two hours",
        description:
            "Precipitation minute by minute for the next two hours, with the provider's own sentence; null where the provider or plan has none.",
        output: ["nowcast": JSONSchema.nowcast, "availability": JSONSchema.string]
    ) { service, arguments in
        let answer = try await service.weather(for: try WeatherQuery(arguments), parts: [.minute])
        return .answer(
            answer.content(["nowcast": answer.nowcastContent, "availability": .string(answer.nowcastAvailability)]),
            text: answer.nowcastText)
    }

    static let hourly = MCPTool<WeatherMCPService>.weather(
        "hourly_forecast", title: "Hourly forecast",
        description:
            "The forecast hour by hour, from the current hour, for 1 to 360 hours (Caiyun; OpenWeatherMap has 48, Open-Meteo 72).",
        extra: ["hours": JSONSchema.integer(in: 1...360, description: "How many hours (default 24).")],
        output: ["hours": JSONSchema.array(JSONSchema.hour)]
    ) { service, arguments in
        let query = try WeatherQuery(arguments)
        let hours = try arguments.integer("hours", in: 1...360, default: 24)
        let answer = try await service.weather(for: query, parts: [.hourly], hours: hours)
        let list = Array(answer.weather.hourlyForecast.prefix(hours))
        return .answer(answer.content(["hours": .array(list.map(answer.hourContent))]), text: answer.hoursText(list))
    }

    static let daily = MCPTool<WeatherMCPService>.weather(
        "daily_forecast", title: "Daily forecast",
        description:
            "The forecast day by day, from today, for 1 to 15 days (Caiyun; OpenWeatherMap has 8, Open-Meteo 7).",
        extra: ["days": JSONSchema.integer(in: 1...15, description: "How many days (default 7).")],
        output: ["days": JSONSchema.array(JSONSchema.day)]
    ) { service, arguments in
        let query = try WeatherQuery(arguments)
        let days = try arguments.integer("days", in: 1...15, default: 7)
        let answer = try await service.weather(for: query, parts: [.daily], days: days)
        let list = Array(answer.weather.dailyForecast.prefix(days))
        return .answer(answer.content(["days": .array(list.map(answer.dayContent))]), text: answer.daysText(list))
    }

    static let alerts = MCPTool<WeatherMCPService>.weather(
        "weather_alerts", title: "Weather alerts",
        description:
            "Alerts in force: the provider's and the official warnings of the national service covering the place (NWS, MET Norway, MeteoAlarm, Hong Kong Observatory), no key needed. An empty list means none only when official_warnings.complete is true or availability is \"included\".",
        output: [
            "alerts": JSONSchema.array(JSONSchema.alert), "availability": JSONSchema.string,
            "official_warnings": JSONSchema.optionalObject(
                [
                    "covered": JSONSchema.boolean, "complete": JSONSchema.boolean,
                    "services_read": JSONSchema.array(JSONSchema.string),
                    "services_not_answering": JSONSchema.array(JSONSchema.string),
                    "attributions": JSONSchema.array(JSONSchema.string),
                ], required: ["covered", "complete", "services_read", "services_not_answering", "attributions"]),
        ]
    ) { service, arguments in
        let answer = try await service.weather(
            for: try WeatherQuery(arguments), parts: [.alerts], officialWarnings: true)
        let alerts = answer.weather.alerts
        let coverage: Value =
            answer.weather.warningCoverage.map { coverage in
                [
                    "covered": .bool(coverage.isCovered), "complete": .bool(coverage.isComplete),
                    "services_read": .array(coverage.servicesRead.map(Value.string)),
                    "services_not_answering": .array(coverage.servicesNotAnswering.map(Value.string)),
                    "attributions": .array(coverage.attributions.map(Value.string)),
                ]
            } ?? .null
        return .answer(
            answer.content([
                "alerts": .array(alerts.map(answer.alertContent)),
                "availability": .string("\(answer.weather.alertAvailability)"), "official_warnings": coverage,
            ]), text: answer.alertsText)
    }

    static let airQuality = MCPTool<WeatherMCPService>.weather(
        "air_quality", title: "Air quality",
        description:
            "The air-quality index on China's scale (HJ 633), the US scale (EPA) and the European scale (EEA), each null when the provider did not send it.",
        output: [
            "china": JSONSchema.airQualityIndex, "us": JSONSchema.airQualityIndex,
            "european": JSONSchema.airQualityIndex,
        ]
    ) { service, arguments in
        let answer = try await service.weather(for: try WeatherQuery(arguments), parts: [.current, .airQuality])
        return .answer(
            answer.content([
                "china": answer.airQualityContent(.chinaHJ633), "us": answer.airQualityContent(.usEPA),
                "european": answer.airQualityContent(.european),
            ]), text: answer.airQualityText)
    }

    static let past = MCPTool<WeatherMCPService>.weather(
        "past_weather", title: "The past hours",
        description: "Weather hour by hour over the last 1 to 24 hours (Caiyun only: it needs a Caiyun token).",
        extra: ["hours": JSONSchema.integer(in: 1...24, description: "How many past hours (default 24).")],
        output: ["hours": JSONSchema.array(JSONSchema.hour)]
    ) { service, arguments in
        let query = try WeatherQuery(arguments)
        let hours = try arguments.integer("hours", in: 1...24, default: 24)
        let answer = try await service.pastWeather(for: query, hours: hours)
        let list = Array(answer.weather.hourlyForecast.prefix(hours))
        return .answer(answer.content(["hours": .array(list.map(answer.hourContent))]), text: answer.hoursText(list))
    }
}

extension MCPTool<WeatherMCPService> {
    /// A weather tool: the shared place, provider, units and language arguments and `extra`.
    static func weather(
        _ name: String, title: String, description: String, extra: [String: Value] = [:], output: [String: Value],
        run: @escaping @Sendable (WeatherMCPService, ToolArguments) async throws -> CallTool.Result
    ) -> MCPTool {
        MCPTool(
            name, title: title, description: description, input: WeatherQuery.schemaProperties.merging(extra) { $1 },
            output: JSONSchema.answer(output), annotations: .readOnly(), run: run)
    }
}
