import APICore
import Testing

/// A value to keep in a box.
struct BoxedReading: Hashable, Sendable {
    var name = "Shanghai"
    var temperature = 21.5
}

/// A value without fields of its own.
enum BoxedSky: Sendable {
    case clear
    case rain(millimetres: Double)
}

/// Something that stores boxes, as a response stores its result.
struct ReadingHolder {
    let id = 7
    let reading = SharedValue(BoxedReading())
}

@Suite("A shared value shows what it holds")
struct SharedValueTests {
    @Test("a printed holder shows the held value where the box is stored")
    func printing() {
        #expect(
            String(describing: ReadingHolder())
                == #"ReadingHolder(id: 7, reading: APICoreTests.BoxedReading(name: "Shanghai", temperature: 21.5))"#)
        #expect(
            String(reflecting: SharedValue(BoxedReading()))
                == #"APICoreTests.BoxedReading(name: "Shanghai", temperature: 21.5)"#)
    }

    @Test("numbers, strings, enum cases and collections are shown as the box's value")
    func scalars() {
        #expect(String(describing: SharedValue([1, 2])) == "SharedValue<Array<Int>>(value: [1, 2])")
        #expect(String(describing: SharedValue(42)) == "SharedValue<Int>(value: 42)")
        #expect(String(describing: SharedValue("text")) == #"SharedValue<String>(value: "text")"#)
        #expect(
            String(describing: SharedValue(BoxedSky.rain(millimetres: 2.5)))
                == "SharedValue<BoxedSky>(value: APICoreTests.BoxedSky.rain(millimetres: 2.5))")
        #expect(
            String(describing: SharedValue(BoxedSky.clear))
                == "SharedValue<BoxedSky>(value: APICoreTests.BoxedSky.clear)")
    }

    @Test("the mirror and dump are the held value's")
    func reflection() {
        let mirror = Mirror(reflecting: SharedValue(BoxedReading()))
        #expect(ObjectIdentifier(mirror.subjectType) == ObjectIdentifier(BoxedReading.self))
        #expect(mirror.displayStyle == .struct)
        #expect(mirror.children.map(\.label) == ["name", "temperature"])
        #expect(mirror.children.map { "\($0.value)" } == ["Shanghai", "21.5"])
        var dumped = ""
        dump(ReadingHolder(), to: &dumped)
        let lines = dumped.split(separator: "\n").map { String($0.trimmingPrefix(while: \.isWhitespace)) }
        #expect(
            lines == [
                "▿ APICoreTests.ReadingHolder", "- id: 7", "▿ reading: APICoreTests.BoxedReading #0",
                #"- name: "Shanghai""#, "- temperature: 21.5",
            ])
    }
}
