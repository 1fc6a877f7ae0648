import APICore
import Foundation
import Testing

/// The core's keeping helpers: a list keeps its good elements and records the others by index.
@Suite("Lists keep the elements that decode and record the others")
struct SkippedItemTests {
    private struct Point: Decodable, Equatable {
        let x: Int
    }

    private struct Holder: Decodable {
        let points: [Point]?
        let required: [Point]
        let skipped: [SkippedItem]

        private enum CodingKeys: String, CodingKey { case points, required }

        init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            var skipped: [SkippedItem] = []
            points = try container.decodeKeepingElements(Point.self, forKey: .points, skipped: &skipped)
            required = try container.decodeKeepingElements(Point.self, requiredKey: .required, skipped: &skipped)
            self.skipped = skipped
        }
    }

    private func decodeBoth(_ json: String) throws -> [Holder] {
        let data = Data(json.utf8)
        return [
            try JSONDecoder().decode(Holder.self, from: data), try FastJSONDecoder().decode(Holder.self, from: data),
        ]
    }

    @Test("bad elements are left out and named by index, the same through both decoders")
    func keeping() throws {
        for holder in try decodeBoth(
            #"{"points": [{"x": 1}, {"x": "two"}, {"y": 3}, {"x": 4}], "required": [5, {"x": 6}]}"#)
        {
            #expect(holder.points == [Point(x: 1), Point(x: 4)])
            #expect(holder.required == [Point(x: 6)])
            #expect(
                holder.skipped.map(\.description) == [
                    "points[1]: x is not a number", "points[2]: missing \"x\"",
                    "required[0]: the item is not an object",
                ])
        }
    }

    @Test("an absent or null optional list is nil; a missing required list or a list that is not one throws")
    func requiredParts() throws {
        for holder in try decodeBoth(#"{"points": null, "required": []}"#) {
            #expect(holder.points == nil)
            #expect(holder.skipped.isEmpty)
        }
        for json in [#"{"points": []}"#, #"{"points": {"x": 1}, "required": []}"#, #"{"required": null}"#] {
            #expect(throws: DecodingError.self) { try JSONDecoder().decode(Holder.self, from: Data(json.utf8)) }
            #expect(throws: DecodingError.self) { try FastJSONDecoder().decode(Holder.self, from: Data(json.utf8)) }
        }
    }

    @Test("records move under a parent's path; the log takes no part in equality")
    func paths() {
        let item = SkippedItem(path: "temperature[3]", reason: "value is not a number")
        #expect(
            item.within("hourly").within("result").description == "result.hourly.temperature[3]: value is not a number")
        #expect(SkippedItem(path: "[2]", reason: "r").within("places").path == "places[2]")
        #expect(item.within("").path == "temperature[3]")
        #expect(SkippedItemLog([item]) == SkippedItemLog())
        #expect(SkippedItemLog([item]).hashValue == SkippedItemLog().hashValue)
    }
}
