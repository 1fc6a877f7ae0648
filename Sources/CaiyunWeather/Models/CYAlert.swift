import APICore

/// Weather alerts issued for the place, the `alert` block (only when alerts were requested).
///
/// An alert that does not decode is left out of ``content`` and listed in ``skippedItems``.
public struct CYAlert: Sendable, Hashable, Codable {
    /// The block's status, `"ok"`.
    public let responseStatus: String
    /// The alerts in force; often empty.
    public let content: [AlertContent]
    /// The administrative areas the place belongs to: province, city and county (v2.6).
    public let adcodes: [Adcode]?
    /// The alerts (and areas) that did not decode and were left out (`content[1]`); empty for a
    /// well-formed block. Not part of the value: blocks that differ only here are equal.
    public var skippedItems: [SkippedItem] { skipped.items }
    /// What was left out, kept apart from the value.
    let skipped: SkippedItemLog

    enum CodingKeys: String, CodingKey {
        case responseStatus = "status", content, adcodes
    }

    /// An administrative area: its code and name (v2.6).
    public struct Adcode: Sendable, Hashable, Codable {
        /// The area's code, such as `510400`.
        public let adcode: Int
        /// The area's name.
        public let name: String
    }
}

extension CYAlert {
    /// One alert.
    public struct AlertContent: Sendable, Hashable, Codable {
        /// When the alert was published (`pubtimestamp`).
        public let publishTime: CYContent.Datetime1970Based
        /// The alert's id (`alertId`), such as `"41900141600000_20211124092356"`.
        public let id: String
        /// The alert's state in the request language, such as `"预警中"` or `"Warning"`.
        public let status: String
        /// The area code of the issuing region, such as `"140500"`.
        public let adcode: String
        /// The region's name.
        public let location: String
        /// The province.
        public let province: String
        /// The city; sometimes a province name.
        public let city: String
        /// The county; `"None"` when there is none.
        public let county: String
        /// The alert's type and level.
        public let code: AlertCode
        /// Who issued it.
        public let source: String
        /// The headline.
        public let title: String
        /// The full text.
        public let description: String
        /// The China Meteorological Administration region id; `""` or `"unknown"` when there is none.
        public let regionId: String?
        /// The issuing region's coordinate (`latlon`).
        public let latlon: CYCoordinate?
        /// The lookup's status (`request_status`), `"ok"`.
        public let requestStatus: String?
        /// A record id (`_id`) seen in some v2.5 responses.
        public let recordId: String?

        /// The region id, or `nil` for the placeholders `""` and `"unknown"`.
        public var knownRegionId: String? {
            guard let regionId, !regionId.isEmpty, regionId != "unknown" else { return nil }
            return regionId
        }

        /// The county, or `nil` for the placeholder `"None"`.
        public var knownCounty: String? { county.isEmpty || county == "None" ? nil : county }

        private enum CodingKeys: String, CodingKey {
            case publishTime = "pubtimestamp", id = "alertId", status, adcode, location, province, city, county
            case code, source, title, description, regionId, latlon, requestStatus = "request_status", recordId = "_id"
        }
    }
}
