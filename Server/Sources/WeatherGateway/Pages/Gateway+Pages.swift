import APICore
import CaiyunWeather
import Foundation
import HTTPTypes
import Hummingbird
import Logging
import NeutralWeather
import Places
import WeatherCLI

extension Gateway {
    /// Adds the public pages: `/` (search), `/{place}` (a page, terminal text, a status line or
    /// JSON, by request) and the pages' own stylesheet and script.
    func addPageRoutes(to router: Router<GatewayRequestContext>) {
        router.get("/") { request, _ in self.searchPage(request) }
        router.get(RouterPath(PageAssets.stylePath)) { _, _ in
            Self.asset(PageAssets.style, type: "text/css; charset=utf-8")
        }
        router.get(RouterPath(PageAssets.scriptPath)) { _, _ in
            Self.asset(PageAssets.script, type: "text/javascript; charset=utf-8")
        }
        // Browsers ask for an icon; the pages have none, and saying so keeps a 404 out of their console.
        router.get("/favicon.ico") { _, _ in Response(status: .noContent) }
        router.get("/:place") { request, context in
            await self.placeAnswer(request, place: context.parameters.get("place") ?? "")
        }
    }

    /// The gazetteer, or `nil` (with an error logged once per request) when its table is missing.
    var pageGazetteer: Gazetteer? {
        do {
            return try Gazetteer.bundled()
        } catch {
            logger.error("The place table is missing", metadata: ["error": "\(error.message)"])
            return nil
        }
    }

    func searchPage(_ request: Request) -> Response {
        let query = PageQuery(request: request)
        let search = request.uri.queryParameters["q"].map { String($0).trimmingCharacters(in: .whitespaces) }
        guard let search, !search.isEmpty else {
            return page(SearchPage(query: query, search: nil, results: []).render(), status: .ok)
        }
        if PagePlace.coordinate(search) != nil {
            return redirect(
                to: "/" + HTML.pathSegment(search.replacingOccurrences(of: " ", with: "")) + query.linkQuery)
        }
        let gazetteer = pageGazetteer
        let found =
            gazetteer.map { gazetteer in
                gazetteer.search(search, limit: 10).map {
                    PagePlace($0, gazetteer: gazetteer, language: query.language)
                }
            } ?? []
        return page(
            SearchPage(query: query, search: search, results: found).render(), status: found.isEmpty ? .notFound : .ok)
    }

    /// The answer for `/{place}` in the medium the request asks for.
    func placeAnswer(_ request: Request, place text: String) async -> Response {
        let started = ContinuousClock.now
        let query = PageQuery(request: request)
        let name = text.removingPercentEncoding ?? text
        let cacheKey = PageCache.Key(place: name, query: query)
        if query.medium == .page, let cached = pageCache.page(for: cacheKey, at: started) {
            return page(ForecastPage.document(cached, elapsed: started.duration(to: .now)), status: .ok)
        }
        guard let gazetteer = pageGazetteer,
            let place = PagePlace.resolve(name, gazetteer: gazetteer, language: query.language)
        else {
            return failure(query, status: .notFound, message: PageLabels(language: query.language).noPlace)
        }
        let weather: Weather
        do {
            weather = try await pageWeather(place, query: query)
        } catch is PageUnavailable {
            return failure(query, status: .serviceUnavailable, message: "This gateway has no Caiyun token.")
        } catch {
            let labels = PageLabels(language: query.language)
            let message = (error as? any APIClientError)?.message ?? "\(labels.failed)."
            logger.warning("A page's weather failed", metadata: ["place": "\(place.pathSegment)"])
            return failure(query, status: .badGateway, message: "\(labels.failed): \(message)")
        }
        switch query.medium {
        case .page:
            let rendered = ForecastPage(weather: weather, place: place, query: query).renderAroundElapsed()
            pageCache.store(rendered, for: cacheKey, at: started)
            return page(ForecastPage.document(rendered, elapsed: started.duration(to: .now)), status: .ok)
        case .terminal(let color):
            let text = TerminalView.render(
                weather, placeLabel: place.label, language: query.language, units: query.units, width: query.width,
                color: color)
            return Self.text(text + "\n")
        case .statusLine(let template):
            do {
                let line = StatusLine(format: try StatusFormat(template), language: query.language, units: query.units)
                return Self.text(line.render(weather, placeLabel: place.label) + "\n")
            } catch {
                return Self.text("\(error)\n", status: .badRequest)
            }
        case .json:
            do {
                let body = try NeutralJSON(weather, place: place, units: query.units).encoded()
                return Response(
                    status: .ok, headers: [.contentType: "application/json; charset=utf-8", .vary: "Accept"],
                    body: ResponseBody(byteBuffer: ByteBuffer(bytes: body)))
            } catch {
                return Self.text("The weather could not be encoded.\n", status: .internalServerError)
            }
        }
    }

    /// The place's weather through the gateway's Caiyun client, so a page shares the API routes'
    /// memory and PostgreSQL cache: one upstream call per place and language per expiry window.
    /// Always asked for in metric units and converted here, so units never cost another call.
    func pageWeather(_ place: PagePlace, query: PageQuery) async throws -> Weather {
        guard let client = caiyun, let token = configuration.caiyunToken else {
            throw PageUnavailable()
        }
        let provider = CaiyunProvider(
            token: token, client: client, baseURL: configuration.caiyunBaseURL, unitSystem: .metricV2)
        let location = WeatherLocation(
            latitude: place.latitude, longitude: place.longitude, name: place.label)
        let report = try await provider.report(
            for: location, options: WeatherRequestOptions(units: query.units, language: query.language))
        metrics.answer(provider: "caiyun", source: report.weather.metadata.source)
        return report.weather
    }

    private func failure(_ query: PageQuery, status: HTTPResponse.Status, message: String) -> Response {
        switch query.medium {
        case .page:
            let main =
                #"<h1>\#(HTML.escape(PageLabels(language: query.language).siteTitle))</h1><p id="error">\#(HTML.escape(message))</p>"#
            return page(
                PageShell.document(
                    title: message, labels: PageLabels(language: query.language), query: query, path: "/", main: main),
                status: status)
        case .json:
            return GatewayError.response(status: status, message, path: "/{place}")
        case .terminal, .statusLine:
            return Self.text(message + "\n", status: status)
        }
    }

    private func page(_ html: String, status: HTTPResponse.Status) -> Response {
        Response(
            status: status, headers: PageAssets.pageHeaders, body: ResponseBody(byteBuffer: ByteBuffer(string: html)))
    }

    private func redirect(to location: String) -> Response {
        Response(
            status: .seeOther, headers: [.location: location, .contentSecurityPolicy: PageAssets.contentSecurityPolicy])
    }

    private static func text(_ text: String, status: HTTPResponse.Status = .ok) -> Response {
        Response(
            status: status, headers: [.contentType: "text/plain; charset=utf-8", .vary: "Accept, User-Agent"],
            body: ResponseBody(byteBuffer: ByteBuffer(string: text)))
    }

    private static func asset(_ text: String, type: String) -> Response {
        var headers: HTTPFields = [.contentType: type, .cacheControl: "public, max-age=3600"]
        headers[HTTPField.Name("X-Content-Type-Options")!] = "nosniff"
        return Response(status: .ok, headers: headers, body: ResponseBody(byteBuffer: ByteBuffer(string: text)))
    }
}

/// The gateway has no Caiyun token, so pages have no weather.
struct PageUnavailable: Error {}
