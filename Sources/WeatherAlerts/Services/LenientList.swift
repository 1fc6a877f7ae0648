/// A list a JSON body may write as one value instead (`"responseType": "Monitor"`).
struct LenientList<Element: Decodable & Sendable>: Decodable, Sendable {
    let values: [Element]

    init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        if let list = try? container.decode([Element].self) {
            values = list
        } else {
            values = [try container.decode(Element.self)]
        }
    }
}
