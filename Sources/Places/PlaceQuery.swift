import Foundation

/// What a search asks for: a name, and what may follow it after commas — a region, then a
/// two-letter code (`"Springfield, Illinois, US"`, `"London, GB"`, `"Springfield, IL"`).
struct PlaceQuery: Equatable {
    /// The place's name.
    var name: Substring
    /// The two-letter code after the last comma, upper-cased: a country's, or a US state's.
    var code: String?
    /// A first-level division, by its name or its code: between the name and the two-letter
    /// code, or after the name when the text ends in no such code.
    var region: String?

    /// The ways to read `text`, to be tried in turn: first with a region when it has one, then
    /// with the whole text before the code as the name, as searches read it before regions
    /// were named.
    static func readings(of text: String) -> [PlaceQuery] {
        guard let comma = text.lastIndex(of: ",") else { return [PlaceQuery(name: Substring(text))] }
        let last = text[text.index(after: comma)...].trimmingCharacters(in: .whitespaces)
        let isCode = last.count == 2 && last.allSatisfy { $0.isASCII && $0.isLetter }
        let rest = isCode ? text[..<comma] : Substring(text)
        let code = isCode ? last.uppercased() : nil
        let plain = PlaceQuery(name: rest, code: code)
        // The region: the part after the rest's last comma, or the last part when it is no code.
        let regionComma = isCode ? rest.lastIndex(of: ",") : comma
        guard let regionComma else { return [plain] }
        let region = text[text.index(after: regionComma)..<rest.endIndex].trimmingCharacters(in: .whitespaces)
        guard !region.isEmpty else { return [plain] }
        return [PlaceQuery(name: text[..<regionComma], code: code, region: region), plain]
    }
}
