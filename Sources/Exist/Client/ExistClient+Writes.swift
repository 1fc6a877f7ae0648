import APICore
import Foundation

extension ExistClient {
    /// Sets each day's value (`attributes/update/`), in requests of at most the configuration's
    /// `writeBatchSize` items (35, Exist's limit, by default).
    ///
    /// Updates are idempotent, so a request that times out or meets a 5xx is retried as the
    /// configuration's retry policy allows.
    ///
    /// - Returns: Every success and every failure; 202 answers are partial successes, not errors.
    /// - Throws: ``ExistError`` when the first request fails outright (nothing was written).
    public func update(_ items: [ExistValueUpdate]) async throws -> ExistWriteResult<ExistUpdatedValue> {
        try await write(items, path: "attributes/update/", operation: "attributes/update")
    }

    /// Adds to each day's value (`attributes/increment/`), in requests of at most the
    /// configuration's `writeBatchSize` items (35, Exist's limit, by default).
    ///
    /// An increment is never sent twice: not after a timeout, a 5xx or a dropped connection.
    /// Then the server may or may not have applied it, and the client says so with
    /// ``ExistError/Code/outcomeUnknown`` rather than guess. (After a 401 the token is refreshed
    /// and the request sent again: a 401 means nothing was applied.)
    ///
    /// - Throws: ``ExistError``; ``ExistError/Code/outcomeUnknown`` when the first request's
    ///   outcome cannot be known.
    public func increment(_ items: [ExistIncrement]) async throws -> ExistWriteResult<ExistIncrementedValue> {
        try await write(items, path: "attributes/increment/", operation: "attributes/increment", repeatable: false)
    }

    /// Takes ownership of attributes (`attributes/acquire/`), which a client needs before writing
    /// them. Acquiring a template the user lacks creates the attribute.
    ///
    /// - Parameters:
    ///   - items: The attributes, by name or template.
    ///   - allowUserDefined: Allow acquiring custom (non-templated) attributes.
    ///   - returningObjects: Return each acquired attribute in full.
    public func acquire(
        _ items: [ExistAcquisition], allowUserDefined: Bool = false, returningObjects: Bool = false
    ) async throws -> ExistWriteResult<ExistAttributeChange> {
        var query = ExistQuery()
        query.add("allow_user_defined", flag: allowUserDefined)
        query.add("success_objects", flag: returningObjects)
        return try await write(items, path: "attributes/acquire/", query: query, operation: "attributes/acquire")
    }

    /// Takes ownership of the attributes called `names`.
    public func acquire(names: [String]) async throws -> ExistWriteResult<ExistAttributeChange> {
        try await acquire(names.map { .name($0) })
    }

    /// Gives up ownership of the attributes called `names` (`attributes/release/`).
    public func release(names: [String]) async throws -> ExistWriteResult<ExistAttributeChange> {
        try await write(names.map(ExistRelease.init), path: "attributes/release/", operation: "attributes/release")
    }

    /// Creates attributes (`attributes/create/`): from templates, or custom ones such as tags.
    ///
    /// - Parameters:
    ///   - items: The attributes to create, sent in requests of at most the configuration's
    ///     `writeBatchSize` items (35 by default).
    ///   - returningObjects: Return each new attribute in full (its name is made from the label,
    ///     so read it from here).
    public func createAttributes(
        _ items: [ExistNewAttribute], returningObjects: Bool = true
    ) async throws -> ExistWriteResult<ExistAttributeChange> {
        var query = ExistQuery()
        query.add("success_objects", flag: returningObjects)
        return try await write(items, path: "attributes/create/", query: query, operation: "attributes/create")
    }

    /// Sends `items` in batches and gathers the answers.
    func write<Item: Encodable & Sendable, Success>(
        _ items: [Item], path: String, query: ExistQuery = ExistQuery(), operation: String, repeatable: Bool = true
    ) async throws(ExistError) -> ExistWriteResult<Success> {
        let url = try apiURL(path, query: query.items)
        let batches = stride(from: 0, to: items.count, by: configuration.writeBatchSize).map {
            Array(items[$0..<min($0 + configuration.writeBatchSize, items.count)])
        }
        var result = ExistWriteResult<Success>()
        for (index, batch) in batches.enumerated() {
            do throws(ExistError) {
                let (answer, response) = try await post(
                    batch, to: url, as: ExistWriteResult<Success>.self, operation: operation,
                    retryPolicy: repeatable ? nil : .never)
                result.success += answer.success
                result.failed += answer.failed
                result.statuses.append(response.statusCode)
            } catch {
                let failure = repeatable ? error : (error.asOutcomeUnknown() ?? error)
                guard index > 0 else { throw failure }
                result.interruption = failure
                result.failed += Self.unsent(batch, code: failure.code.rawValue, message: failure.message)
                for later in batches[(index + 1)...] {
                    result.failed += Self.unsent(
                        later, code: "not_sent", message: "Not sent: an earlier request failed.")
                }
                break
            }
        }
        return result
    }

    /// Failed items for requests that got no answer, echoing what was sent.
    private static func unsent<Item: Encodable>(_ items: [Item], code: String, message: String) -> [ExistFailedItem] {
        items.map { item in
            let fields = (try? encoder.encode(item)).flatMap {
                try? FastJSONDecoder().decode([String: ExistJSON].self, from: $0)
            }
            return ExistFailedItem(errorCode: code, error: message, fields: fields ?? [:])
        }
    }
}
