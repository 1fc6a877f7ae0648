/// Text a JSON body may write as a string, a number, or a list of strings (joined with spaces);
/// `null` reads as `nil` through `decodeIfPresent`.
struct LenientText: Decodable, Sendable {
    let value: String

    init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        if let text = try? container.decode(String.self) {
            value = text
        } else if let number = try? container.decode(Double.self) {
            value = number == number.rounded() && abs(number) < 1e15 ? String(Int(number)) : String(number)
        } else {
            value = try container.decode([String].self).joined(separator: " ")
        }
    }
}
