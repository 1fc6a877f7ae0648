import ArgumentParser
import Exist
import ExistRuntime
import Foundation
import TerminalKit

extension UpdateCommand {
    /// `--dry-run`: checks each value as the real run would meet it (values, attributes the user
    /// lacks or another service owns, future days), reads the values it would replace, estimates
    /// the requests, prints it all, sends nothing, and exits 1 when the real run would fail an item.
    func check(_ plan: ImportPlan, problems: [WriteProblem], _ context: WriteContext) async throws {
        let known = plan.updates.filter { context.attributes[$0.name] != nil }
        let requests = RequestEstimate(updates: plan.updates, names: Set(plan.sources.map(\.name)), known: known)
        try await DryRun.check(plan, problems: problems, context, allowFuture: allowFuture, requests: requests)
    }
}
