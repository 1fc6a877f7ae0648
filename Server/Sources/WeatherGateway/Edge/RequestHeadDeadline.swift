import NIOCore
import NIOHTTP1

/// The gateway's one per-connection handler after the HTTP/1 decoder: it marks a request head
/// that does not keep its connection alive with `Connection: close`, closes a connection whose
/// request head is late, and tells the ``ConnectionRoster`` when the connection has a request in
/// progress and when it waits.
///
/// A request that does not ask to keep its connection (HTTP/1.0 without `Connection:
/// keep-alive`, or any `Connection: close`) is marked before Hummingbird reads it, so the
/// connection closes after the answer, as HTTP/1.0 clients expect, instead of staying open for a
/// request that never comes.
///
/// The deadline runs from the moment the connection opens, and on a kept-alive connection from
/// the first bytes of its next request after the previous answer, as a web server's
/// client-header timeout does; between requests, Hummingbird's idle timeout applies instead.
/// A head sent a byte at a time therefore cannot hold a connection longer than `timeout`.
/// Bytes are seen as the decoder's read completions that brought no request part: the start of
/// a head it is still collecting. (The one case this does not see, the next request's first
/// bytes in the same read as the previous request's end, is bounded by the idle timeout.)
///
/// It sits right after the HTTP/1 decoder, where request and response parts are NIO's own. Both
/// jobs are one handler: every part of every request and answer passes each handler in the
/// pipeline, and a second one cost as much again on the busiest route.
final class RequestHeadDeadline: ChannelDuplexHandler, RemovableChannelHandler {
    typealias InboundIn = HTTPServerRequestPart
    typealias InboundOut = HTTPServerRequestPart
    typealias OutboundIn = HTTPServerResponsePart
    typealias OutboundOut = HTTPServerResponsePart

    private let timeout: TimeAmount
    private let roster: ConnectionRoster?
    private let metrics: GatewayMetrics?
    private var rosterID: UInt64?
    private var deadline: Scheduled<Void>?
    /// Requests whose head arrived and whose answer is not yet written.
    private var requestsInProgress = 0
    /// Whether a request's head has arrived and its end not yet.
    private var isReadingRequest = false
    /// Whether the current read brought any request part.
    private var readBroughtParts = false
    /// Whether bytes of a next head arrived while a request was still being answered.
    private var headStartedEarly = false

    init(timeout: TimeAmount, roster: ConnectionRoster?, metrics: GatewayMetrics?) {
        self.timeout = timeout
        self.roster = roster
        self.metrics = metrics
    }

    func handlerAdded(context: ChannelHandlerContext) {
        rosterID = roster?.register(context.channel)
        startDeadline(context: context)
    }

    func handlerRemoved(context: ChannelHandlerContext) {
        deadline?.cancel()
        deadline = nil
        if let rosterID { roster?.remove(rosterID) }
        rosterID = nil
    }

    func channelRead(context: ChannelHandlerContext, data: NIOAny) {
        readBroughtParts = true
        switch unwrapInboundIn(data) {
        case .head(var head):
            deadline?.cancel()
            deadline = nil
            isReadingRequest = true
            requestsInProgress += 1
            if requestsInProgress == 1, let rosterID { roster?.startedRequest(rosterID) }
            guard !head.isKeepAlive else { return context.fireChannelRead(data) }
            head.headers.replaceOrAdd(name: "connection", value: "close")
            return context.fireChannelRead(wrapInboundOut(.head(head)))
        case .body:
            break
        case .end:
            isReadingRequest = false
        }
        context.fireChannelRead(data)
    }

    func channelReadComplete(context: ChannelHandlerContext) {
        // Bytes that made no part, outside a request's body: the start of the next head.
        if !readBroughtParts, !isReadingRequest {
            if requestsInProgress == 0 {
                if deadline == nil { startDeadline(context: context) }
            } else {
                headStartedEarly = true
            }
        }
        readBroughtParts = false
        context.fireChannelReadComplete()
    }

    func write(context: ChannelHandlerContext, data: NIOAny, promise: EventLoopPromise<Void>?) {
        guard case .end = unwrapOutboundIn(data), requestsInProgress > 0 else {
            return context.write(data, promise: promise)
        }
        requestsInProgress -= 1
        guard requestsInProgress == 0 else { return context.write(data, promise: promise) }
        if let rosterID, let roster, roster.finishedRequests(rosterID) {
            // At the cap: closed once the answer is written, rather than kept alive.
            let written = promise ?? context.eventLoop.makePromise(of: Void.self)
            context.writeAndFlush(data, promise: written)
            written.futureResult.assumeIsolated().whenComplete { _ in context.close(promise: nil) }
            return
        }
        context.write(data, promise: promise)
        if headStartedEarly {
            headStartedEarly = false
            startDeadline(context: context)
        }
    }

    private func startDeadline(context: ChannelHandlerContext) {
        deadline?.cancel()
        deadline = context.eventLoop.assumeIsolated().scheduleTask(in: timeout) {
            self.deadline = nil
            guard self.requestsInProgress == 0 else { return }
            self.metrics?.connectionClosed(reason: .headTimeout)
            context.close(promise: nil)
        }
    }
}
