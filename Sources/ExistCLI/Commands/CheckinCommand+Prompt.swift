import Exist
import ExistRuntime
import Foundation
import TerminalKit

/// The questions `exist checkin` asks on a terminal, one line of standard input each, on standard
/// error (so `--json` keeps standard output to its one document): the mood, the note and the
/// tags, each showing the day's value, which Enter keeps.
struct CheckinPrompt {
    let session: ExistSession
    /// Whether a mood outside 1 to 9 is taken (`--force`).
    let force: Bool

    /// The most times a mood that does not fit is asked for again before the run gives up.
    static let attempts = 3

    /// Asks for the check-in of `day`, whose values now are shown; what Enter kept is left out.
    func ask(_ day: CheckInDay, today: ExistDate) throws -> CheckIn {
        let relative = day.date == today ? " (today)" : day.date == today.adding(days: -1) ? " (yesterday)" : ""
        session.warn("Check-in for \(day.date)\(relative); Enter keeps a value.")
        var checkIn = CheckIn()
        checkIn.mood = try askMood(now: day.mood)
        let note = try read("Mood note [\(day.note.map { "“\(Self.shortened($0))”" } ?? "none")]: ")
        if !note.isEmpty { checkIn.note = note }
        let set = day.tags.isEmpty ? "none" : ExistFormat.clean(day.tags.joined(separator: ", "))
        checkIn.addTags(try read("Tags [\(set)] (add: a, b; -a sets one back to no): "))
        return checkIn
    }

    /// The mood typed, or `nil` for Enter; one that does not fit is asked for again, up to
    /// ``attempts`` times.
    private func askMood(now: ExistJSON?) throws -> String? {
        let question = "Mood, 1 to 9 [\(now.map { ExistFormat.clean($0.description) } ?? "none")]: "
        for attempt in 1...Self.attempts {
            let answer = try read(question)
            if answer.isEmpty { return nil }
            do {
                _ = try ValueParser.value(answer, type: .scale, name: CheckIn.moodName, force: force)
                return answer
            } catch {
                let hint = error.code == .implausibleValue ? " (--force sends it anyway)" : ""
                guard attempt < Self.attempts else { throw error }
                session.warn(ExistFormat.clean(error.message) + hint)
            }
        }
        return nil
    }

    /// One answer, trimmed; the end of standard input cancels the check-in.
    private func read(_ question: String) throws -> String {
        session.environment.errorOutput.write(question)
        guard let line = session.environment.readInputLine() else {
            session.environment.errorOutput.line()
            throw CLIError("No answer: the check-in was cancelled, and nothing was written.")
        }
        return line.trimmingCharacters(in: .whitespacesAndNewlines)
    }

    /// A note as the question shows it: one line, at most 60 characters.
    static func shortened(_ note: String) -> String {
        let line = ExistFormat.clean(note)
        return line.count > 60 ? line.prefix(59) + "…" : line
    }
}
