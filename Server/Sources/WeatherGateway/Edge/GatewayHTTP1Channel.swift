import HummingbirdCore
import Logging
import NIOCore
import NIOHTTP1

/// Hummingbird's HTTP/1 child channel with two additions: a request that does not ask to keep
/// its connection (HTTP/1.0 without `Connection: keep-alive`, or any `Connection: close`) is
/// marked `Connection: close` before Hummingbird reads it, so the connection closes after the
/// answer, as HTTP/1.0 clients expect, instead of staying open for a request that never comes;
/// and a ``RequestHeadDeadline`` closes a connection whose request head is late, and keeps the
/// ``ConnectionRoster`` told of which connections wait for a request.
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
            try operations.addHandlers(
                [
                    ConnectionCloseMarker(),
                    RequestHeadDeadline(timeout: headTimeout, roster: roster, metrics: metrics),
                ],
                position: .after(decoder))
            return value
        }
    }

    func handle(value: Value, logger: Logger) async {
        await base.handle(value: value, logger: logger)
    }
}

/// Marks a request head that does not keep its connection alive with `Connection: close`.
final class ConnectionCloseMarker: ChannelInboundHandler, RemovableChannelHandler, Sendable {
    typealias InboundIn = HTTPServerRequestPart
    typealias InboundOut = HTTPServerRequestPart

    func channelRead(context: ChannelHandlerContext, data: NIOAny) {
        guard case .head(var head) = unwrapInboundIn(data), !head.isKeepAlive else {
            return context.fireChannelRead(data)
        }
        head.headers.replaceOrAdd(name: "connection", value: "close")
        context.fireChannelRead(wrapInboundOut(.head(head)))
    }
}
