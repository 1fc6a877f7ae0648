import APICore
import Foundation

extension WeatherAlertsClient {
    /// `warnings` completed from their CAP documents (description, instruction, awareness,
    /// references, outline), each document fetched once per message and cached for a day; a
    /// warning whose document draws an outline missing the place is dropped.
    func withDetails(
        _ warnings: [OfficialWarning], service: WarningService, matcher: AreaMatcher, language: String,
        mode: CacheMode
    ) async -> ([OfficialWarning], [WeatherAlertsError]) {
        let wanted = Dictionary(
            warnings.compactMap { warning in
                warning.documentURL.map { ($0, warning.id) }
            }, uniquingKeysWith: { first, _ in first })
        let documents = await withTaskGroup(of: (URL, Result<[OfficialWarning], WeatherAlertsError>).self) { group in
            for url in wanted.keys {
                group.addTask { (url, await self.document(at: url, service: service, mode: mode)) }
            }
            var documents: [URL: Result<[OfficialWarning], WeatherAlertsError>] = [:]
            for await (url, result) in group { documents[url] = result }
            return documents
        }
        var failures: [WeatherAlertsError] = []
        for case .failure(let error) in documents.values { failures.append(error) }
        let selection = WarningSelection(now: clock.now, language: language)
        var completed: [OfficialWarning] = []
        for warning in warnings {
            guard let url = warning.documentURL, case .success(let copies)? = documents[url], !copies.isEmpty else {
                completed.append(warning)
                continue
            }
            let detail = selection.mergedCopies(copies)
            guard let merged = Self.merge(warning, with: detail, matcher: matcher, locating: service.locating) else {
                continue
            }
            completed.append(merged)
        }
        return (completed, failures)
    }

    /// The CAP document at `url`, every `info` block.
    private func document(
        at url: URL, service: WarningService, mode: CacheMode
    ) async -> Result<[OfficialWarning], WeatherAlertsError> {
        let limits = configuration.limits
        do {
            let fetched = try await cached(
                url: url, kind: "cap-\(service.id.rawValue)", service: service, freshness: 86_400,
                accept: "application/cap+xml, application/xml;q=0.9", from: mode
            ) { body throws(WeatherAlertsError) in
                try CAPReader(limits: limits).warnings(from: body, service: service.id)
            }
            return .success(fetched.response)
        } catch {
            return .failure(error)
        }
    }

    /// `warning` with its document's fields; `nil` when the document's outline misses the place.
    static func merge(
        _ warning: OfficialWarning, with detail: OfficialWarning, matcher: AreaMatcher, locating: WarningLocating
    ) -> OfficialWarning? {
        var merged = warning
        if !detail.event.isEmpty { merged.event = detail.event }
        merged.language = detail.language ?? warning.language
        merged.description = detail.description ?? warning.description
        merged.instruction = detail.instruction ?? warning.instruction
        merged.headline = detail.headline ?? warning.headline
        merged.web = detail.web ?? warning.web
        merged.sender = detail.sender ?? warning.sender
        merged.senderName = detail.senderName ?? warning.senderName
        merged.eventCode = detail.eventCode ?? warning.eventCode
        merged.responseTypes = detail.responseTypes.isEmpty ? warning.responseTypes : detail.responseTypes
        merged.awarenessLevel = detail.awarenessLevel ?? warning.awarenessLevel
        merged.awarenessType = detail.awarenessType ?? warning.awarenessType
        merged.parameters = warning.parameters.merging(detail.parameters) { _, new in new }
        merged.references = warning.references + detail.references.filter { !warning.references.contains($0) }
        merged.ends = detail.ends ?? warning.ends
        if let geometry = detail.geometry, !geometry.isEmpty {
            merged.geometry = geometry
            guard let match = matcher.match(merged, locating: locating) else { return nil }
            merged.isAreaApproximate = match == .approximate
        }
        return merged
    }
}
