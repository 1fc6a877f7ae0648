import Exist
import ExistRuntime
import MCP
import MCPToolKit

extension MCPToolFailure {
    /// A runtime error as `exist mcp` reports it: a day, range or value the caller gave is
    /// `invalid_argument`; the other codes (`not_signed_in`, `invalid_configuration`,
    /// `future_date`) are the runtime's own.
    init(_ error: ExistRuntimeError) {
        self.init(error.isInputError ? "invalid_argument" : error.code.rawValue, error.message)
    }

    /// Runs `body`, turning the runtime's errors into tool failures (see ``init(_:)``); every
    /// other error passes as it is.
    static func mapping<T>(_ body: () async throws -> T) async throws -> T {
        do {
            return try await body()
        } catch let error as ExistRuntimeError {
            throw MCPToolFailure(error)
        }
    }
}

extension MCPTool where Service == ExistMCPService {
    /// An `exist mcp` tool: as `MCPTool`'s own initializer makes it, with the runtime's errors
    /// reaching the client with the codes `exist mcp` documents (see ``MCPToolFailure/init(_:)``),
    /// and a token Exist refuses from `EXIST_TOKEN` named as such.
    static func exist(
        _ name: String, title: String, description: String, input: [String: Value], required: [String] = [],
        output: Value, annotations: Tool.Annotations,
        run: @escaping @Sendable (ExistMCPService, ToolArguments) async throws -> CallTool.Result
    ) -> MCPTool {
        MCPTool(
            name, title: title, description: description, input: input, required: required, output: output,
            annotations: annotations
        ) { service, arguments in
            do {
                return try await MCPToolFailure.mapping { try await run(service, arguments) }
            } catch let error as ExistError where error.code == .unauthorized {
                throw await service.connection.explained(error)
            }
        }
    }
}
