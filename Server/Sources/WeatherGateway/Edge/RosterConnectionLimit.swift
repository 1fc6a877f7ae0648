import HummingbirdCore

/// Hummingbird's accept-side hook for the ``ConnectionRoster``: counts connections as the server
/// accepts and closes them, and pauses accepting only when the cap is reached and no connection
/// waiting without a request can make way.
struct RosterConnectionLimit: AvailableConnectionsDelegate {
    let roster: ConnectionRoster

    func connectionOpened() { roster.opened() }

    func connectionClosed() { roster.closed() }

    func isAcceptingNewConnections() -> Bool { roster.isAccepting }
}
