import MCP

/// One tool of `weather mcp`: its definition and what a call does.
struct WeatherTool: Sendable {
    let definition: Tool
    let run: @Sendable (WeatherMCPService, ToolArguments) async throws -> CallTool.Result

    /// A read-only tool; `callsAPI` says whether it reaches a provider (an open world) or only local data.
    init(
        _ name: String, title: String, description: String, input: [String: Value], required: [String] = [],
        output: Value, callsAPI: Bool = true,
        run: @escaping @Sendable (WeatherMCPService, ToolArguments) async throws -> CallTool.Result
    ) {
        definition = Tool(
            name: name, title: title, description: description,
            inputSchema: JSONSchema.object(input, required: required),
            annotations: Tool.Annotations(
                title: title, readOnlyHint: true, destructiveHint: false, idempotentHint: true,
                openWorldHint: callsAPI),
            outputSchema: output)
        self.run = run
    }

    /// A weather tool: the shared place, provider, units and language arguments and `extra`.
    static func weather(
        _ name: String, title: String, description: String, extra: [String: Value] = [:], output: [String: Value],
        run: @escaping @Sendable (WeatherMCPService, ToolArguments) async throws -> CallTool.Result
    ) -> WeatherTool {
        WeatherTool(
            name, title: title, description: description, input: WeatherQuery.schemaProperties.merging(extra) { $1 },
            output: JSONSchema.answer(output), run: run)
    }
}

extension CallTool.Result {
    /// A successful answer: `structured` as structured content and `text` for clients that show text.
    static func answer(_ structured: Value, text: String) -> CallTool.Result {
        let content: [Tool.Content] = [.text(text: text, annotations: nil, _meta: nil)]
        return CallTool.Result(content: content, structuredContent: structured as Value?, isError: nil, _meta: nil)
    }
}
