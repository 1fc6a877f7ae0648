import APICore
import Foundation

/// The one reader of CAP 1.2 XML: an `<alert>` alone, an Atom feed whose entries carry `cap:`
/// elements (MeteoAlarm) or link to CAP documents, or an RSS feed of warnings (MET Norway 1.1).
///
/// A national service that publishes CAP needs no code of its own: a ``WarningService`` row
/// naming its feed, read by this reader.
///
/// ```swift
/// let warnings = try CAPReader().warnings(from: body, service: .meteoAlarm)
/// ```
///
/// The reader uses Foundation's `XMLParser`; it never resolves an external entity, refuses any
/// document that declares a DOCTYPE, and refuses a body, an element count, a nesting depth, a
/// feed or a polygon past its ``Limits``, so no body can make it fetch, grow or hang.
public struct CAPReader: Sendable {
    /// What a body may hold at most.
    public struct Limits: Sendable, Hashable {
        /// The largest body read, in bytes (default 8 MiB).
        public var maximumBodySize: Int
        /// The most points one polygon (or one GeoJSON geometry) may have (default 20,000).
        public var maximumPolygonPoints: Int
        /// The most entries (Atom), items (RSS) or `info` blocks (CAP) a body may hold (default 20,000).
        public var maximumEntries: Int
        /// The most elements a body may hold (default 2,000,000).
        public var maximumElements: Int
        /// The deepest elements may nest (default 64).
        public var maximumDepth: Int

        /// Creates limits.
        public init(
            maximumBodySize: Int = 8 * 1024 * 1024, maximumPolygonPoints: Int = 20_000, maximumEntries: Int = 20_000,
            maximumElements: Int = 2_000_000, maximumDepth: Int = 64
        ) {
            self.maximumBodySize = maximumBodySize
            self.maximumPolygonPoints = maximumPolygonPoints
            self.maximumEntries = maximumEntries
            self.maximumElements = maximumElements
            self.maximumDepth = maximumDepth
        }
    }

    /// The limits every body is held to.
    public var limits: Limits

    /// Creates a reader.
    public init(limits: Limits = Limits()) {
        self.limits = limits
    }

    /// Every message in `data`, in document order, as `service`'s: one warning per CAP `info`
    /// block (one per language), per Atom entry or per RSS item. Nothing is filtered: expired,
    /// cancelled and test messages are returned too (``WarningSelection`` keeps the live ones).
    ///
    /// - Throws: ``WeatherAlertsError``: `doctype_refused`, `html_body`, `truncated_body`,
    ///   `invalid_xml`, `empty_body`, `response_too_large`, `polygon_too_large`,
    ///   `too_many_entries`, or `unexpected_response` for XML that is not CAP, Atom or RSS.
    public func warnings(from data: Data, service: WarningServiceID) throws(WeatherAlertsError) -> [OfficialWarning] {
        let root = try XMLDocumentReader.root(of: data, limits: limits)
        switch root.name {
        case "alert": return try CAPAlertReader(limits: limits, service: service).warnings(from: root)
        case "feed": return try CAPAtomReader(limits: limits, service: service).warnings(from: root)
        case "rss", "RDF": return try CAPRSSReader(limits: limits, service: service).warnings(from: root)
        default:
            throw WeatherAlertsError(
                .unexpectedResponse, "The XML body is a <\(root.name)>, not a CAP alert, an Atom feed or an RSS feed.")
        }
    }
}
