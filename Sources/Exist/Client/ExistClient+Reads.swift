import APICore
import Foundation

extension ExistClient {
    /// The signed-in user's profile (`accounts/profile/`); needs no scope.
    ///
    /// - Throws: ``ExistError``.
    public func profile() async throws -> ExistProfile {
        try await typedProfile().0
    }

    package func typedProfile() async throws(ExistError) -> (ExistProfile, TransportResponse) {
        try await get(ExistProfile.self, url: try apiURL("accounts/profile/"), operation: "accounts/profile")
    }

    /// Attribute templates: the attributes Exist understands (`attributes/templates/`).
    public func attributeTemplates(
        groups: [String] = [], includeLowPriority: Bool = false
    ) -> ExistList<ExistAttributeTemplate> {
        var query = ExistQuery()
        query.add("groups", list: groups)
        query.add("include_low_priority", flag: includeLowPriority)
        return list("attributes/templates/", query: query, operation: "attributes/templates")
    }

    /// The user's attributes, without values (`attributes/`).
    ///
    /// - Parameters:
    ///   - filter: Which attributes.
    ///   - ownedOnly: Only attributes this client owns.
    public func attributes(_ filter: ExistAttributeFilter = .all, ownedOnly: Bool = false) -> ExistList<ExistAttribute>
    {
        var query = ExistQuery()
        filter.apply(to: &query)
        query.add("owned", flag: ownedOnly)
        return list("attributes/", query: query, operation: "attributes", keep: filter.keep)
    }

    /// The attributes this client owns (`attributes/owned/`).
    public func ownedAttributes(_ filter: ExistAttributeFilter = .all) -> ExistList<ExistAttribute> {
        var query = ExistQuery()
        filter.apply(to: &query)
        return list("attributes/owned/", query: query, operation: "attributes/owned", keep: filter.keep)
    }

    /// Attributes with their values for `days` days ending on `endingOn` (`attributes/with-values/`),
    /// newest first. Days without data may be missing rather than `null`.
    ///
    /// - Parameters:
    ///   - filter: Which attributes (inactive ones are not offered by this endpoint).
    ///   - templates: Only attributes made from these templates.
    ///   - days: How many days, 1–31 (the API has no start date; page back with `endingOn`).
    ///   - endingOn: The last day, in the user's time zone; today when `nil`.
    public func attributesWithValues(
        _ filter: ExistAttributeFilter = .all, templates: [String] = [], days: Int = 1, endingOn: ExistDate? = nil
    ) -> ExistList<ExistAttribute> {
        var query = ExistQuery()
        filter.apply(to: &query, includingInactive: false)
        query.add("templates", list: templates)
        query.add("days", number: days)
        query.add("date_max", date: endingOn)
        var problem: ExistError?
        if !(1...31).contains(days) {
            problem = ExistError(
                .invalidParameter, "Exist returns 1 to 31 days of values at a time; \(days) were asked for.")
        }
        return list(
            "attributes/with-values/", query: query, operation: "attributes/with-values", keep: filter.keep,
            problem: problem)
    }

    /// One attribute's values, newest first, up to `endingOn` (`attributes/values/`).
    ///
    /// The response does not say the attribute's type: read values with
    /// ``ExistDatedValue/typed(as:)`` and the attribute's ``ExistAttribute/valueType``.
    public func values(of attribute: String, endingOn: ExistDate? = nil) -> ExistList<ExistDatedValue> {
        var query = ExistQuery()
        query.add("attribute", attribute)
        query.add("date_max", date: endingOn)
        var problem: ExistError?
        if attribute.trimmingCharacters(in: .whitespaces).isEmpty {
            problem = ExistError(.invalidParameter, "An attribute name is needed to list its values.")
        }
        return list("attributes/values/", query: query, operation: "attributes/values", problem: problem)
    }

    /// Insights, newest first (`insights/`).
    ///
    /// - Parameters:
    ///   - from: The first day.
    ///   - to: The last day.
    ///   - priority: Only insights of this priority: 1 today, 2 a day, 3 a week, 4 a month.
    public func insights(from: ExistDate? = nil, to: ExistDate? = nil, priority: Int? = nil) -> ExistList<ExistInsight>
    {
        var query = ExistQuery()
        query.add("date_min", date: from)
        query.add("date_max", date: to)
        query.add("priority", number: priority)
        var problem: ExistError?
        if let priority, !(1...4).contains(priority) {
            problem = ExistError(.invalidParameter, "An insight priority is 1 to 4; \(priority) was asked for.")
        }
        return list("insights/", query: query, operation: "insights", problem: problem)
    }

    /// Averages (weekly medians over the last 60 days) (`averages/`).
    ///
    /// - Parameters:
    ///   - attributes: Only these attributes; all when empty.
    ///   - groups: Only attributes in these groups.
    ///   - from: The first day.
    ///   - to: The last day.
    ///   - includeHistorical: Every week's averages, not only the latest.
    public func averages(
        attributes: [String] = [], groups: [String] = [], from: ExistDate? = nil, to: ExistDate? = nil,
        includeHistorical: Bool = false
    ) -> ExistList<ExistAverage> {
        var query = ExistQuery()
        query.add("attributes", list: attributes)
        query.add("groups", list: groups)
        query.add("date_min", date: from)
        query.add("date_max", date: to)
        query.add("include_historical", flag: includeHistorical)
        let wanted: Set<String> = Set(attributes)
        guard !wanted.isEmpty else { return list("averages/", query: query, operation: "averages") }
        return list(
            "averages/", query: query, operation: "averages",
            keep: { (average: ExistAverage) in wanted.contains(average.attribute) })
    }

    /// The latest week's correlations (`correlations/`); the API has no date filters.
    ///
    /// - Parameters:
    ///   - attribute: Only correlations involving this attribute.
    ///   - strongOnly: Only strong correlations.
    ///   - confidentOnly: Only confident ones (low p-values).
    public func correlations(
        attribute: String? = nil, strongOnly: Bool = false, confidentOnly: Bool = false
    ) -> ExistList<ExistCorrelation> {
        var query = ExistQuery()
        query.add("attribute", attribute)
        query.add("strong", strongOnly ? "1" : nil)
        query.add("confident", confidentOnly ? "1" : nil)
        return list("correlations/", query: query, operation: "correlations")
    }

    /// The correlation between two attributes (`correlations/combo/`), or `nil` when Exist has
    /// none (its 404 `{"error": "not_found"}` means exactly that).
    ///
    /// - Throws: ``ExistError`` for every other failure.
    public func correlation(between attribute: String, and other: String) async throws -> ExistCorrelation? {
        try await typedCorrelation(between: attribute, and: other)
    }

    func typedCorrelation(between attribute: String, and other: String) async throws(ExistError) -> ExistCorrelation? {
        var query = ExistQuery()
        query.add("attribute", attribute)
        query.add("attribute2", other)
        let url = try apiURL("correlations/combo/", query: query.items)
        do {
            return try await get(ExistCorrelation.self, url: url, operation: "correlations/combo").0
        } catch {
            // Only Exist's own answer means "no such pair"; a 404 page from elsewhere (a wrong
            // base URL, a proxy) is an error.
            guard error.code == .notFound, error.apiMessage == "not_found" else { throw error }
            return nil
        }
    }

    func list<Item>(
        _ path: String, query: ExistQuery, operation: String, keep: (@Sendable (Item) -> Bool)? = nil,
        problem: ExistError? = nil
    ) -> ExistList<Item> {
        ExistList(client: self, path: path, query: query.items, operation: operation, problem: problem, keep: keep)
    }
}
