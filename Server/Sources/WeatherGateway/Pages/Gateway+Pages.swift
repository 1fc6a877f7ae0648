import APICore
import CaiyunWeather
import Foundation
import HTTPTypes
import Hummingbird
import Logging
import NeutralWeather
import Places
import WeatherRuntime
import WeatherText

extension Gateway {
    /// Adds the public pages: `/` (search), `/{place}` (a page, terminal text, a status line or
    /// JSON, by request) and the pages' own stylesheet and script.
    func addPageRoutes(to router: RouterGroup<GatewayRequestContext>) {
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
            await self.placeAnswer(
                request, place: context.parameters.get("place") ?? "", visitor: context.visitor ?? context.clientAddress
            )
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
        let resolver = runtime.places
        let found: [PagePlace]
        do {
            found = try resolver.search(search, limit: 10).matches.map {
                PagePlace(resolver.place($0, language: LanguageOption(query.language)), resolver: resolver)
            }
        } catch {
            logPlaceTableMissing(error)
            found = []
        }
        return page(
            SearchPage(query: query, search: search, results: found).render(), status: found.isEmpty ? .notFound : .ok)
    }

    /// The answer for `/{place}` in the medium the request asks for; upstream calls it needs are
    /// charged to the page budget and to `visitor`'s share of it.
    func placeAnswer(_ request: Request, place text: String, visitor: String) async -> Response {
        let started = ContinuousClock.now
        let query = PageQuery(request: request)
        let name = text.removingPercentEncoding ?? text
        let cacheKey = PageCache.Key(place: name, query: query)
        if query.medium == .page, let cached = pageCache.page(for: cacheKey, at: started) {
            return page(cached, status: .ok, elapsed: started.duration(to: .now))
        }
        let found: PagePlace?
        do {
            found = try await PagePlace.resolve(name, resolver: runtime.places, language: query.language)
        } catch {
            logPlaceTableMissing(error)
            found = nil
        }
        guard let place = found else {
            return failure(query, status: .notFound, message: PageLabels(language: query.language).noPlace)
        }
        let weather: Weather
        let ticket = PageBudget.Ticket(visitor: visitor)
        do {
            weather = try await PageBudget.$ticket.withValue(ticket) { try await pageWeather(place, query: query) }
        } catch  where ticket.refusedWait != nil {
            // Past the budget for anonymous visitors, with nothing cached to stand in.
            let wait = Int((ticket.refusedWait ?? 60).rounded(.up))
            var response = failure(
                query, status: .serviceUnavailable, message: PageLabels(language: query.language).busy)
            response.headers[.retryAfter] = String(max(1, wait))
            return response
        } catch let error as WeatherRuntimeError where error.code == .missingCredential {
            let profile = runtime.settings.provider.profile
            return failure(
                query, status: .serviceUnavailable,
                message: "This gateway has no \(profile.name) \(profile.credential?.noun ?? "credential").")
        } catch {
            let labels = PageLabels(language: query.language)
            let message = (error as? any APIClientError)?.message ?? "\(labels.failed)."
            logger.warning("A page's weather failed", metadata: ["place": "\(place.pathSegment)"])
            return failure(query, status: .badGateway, message: "\(labels.failed): \(message)")
        }
        switch query.medium {
        case .page:
            let rendered = ForecastPage(weather: weather, place: place, query: query).render()
            pageCache.store(rendered, for: cacheKey, at: started)
            return page(rendered, status: .ok, elapsed: started.duration(to: .now))
        case .terminal(let color):
            let text = TerminalView.render(
                weather, placeLabel: place.resolved.label, language: query.language, units: query.units,
                width: query.width, color: color)
            return Self.text(text + "\n")
        case .statusLine(let template):
            do {
                let line = StatusLine(format: try StatusFormat(template), language: query.language, units: query.units)
                return Self.text(line.render(weather, placeLabel: place.resolved.label) + "\n")
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

    /// The place's weather through the runtime, whose Caiyun client is the gateway's own, so a
    /// page shares the API routes' memory and PostgreSQL cache: one upstream call per place and
    /// language per expiry window. The official warnings in force there join the provider's
    /// alerts, read through the gateway's warnings client (one request per feed and window).
    /// Always asked for in one unit system and converted here, so units never cost another call.
    func pageWeather(_ place: PagePlace, query: PageQuery) async throws -> Weather {
        var settings = runtime.settings
        settings.language = LanguageOption(query.language)
        let loaded = try await runtime.weather(at: place.resolved, settings: settings)
        metrics.answer(provider: loaded.provider.rawValue, source: loaded.weather.metadata.source)
        let warned = await runtime.addingOfficialWarnings(to: loaded, settings: settings)
        return warned.weather.converted(to: query.units)
    }

    /// Logs that the place table could not be read, so pages find no place.
    private func logPlaceTableMissing(_ error: any Error) {
        logger.error("The place table is missing", metadata: ["error": "\(error)"])
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

    /// An HTML answer; `elapsed`, how long it took, goes in `Server-Timing` as `app;dur=` in milliseconds.
    private func page(_ html: String, status: HTTPResponse.Status, elapsed: Duration? = nil) -> Response {
        var headers = PageAssets.pageHeaders
        if let elapsed {
            let milliseconds = Double(elapsed.components.seconds) * 1000 + Double(elapsed.components.attoseconds) / 1e15
            headers[Self.serverTimingHeader] = "app;dur=\(String(format: "%.1f", milliseconds))"
        }
        return Response(status: status, headers: headers, body: ResponseBody(byteBuffer: ByteBuffer(string: html)))
    }

    /// `Server-Timing`: how long the gateway took to answer a page.
    static let serverTimingHeader = HTTPField.Name("Server-Timing")!

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
