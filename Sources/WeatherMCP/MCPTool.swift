import Logging
import MCP

/// One tool of an MCP server: its definition and what a call does with the server's shared `Service`.
package struct MCPTool<Service: Sendable>: Sendable {
    package let definition: Tool
    let run: @Sendable (Service, ToolArguments) async throws -> CallTool.Result

    /// A tool; `annotations` say whether it reads or writes, and whether it reaches a service on the network.
    package init(
        _ name: String, title: String, description: String, input: [String: Value], required: [String] = [],
        output: Value, annotations: Tool.Annotations,
        run: @escaping @Sendable (Service, ToolArguments) async throws -> CallTool.Result
    ) {
        var annotations = annotations
        annotations.title = title
        definition = Tool(
            name: name, title: title, description: description,
            inputSchema: JSONSchema.object(input, required: required), annotations: annotations, outputSchema: output)
        self.run = run
    }

    /// Registers `tools` on `server`: each call runs with `service`, and any failure becomes a
    /// result with `isError`, its code and a sentence with none of `secrets()` in it.
    package static func serve(
        _ tools: [MCPTool], service: Service, on server: Server, logger: Logger,
        secrets: @escaping @Sendable () async -> [String]
    ) async {
        let byName = Dictionary(uniqueKeysWithValues: tools.map { ($0.definition.name, $0) })
        await server.withMethodHandler(ListTools.self) { _ in ListTools.Result(tools: tools.map(\.definition)) }
        await server.withMethodHandler(CallTool.self) { parameters in
            guard let tool = byName[parameters.name] else {
                return MCPToolFailure("unknown_tool", "There is no tool called \"\(parameters.name)\".").result
            }
            let started = ContinuousClock.now
            do {
                let result = try await tool.run(service, ToolArguments(parameters.arguments))
                logger.info("\(tool.definition.name) answered in \(ContinuousClock.now - started)")
                return result
            } catch {
                let failure = MCPToolFailure(error, hiding: await secrets())
                logger.notice("\(tool.definition.name) failed: \(failure.code)")
                return failure.result
            }
        }
    }
}

extension Tool.Annotations {
    /// A tool that only reads; `openWorld` when it reaches a service on the network.
    package static func readOnly(openWorld: Bool = true) -> Tool.Annotations {
        Tool.Annotations(readOnlyHint: true, destructiveHint: false, idempotentHint: true, openWorldHint: openWorld)
    }
}

extension CallTool.Result {
    /// A successful answer: `structured` as structured content and `text` for clients that show text.
    package static func answer(_ structured: Value, text: String) -> CallTool.Result {
        let content: [Tool.Content] = [.text(text: text, annotations: nil, _meta: nil)]
        return CallTool.Result(content: content, structuredContent: structured as Value?, isError: nil, _meta: nil)
    }
}
