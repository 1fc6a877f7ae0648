import APICore
import Foundation
import HTTPTypes

extension Gateway {
    /// `Cache-Status` (RFC 9211): how the gateway's cache answered.
    static let cacheStatusHeader = HTTPField.Name("Cache-Status")!

    /// `X-Weather-Cell`: the cell whose centre the answer is for, and how far that is from the
    /// point asked about.
    static let cellHeader = HTTPField.Name("X-Weather-Cell")!

    /// The `Cache-Status` value for `fetched`, whose freshness has `ttl` seconds left (negative
    /// once expired):
    ///
    /// - a cache level answered: `weather-gateway; hit; ttl=120; detail=memory` (or `shared`);
    /// - upstream answered: `weather-gateway; fwd=miss; stored; ttl=300`;
    /// - upstream failed and an older answer stands in:
    ///   `weather-gateway; hit; fwd=stale; fwd-status=503; ttl=-95; detail=upstream-failed`;
    /// - upstream is slow (past ``GatewayConfiguration/staleAfter``) and an older answer stands in
    ///   while the call finishes: `weather-gateway; hit; fwd=stale; ttl=-95; detail=upstream-slow`.
    static func cacheStatus<Failure>(_ fetched: FetchedResponse<Data, Failure>, ttl: Int) -> String {
        switch fetched.source {
        case .network:
            return "weather-gateway; fwd=miss; stored; ttl=\(ttl)"
        case .stale:
            let failure = fetched.staleError as? any APIClientError
            if failure?.underlyingError is StillWaitingForAPI {
                return "weather-gateway; hit; fwd=stale; ttl=\(ttl); detail=upstream-slow"
            }
            let status = failure?.httpStatus.map { "; fwd-status=\($0)" } ?? ""
            return "weather-gateway; hit; fwd=stale\(status); ttl=\(ttl); detail=upstream-failed"
        case .memory, .disk, .shared:
            return "weather-gateway; hit; ttl=\(ttl); detail=\(fetched.source.rawValue)"
        }
    }

    /// The `Cache-Status` value for an upstream failure with nothing to stand in:
    ///
    /// - upstream answered with an error: `weather-gateway; fwd=miss; fwd-status=500; detail=http_status`;
    /// - upstream did not answer: `weather-gateway; fwd=miss; detail=timeout`;
    /// - refused before asking upstream: `weather-gateway; detail=invalid_parameter`.
    static func failureCacheStatus(_ error: any APIClientError) -> String {
        let detail = "detail=\(error.code.rawValue)"
        if let status = error.httpStatus { return "weather-gateway; fwd=miss; fwd-status=\(status); \(detail)" }
        if error.code.isInvalidRequest { return "weather-gateway; \(detail)" }
        return "weather-gateway; fwd=miss; \(detail)"
    }

    /// `1000m/14434/9032; centre=39.9085,116.3999; distance=412`: the cell, its centre, and the
    /// distance in whole metres from the centre to the point `asked` about.
    static func cellDescription(_ cell: CoordinateCell, asked: (latitude: Double, longitude: Double)) -> String {
        let distance = Int(cell.distance(latitude: asked.latitude, longitude: asked.longitude).rounded())
        return "\(cell.id); centre=\(fourDecimals(cell.latitude)),\(fourDecimals(cell.longitude)); distance=\(distance)"
    }

    /// `value` with four decimals (`39.9085`, `-0.1257`), as `String(format: "%.4f")` writes it,
    /// from whole numbers: this header is written on every answer, and `String(format:)` was 3%
    /// of the hottest route. Only for degrees (far below `Int`'s range).
    static func fourDecimals(_ value: Double) -> String {
        let scaled = Int((value * 10_000).rounded())
        let magnitude = scaled.magnitude
        let fraction = String(magnitude % 10_000)
        let sign = scaled < 0 || (scaled == 0 && value < 0) ? "-" : ""
        return "\(sign)\(magnitude / 10_000).\(String(repeating: "0", count: 4 - fraction.count))\(fraction)"
    }
}
