import Exist
import Foundation

extension TagResolution {
    /// What resolving tags needs from the user's account: the attributes the tags (and any other
    /// names given) may be, by name, and, when a tag is not plain ASCII, the user's tags to match
    /// by label.
    package struct Lookup: Sendable {
        /// The user's attributes among those named, by name.
        package var attributes: [String: ExistAttribute]
        /// The user's custom attributes, read only when a tag may be one of them under a name
        /// that cannot be predicted; empty otherwise.
        package var labelled: [ExistAttribute]
    }

    /// Reads what resolving `typed` needs, with the attributes called `names` besides (such as
    /// `mood`, for a check-in).
    package static func lookup(
        _ typed: [String], besides names: [String] = [], client: ExistClient
    ) async throws
        -> Lookup
    {
        let attributes = try await client.attributes(named: Self.names(for: typed) + names)
        // Exist may have named a tag with letters beyond a to z otherwise than predicted: such a
        // tag is looked for by its label too.
        let filter = ExistAttributeFilter(groups: ["custom"], includeInactive: true, includeLowPriority: true)
        let labelled = needsLabels(typed) ? try await client.attributes(filter).collect() : []
        return Lookup(attributes: attributes, labelled: labelled)
    }

    /// Matches `typed` against what `lookup` read (see ``init(_:attributes:labelled:)``).
    package init(_ typed: [String], lookup: Lookup) throws(ExistRuntimeError) {
        try self.init(typed, attributes: lookup.attributes, labelled: lookup.labelled)
    }

    /// The refusal of the attributes typed as tags that are not yes/no (``ExistRuntimeError/Code/notATag``),
    /// or `nil` when every one is a tag; `fix` completes "Nothing was written; …", such as "set
    /// them with `exist update NAME=VALUE`".
    package func notTagsRefusal(fix: String) -> ExistRuntimeError? {
        guard !notTags.isEmpty else { return nil }
        let described = notTags.map { "\($0.name) (\($0.valueTypeDescription))" }.joined(separator: ", ")
        return ExistRuntimeError(
            .notATag, "Not yes/no attributes, so not tags: \(described). Nothing was written; \(fix).")
    }
}

/// Tags created before a write sets them: the names Exist answered with (never names made
/// here), and a sentence for each tag asked for. `exist tag`, `exist checkin` and `exist_checkin`
/// create tags through it.
package struct TagCreation: Sendable, Hashable {
    /// The names Exist answered with, for the tags it created with a name, in the order asked.
    package var names: [String] = []
    /// What happened to each tag, as plain text: created (under a name other than predicted, it
    /// says so), not created (with Exist's reason), or created without a name.
    package var notes: [String] = []
    /// Whether every tag asked for was created with a name.
    package var isComplete = true

    /// Nothing created.
    package init() {}

    /// Tags as typed, each in quotes: “coffee”, “Green tea”.
    package static func quoted(_ typed: [String]) -> String { typed.map { "“\($0)”" }.joined(separator: ", ") }

    /// What to say before creating `new`.
    package static func announcement(_ new: [TagResolution.New]) -> String {
        "No tag called \(quoted(new.map(\.typed))) yet: creating \(new.count == 1 ? "it" : "them") (yes/no, in Daily"
            + " tags)."
    }

    /// Creates `new` as yes/no attributes in the custom group (Daily tags), in one request, and
    /// returns the names Exist answered with.
    package static func create(_ new: [TagResolution.New], client: ExistClient) async throws -> TagCreation {
        var creation = TagCreation()
        guard !new.isEmpty else { return creation }
        let labels = new.map(\.label)
        let created = try await client.createAttributes(labels.map { ExistNewAttribute.tag($0) })
        for failure in created.failed {
            creation.notes.append("Could not create \(failure.name ?? "a tag"): \(failure.error)")
        }
        let answered = AttributeNames.answered(created, labels: labels)
        for tag in new {
            guard let name = answered[tag.label] else { continue }
            guard !name.isEmpty else {
                creation.notes.append("Exist created “\(tag.label)” without a name, so it cannot be tagged.")
                continue
            }
            let renamed = name == tag.predicted ? "" : " (Exist's name for “\(tag.label)”)"
            creation.notes.append("Created tag \(name)\(renamed).")
            creation.names.append(name)
        }
        creation.isComplete = creation.names.count == new.count
        return creation
    }
}
