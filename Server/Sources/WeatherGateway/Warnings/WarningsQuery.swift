import APICore
import Foundation
import Hummingbird

/// The query of `/warnings`, checked: a point in decimal degrees, an optional country code and
/// language, and whether to fetch details. A value that is not one of these is refused, never
/// replaced by a default.
struct WarningsQuery {
    /// Why a query cannot be answered, in words for the client.
    struct Problem: Error {
        let message: String
    }

    /// The point.
    var latitude = 0.0
    var longitude = 0.0
    /// The ISO 3166-1 alpha-2 code asked for, upper-cased; `nil` for the nearest city's.
    var country: String?
    /// The BCP 47 tag of the language to show warnings in; `en` by default.
    var language = "en"
    /// Whether to fetch each warning's full text where its feed leaves it out.
    var details = false

    /// Reads `parameters`.
    ///
    /// - Throws: ``Problem`` naming the first parameter that is missing, repeated or malformed.
    init(_ parameters: Parameters) throws(Problem) {
        latitude = try Self.degrees(parameters, "latitude", limit: 90, example: "53.35")
        longitude = try Self.degrees(parameters, "longitude", limit: 180, example: "-6.26")
        if let text = try Self.single(parameters, "country") {
            guard text.count == 2, text.allSatisfy({ $0.isASCII && $0.isLetter }) else {
                throw Problem(message: "country takes a two-letter ISO 3166-1 code, such as country=IE.")
            }
            country = text.uppercased()
        }
        if let text = try Self.single(parameters, "language") {
            guard (1...35).contains(text.count),
                text.allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "-") })
            else {
                throw Problem(message: "language takes a language tag, such as language=en or language=fr-FR.")
            }
            language = text
        }
        switch try Self.single(parameters, "details") {
        case nil, "false": details = false
        case "true": details = true
        default: throw Problem(message: "details takes true or false.")
        }
    }

    /// The one value of `name`, `nil` when absent.
    private static func single(_ parameters: Parameters, _ name: String) throws(Problem) -> String? {
        let values = parameters.getAll(name)
        guard values.count <= 1 else { throw Problem(message: "\(name) is given \(values.count) times; give it once.") }
        return values.first
    }

    /// `name` as decimal degrees within ±`limit`.
    private static func degrees(
        _ parameters: Parameters, _ name: String, limit: Double, example: String
    ) throws(Problem) -> Double {
        guard let text = try single(parameters, name), let value = DecimalDegrees.value(text, limit: limit) else {
            throw Problem(
                message: "Give \(name) in decimal degrees within ±\(Int(limit)), such as \(name)=\(example).")
        }
        return value
    }
}
