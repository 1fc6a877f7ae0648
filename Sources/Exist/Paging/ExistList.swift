import APICore
import Foundation

/// A list the API serves in pages, such as attributes or correlations: fetch one page, walk the
/// pages, or iterate over every item as an `AsyncSequence`.
///
/// Creating a list sends nothing; each page is fetched when it is needed.
///
/// ```swift
/// let first = try await exist.correlations(strongOnly: true).page(1)   // one request
/// for try await attribute in exist.attributes() {                     // every page, in turn
///     print(attribute.label)
/// }
/// let all = try await exist.insights().collect()
/// ```
///
/// `next` links are absolute URLs on exist.io; the list follows them on the host the client
/// is configured with, so a proxy or test server sees every page and the token never goes
/// elsewhere.
public struct ExistList<Item: Sendable & Codable>: Sendable {
    let client: ExistClient
    let path: String
    let query: [URLQueryItem]
    let operation: String
    /// A problem with the parameters, reported when the first page is asked for.
    let problem: ExistError?
    /// Keeps only matching items, for filters the server is known to ignore.
    let keep: (@Sendable (Item) -> Bool)?

    /// How many items each page holds when walking the list (1–100; default 100, the fewest
    /// requests against the 300-an-hour limit).
    public var pageSize = 100

    /// This list with another page size.
    public func pageSize(_ size: Int) -> ExistList {
        var copy = self
        copy.pageSize = size
        return copy
    }

    /// The page `number` (from 1), holding `size` items (the server's default, 20, when `nil`).
    ///
    /// - Throws: ``ExistError``.
    public func page(_ number: Int = 1, size: Int? = nil) async throws -> ExistPage<Item> {
        try await fetch(number: number, size: size).page
    }

    /// The page after `page`, or `nil` when `page` is the last.
    ///
    /// - Throws: ``ExistError``.
    public func page(after page: ExistPage<Item>) async throws -> ExistPage<Item>? {
        guard let next = page.next else { return nil }
        return try await fetch(next: next).page
    }

    /// The pages in order, fetched one at a time as the sequence is iterated.
    public var pages: ExistPages<Item> { ExistPages(list: self) }

    /// Every item of every page, fetching pages until the last (or until `limit` items).
    ///
    /// - Throws: ``ExistError``.
    public func collect(limit: Int? = nil) async throws -> [Item] {
        var items: [Item] = []
        for try await item in self {
            items.append(item)
            if let limit, items.count >= limit { break }
        }
        return items
    }

    package func fetch(number: Int, size: Int?) async throws(ExistError) -> Fetched {
        if let problem { throw problem }
        guard number >= 1 else {
            throw ExistError(.invalidParameter, "Pages are numbered from 1; \(number) was asked for.")
        }
        if let size, !(1...100).contains(size) {
            throw ExistError(.invalidParameter, "A page holds 1 to 100 items; \(size) was asked for.")
        }
        var items = query
        if number > 1 { items.append(URLQueryItem(name: "page", value: String(number))) }
        if let size { items.append(URLQueryItem(name: "limit", value: String(size))) }
        let url = try client.apiURL(path, query: items)
        return try await fetch(url: url)
    }

    func fetch(next: URL) async throws(ExistError) -> Fetched {
        try await fetch(url: try client.rebased(next))
    }

    /// A page with the response and address it came from.
    package typealias Fetched = (page: ExistPage<Item>, response: TransportResponse, url: URL)

    private func fetch(url: URL) async throws(ExistError) -> Fetched {
        var (page, response) = try await client.get(ExistPage<Item>.self, url: url, operation: operation)
        if let keep { page.results = page.results.filter(keep) }
        return (page, response, url)
    }
}

extension ExistList: AsyncSequence {
    /// Walks every item of every page.
    public struct AsyncIterator: AsyncIteratorProtocol {
        var pages: ExistPages<Item>.AsyncIterator
        var buffer: [Item] = []
        var index = 0

        /// The next item, fetching the next page when this one is used up.
        public mutating func next() async throws -> Item? {
            while index == buffer.count {
                guard let page = try await pages.next() else { return nil }
                buffer = page.results
                index = 0
            }
            defer { index += 1 }
            return buffer[index]
        }
    }

    /// Starts at the first page.
    public func makeAsyncIterator() -> AsyncIterator { AsyncIterator(pages: pages.makeAsyncIterator()) }
}

/// The pages of an ``ExistList`` as an `AsyncSequence`, fetched one at a time.
public struct ExistPages<Item: Sendable & Codable>: AsyncSequence, Sendable {
    let list: ExistList<Item>

    /// Walks the pages by following `next`.
    public struct AsyncIterator: AsyncIteratorProtocol {
        let list: ExistList<Item>
        var next: URL?
        var started = false
        var visited: Set<URL> = []

        /// The next page, or `nil` after the last.
        public mutating func next() async throws -> ExistPage<Item>? {
            try await nextFetched()?.page
        }

        /// The next page with its response and address, or `nil` after the last.
        package mutating func nextFetched() async throws(ExistError) -> ExistList<Item>.Fetched? {
            let fetched: ExistList<Item>.Fetched
            if !started {
                started = true
                fetched = try await list.fetch(number: 1, size: list.pageSize)
            } else if let next {
                guard visited.insert(next).inserted else {
                    throw ExistError(.unexpectedResponse, "The list's next link repeats an earlier page: \(next.path).")
                }
                fetched = try await list.fetch(next: next)
            } else {
                return nil
            }
            next = fetched.page.next
            return fetched
        }
    }

    /// Starts at the first page.
    public func makeAsyncIterator() -> AsyncIterator { AsyncIterator(list: list) }
}
