import Foundation
import Hummingbird
import Logging

/// The least an HTTP server on Hummingbird can do: one route that answers the same bytes to
/// every GET. The gateway's memory route is measured against it, on the same machine in the
/// same run, so its figure says how close the gateway comes to the framework's own cost.
public enum BaselineServer {
    /// Serves `body` as JSON on 127.0.0.1 at a free port, calling `onListening` with the port,
    /// until the task is cancelled.
    public static func run(body: Data, onListening: @escaping @Sendable (Int) async -> Void) async throws {
        let router = Router()
        let buffer = ByteBuffer(bytes: body)
        router.get("/**") { _, _ in
            Response(
                status: .ok, headers: [.contentType: "application/json"], body: ResponseBody(byteBuffer: buffer))
        }
        var logger = Logger(label: "baseline")
        logger.logLevel = .critical
        let application = Application(
            router: router, configuration: .init(address: .hostname("127.0.0.1", port: 0)),
            onServerRunning: { channel in await onListening(channel.localAddress?.port ?? 0) }, logger: logger)
        try await application.runService()
    }
}
