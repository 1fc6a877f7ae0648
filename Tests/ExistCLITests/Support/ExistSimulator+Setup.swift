import Foundation

/// Test set-up: the states a user's account can be in before a command runs.
extension ExistSimulator {
    /// Loses the answer of the `request`th increment request from now (the next one by default).
    func loseIncrementAnswer(request: Int = 1) { loseIncrementAnswerIn = request }

    /// Gives an attribute to another service, as when the user connected one (test set-up).
    func give(_ name: String, to service: String) {
        guard let index = attributes.firstIndex(where: { $0.name == name }) else { return }
        attributes[index].service = service
    }

    /// Turns an attribute off, as the user can (test set-up).
    func deactivate(_ name: String) {
        guard let index = attributes.firstIndex(where: { $0.name == name }) else { return }
        attributes[index].active = false
    }

    /// Sets a stored value directly (test set-up).
    func seed(_ name: String, _ date: String, _ value: Int) {
        guard let index = attributes.firstIndex(where: { $0.name == name }) else { return }
        attributes[index].values[date] = value
    }

    /// Makes names from labels with accents folded away, not dropped (test set-up).
    func foldAccents() { foldsAccents = true }

    /// Adds a custom attribute this client owns (test set-up).
    func add(_ name: String, label: String, type: Int = 7) {
        attributes.append(
            Attribute(
                name: name, label: label, group: "custom", groupLabel: "Daily tags", type: type, template: nil,
                service: Self.ownService))
    }

    /// Answers `count` more API requests, then 429 to every one (test set-up); `nil` lifts the limit.
    func limitRequests(to count: Int?) { requestsLeft = count }
}
