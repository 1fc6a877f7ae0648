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
        do {
            let (body, response) = try await session.data(for: request)
            let http = response as? HTTPURLResponse
            return Answer(status: http?.statusCode ?? 0, headers: "\(http?.allHeaderFields ?? [:])", body: body)
        } catch {
            return Answer(status: 0, headers: "", body: Data())
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

    /// The Caiyun-shaped path for place `index` of a grid of places.
    static func place(_ index: Int) -> String {
        let longitude = 100 + Double(index % 20) * 0.5
        let latitude = 20 + Double(index / 20) * 0.5
        return "/v2.6/app/\(String(format: "%.4f,%.4f", longitude, latitude))/weather?lang=zh_CN&unit=metric&alert=true"
    }
}
