import Exist

/// What a write of values would meet at Exist, found without sending it: attributes the user
/// does not have (Exist answers `not_found`), attributes another service owns (`unauthorised`),
/// and days after today.
package enum WriteCheck {
    /// The problems of each update of `plan`.
    ///
    /// - Parameters:
    ///   - plan: The values to write.
    ///   - attributes: The user's attributes among those named, by name.
    ///   - owned: The names of those this client owns.
    ///   - today: Today in the user's Exist time zone.
    ///   - allowFuture: Whether days after today are allowed.
    ///   - acquire: The way to take ownership of an attribute, given its name and whether it is
    ///     custom (no template), such as "exist acquire steps_goal".
    package static func problems(
        _ plan: ImportPlan, attributes: [String: ExistAttribute], owned: Set<String>, today: ExistDate,
        allowFuture: Bool, acquire: (String, Bool) -> String
    ) -> [WriteProblem] {
        var problems: [WriteProblem] = []
        for (update, source) in zip(plan.updates, plan.sources) {
            let name = update.name
            if !allowFuture, update.date > today {
                problems.append(
                    WriteProblem(
                        row: source.row, name: name, date: update.date,
                        errorCode: ExistRuntimeError.Code.futureDate.rawValue,
                        message: "\(name): \(update.date) is after today (\(today) in your Exist time zone)."))
            }
            guard let attribute = attributes[name] else {
                problems.append(
                    WriteProblem(
                        row: source.row, name: name, date: update.date, errorCode: "not_found",
                        message: "unknown attribute \(name): you have none by that name."))
                continue
            }
            if !owned.contains(name) {
                let fix = acquire(name, attribute.template == nil)
                problems.append(
                    WriteProblem(
                        row: source.row, name: name, date: update.date, errorCode: "unauthorised",
                        message: "\(name): another service owns it; `\(fix)` takes it for this client.", fix: fix))
            }
        }
        return problems
    }
}
