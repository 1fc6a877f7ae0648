import APICore
import Foundation
import HTTPTypes
import Hummingbird
import WeatherAlerts
import WeatherRuntime

extension Gateway {
    /// `GET /warnings?latitude=&longitude=[&country=][&language=][&details=true]`: the official
    /// warnings in force at a point, from the services covering its country (the nearest city's
    /// unless `country` is given), through the gateway's cache: one request per feed and window
    /// for every client and instance. The point is moved to its cell's centre first, so nearby
    /// points share the NWS and MET Norway answers too.
    func officialWarnings(_ request: Request) async -> Response {
        let path = "/warnings"
        guard configuration.officialWarnings else {
            return GatewayError.response(
                status: .serviceUnavailable, "This gateway reads no official warnings.", path: path)
        }
        let query: WarningsQuery
        do {
            query = try WarningsQuery(request.uri.queryParameters)
        } catch {
            return GatewayError.response(status: .badRequest, error.message, path: path)
        }
        let asked = (latitude: query.latitude, longitude: query.longitude)
        let cell = cells?.cell(latitude: asked.latitude, longitude: asked.longitude)
        let latitude = cell?.latitude ?? asked.latitude
        let longitude = cell?.longitude ?? asked.longitude
        // A coordinate's place is its nearest city's (name, region, country), or the bare point.
        let nearest = try? await runtime.places.resolve(
            .coordinate(latitude: latitude, longitude: longitude), language: .en)
        let place =
            nearest
            ?? ResolvedPlace(
                latitude: latitude, longitude: longitude, datum: .asGiven, label: "\(latitude),\(longitude)")
        guard let country = query.country ?? place.countryCode else {
            return GatewayError.response(
                status: .badRequest, "No country is known for this point; give one as country=IE.", path: path)
        }
        let started = now()
        let report: WarningReport
        do {
            guard
                let answered = try await runtime.officialWarningReport(
                    at: place, countryCode: country, language: query.language, details: query.details)
            else {
                return GatewayError.response(
                    status: .serviceUnavailable, "This gateway reads no official warnings.", path: path)
            }
            report = answered
        } catch let error as WeatherAlertsError {
            return GatewayError.response(status: .badRequest, error.message, path: path)
        } catch {
            return GatewayError.response(status: .badGateway, "The warnings could not be read.", path: path)
        }
        let point = WarningsJSON.Point(
            latitude: latitude, longitude: longitude, country: country.uppercased(), place: nearest?.label ?? "")
        guard let body = try? WarningsJSON(report, point: point).encoded() else {
            return GatewayError.response(status: .internalServerError, "The warnings could not be encoded.", path: path)
        }
        var headers = warningHeaders(report, startedAt: started)
        if let cell { headers[Self.cellHeader] = Self.cellDescription(cell, asked: asked) }
        return Response(status: .ok, headers: headers, body: ResponseBody(byteBuffer: ByteBuffer(bytes: body)))
    }

    /// `Cache-Control`, `Age` and `Cache-Status` for a report: fresh for as long as its
    /// shortest-lived answer, as old as its oldest; a hit when no service was called for it.
    private func warningHeaders(_ report: WarningReport, startedAt started: Date) -> HTTPFields {
        let answered = report.outcomes.filter(\.didAnswer)
        let ages = answered.map { max(0, started.timeIntervalSince($0.fetchedAt ?? started)) }
        let remaining = zip(answered, ages).map { max(0, $0.service.freshness - $1) }.min() ?? 0
        let sources = answered.compactMap(\.source)
        let status =
            if !report.isCovered {
                "weather-gateway; detail=not-covered"
            } else if answered.isEmpty {
                "weather-gateway; fwd=miss; detail=upstream-failed"
            } else if sources.contains(.network) {
                "weather-gateway; fwd=miss; stored"
            } else if sources.contains(.stale) {
                "weather-gateway; hit; fwd=stale"
            } else {
                "weather-gateway; hit"
            }
        var headers: HTTPFields = [
            .contentType: "application/json; charset=utf-8", .cacheControl: "max-age=\(Int(remaining))",
            .age: String(Int(ages.max() ?? 0)),
        ]
        headers[Self.cacheStatusHeader] = status
        return headers
    }
}
