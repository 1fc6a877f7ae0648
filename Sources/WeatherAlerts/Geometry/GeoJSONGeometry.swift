/// A GeoJSON geometry as NWS and MET Norway send it: its type and coordinates, decoded for the
/// polygon types only.
struct GeoJSONGeometry: Decodable, Sendable {
    let type: String
    let polygon: [[[Double]]]?
    let multiPolygon: [[[[Double]]]]?

    private enum CodingKeys: String, CodingKey { case type, coordinates }

    init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        type = try container.decode(String.self, forKey: .type)
        polygon = type == "Polygon" ? try container.decode([[[Double]]].self, forKey: .coordinates) : nil
        multiPolygon = type == "MultiPolygon" ? try container.decode([[[[Double]]]].self, forKey: .coordinates) : nil
    }
}
