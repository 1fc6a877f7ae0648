import Foundation
import HTTPTypes
import Hummingbird
import NeutralWeather
import WeatherText

/// What a request for a place's page asks for: the medium (page, terminal text, one line, JSON),
/// the units, the language and, for terminal text, the width and colour.
struct PageQuery: Sendable, Hashable {
    /// The medium of the answer, chosen as wttr.in chooses it.
    enum Medium: Sendable, Hashable {
        /// An HTML page, for browsers.
        case page
        /// The `weather` command's text; `color` is false for `?T`.
        case terminal(color: Bool)
        /// One status line from a `?format=` template.
        case statusLine(String)
        /// The neutral model as JSON, for `Accept: application/json`.
        case json
    }

    /// The user agents that get terminal text: command-line HTTP clients.
    static let terminalAgents = ["curl/", "wget/", "httpie/", "xh/", "aria2/", "fetch libfetch"]

    var medium: Medium
    var units: UnitPreference
    var language: DisplayLanguage
    /// Whether units or language came from the query rather than a default or header.
    var unitsGiven: Bool
    var languageGiven: Bool
    /// The terminal view's columns.
    var width: Int

    /// A query for a page in `units` and `language`, as neither the query nor a header gave them.
    init(units: UnitPreference, language: DisplayLanguage, medium: Medium = .page) {
        self.medium = medium
        self.units = units
        self.language = language
        unitsGiven = false
        languageGiven = false
        width = 80
    }

    init(request: Request) {
        let parameters = request.uri.queryParameters
        let given = parameters["u"].flatMap { UnitPreference(rawValue: String($0).lowercased()) }
        units = given ?? .metric
        unitsGiven = given != nil
        let language = parameters["lang"].flatMap { DisplayLanguage(identifier: String($0)) }
        self.language = language ?? Self.language(acceptLanguage: request.headers[.acceptLanguage]) ?? .english
        languageGiven = language != nil
        width =
            parameters["width"].flatMap { Int(String($0)) }.map {
                min(max($0, TerminalView.widths.lowerBound), TerminalView.widths.upperBound)
            } ?? 80
        let agent = (request.headers[.userAgent] ?? "").lowercased()
        if let format = parameters["format"], !format.isEmpty {
            // As in wttr.in, a `+` in a template is a space (forms write spaces so).
            medium = .statusLine(String(format).replacingOccurrences(of: "+", with: " "))
        } else if (request.headers[.accept] ?? "").lowercased().contains("application/json") {
            medium = .json
        } else if Self.terminalAgents.contains(where: { agent.hasPrefix($0) }) || parameters["T"] != nil {
            medium = .terminal(color: parameters["T"] == nil && parameters["NO_COLOR"] == nil)
        } else {
            medium = .page
        }
    }

    /// The first language in an `Accept-Language` header the pages speak, by the header's order
    /// (its `q` weights are read as that order, which browsers always follow).
    static func language(acceptLanguage header: String?) -> DisplayLanguage? {
        guard let header else { return nil }
        for item in header.split(separator: ",") {
            let tag = item.split(separator: ";").first.map { $0.trimmingCharacters(in: .whitespaces) } ?? ""
            if let language = DisplayLanguage(identifier: tag) { return language }
        }
        return nil
    }

    /// The query a link keeps so the next page stays in the same units and language.
    var linkQuery: String {
        var items: [String] = []
        if unitsGiven { items.append("u=\(units.rawValue)") }
        if languageGiven { items.append("lang=\(language.pageCode)") }
        return items.isEmpty ? "" : "?" + items.joined(separator: "&")
    }
}

extension DisplayLanguage {
    /// The code the pages use in `?lang=` and `<html lang>`.
    var pageCode: String {
        switch self {
        case .english: "en"
        case .chineseSimplified: "zh-Hans"
        case .chineseTraditional: "zh-Hant"
        }
    }
}
