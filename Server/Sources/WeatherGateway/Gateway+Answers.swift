import APICore
import CaiyunWeather
import Foundation
import HTTPTypes
import Hummingbird
import Logging
import OpenMeteo
import OpenWeatherMap

extension Gateway {
    /// Answers a Caiyun-shaped request with the API's bytes.
    func caiyun(_ request: Request, version: String, location: String, file: String) async -> Response {
        // The path as errors name it, without the client's placeholder token; made only for an error.
        func path() -> String { "/\(version)/…/\(location)/\(file)" }
        guard let client = caiyun, let token = configuration.caiyunToken else {
            return GatewayError.response(status: .serviceUnavailable, "This gateway has no Caiyun token.", path: path())
        }
        let endpoint: CYEndpoint
        do {
            endpoint = try CaiyunPath.endpoint(
                version: version, location: location, file: file, query: request.uri.queryParameters, token: token,
                baseURL: configuration.caiyunBaseURL)
        } catch {
            logger.info(
                "A request was refused as invalid", metadata: ["path": "\(path())", "reason": "\(error.message)"])
            return GatewayError.response(status: .badRequest, error.message, path: path())
        }
        do {
            let asked = endpoint.coordinate
            return answer(
                try await client.fetchBody(for: endpoint), provider: "caiyun", request: request,
                asked: (asked.latitude, asked.longitude))
        } catch {
            return failure(error, path: path())
        }
    }

    /// Answers an OpenWeatherMap-shaped request with the API's bytes.
    func openWeatherMap(_ request: Request) async -> Response {
        let path = request.uri.path
        guard let client = openWeatherMap else {
            return GatewayError.response(
                status: .serviceUnavailable, "This gateway has no OpenWeatherMap key.", path: path)
        }
        let query = request.uri.queryParameters.filter { $0.key.lowercased() != "appid" }.map {
            URLQueryItem(name: String($0.key), value: String($0.value))
        }
        do {
            return answer(
                try await client.fetchBody(path: path, query: query), provider: "openweathermap", request: request,
                asked: CellGrid.point(in: query, latitude: "lat", longitude: "lon"))
        } catch {
            return failure(error, path: path)
        }
    }

    /// Answers an Open-Meteo-shaped request (`/v1/forecast`, `/v1/air-quality`, `/v1/archive`,
    /// `/v1/search`) with the API's bytes: the app's query is passed on as it came, less any
    /// `apikey` (the gateway adds its own when it has one).
    func openMeteo(_ request: Request, api: OMAPI) async -> Response {
        let query = request.uri.queryParameters.filter { $0.key.lowercased() != "apikey" }.map {
            URLQueryItem(name: String($0.key), value: String($0.value))
        }
        if let problem = Self.openMeteoCoordinateProblem(in: query) {
            logger.info("A request was refused as invalid", metadata: ["path": "\(api.path)", "reason": "\(problem)"])
            return GatewayError.response(status: .badRequest, problem, path: api.path)
        }
        do {
            return answer(
                try await openMeteo.fetchBody(api, query: query), provider: "open-meteo", request: request,
                asked: CellGrid.point(in: query, latitude: "latitude", longitude: "longitude"))
        } catch {
            return failure(error, path: api.path)
        }
    }

    /// The body with how long it stays fresh, counted from its own time, how old it is, how the
    /// cache answered (`Cache-Status`), and, for one point `asked` about, the cell that answered.
    /// A hit's headers are made once per second of its age and reused (``ResponseBuffers``), with
    /// the security headers every answer carries already among them.
    private func answer<Failure>(
        _ fetched: FetchedResponse<Data, Failure>, provider: String, request: Request,
        asked: (latitude: Double, longitude: Double)?
    ) -> Response {
        metrics.answer(provider: provider, source: fetched.source)
        let age = max(0, now().timeIntervalSince(fetched.date))
        let remaining = fetched.isStale ? 0 : max(0, Int((configuration.expiration - age).rounded(.down)))
        let ttl = Int((configuration.expiration - age).rounded(.down))
        let wholeAge = Int(age.rounded(.down))
        // A stale answer's Cache-Status also says why: it is made afresh every time.
        let stamp =
            fetched.isStale
            ? nil
            : ResponseBuffers.Stamp(
                date: fetched.date, source: fetched.source.rawValue, age: wholeAge, remaining: remaining, ttl: ttl)
        let (buffer, headers) = responseBuffers.answer(
            for: request.uri.description, body: fetched.response, stamp: stamp
        ) {
            var headers: HTTPFields = [
                .contentType: "application/json; charset=utf-8", .cacheControl: "max-age=\(remaining)",
                .age: String(wholeAge),
            ]
            headers[Self.cacheLevelHeader] = fetched.source.rawValue
            headers[Self.cacheStatusHeader] = Self.cacheStatus(fetched, ttl: ttl)
            if let asked, let cells {
                headers[Self.cellHeader] = Self.cellDescription(
                    cells.cell(latitude: asked.latitude, longitude: asked.longitude), asked: asked)
            }
            ResponseHeadersMiddleware<GatewayRequestContext>.addSecurityHeaders(to: &headers)
            return headers
        }
        return Response(status: .ok, headers: headers, body: ResponseBody(byteBuffer: buffer))
    }

    /// `X-Client-Key`: the client's key, made once (the middleware is generic, so it cannot
    /// store it).
    static let clientKeyHeader = HTTPField.Name("X-Client-Key")!

    /// `X-Cache`: the level that gave the answer.
    static let cacheLevelHeader = HTTPField.Name("X-Cache")!

    /// The error response for a failed upstream request; its message never holds a secret.
    private func failure(_ error: any Error, path: String) -> Response {
        guard let error = error as? any APIClientError else {
            logger.error("The gateway failed", metadata: ["path": "\(path)", "error": "\(type(of: error))"])
            var response = GatewayError.response(status: .badGateway, "The gateway failed.", path: path)
            response.headers[Self.cacheStatusHeader] = "weather-gateway; detail=gateway-failed"
            return response
        }
        let status = Self.status(for: error.code)
        if error.code.isInvalidRequest {
            // The caller's mistake, refused upstream: worth knowing, not a fault of the gateway's.
            logger.info(
                "A request was refused as invalid",
                metadata: ["path": "\(path)", "code": "\(error.code.rawValue)", "reason": "\(error.message)"])
        } else {
            logger.warning(
                "An upstream request failed", metadata: ["path": "\(path)", "code": "\(error.code.rawValue)"])
        }
        // An app of Open-Meteo's reads the API's own reason for a refused request, as from the API.
        let message =
            GatewayError.isOpenMeteo(path) && error.code.isInvalidRequest
            ? error.apiMessage ?? error.message : error.message
        var response = GatewayError.response(status: status, message, path: path, retryAfter: error.retryAfter)
        response.headers[Self.cacheStatusHeader] = Self.failureCacheStatus(error)
        return response
    }

    /// The gateway's status for an upstream failure with `code`: a wrong request is the caller's
    /// fault, a rate limit and a timeout keep their meaning, and everything else is a bad gateway.
    private static func status(for code: some APIErrorCode) -> HTTPResponse.Status {
        if code.isInvalidRequest { return .badRequest }
        return switch code {
        case .rateLimited: .tooManyRequests
        case .timeout: .gatewayTimeout
        default: .badGateway
        }
    }
}
