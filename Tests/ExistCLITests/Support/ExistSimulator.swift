import Foundation
import TestSupport

/// A stateful stand-in for exist.io's write side on loopback: attributes owned by services,
/// values kept per attribute and day (so reads see writes), and the API's answers to update,
/// increment, acquire, create and templates, with its error codes. Other reads go to ``FakeExist``.
actor ExistSimulator {
    /// The service the test token's client is (attributes it owns may be written).
    static let ownService = "caiyun_exist"

    struct Attribute {
        var name: String
        var label: String
        var group: String
        var groupLabel: String
        var type: Int
        var template: String?
        var service: String?
        var values: [String: Any] = [:]
        /// Whether the user has it turned on (inactive ones are listed only with `include_inactive`).
        var active = true
    }

    var attributes: [Attribute]
    /// When set, the increment request this many requests from now is applied and then answered
    /// with a 500, as a lost answer (1: the next one).
    var loseIncrementAnswerIn: Int?
    /// Whether names made from labels keep accented letters without their accents ("Élan" gives
    /// elan) instead of dropping them: a name the command cannot have guessed.
    var foldsAccents = false
    /// When set, how many more API requests are answered before Exist's hourly limit is met;
    /// every request after them gets a 429 with no body, as Exist sends it.
    var requestsLeft: Int?

    /// FakeExist's attributes with today's values; `mood` belongs to another service (Exist for
    /// iOS), every other one to this client.
    init() {
        attributes = FakeExist.attributes.map { a in
            var values: [String: Any] = [:]
            if let text = a.value,
                let value = try? JSONSerialization.jsonObject(with: Data(text.utf8), options: .fragmentsAllowed)
            {
                values[FakeExist.today] = value
            }
            return Attribute(
                name: a.name, label: a.label, group: a.group, groupLabel: a.groupLabel, type: a.type,
                template: a.group == "custom" ? nil : a.name,
                service: a.name == "mood" ? "exist_for_ios" : Self.ownService, values: values)
        }
    }

    /// The stored value of `name` on `date`, as text.
    func value(_ name: String, _ date: String) -> String? {
        attributes.first { $0.name == name }?.values[date].map { "\($0)" }
    }

    /// The service owning the attribute called `name` (`nil` when released), or `nil` when there is none.
    func owner(_ name: String) -> String?? { attributes.first { $0.name == name }.map(\.service) }

    /// The names of every attribute the user has.
    var names: [String] { attributes.map(\.name) }

    func handle(_ request: LoopbackServer.RecordedRequest) -> LoopbackServer.Reply {
        if request.rawPath.hasPrefix("/api/"), request.headers["authorization"] != "Bearer \(FakeExist.token)" {
            return FakeExist.handle(request)
        }
        if request.rawPath.hasPrefix("/api/"), let left = requestsLeft {
            guard left > 0 else { return LoopbackServer.Reply(status: 429) }
            requestsLeft = left - 1
        }
        switch (request.method, request.rawPath) {
        case ("GET", "/api/2/attributes/"), ("GET", "/api/2/attributes/owned/"): return list(request, withValues: false)
        case ("GET", "/api/2/attributes/with-values/"): return list(request, withValues: true)
        case ("GET", "/api/2/attributes/values/"): return values(request)
        case ("GET", "/api/2/attributes/templates/"): return .json(Self.page(Self.templates()))
        case ("POST", "/api/2/attributes/update/"): return write(request) { update($0) }
        case ("POST", "/api/2/attributes/increment/"):
            let reply = write(request) { increment($0) }
            if let count = loseIncrementAnswerIn {
                loseIncrementAnswerIn = count > 1 ? count - 1 : nil
                if count == 1 { return .json(#"{"detail": "Server error."}"#, status: 500) }
            }
            return reply
        case ("POST", "/api/2/attributes/acquire/"):
            let allowCustom = ["true", "1"].contains(request.query["allow_user_defined"] ?? "")
            return write(request) { acquire($0, allowCustom: allowCustom) }
        case ("POST", "/api/2/attributes/create/"):
            let objects = request.query["success_objects"] != nil
            return write(request) { create($0, objects: objects) }
        default: return FakeExist.handle(request)
        }
    }

    // MARK: Reads

    func json(_ attribute: Attribute, values: [[String: Any]]?) -> [String: Any] {
        var object: [String: Any] = [
            "name": attribute.name, "label": attribute.label, "template": attribute.template ?? NSNull(),
            "group": ["name": attribute.group, "label": attribute.groupLabel, "priority": 1],
            "service": attribute.service.map { ["name": $0, "label": $0] } ?? NSNull(),
            "active": attribute.active, "priority": 1, "manual": true, "value_type": attribute.type,
            "value_type_description": "x", "available_services": [],
        ]
        if let values { object["values"] = values }
        return object
    }

    private func list(_ request: LoopbackServer.RecordedRequest, withValues: Bool) -> LoopbackServer.Reply {
        var chosen = attributes
        if let names = request.query["attributes"]?.split(separator: ",").map(String.init) {
            chosen = chosen.filter { names.contains($0.name) }
        }
        if let groups = request.query["groups"]?.split(separator: ",").map(String.init) {
            chosen = chosen.filter { groups.contains($0.group) }
        }
        if request.rawPath.hasSuffix("/owned/") { chosen = chosen.filter { $0.service == Self.ownService } }
        // Inactive attributes only when asked for, and never with values.
        if withValues || request.query["include_inactive"] != "true" { chosen = chosen.filter(\.active) }
        let last = request.query["date_max"] ?? FakeExist.today
        let days = Int(request.query["days"] ?? "1") ?? 1
        let results = chosen.map { attribute -> [String: Any] in
            guard withValues else { return json(attribute, values: nil) }
            let dates = attribute.values.keys.filter { $0 <= last && $0 > Self.day(last, minus: days) }.sorted(by: >)
            return json(attribute, values: dates.map { ["date": $0, "value": attribute.values[$0]!] })
        }
        return .json(Self.page(results))
    }

    private func values(_ request: LoopbackServer.RecordedRequest) -> LoopbackServer.Reply {
        let last = request.query["date_max"] ?? "9999-12-31"
        let stored = attributes.first { $0.name == request.query["attribute"] }?.values ?? [:]
        let results = stored.keys.filter { $0 <= last }.sorted(by: >).map { ["date": $0, "value": stored[$0]!] }
        return .json(Self.page(results))
    }

    // MARK: Helpers

    /// The templates of the recorded real page (`v2_attributes_templates_page1.real.nango`).
    static func templates() -> [[String: Any]] {
        let data = (try? FixtureFiles.data("v2_attributes_templates_page1.real.nango", provider: "exist")) ?? Data()
        let page = (try? JSONSerialization.jsonObject(with: data)) as? [String: Any]
        return page?["results"] as? [[String: Any]] ?? []
    }

    static func attribute(fromTemplate template: [String: Any]) -> Attribute {
        let group = template["group"] as? [String: Any] ?? [:]
        let name = template["name"] as? String ?? ""
        return Attribute(
            name: name, label: template["label"] as? String ?? name, group: group["name"] as? String ?? "",
            groupLabel: group["label"] as? String ?? "", type: template["value_type"] as? Int ?? 0, template: name,
            service: ownService)
    }

    private static func page(_ results: [[String: Any]]) -> Data {
        let page: [String: Any] = ["count": results.count, "next": NSNull(), "previous": NSNull(), "results": results]
        return (try? JSONSerialization.data(withJSONObject: page)) ?? Data()
    }

    /// `yyyy-MM-dd` `count` days before `date`.
    static func day(_ date: String, minus count: Int) -> String {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = TimeZone(identifier: "UTC")
        formatter.dateFormat = "yyyy-MM-dd"
        guard let parsed = formatter.date(from: date) else { return date }
        return formatter.string(from: parsed.addingTimeInterval(Double(-count) * 86_400))
    }
}
