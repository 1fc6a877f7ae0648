/// Coordinates as people and APIs write them: decimal degrees only (`39.9042`, `-0.1276`, `+12`),
/// never hexadecimal (`0x10`), exponents (`1e2`), `nan` or `inf`, which `Double(_:)` would accept.
public enum DecimalDegrees {
    /// `text` (surrounding spaces ignored) as a number of degrees within ±`limit`; `nil` when it is
    /// not a plain decimal number or lies outside.
    public static func value(_ text: some StringProtocol, limit: Double) -> Double? {
        let trimmed = text.drop { $0 == " " }.reversed().drop { $0 == " " }.reversed()
        var digits = 0
        var points = 0
        for (index, character) in trimmed.enumerated() {
            switch character {
            case "0"..."9": digits += 1
            case ".": points += 1
            case "-" where index == 0, "+" where index == 0: continue
            default: return nil
            }
        }
        guard digits > 0, points <= 1, let value = Double(String(trimmed)), abs(value) <= limit else { return nil }
        return value
    }
}
