import APICore
import Foundation

extension CYRequest {
    /// Fetches the full `weather` response, from the cache when it is fresh and from the API
    /// otherwise, and calls `completionHandler` on ``queue``.
    ///
    /// The handler gets the response or an error (a ``CYError``), and where the answer came from.
    /// When the API failed and an older cached response stands in (see ``fetch(_:from:)``), the
    /// handler gets both: the stale response, `.local`, and the API's error.
    public func perform(completionHandler: @escaping @Sendable (CYResponse?, DataSource, (any Error)?) -> Void) {
        deliver(completionHandler) { try await $0.fetch(CYResult.self) }
    }

    /// Fetches the full `weather` response from the given source and calls `completionHandler` on ``queue``.
    public func perform(
        from dataSource: DataSource,
        completionHandler: @escaping @Sendable (CYResponse?, DataSource, (any Error)?) -> Void
    ) {
        deliver(completionHandler, failingAs: dataSource) { try await $0.fetch(CYResult.self, from: dataSource) }
    }

    /// Fetches the raw body from the given source and calls `completionHandler` on ``queue``.
    public func fetchData(
        from dataSource: DataSource, completionHandler: @escaping @Sendable (Data?, (any Error)?) -> Void
    ) {
        let queue = self.queue
        Task {
            do {
                let data = try await fetchData(from: dataSource)
                queue.async { completionHandler(data, nil) }
            } catch {
                queue.async { completionHandler(nil, error) }
            }
        }
    }

    /// Reads the bundled example response and calls `completionHandler` on ``queue``.
    public func fetchExampleData(completionHandler: @escaping @Sendable (Data?, (any Error)?) -> Void) {
        let queue = self.queue
        queue.async {
            do {
                completionHandler(try CYRequest.exampleData(), nil)
            } catch {
                completionHandler(nil, error)
            }
        }
    }

    /// Decodes a `weather` response body and calls `completionHandler` on ``queue``.
    public func decode(_ data: Data, completionHandler: @escaping @Sendable (CYResponse?, CYError?) -> Void) {
        let redactor = Redactor(secrets: [endpoint.token ?? ""])
        queue.async {
            do throws(CYError) {
                completionHandler(try CYResponseDecoder.decode(CYResponse.self, from: data, redactor: redactor), nil)
            } catch {
                completionHandler(nil, error)
            }
        }
    }

    private func deliver(
        _ completionHandler: @escaping @Sendable (CYResponse?, DataSource, (any Error)?) -> Void,
        failingAs failedSource: DataSource = .remote,
        _ operation: @escaping @Sendable (CYRequest) async throws -> CYFetched<CYResponse>
    ) {
        let queue = self.queue
        Task {
            do {
                let fetched = try await operation(self)
                queue.async { completionHandler(fetched.response, fetched.dataSource, fetched.staleError) }
            } catch {
                queue.async { completionHandler(nil, failedSource, error) }
            }
        }
    }
}
