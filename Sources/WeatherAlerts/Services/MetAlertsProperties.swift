extension MetAlertsReader {
    /// A MetAlerts feature's properties; numbers MET sometimes writes as strings are read either way.
    struct Properties: Decodable {
        let id: String?
        let type: String?
        let status: String?
        let title: String?
        let area: String?
        let event: String?
        let eventAwarenessName: String?
        let awarenessLevel: String?
        let awarenessType: String?
        let riskMatrixColor: String?
        let severity: String?
        let certainty: String?
        let description: String?
        let instruction: String?
        let web: String?
        let eventEndingTime: String?
        let county: LenientList<LenientText>?
        let municipality: LenientList<LenientText>?
        let resources: [ResourceLink]?
        /// The other text and number fields, kept as parameters (`consequences`, `triggerLevel`,
        /// `awarenessResponse`, `altitude_above_sea_level` in metres …).
        let textFields: [String: String]

        struct ResourceLink: Decodable {
            let mimeType: String?
            let uri: String?
        }

        private static let kept = [
            "awarenessResponse", "awarenessSeriousness", "consequences", "contact", "geographicDomain", "triggerLevel",
            "altitude_above_sea_level", "ceiling_above_sea_level", "incidentName", "riskMatrixColor", "awareness_level",
            "awareness_type", "eventAwarenessName",
        ]

        private struct Key: CodingKey {
            let stringValue: String
            init(_ name: String) { stringValue = name }
            init?(stringValue: String) { self.stringValue = stringValue }
            var intValue: Int? { nil }
            init?(intValue: Int) { nil }
        }

        init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: Key.self)
            func text(_ name: String) -> String? {
                (try? container.decodeIfPresent(LenientText.self, forKey: Key(name)))?.value
            }
            id = text("id")
            type = text("type")
            status = text("status")
            title = text("title")
            area = text("area")
            event = text("event")
            eventAwarenessName = text("eventAwarenessName")
            awarenessLevel = text("awareness_level")
            awarenessType = text("awareness_type")
            riskMatrixColor = text("riskMatrixColor")
            severity = text("severity")
            certainty = text("certainty")
            description = text("description")
            instruction = text("instruction")
            web = text("web")
            eventEndingTime = text("eventEndingTime")
            county = try? container.decodeIfPresent(LenientList<LenientText>.self, forKey: Key("county"))
            municipality = try? container.decodeIfPresent(LenientList<LenientText>.self, forKey: Key("municipality"))
            resources = try? container.decodeIfPresent([ResourceLink].self, forKey: Key("resources"))
            var fields: [String: String] = [:]
            for name in Self.kept {
                if let value = text(name) { fields[name] = value }
            }
            textFields = fields
        }
    }
}
