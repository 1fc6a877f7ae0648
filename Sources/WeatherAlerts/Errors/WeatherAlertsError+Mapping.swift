import APICore
import Foundation

extension WeatherAlertsError {
    /// This error as `service`'s: ``service`` set and the message starting with its name.
    func attributed(to service: WarningService) -> WeatherAlertsError {
        var copy = self
        copy.service = service.id
        if copy.message.hasPrefix(Self.apiName) {
            copy.message = service.name + copy.message.dropFirst(Self.apiName.count)
        } else if !copy.message.hasPrefix(service.name) {
            copy.message = "\(service.name): \(copy.message)"
        }
        return copy
    }

    /// Translates a failure of the shared HTTP layer, reading NWS's problem+json when it sent one.
    init(_ failure: TransportError, service: WarningService) {
        let error = Self.transportFailure(failure, redactor: .none) { failure in
            guard let body = failure.response?.body, let problem = try? NWSProblem.decode(body) else { return nil }
            return problem.error(httpStatus: failure.statusCode ?? problem.status ?? 0)
        }
        self = error.attributed(to: service)
    }

    /// The error for a body that did not read as the service's format.
    static func unreadable(
        _ data: Data, decodingError: any Error, service: WarningService
    ) -> WeatherAlertsError {
        if let error = decodingError as? WeatherAlertsError { return error.attributed(to: service) }
        return undecodable(data, decodingError: decodingError, httpStatus: 200, redactor: .none).attributed(
            to: service)
    }
}
