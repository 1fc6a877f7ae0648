import Foundation

/// One official weather warning, shaped as CAP 1.2 shapes it, whichever service issued it and
/// whatever format it came in (CAP XML alone, in Atom or RSS, NWS or MET Norway GeoJSON, HKO JSON).
///
/// Fields a service does not send are `nil` or empty; text is as the service wrote it (NWS
/// wraps lines at about 70 columns). Show ``displayEnd`` as the end and ``senderName`` as who
/// issued it, with the service's ``WarningService/attribution``; when ``isAreaApproximate`` is
/// set, say that the warning was matched to the place by name, not by its outline.
public struct OfficialWarning: Sendable, Hashable, Codable, Identifiable {
    /// The message's CAP identifier (NWS `urn:oid:…`, MeteoAlarm `2.49.0.…`, HKO the warning code).
    public var id: String
    /// The service that published it.
    public var service: WarningServiceID
    /// The hazard in the service's words, such as `"Excessive Heat Warning"` or `"Yellow Wind warning"`.
    public var event: String
    /// The service's code for the hazard, when it has one: NWS `EHW`, MET Norway `gale`, HKO `WFIREY`.
    public var eventCode: String?
    /// A one-line summary.
    public var headline: String?
    /// The full text of the hazard; for MeteoAlarm only with details.
    public var description: String?
    /// What to do; for MeteoAlarm only with details.
    public var instruction: String?
    /// CAP severity: the first key warnings are ordered by.
    public var severity: CAPSeverity
    /// CAP urgency.
    public var urgency: CAPUrgency
    /// CAP certainty.
    public var certainty: CAPCertainty
    /// What the message does (a new warning, an update); cancellations are never returned as warnings.
    public var messageType: CAPMessageType
    /// Who the message is for; only ``CAPStatus/actual`` messages are returned as warnings.
    public var status: CAPStatus
    /// What people are asked to do.
    public var responseTypes: [CAPResponseType]
    /// The colour on the European awareness scale, when the body gives one.
    public var awarenessLevel: AwarenessLevel?
    /// The hazard on MeteoAlarm's awareness scale, when the body gives one.
    public var awarenessType: AwarenessType?
    /// When the message was sent.
    public var sent: Date?
    /// When the message takes effect.
    public var effective: Date?
    /// When the hazard is expected to begin.
    public var onset: Date?
    /// When the message lapses: a warning past it is no longer returned.
    public var expires: Date?
    /// When the hazard is expected to end, when the service says (NWS `ends`, MET Norway
    /// `eventEndingTime`); often later than ``expires``.
    public var ends: Date?
    /// The sender's address, such as `"w-nws.webmaster@noaa.gov"`.
    public var sender: String?
    /// The issuing office in words, such as `"NWS Phoenix AZ"` or `"Met Éireann"`.
    public var senderName: String?
    /// The area in words (several areas joined by `"; "`).
    public var areaDescription: String?
    /// The codes naming the area (EMMA_ID, NUTS, FIPS, UGC …).
    public var areaCodes: [AreaCode]
    /// The area's outline, when the service draws one.
    public var geometry: WarningGeometry?
    /// Whether the warning was matched to the place by area names or codes rather than by an
    /// outline or the service itself: it may cover only part of the region, or a neighbour.
    public var isAreaApproximate: Bool
    /// The earlier messages this one updates or cancels.
    public var references: [CAPReference]
    /// A page about the warning for people.
    public var web: URL?
    /// The full CAP document, when the feed links to one (MeteoAlarm, MET Norway).
    public var documentURL: URL?
    /// The language of the text, as a BCP 47 tag such as `"en-GB"`, when known.
    public var language: String?
    /// Every CAP parameter (and NWS `parameters`) by name, values as written.
    public var parameters: [String: [String]]

    /// Creates a warning; the other fields start empty, `Unknown` or `Actual` `Alert`.
    public init(id: String, service: WarningServiceID, event: String) {
        self.id = id
        self.service = service
        self.event = event
        severity = .unknown
        urgency = .unknown
        certainty = .unknown
        messageType = .alert
        status = .actual
        responseTypes = []
        areaCodes = []
        isAreaApproximate = false
        references = []
        parameters = [:]
    }
}
