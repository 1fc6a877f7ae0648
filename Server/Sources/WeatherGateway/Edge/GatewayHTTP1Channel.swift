import HummingbirdCore
import Logging
import NIOCore
import NIOHTTP1

/// Hummingbird's HTTP/1 child channel with one handler added after the decoder, a
/// ``RequestHeadDeadline``: a request that does not ask to keep its connection (HTTP/1.0 without
/// `Connection: keep-alive`, or any `Connection: close`) is marked `Connection: close` before
/// Hummingbird reads it, so the connection closes after the answer, as HTTP/1.0 clients expect,
/// instead of staying open for a request that never comes; a connection whose request head is
/// late is closed; and the ``ConnectionRoster`` is kept told of which connections wait for a
/// request.
struct GatewayHTTP1Channel: ServerChildChannel {
    typealias Value = HTTP1Channel.Value

    let base: HTTP1Channel
    /// How long a request head may take to arrive.
    let headTimeout: TimeAmount
    let roster: ConnectionRoster?
    let metrics: GatewayMetrics?

    func setup(channel: any Channel, logger: Logger) -> EventLoopFuture<Value> {
        base.setup(channel: channel, logger: logger).flatMapThrowing { value in
            let operations = channel.pipeline.syncOperations
            let decoder = try operations.handler(type: ByteToMessageHandler<HTTPRequestDecoder>.self)
            try operations.addHandler(
                RequestHeadDeadline(timeout: headTimeout, roster: roster, metrics: metrics), position: .after(decoder))
            return value
        }
    }

    func handle(value: Value, logger: Logger) async {
        await base.handle(value: value, logger: logger)
    }
}
