import Exist
import Foundation
import Testing

/// Every recorded v2 response decodes into its model with the values it holds.
@Suite("Recorded responses decode")
struct FixtureDecodingTests {
    @Test("the profile: 13 fields, no id, microseconds in local_time")
    func profile() throws {
        let profile = try Fixture.decode(ExistProfile.self, "v2_accounts_profile.docs")
        #expect(profile.username == "josh")
        #expect(profile.timeZone?.identifier == "Australia/Sydney")
        #expect(profile.localTime?.text == "2022-05-16T16:01:37.587301+10:00")
        let instant = try #require(profile.localTime?.date)
        #expect(abs(instant.timeIntervalSince1970 - 1_652_680_897.587301) < 0.000_01)
        #expect(profile.weeklyEmail == nil && !profile.imperialDistance && !profile.trial)
        #expect(profile.today(now: instant) == ExistDate(year: 2022, month: 5, day: 16))
    }

    @Test("attribute pages: absolute next links, services, available services, values")
    func attributePages() throws {
        let list = try Fixture.decode(ExistPage<ExistAttribute>.self, "v2_attributes_list_page.docs")
        #expect(list.count == 134)
        #expect(list.next?.absoluteString == "https://exist.io/api/2/attributes/?page=2")
        #expect(list.results[0].service == ExistService(name: "googlefit", label: "Google Fit"))
        #expect(list.results[0].availableServices?.map(\.name) == ["googlefit", "oura", "withings"])
        #expect(list.results[0].values == nil)
        let withValues = try Fixture.decode(ExistPage<ExistAttribute>.self, "v2_attributes_with_values_page.docs")
        let steps = try #require(withValues.results.first)
        #expect(steps.typedValues == [ExistTypedValue(date: ExistDate("2022-05-16")!, value: .integer(1533))])
        #expect(steps.availableServices == nil)
        let owned = try Fixture.decode(ExistPage<ExistAttribute>.self, "v2_attributes_owned_page.docs")
        #expect(owned.results[0].service?.label == "My Test Client")
    }

    @Test("templates: the real page counts 79 and says Float and Period (min); the docs count 81")
    func templates() throws {
        let real = try Fixture.decode(
            ExistPage<ExistAttributeTemplate>.self, "v2_attributes_templates_page1.real.nango")
        #expect(real.count == 79)
        #expect(
            real.results.map(\.name) == ["steps", "steps_active_min", "steps_elevation", "floors", "active_energy"])
        #expect(real.results.map(\.valueType) == [.integer, .duration, .decimal, .integer, .decimal])
        #expect(real.results[1].valueTypeDescription == "Period (min)")
        #expect(real.results[4].unit == UnitEnergy.kilojoules)
        #expect(real.next?.query == "limit=5&page=2")
        let docs = try Fixture.decode(ExistPage<ExistAttributeTemplate>.self, "v2_attributes_templates_page.docs")
        #expect(docs.count == 81)
    }

    @Test("values of one attribute, newest first")
    func values() throws {
        let page = try Fixture.decode(ExistPage<ExistDatedValue>.self, "v2_attributes_values_page.docs")
        #expect(page.count == 3217)
        #expect(page.results.map { $0.value.intValue } == [1765, 6792, 4632, 2121, 5141])
        #expect(page.results.first?.date == ExistDate("2022-05-13"))
    }

    @Test("insights: offset datetimes, a target date, HTML with entities and CRLF")
    func insights() throws {
        let page = try Fixture.decode(ExistPage<ExistInsight>.self, "v2_insights_page.docs")
        let insight = try #require(page.results.first)
        #expect(insight.created.date == Date(timeIntervalSince1970: 1_652_678_223))
        #expect(insight.targetDate == ExistDate("2022-05-16"))
        #expect(insight.type.attribute.valueType == .duration)
        #expect(insight.html.contains("&#x27;") && insight.text.contains("\r\n"))
        let object = try Fixture.decode(ExistInsight.self, "v2_insight_object.docs")
        #expect(object.created.date == Date(timeIntervalSince1970: 1_652_426_250))
    }

    @Test("averages under attribute (floats) and under user_attribute (ints)")
    func averages() throws {
        let page = try Fixture.decode(ExistPage<ExistAverage>.self, "v2_averages_page.docs")
        #expect(page.results.map(\.attribute) == ["steps", "floors"])
        #expect(page.results[0].overall == 4174 && page.results[0].tuesday == 6614)
        let single = try Fixture.decode(ExistAverage.self, "v2_average_object_user_attribute_key.docs")
        #expect(single.attribute == "sleep")
        #expect(single.weekdays == [382, 425, 401, 394, 376, 406, 419])
    }

    @Test("correlations: exponent p-values kept as Double, offsets 0 and -1, ratings null and present")
    func correlations() throws {
        let page = try Fixture.decode(ExistPage<ExistCorrelation>.self, "v2_correlations_page.docs")
        let first = try #require(page.results.first)
        #expect(first.p == 1.1564227190131434e-26)
        #expect(first.value == -0.5577851552276848 && !first.isPositive)
        #expect(first.rating == nil && first.offset == 0)
        let guide = try Fixture.decode(ExistPage<ExistCorrelation>.self, "v2_correlations_page_offset_minus1.guide")
        #expect(guide.results[0].offset == -1)
        let combo = try Fixture.decode(ExistCorrelation.self, "v2_correlations_combo.docs")
        #expect(combo.rating == ExistCorrelation.Rating(positive: true, ratingType: 50, rating: "Useful"))
        let rated = try Fixture.decode(ExistCorrelation.self, "v2_correlation_object_with_rating.docs")
        #expect(rated.p == 7.928064702293852e-50)
        #expect(rated.secondPersonElements.count == 3)
    }

    @Test("write envelopes: 202 partials, title instead of name, missing value, full objects")
    func writes() throws {
        let acquire = try Fixture.decode(
            ExistWriteResult<ExistAttributeChange>.self, "v2_attributes_acquire_partial_202.docs")
        #expect(acquire.success.first?.isActive == true)
        #expect(acquire.failed.first?.name == "mood")
        #expect(acquire.failed.first?.errorCode == "missing_field")
        let objects = try Fixture.decode(
            ExistWriteResult<ExistAttributeChange>.self, "v2_attributes_acquire_success_objects.real.nango")
        #expect(objects.success.map(\.name) == ["nango_registry_test", "steps"])
        #expect(objects.success[0].attribute?.template == nil)
        #expect(objects.success[1].attribute?.template == "steps")
        #expect(objects.success[0].attribute?.subgroup == .null)
        let created = try Fixture.decode(
            ExistWriteResult<ExistAttributeChange>.self, "v2_attributes_create_success_objects.real.nango")
        #expect(created.success[0].attribute?.valueType == .scale)
        let update = try Fixture.decode(
            ExistWriteResult<ExistUpdatedValue>.self, "v2_attributes_update_partial_202.docs")
        #expect(update.success[0].value == "Great day playing with the Exist API")
        #expect(update.failed[0].value == nil && update.failed[0].date == ExistDate("2015-05-20"))
        let increment = try Fixture.decode(
            ExistWriteResult<ExistIncrementedValue>.self, "v2_attributes_increment_partial_202.docs")
        #expect(increment.success[0].current == 1700)
        #expect(increment.failed[0].value == 9 && increment.failed[0].date == nil)
        let notAllowed = try Fixture.decode(
            ExistWriteResult<ExistAttributeChange>.self, "v2_attributes_acquire_failed_not_allowed.observed.machinehead"
        )
        #expect(notAllowed.failed[0].fields["template"] == .null)
        let validation = try Fixture.decode(
            ExistWriteResult<ExistUpdatedValue>.self, "v2_attributes_update_failed_validation.observed.machinehead")
        #expect(validation.failed[0].error == "Value must be a float between 0 and 1")
    }

    @Test("an empty page, as a new account gets")
    func empty() throws {
        let page = try Fixture.decode(ExistPage<ExistInsight>.self, "v2_empty_page.real.nango")
        #expect(page.count == 0 && page.results.isEmpty && page.next == nil && !page.hasNext)
    }
}
