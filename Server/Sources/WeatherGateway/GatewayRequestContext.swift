import Hummingbird
import NIOCore

/// The gateway's request context: Hummingbird's basic one with the client's socket address, which
/// the public pages' per-address rate limit counts by.
struct GatewayRequestContext: RequestContext, RemoteAddressRequestContext {
    var coreContext: CoreRequestContextStorage
    /// The connection the request came on: its address is read only by the routes that need it
    /// (the pages), not for every request (a lock and a copy in NIO each time).
    private let channel: any Channel

    init(source: ApplicationRequestContextSource) {
        coreContext = .init(source: source)
        channel = source.channel
    }

    /// The address the request came from.
    var remoteAddress: SocketAddress? { channel.remoteAddress }

    /// The visitor a public page is for, as ``PublicPageMiddleware`` counts it (an address, or an
    /// IPv6 /64); `nil` on other routes.
    var visitor: String?

    /// The client's IP address as text; "unknown" when the socket does not say.
    var clientAddress: String { remoteAddress?.ipAddress ?? "unknown" }
}
