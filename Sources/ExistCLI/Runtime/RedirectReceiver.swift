import FlyingFox
import FlyingSocks
import Foundation
import TerminalKit

/// A one-shot HTTP server on 127.0.0.1 that waits for the OAuth redirect and hands over its code.
actor RedirectReceiver {
    private let server: HTTPServer
    private let task: Task<Void, any Error>
    private let results: AsyncStream<[String: String]>
    /// Where Exist should send the browser: `http://localhost:PORT/`.
    nonisolated let redirectURI: URL

    /// Starts listening on `port` (0 picks a free one).
    init(port: Int) async throws {
        let server = HTTPServer(
            address: try .inet(ip4: "127.0.0.1", port: UInt16(port)), timeout: 30, logger: .disabled)
        let (stream, continuation) = AsyncStream<[String: String]>.makeStream()
        await server.appendRoute("*") { request in
            let query = Dictionary(request.query.map { ($0.name, $0.value) }) { first, _ in first }
            guard query["code"] != nil || query["error"] != nil else { return HTTPResponse(statusCode: .notFound) }
            continuation.yield(query)
            let page =
                query["code"] != nil
                ? "<html><body><p>Exist access granted. You can close this window and return to the terminal.</p>"
                    + "</body></html>"
                : "<html><body><p>Exist did not grant access. Return to the terminal.</p></body></html>"
            return HTTPResponse(
                statusCode: .ok, headers: [.contentType: "text/html; charset=utf-8"], body: Data(page.utf8))
        }
        let task = Task { try await server.run() }
        do {
            try await server.waitUntilListening()
        } catch {
            task.cancel()
            throw CLIError("Cannot listen on 127.0.0.1:\(port) for the redirect; pick another --port.")
        }
        guard case .ip4(_, port: let bound) = await server.listeningAddress else {
            task.cancel()
            throw CLIError("Cannot listen on 127.0.0.1:\(port) for the redirect; pick another --port.")
        }
        self.server = server
        self.task = task
        results = stream
        redirectURI = URL(string: "http://localhost:\(bound)/")!
    }

    /// The code from the first redirect whose `state` matches, or an error for a refusal or when
    /// `timeout` seconds pass first.
    func code(expectedState state: String, timeout: Double) async throws -> String {
        let results = self.results
        return try await withThrowingTaskGroup(of: String?.self) { group in
            group.addTask {
                for await query in results where query["state"] == state {
                    if let code = query["code"] { return code }
                    throw CLIError("Exist did not grant access: \(query["error"] ?? "unknown error").")
                }
                return nil
            }
            group.addTask {
                try await Task.sleep(for: .seconds(timeout))
                return nil
            }
            defer { group.cancelAll() }
            guard let first = try await group.next(), let code = first else {
                throw CLIError("No redirect arrived within \(Int(timeout)) seconds; run `exist login` again.")
            }
            return code
        }
    }

    /// Stops listening, letting the browser's page finish loading.
    func stop() async {
        await server.stop(timeout: 1)
        task.cancel()
    }
}
