import APICore
import Foundation

/// The NWS API's error body (`application/problem+json`): a title, a detail and the problem's
/// type URL, such as `…/problems/InvalidPoint`.
struct NWSProblem: Decodable, Sendable {
    let title: String?
    let type: String?
    let status: Int?
    let detail: String?
    let correlationId: String?

    /// The problem in `data`; throws when the body is not one.
    static func decode(_ data: Data) throws -> NWSProblem {
        let problem = try FastJSONDecoder().decode(NWSProblem.self, from: data)
        guard problem.title != nil || problem.detail != nil, problem.type != nil || problem.status != nil else {
            throw WeatherAlertsError(.unexpectedResponse, "Not a problem body.")
        }
        return problem
    }

    /// The problem's last type segment, such as `InvalidPoint`.
    var name: String? { type.flatMap { $0.split(separator: "/").last.map(String.init) } }

    /// The error for this problem answered with `httpStatus`: 404 is `not_found`, other 4xx
    /// `invalid_request`, 429 `rate_limited`, others `http_status`.
    func error(httpStatus: Int) -> WeatherAlertsError {
        let words = [title, detail].compactMap { $0 }.joined(separator: ": ")
        let named = name.map { " (\($0))" } ?? ""
        let code: WeatherAlertsError.Code =
            switch httpStatus {
            case 404: .notFound
            case 429: .rateLimited
            case 400..<500: .invalidRequest
            default: .httpStatus
            }
        return WeatherAlertsError(
            code, "The service answered HTTP \(httpStatus)\(named): \(words)", apiMessage: detail ?? title,
            httpStatus: httpStatus)
    }
}
