import APICore
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

    /// Whether a call may be cut off at the deadline: a tool that reads, or that writes the same
    /// thing however often it runs. A call that adds to a value is not cut off, since that would
    /// make a known outcome unknown; each of its requests is bounded by the client's timeout.
    var mayBeCutOff: Bool {
        definition.annotations.readOnlyHint == true || definition.annotations.idempotentHint == true
    }

    /// Registers `tools` on `server`: each call runs with `service`, and any failure becomes a
    /// result with `isError`, its code and a sentence with none of `secrets()` in it.
    ///
    /// A call that may be cut off (see ``mayBeCutOff``) ends at `limit` on `clock` with the code
    /// `timeout`, its work cancelled; a call the client cancels (`notifications/cancelled`)
    /// stops its work too.
    package static func serve(
        _ tools: [MCPTool], service: Service, on server: Server, logger: Logger, limit: Duration,
        clock: any APIClock = SystemClock(), secrets: @escaping @Sendable () async -> [String]
    ) async {
        let byName = Dictionary(uniqueKeysWithValues: tools.map { ($0.definition.name, $0) })
        await server.withMethodHandler(ListTools.self) { _ in ListTools.Result(tools: tools.map(\.definition)) }
        await server.withMethodHandler(CallTool.self) { parameters in
            guard let tool = byName[parameters.name] else {
                return MCPToolFailure("unknown_tool", "There is no tool called \"\(parameters.name)\".").result
            }
            let started = ContinuousClock.now
            do {
                let arguments = ToolArguments(parameters.arguments)
                let result =
                    tool.mayBeCutOff
                    ? try await Deadline.race(until: clock.elapsed + limit, on: clock) {
                        try await tool.run(service, arguments)
                    }
                    : try await tool.run(service, arguments)
                logger.info("\(tool.definition.name) answered in \(ContinuousClock.now - started)")
                return result
            } catch is Deadline.Expired {
                logger.notice("\(tool.definition.name) ran out of time after \(limit)")
                return MCPToolFailure(
                    "timeout", "The call did not finish within \(limit); nothing more is being done for it. Ask again."
                ).result
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
