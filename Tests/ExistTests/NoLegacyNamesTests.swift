import Exist
import Testing

// Types of this test module named like the original `ExistAPI` library's. Were `import Exist` to
// export those names too, every unqualified use below would be ambiguous and this file would not
// compile.
private struct User { var name: String }
private struct Attribute { var name: String }
private struct Insight { var text: String }
private struct Average { var overall: Double }
private struct Correlation { var stars: Int }
private enum ValueType { case number }
private struct IntAttributeUpdate { var value: Int }

/// `import Exist` brings only `Exist…` names; the original library's live in `ExistAPI`.
@Suite("Exist exports no legacy names")
struct NoLegacyNamesTests {
    @Test("unprefixed names such as User and Attribute stay free beside Exist's types")
    func legacyNamesAreFree() {
        let user = User(name: "josh")
        let attribute = Attribute(name: "steps")
        let insight = Insight(text: "a good week")
        let average = Average(overall: 4174)
        let correlation = Correlation(stars: 5)
        let kind = ValueType.number
        let update = IntAttributeUpdate(value: 3158)
        let type = ExistValueType(rawValue: 0)
        let day = ExistDate("2022-05-16")
        #expect(user.name == "josh" && attribute.name == "steps" && insight.text == "a good week")
        #expect(average.overall == 4174 && correlation.stars == 5 && kind == .number && update.value == 3158)
        #expect(type.rawValue == 0 && day?.description == "2022-05-16")
    }
}
