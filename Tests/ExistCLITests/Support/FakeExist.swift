import Foundation
import TestSupport

/// A stand-in for exist.io on loopback: recorded responses for reads, echoes for writes (items
/// named `bad…` fail), and attributes of every value type.
enum FakeExist {
    static let token = "cliTokenSECRET987"

    /// The time in-process runs take for now: noon in the fake profile's time zone
    /// (Asia/Shanghai) of the day the tests started, so no test sees the day change under it.
    static let now: Date = {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "Asia/Shanghai")!
        return calendar.date(bySettingHour: 12, minute: 0, second: 0, of: Date()) ?? Date()
    }()

    /// Today in the fake profile's time zone, as the tool works it out at ``now``.
    static var today: String { day(at: now) }

    /// The day `offset` days from today in the fake profile's time zone.
    static func day(offset: Int) -> String { day(at: now.addingTimeInterval(Double(offset) * 86_400)) }

    /// The day of `date` in the fake profile's time zone, `yyyy-MM-dd`.
    static func day(at date: Date) -> String {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = TimeZone(identifier: "Asia/Shanghai")
        formatter.dateFormat = "yyyy-MM-dd"
        return formatter.string(from: date)
    }

    /// Attributes of every type, in two groups, with today's values (one has none).
    static let attributes:
        [(
            name: String, label: String, group: String, groupLabel: String, groupPriority: Int, type: Int,
            value: String?
        )] = [
            ("steps", "Steps", "activity", "Activity", 1, 0, "12345"),
            ("steps_distance", "Distance", "activity", "Activity", 1, 1, "5.45"),
            ("sleep", "Time asleep", "sleep", "Sleep", 3, 3, "455"),
            ("sleep_start", "Bedtime", "sleep", "Sleep", 3, 6, "780"),
            ("sleep_end", "Wake time", "sleep", "Sleep", 3, 4, "315"),
            ("mood", "Mood", "mood", "Mood", 2, 8, "7"),
            ("mood_note", "Mood note", "mood", "Mood", 2, 2, "\"Great \\u001b[31mday\""),
            ("weather_humidity", "Humidity", "weather", "Weather", 9, 5, "0.61"),
            ("coffee", "Coffee", "custom", "Daily tags", 12, 7, "1"),
            ("bad_sleep", "Bad sleep", "custom", "Daily tags", 12, 7, nil),
        ]

    static func attributeJSON(_ index: Int, withValues: Bool) -> String {
        let a = attributes[index]
        let values =
            withValues ? #", "values": [\#(a.value.map { #"{"date": "\#(today)", "value": \#($0)}"# } ?? "")]"# : ""
        return
            #"{"template": null, "name": "\#(a.name)", "label": "\#(a.label)", "group": {"name": "\#(a.group)", "label": "\#(a.groupLabel)", "priority": \#(a.groupPriority)}, "service": {"name": "exist_for_ios", "label": "Exist for iOS"}, "active": true, "priority": \#(index + 1), "manual": true, "value_type": \#(a.type), "value_type_description": "x"\#(values)}"#
    }

    /// A page of attributes, five to a page, with an absolute exist.io `next` link.
    static func attributePage(_ request: LoopbackServer.RecordedRequest, withValues: Bool) -> LoopbackServer.Reply {
        var indices = Array(attributes.indices)
        if let names = request.query["attributes"]?.split(separator: ",").map(String.init) {
            indices = indices.filter { names.contains(attributes[$0].name) }
        }
        let page = Int(request.query["page"] ?? "1") ?? 1
        let slice = indices.dropFirst((page - 1) * 5).prefix(5)
        var query = request.query.filter { $0.key != "page" }.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" }
        query.append("page=\(page + 1)")
        let next =
            indices.count > page * 5
            ? #""https://exist.io\#(request.rawPath)?\#(query.joined(separator: "&"))""# : "null"
        let results = slice.map { attributeJSON($0, withValues: withValues) }.joined(separator: ", ")
        return .json(#"{"count": \#(indices.count), "next": \#(next), "previous": null, "results": [\#(results)]}"#)
    }

    /// Echoes write items as successes; items whose name starts with `bad` fail (202).
    static func echo(
        _ request: LoopbackServer.RecordedRequest, extra: (inout [String: Any]) -> Void = { _ in }
    ) -> LoopbackServer.Reply {
        let items = (try? JSONSerialization.jsonObject(with: request.body)) as? [[String: Any]] ?? []
        var success: [[String: Any]] = []
        var failed: [[String: Any]] = []
        for var item in items {
            if (item["name"] as? String ?? "").hasPrefix("bad") {
                item["error_code"] = "not_found"
                item["error"] = "User doesn't have an attribute named '\(item["name"] ?? "")'"
                failed.append(item)
            } else {
                extra(&item)
                success.append(item)
            }
        }
        let body =
            (try? JSONSerialization.data(withJSONObject: ["success": success, "failed": failed], options: .sortedKeys))
            ?? Data()
        return .json(body, status: failed.isEmpty ? 200 : 202)
    }

    /// Answers like exist.io, checking the bearer token.
    static func handle(_ request: LoopbackServer.RecordedRequest, token: String = token) -> LoopbackServer.Reply {
        if request.rawPath.hasPrefix("/api/"), request.headers["authorization"] != "Bearer \(token)" {
            return fixture("v2_error_401_invalid_token.simulated.machinehead", status: 401)
        }
        switch request.rawPath {
        case "/api/2/accounts/profile/":
            let profile = (try? fixtureText("v2_accounts_profile.docs")) ?? ""
            return .json(profile.replacingOccurrences(of: "Australia/Sydney", with: "Asia/Shanghai"))
        case "/api/2/attributes/", "/api/2/attributes/owned/": return attributePage(request, withValues: false)
        case "/api/2/attributes/with-values/": return attributePage(request, withValues: true)
        case "/api/2/attributes/values/": return valuesPage(request)
        case _ where request.query["page"] != nil && !request.rawPath.hasPrefix("/api/2/attributes"):
            return fixture("v2_empty_page.real.nango")
        case "/api/2/insights/": return fixture("v2_insights_page.docs")
        case "/api/2/averages/": return averages(request)
        case "/api/2/correlations/": return fixture("v2_correlations_page.docs")
        case "/api/2/correlations/combo/": return combo(request)
        case "/api/2/attributes/update/", "/api/2/attributes/acquire/", "/api/2/attributes/release/":
            return echo(request)
        case "/api/2/attributes/increment/": return echo(request) { $0["current"] = 100 }
        default: return .json(#"{"detail": "Not found."}"#, status: 404)
        }
    }

    /// The recorded averages, filtered by `attributes` as the server does.
    static func averages(_ request: LoopbackServer.RecordedRequest) -> LoopbackServer.Reply {
        guard let wanted = request.query["attributes"],
            var page =
                (try? JSONSerialization.jsonObject(with: FixtureFiles.data("v2_averages_page.docs", provider: "exist")))
                as? [String: Any],
            let results = page["results"] as? [[String: Any]]
        else { return fixture("v2_averages_page.docs") }
        page["results"] = results.filter { $0["attribute"] as? String == wanted }
        return .json((try? JSONSerialization.data(withJSONObject: page)) ?? Data())
    }

    /// The recorded pair (sleep and workouts_min, either way round); Exist's not found otherwise.
    static func combo(_ request: LoopbackServer.RecordedRequest) -> LoopbackServer.Reply {
        let pair = Set([request.query["attribute"] ?? "", request.query["attribute2"] ?? ""])
        guard pair == ["sleep", "workouts_min"] else { return .json(#"{"error": "not_found"}"#, status: 404) }
        return fixture("v2_correlations_combo.docs")
    }

    /// Steps for the last days, every other day missing (sparse, as real responses are).
    static func valuesPage(_ request: LoopbackServer.RecordedRequest) -> LoopbackServer.Reply {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = TimeZone(identifier: "Asia/Shanghai")
        formatter.dateFormat = "yyyy-MM-dd"
        // Numbers every other day; text for the text attribute.
        let isText = request.query["attribute"] == "mood_note"
        let values = stride(from: 0, to: 40, by: 2).map { offset in
            let value = isText ? #""note \#(offset)""# : "\(1000 + offset * 10)"
            return
                #"{"date": "\#(formatter.string(from: now.addingTimeInterval(Double(-offset) * 86_400)))", "value": \#(value)}"#
        }
        return .json(#"{"count": 20, "next": null, "previous": null, "results": [\#(values.joined(separator: ", "))]}"#)
    }

    static func fixture(_ name: String, status: Int = 200) -> LoopbackServer.Reply {
        .json((try? FixtureFiles.data(name, provider: "exist")) ?? Data(), status: status)
    }

    static func fixtureText(_ name: String) throws -> String {
        String(decoding: try FixtureFiles.data(name, provider: "exist"), as: UTF8.self)
    }
}

extension ExistRunner {
    /// A runner signed in with `EXIST_TOKEN` against `server`.
    static func signedIn(_ server: LoopbackServer) throws -> ExistRunner {
        try ExistRunner(variables: ["EXIST_TOKEN": FakeExist.token, "EXIST_BASE_URL": server.baseURL.absoluteString])
    }
}
