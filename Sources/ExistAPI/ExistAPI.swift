import APICore
import Exist
import Foundation

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// The calls of the original `ExistAPI` library (0.0.16, PromiseKit, API v1), on async/await
/// and API v2, so code written for it keeps working with `try await` in place of
/// `.done { } .catch { }`:
///
/// ```swift
/// let existAPI = ExistAPI(token: token)
/// let (attributes, response) = try await existAPI.attributes(names: ["steps", "mood"], limit: 12)
/// _ = try await existAPI.update(attributes: [IntAttributeUpdate(name: "steps", date: Date(), value: 3158)])
/// ```
///
/// It is a thin layer over `ExistClient` and fixes the original's bugs: integers are never
/// read through `Float`, dates use the calendar year and the user's time zone, every parameter
/// is sent under its own name, paged answers are read as pages, and optional fields are optional.
///
/// Where v2 cannot do what a v1 parameter did, the call maps it:
/// - `attributes(limit:minDate:maxDate:)`: v2 returns at most 31 days per request and has no
///   start date, so a range becomes requests of up to 31 days each, ending on `maxDate` and
///   stepping back to `minDate`, every page followed. `limit` is the number of days (default 7)
///   when there is no `minDate`.
/// - `correlations(minDate:maxDate:latest:)`: v2 only serves the latest weekly batch and has no
///   date filters, so dates filter the returned page here and `latest` changes nothing.
/// - `averages(for:)`: asks for that attribute's history (`include_historical`), as v1's
///   per-attribute endpoint returned.
public final class ExistAPI: Sendable {
    /// The v2 client the calls go through.
    public let client: ExistClient
    private let fixedTimeZone: TimeZone?
    private let profileTimeZone = Locked<TimeZone?>(nil)

    /// Creates an API for a token (sent as `Authorization: Bearer …`).
    ///
    /// - Parameters:
    ///   - token: A personal token or an OAuth access token.
    ///   - timeout: The longest one request may take, in seconds.
    ///   - timeZone: The user's time zone, for turning `Date`s into days; read once from the
    ///     profile when `nil`.
    public convenience init(token: String, timeout: TimeInterval = 30, timeZone: TimeZone? = nil) {
        self.init(
            client: ExistClient(
                configuration: .init(authentication: .bearerToken(token), http: HTTPSettings(timeout: timeout))),
            timeZone: timeZone)
    }

    /// Creates an API over `client`.
    public init(client: ExistClient, timeZone: TimeZone? = nil) {
        self.client = client
        fixedTimeZone = timeZone
    }

    /// The user's attributes with their values, for the past `limit` days (default 7) or from
    /// `minDate` to `maxDate` (today when `nil`), every page and every 31-day window fetched.
    ///
    /// - Throws: `ExistError`.
    public func attributes(
        names: [String]? = nil, limit: Int? = nil, minDate: Date? = nil, maxDate: Date? = nil
    ) async throws -> (attributes: [Attribute], response: URLResponse) {
        let timeZone = try await userTimeZone()
        let last = maxDate.map { ExistDate($0, in: timeZone) } ?? ExistDate.today(in: timeZone, now: client.now())
        let first = minDate.map { ExistDate($0, in: timeZone) } ?? last.adding(days: -((limit ?? 7) - 1))
        guard first <= last else {
            throw ExistError(.invalidParameter, "minDate (\(first)) is after maxDate (\(last)), or limit is below 1.")
        }
        var merged: [ExistAttribute] = []
        var positions: [String: Int] = [:]
        var lastResponse: ExistList<ExistAttribute>.Fetched?
        var windowEnd = last
        while windowEnd >= first {
            let days = min(31, windowEnd.days(until: first) * -1 + 1)
            let list = client.attributesWithValues(
                ExistAttributeFilter(names: names ?? []), days: days, endingOn: windowEnd)
            var pages = list.pages.makeAsyncIterator()
            while let fetched = try await pages.nextFetched() {
                lastResponse = fetched
                for attribute in fetched.page.results {
                    if let position = positions[attribute.name] {
                        merged[position].values = (merged[position].values ?? []) + (attribute.values ?? [])
                    } else {
                        positions[attribute.name] = merged.count
                        merged.append(attribute)
                    }
                }
            }
            windowEnd = windowEnd.adding(days: -days)
        }
        guard let lastResponse else { throw ExistError(.invalidParameter, "The date range holds no day.") }
        return (merged.map { Attribute($0, timeZone: timeZone) }, Self.urlResponse(lastResponse))
    }

    /// A page of insights, with the v1 parameters sent as `limit`, `page`, `date_min` and
    /// `date_max`.
    ///
    /// - Throws: `ExistError`.
    public func insights(
        limit: Int? = nil, pageIndex: Int? = nil, minDate: Date? = nil, maxDate: Date? = nil
    ) async throws -> (insights: InsightResponse, response: URLResponse) {
        let timeZone = try await userTimeZone()
        let list = client.insights(
            from: minDate.map { ExistDate($0, in: timeZone) }, to: maxDate.map { ExistDate($0, in: timeZone) })
        let fetched = try await list.fetch(number: pageIndex ?? 1, size: limit)
        let page = fetched.page
        let insights = InsightResponse(
            count: page.count, next: page.next?.absoluteString, previous: page.previous?.absoluteString,
            results: page.results.map { Insight($0, timeZone: timeZone) })
        return (insights, Self.urlResponse(fetched))
    }

    /// A page of averages, for one attribute (its history) or all.
    ///
    /// - Throws: `ExistError`.
    public func averages(
        for attribute: String? = nil, limit: Int? = nil, pageIndex: Int? = nil, minDate: Date? = nil,
        maxDate: Date? = nil
    ) async throws -> (averages: [Average], response: URLResponse) {
        let timeZone = try await userTimeZone()
        let list = client.averages(
            attributes: attribute.map { [$0] } ?? [], from: minDate.map { ExistDate($0, in: timeZone) },
            to: maxDate.map { ExistDate($0, in: timeZone) }, includeHistorical: attribute != nil)
        let fetched = try await list.fetch(number: pageIndex ?? 1, size: limit)
        return (fetched.page.results.map { Average($0, timeZone: timeZone) }, Self.urlResponse(fetched))
    }

    /// A page of correlations, for one attribute or all; dates filter the page (v2 has no date
    /// filters) and `latest` is what v2 always returns.
    ///
    /// - Throws: `ExistError`.
    public func correlations(
        for attribute: String? = nil, limit: Int? = nil, pageIndex: Int? = nil, minDate: Date? = nil,
        maxDate: Date? = nil,
        latest: Bool? = nil
    ) async throws -> (correlations: [Correlation], response: URLResponse) {
        let timeZone = try await userTimeZone()
        let fetched = try await client.correlations(attribute: attribute).fetch(number: pageIndex ?? 1, size: limit)
        let first = minDate.map { ExistDate($0, in: timeZone) }
        let last = maxDate.map { ExistDate($0, in: timeZone) }
        let kept = fetched.page.results.filter { correlation in
            (first.map { correlation.date >= $0 } ?? true) && (last.map { correlation.date <= $0 } ?? true)
        }
        return (kept.map { Correlation($0, timeZone: timeZone) }, Self.urlResponse(fetched))
    }

    /// The user's profile.
    ///
    /// - Throws: `ExistError`.
    public func user() async throws -> (user: User, response: URLResponse) {
        let (profile, response) = try await client.typedProfile()
        if let zone = profile.timeZone { profileTimeZone.current = zone }
        return (
            User(profile),
            Self.urlResponse(
                url: try client.apiURL("accounts/profile/"), status: response.statusCode, headers: response.headers)
        )
    }

    /// Takes ownership of the attributes called `names`.
    ///
    /// - Throws: `ExistError`.
    public func acquire(names: [String]) async throws -> (attributeResponse: AttributeResponse, response: URLResponse) {
        let result = try await client.acquire(names: names)
        return (AttributeResponse(result), try Self.urlResponse(for: result, url: client.apiURL("attributes/acquire/")))
    }

    /// Gives up ownership of the attributes called `names`.
    ///
    /// - Throws: `ExistError`.
    public func release(names: [String]) async throws -> (attributeResponse: AttributeResponse, response: URLResponse) {
        let result = try await client.release(names: names)
        return (AttributeResponse(result), try Self.urlResponse(for: result, url: client.apiURL("attributes/release/")))
    }

    /// Writes values, each on its day in the user's time zone, in requests of at most 35.
    ///
    /// - Throws: `ExistError`.
    public func update<T: AttributeUpdate>(
        attributes: [T]
    ) async throws -> (attributeResponse: AttributeUpdateResponse, response: URLResponse) {
        let timeZone = try await userTimeZone()
        let items = attributes.map {
            ExistValueUpdate(name: $0.name, date: ExistDate($0.date, in: timeZone), value: $0.jsonValue)
        }
        let result = try await client.update(items)
        return (
            AttributeUpdateResponse(result, timeZone: timeZone),
            try Self.urlResponse(for: result, url: client.apiURL("attributes/update/"))
        )
    }

    /// The user's time zone: the one given at creation, else the profile's (fetched once).
    func userTimeZone() async throws(ExistError) -> TimeZone {
        if let fixedTimeZone { return fixedTimeZone }
        if let known = profileTimeZone.current { return known }
        let zone = try await client.typedProfile().0.timeZone ?? .current
        profileTimeZone.current = zone
        return zone
    }

    private static func urlResponse<Item>(_ fetched: ExistList<Item>.Fetched) -> URLResponse {
        urlResponse(url: fetched.url, status: fetched.response.statusCode, headers: fetched.response.headers)
    }

    private static func urlResponse<S>(for result: ExistWriteResult<S>, url: URL) -> URLResponse {
        urlResponse(url: url, status: result.statuses.last ?? 200, headers: [:])
    }

    private static func urlResponse(url: URL, status: Int, headers: [String: String]) -> URLResponse {
        HTTPURLResponse(url: url, statusCode: status, httpVersion: "HTTP/1.1", headerFields: headers)
            ?? URLResponse(url: url, mimeType: nil, expectedContentLength: -1, textEncodingName: nil)
    }
}
