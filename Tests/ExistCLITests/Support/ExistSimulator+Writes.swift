import Foundation
import TestSupport

/// The simulator's write endpoints: each item checked as Exist checks it (the attribute exists,
/// this client owns it), answered in the write envelope with Exist's error codes.
extension ExistSimulator {
    func write(
        _ request: LoopbackServer.RecordedRequest,
        _ apply: ([String: Any]) -> (ok: [String: Any]?, error: (String, String)?)
    ) -> LoopbackServer.Reply {
        let items = (try? JSONSerialization.jsonObject(with: request.body)) as? [[String: Any]] ?? []
        var success: [[String: Any]] = []
        var failed: [[String: Any]] = []
        for item in items {
            let outcome = apply(item)
            if let ok = outcome.ok {
                success.append(ok)
            } else if let (code, message) = outcome.error {
                failed.append(item.merging(["error_code": code, "error": message]) { _, new in new })
            }
        }
        let body = (try? JSONSerialization.data(withJSONObject: ["success": success, "failed": failed])) ?? Data()
        return .json(body, status: failed.isEmpty ? 200 : 202)
    }

    /// The index of the attribute `item` names, or the API's error for it.
    func writable(_ item: [String: Any]) -> Result<Int, Failure> {
        let name = item["name"] as? String ?? ""
        guard let index = attributes.firstIndex(where: { $0.name == name }) else {
            return .failure(Failure("not_found", "User doesn't have an attribute named '\(name)'"))
        }
        guard attributes[index].service == Self.ownService else {
            return .failure(Failure("unauthorised", "Attribute '\(name)' does not belong to this service"))
        }
        return .success(index)
    }

    struct Failure: Error {
        let code: String
        let message: String
        init(_ code: String, _ message: String) {
            self.code = code
            self.message = message
        }
    }

    func update(_ item: [String: Any]) -> (ok: [String: Any]?, error: (String, String)?) {
        switch writable(item) {
        case .failure(let failure): return (nil, (failure.code, failure.message))
        case .success(let index):
            guard let date = item["date"] as? String, let value = item["value"] else {
                return (nil, ("missing_field", "Object at index 0 missing field(s) 'date' or 'value'"))
            }
            attributes[index].values[date] = value
            return (["name": attributes[index].name, "date": date, "value": value], nil)
        }
    }

    func increment(_ item: [String: Any]) -> (ok: [String: Any]?, error: (String, String)?) {
        switch writable(item) {
        case .failure(let failure): return (nil, (failure.code, failure.message))
        case .success(let index):
            let date = item["date"] as? String ?? FakeExist.today
            let before = (attributes[index].values[date] as? NSNumber)?.doubleValue ?? 0
            let amount = (item["value"] as? NSNumber)?.doubleValue ?? 0
            let total = before + amount
            let current: Any = total == total.rounded() ? Int(total) : total
            attributes[index].values[date] = current
            return (["name": attributes[index].name, "value": item["value"] ?? 0, "current": current], nil)
        }
    }

    /// Acquires by name or template; a custom attribute (no template) by name only with
    /// `allow_user_defined`, otherwise it is not found, as Exist matches names among templated
    /// ones (the error is the API's acquire `not_found`; that it is the one given here is simulated).
    func acquire(_ item: [String: Any], allowCustom: Bool) -> (ok: [String: Any]?, error: (String, String)?) {
        let key = item["name"] as? String ?? item["template"] as? String ?? ""
        if let index = attributes.firstIndex(where: { $0.name == key }) {
            if item["name"] != nil, attributes[index].template == nil, !allowCustom {
                return (nil, ("not_found", "Attribute matching query does not exist."))
            }
            attributes[index].service = Self.ownService
            attributes[index].active = true
            return (["name": key, "active": true], nil)
        }
        guard item["template"] != nil, let template = Self.templates().first(where: { $0["name"] as? String == key })
        else { return (nil, ("not_found", "Attribute matching query does not exist.")) }
        attributes.append(Self.attribute(fromTemplate: template))
        return (["name": key, "active": true], nil)
    }

    func create(_ item: [String: Any], objects: Bool) -> (ok: [String: Any]?, error: (String, String)?) {
        let made: Attribute
        if let key = item["template"] as? String {
            guard let template = Self.templates().first(where: { $0["name"] as? String == key }) else {
                return (nil, ("not_found", "Template matching query does not exist."))
            }
            made = Self.attribute(fromTemplate: template)
        } else {
            guard let label = item["label"] as? String, let group = item["group"] as? String,
                let type = item["value_type"] as? Int
            else {
                return (nil, ("missing_field", "Object at index 0 missing field(s) 'label', 'group' or 'value_type'"))
            }
            guard type != 6 else { return (nil, ("validation", "Value type 6 is reserved for templates")) }
            made = Attribute(
                name: Self.slug(foldsAccents ? label.folding(options: .diacriticInsensitive, locale: nil) : label),
                label: label, group: group, groupLabel: group == "custom" ? "Daily tags" : group,
                type: type,
                template: nil, service: Self.ownService)
        }
        guard !attributes.contains(where: { $0.name == made.name }) else {
            return (nil, ("validation", "An attribute named '\(made.name)' already exists"))
        }
        attributes.append(made)
        return (objects ? json(made, values: nil) : ["name": made.name, "active": true], nil)
    }

    /// The name Exist makes of a label, as it was seen to: letters a to z and digits in lower
    /// case, each run of anything else between them as one `_`, other letters dropped ("Élan"
    /// gives lan, "咖啡" an empty name, which Exist accepts).
    static func slug(_ label: String) -> String {
        var name = ""
        for character in label {
            if character.isASCII, character.isLetter || character.isNumber {
                name += character.lowercased()
            } else if !(character.isLetter || character.isNumber), !name.isEmpty, name.last != "_" {
                name.append("_")
            }
        }
        while name.last == "_" { name.removeLast() }
        return name
    }
}
