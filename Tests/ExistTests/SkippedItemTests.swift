import Exist
import Foundation
import TestSupport
import Testing

/// Every paged list keeps the results that decode and names the ones it left out; a page whose
/// `results` is not a list still fails with `ExistError`.
@Suite("A malformed result of any Exist page is left out and named")
struct SkippedItemTests {
    /// `name`'s page with its first result replaced by `bad` (`nil` to keep the fixture's first
    /// result and put a broken copy, made by `breaking`, in front of it).
    private func page(_ name: String, _ breaking: @escaping ([String: Any]) -> Any) throws -> Data {
        try FixtureFiles.modified(name, provider: "exist") { json in
            let results = try #require(json[path: "results"] as? [Any])
            let first = try #require(results.first as? [String: Any])
            json[path: "results"] = [breaking(first)] + results
        }
    }

    private func removing(_ key: String) -> ([String: Any]) -> Any {
        { item in
            var copy = item
            copy[key] = nil
            return copy
        }
    }

    @Test("attributes, insights, averages, correlations and values each keep their good results")
    func everyList() throws {
        let attributes = try FastJSONDecoder.decodePage(
            ExistAttribute.self, page("v2_attributes_list_page.docs", removing("name")))
        #expect(attributes.skippedItems.map(\.description) == ["results[0]: missing \"name\""])
        #expect(attributes.results.map(\.name) == ["steps"])
        #expect(attributes.count == 134)

        let insights = try FastJSONDecoder.decodePage(ExistInsight.self, page("v2_insights_page.docs") { _ in "soon" })
        #expect(insights.skippedItems.map(\.description) == ["results[0]: the item is not an object"])
        #expect(insights.results.map(\.targetDate) == [ExistDate("2022-05-16")])

        let averages = try FastJSONDecoder.decodePage(
            ExistAverage.self, page("v2_averages_page.docs", removing("attribute")))
        #expect(averages.skippedItems.map(\.description) == ["results[0]: missing \"user_attribute\""])
        #expect(averages.results.count == 2)
        #expect(averages.results.first?.overall == 4174)
        #expect(averages.results.first?.monday == 4057)

        let correlations = try FastJSONDecoder.decodePage(
            ExistCorrelation.self, page("v2_correlations_page.docs", removing("attribute2")))
        #expect(correlations.skippedItems.map(\.description) == ["results[0]: missing \"attribute2\""])
        #expect(correlations.results.map(\.value) == [-0.5577851552276848])

        let values = try FastJSONDecoder.decodePage(
            ExistDatedValue.self,
            FixtureFiles.modified("v2_attributes_values_page.docs", provider: "exist") {
                $0[path: "results", "1", "date"] = "yesterday"
            })
        #expect(values.skippedItems.count == 1)
        #expect(values.skippedItems.first?.path == "results[1]")
        #expect(values.skippedItems.first?.reason.contains("yesterday") == true)
        #expect(values.results.count == 4)
        #expect(values.results.first?.date == ExistDate("2022-05-13"))
        #expect(values.results.first?.value == .integer(1765))
        let original = try FastJSONDecoder.decodePage(
            ExistDatedValue.self, FixtureFiles.data("v2_attributes_values_page.docs", provider: "exist"))
        #expect(original.skippedItems.isEmpty)
        #expect(values.results == original.results.enumerated().filter { $0.offset != 1 }.map(\.element))
    }

    @Test("an attribute keeps its good values; the bad one is named under the attribute's place")
    func attributeValues() throws {
        let data = try FixtureFiles.modified("v2_attributes_with_values_page.docs", provider: "exist") { json in
            json[path: "results", "0", "values"] = [
                ["date": "2022-05-16", "value": 1533], ["date": "16 May", "value": 1200],
                ["date": "2022-05-14", "value": 980],
            ]
        }
        let page = try FastJSONDecoder.decodePage(ExistAttribute.self, data)
        let steps = try #require(page.results.first)
        #expect(steps.name == "steps")
        #expect(
            steps.typedValues == [
                ExistTypedValue(date: ExistDate("2022-05-16")!, value: .integer(1533)),
                ExistTypedValue(date: ExistDate("2022-05-14")!, value: .integer(980)),
            ])
        #expect(steps.skippedItems.map(\.path) == ["values[1]"])
        #expect(page.skippedItems.map(\.path) == ["results[0].values[1]"])
        #expect(page.skippedItems.first?.reason.contains("16 May") == true)
    }

    @Test("through the client: the page names what it left out; results that are not a list fail")
    func overLoopback() async throws {
        let damaged = try FixtureFiles.modified("v2_attributes_values_page.docs", provider: "exist") {
            $0[path: "results", "0", "date"] = nil
        }
        try await LoopbackServer.run({ _ in .json(damaged) }) { server in
            let page = try await ExistClient.testing(server).values(of: "steps").page()
            #expect(page.skippedItems.map(\.description) == ["results[0]: missing \"date\""])
            #expect(page.results.count == 4)
        }
        let notAList = try FixtureFiles.modified("v2_attributes_values_page.docs", provider: "exist") {
            $0[path: "results"] = ["date": "2022-05-13"]
        }
        try await LoopbackServer.run({ _ in .json(notAList) }) { server in
            let error = await #expect(throws: ExistError.self) {
                try await ExistClient.testing(server).values(of: "steps").page()
            }
            #expect(error?.code == .unexpectedResponse)
        }
    }
}

extension FastJSONDecoder {
    /// A page decoded as the client decodes it.
    fileprivate static func decodePage<Item: Codable & Sendable>(
        _ type: Item.Type, _ data: Data
    ) throws
        -> ExistPage<Item>
    {
        try FastJSONDecoder().decode(ExistPage<Item>.self, from: data)
    }
}
