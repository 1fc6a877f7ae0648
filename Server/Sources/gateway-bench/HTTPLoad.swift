import Foundation

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// Plain GETs to gateways with the benchmark's client key.
enum HTTPLoad {
    struct Answer: Sendable {
        let status: Int
        let headers: String
        let body: Data
        /// The header fields, by lower-cased name.
        var fields: [String: String] = [:]
        /// How long the request took, in seconds.
        var seconds: Double = 0
    }

    static let session: URLSession = {
        let configuration = URLSessionConfiguration.ephemeral
        configuration.httpMaximumConnectionsPerHost = 64
        configuration.timeoutIntervalForRequest = 60
        return URLSession(configuration: configuration)
    }()

    /// One GET; a failed connection answers status 0.
    static func get(_ url: String) async -> Answer {
        var request = URLRequest(url: URL(string: url)!)
        request.setValue("bench", forHTTPHeaderField: "X-Client-Key")
        let started = ContinuousClock.now
        do {
            let (body, response) = try await session.data(for: request)
            let http = response as? HTTPURLResponse
            var fields: [String: String] = [:]
            for (name, value) in http?.allHeaderFields ?? [:] {
                if let name = name as? String, let value = value as? String { fields[name.lowercased()] = value }
            }
            return Answer(
                status: http?.statusCode ?? 0, headers: "\(http?.allHeaderFields ?? [:])", body: body, fields: fields,
                seconds: secondsValue(ContinuousClock.now - started))
        } catch {
            return Answer(status: 0, headers: "", body: Data(), seconds: secondsValue(ContinuousClock.now - started))
        }
    }

    /// All `urls`, at most `width` at a time, in order of starting.
    static func getAll(_ urls: [String], width: Int = 64) async -> [Answer] {
        await withTaskGroup(of: (Int, Answer).self) { group in
            var answers = [Answer?](repeating: nil, count: urls.count)
            var next = 0
            for _ in 0..<min(width, urls.count) {
                let index = next
                group.addTask { (index, await get(urls[index])) }
                next += 1
            }
            for await (index, answer) in group {
                answers[index] = answer
                if next < urls.count {
                    let index = next
                    group.addTask { (index, await get(urls[index])) }
                    next += 1
                }
            }
            return answers.compactMap { $0 }
        }
    }

    /// `urls` in turn at a steady `rate` per second for `seconds`, each request started on time
    /// whether or not the ones before have been answered (an open loop, as users arrive).
    static func paced(_ urls: [String], rate: Int, seconds: Int) async -> [Answer] {
        let started = ContinuousClock.now
        let count = rate * seconds
        return await withTaskGroup(of: Answer.self) { group in
            for index in 0..<count {
                try? await Task.sleep(until: started + .seconds(Double(index) / Double(rate)), clock: .continuous)
                let url = urls[index % urls.count]
                group.addTask { await get(url) }
            }
            return await group.reduce(into: []) { $0.append($1) }
        }
    }

    /// The Caiyun-shaped path for place `index` of a grid of places.
    static func place(_ index: Int) -> String {
        let longitude = 100 + Double(index % 20) * 0.5
        let latitude = 20 + Double(index / 20) * 0.5
        return "/v2.6/app/\(String(format: "%.4f,%.4f", longitude, latitude))/weather?lang=zh_CN&unit=metric&alert=true"
    }
}
