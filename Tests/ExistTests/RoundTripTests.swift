import APICore
import Exist
import Foundation
import TestSupport
import Testing

/// Every recorded response survives decoding and encoding with no field lost.
@Suite("Round trips")
struct RoundTripTests {
    /// Each fixture and how to decode and re-encode it.
    static let cases: [(String, @Sendable (Data) throws -> Data)] = [
        ("v2_accounts_profile.docs", trip(ExistProfile.self)),
        ("v2_attributes_list_page.docs", trip(ExistPage<ExistAttribute>.self)),
        ("v2_attributes_owned_page.docs", trip(ExistPage<ExistAttribute>.self)),
        ("v2_attributes_with_values_page.docs", trip(ExistPage<ExistAttribute>.self)),
        ("v2_attributes_values_page.docs", trip(ExistPage<ExistDatedValue>.self)),
        ("v2_attributes_templates_page.docs", trip(ExistPage<ExistAttributeTemplate>.self)),
        ("v2_attributes_templates_page1.real.nango", trip(ExistPage<ExistAttributeTemplate>.self)),
        ("v2_attributes_acquire_success_objects.real.nango", trip(ExistWriteResult<ExistAttributeChange>.self)),
        ("v2_attributes_acquire_partial_202.docs", trip(ExistWriteResult<ExistAttributeChange>.self)),
        (
            "v2_attributes_acquire_failed_not_allowed.observed.machinehead",
            trip(ExistWriteResult<ExistAttributeChange>.self)
        ),
        ("v2_attributes_create_success_objects.docs", trip(ExistWriteResult<ExistAttributeChange>.self)),
        ("v2_attributes_create_success_objects.real.nango", trip(ExistWriteResult<ExistAttributeChange>.self)),
        ("v2_attributes_release_partial_202.docs", trip(ExistWriteResult<ExistAttributeChange>.self)),
        ("v2_attributes_update_all_ok.real.nango", trip(ExistWriteResult<ExistUpdatedValue>.self)),
        ("v2_attributes_update_partial_202.docs", trip(ExistWriteResult<ExistUpdatedValue>.self)),
        (
            "v2_attributes_update_failed_unauthorised.observed.machinehead",
            trip(ExistWriteResult<ExistUpdatedValue>.self)
        ),
        ("v2_attributes_update_failed_validation.observed.machinehead", trip(ExistWriteResult<ExistUpdatedValue>.self)),
        ("v2_attributes_update_failed_not_found.simulated.machinehead", trip(ExistWriteResult<ExistUpdatedValue>.self)),
        ("v2_attributes_increment.real.nango", trip(ExistWriteResult<ExistIncrementedValue>.self)),
        ("v2_attributes_increment_partial_202.docs", trip(ExistWriteResult<ExistIncrementedValue>.self)),
        ("v2_insights_page.docs", trip(ExistPage<ExistInsight>.self)),
        ("v2_insight_object.docs", trip(ExistInsight.self)),
        ("v2_averages_page.docs", trip(ExistPage<ExistAverage>.self)),
        ("v2_average_object_user_attribute_key.docs", trip(ExistAverage.self)),
        ("v2_correlations_page.docs", trip(ExistPage<ExistCorrelation>.self)),
        ("v2_correlations_page_offset_minus1.guide", trip(ExistPage<ExistCorrelation>.self)),
        ("v2_correlations_combo.docs", trip(ExistCorrelation.self)),
        ("v2_correlation_object_with_rating.docs", trip(ExistCorrelation.self)),
        ("v2_empty_page.real.nango", trip(ExistPage<ExistCorrelation>.self)),
        ("v2_error_401_invalid_token.simulated.machinehead", trip(ExistJSON.self)),
        ("v2_oauth2_access_token.docs", trip(ExistJSON.self)),
        ("v2_simple_token.docs", trip(ExistJSON.self)),
    ]

    /// Values the client deliberately normalises: the docs' `"active": "true"` becomes `true`.
    static let normalised: Set<String> = ["$.success[0].active: \"true\" became true"]

    static func trip<T: Codable & SendableMetatype>(_ type: T.Type) -> @Sendable (Data) throws -> Data {
        { data in
            let encoder = JSONEncoder()
            encoder.outputFormatting = .sortedKeys
            return try encoder.encode(try FastJSONDecoder().decode(T.self, from: data))
        }
    }

    @Test("every recorded response is covered")
    func everyFixture() throws {
        #expect(Set(try FixtureFiles.names("exist")) == Set(Self.cases.map(\.0)))
    }

    @Test("decode then encode keeps every field and value", arguments: cases.map(\.0))
    func roundTrip(_ name: String) throws {
        let trip = try #require(Self.cases.first { $0.0 == name }?.1)
        let original = try JSONTree.parse(Fixture.data(name))
        let again = try JSONTree.parse(trip(Fixture.data(name)))
        let differences = original.differences(from: again).filter { !Self.normalised.contains($0) }
        #expect(differences.isEmpty, "\(name): \(differences)")
    }
}
