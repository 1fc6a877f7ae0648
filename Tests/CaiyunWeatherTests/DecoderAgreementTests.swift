import APICore
import Foundation
import TestSupport
import Testing

@testable import CaiyunWeather

/// The client decodes with the core's fast decoder, whose models read themselves straight from
/// the scanned document and fall back to `init(from:)` for anything unusual; every recorded
/// response and every hazard variant must come out exactly as Foundation's `JSONDecoder` reads it,
/// by either path.
@Suite("The fast decoder and JSONDecoder agree on every response")
struct DecoderAgreementTests {
    private func agree<Result>(_ type: CYAPIResponse<Result>.Type, _ data: Data) throws {
        let fast = try CYResponseDecoder.decode(CYAPIResponse<Result>.self, from: data)
        let throughDecoder = try FastJSONDecoder(readsDirectly: false).decode(CYAPIResponse<Result>.self, from: data)
        let foundation = try JSONDecoder().decode(CYAPIResponse<Result>.self, from: data)
        #expect(fast == foundation)
        #expect(throughDecoder == foundation)
        // Records of left-out entries take no part in equality; they must agree all the same.
        #expect(fast.skippedItems == foundation.skippedItems)
        #expect(throughDecoder.skippedItems == foundation.skippedItems)
    }

    /// Reads `data` on the fast path alone; `nil` when that path declines.
    private func direct<Result: JSONValueDecodable>(
        _ type: CYAPIResponse<Result>.Type, _ data: Data
    ) throws -> CYAPIResponse<Result>? {
        try data.withUnsafeBytes { raw in
            try JSONDocument.scan(raw.bindMemory(to: UInt8.self)) { document in
                try? CYAPIResponse<Result>(json: document.root)
            }
        }
    }

    @Test("the fast path reads every recorded response itself, without falling back")
    func fastPathCoversFixtures() throws {
        for name in Fixture.weatherFiles { #expect(try direct(CYResponse.self, Fixture.data(name)) != nil, "\(name)") }
        for name in Fixture.realtimeFiles {
            #expect(try direct(CYRealtimeResponse.self, Fixture.data(name)) != nil, "\(name)")
        }
        for name in Fixture.minutelyFiles {
            #expect(try direct(CYMinutelyResponse.self, Fixture.data(name)) != nil, "\(name)")
        }
        for name in Fixture.hourlyFiles {
            #expect(try direct(CYHourlyResponse.self, Fixture.data(name)) != nil, "\(name)")
        }
        for name in Fixture.dailyFiles {
            #expect(try direct(CYDailyResponse.self, Fixture.data(name)) != nil, "\(name)")
        }
        #expect(try direct(CYResponse.self, CYRequest.exampleData()) != nil)
    }

    @Test("wind read on the fast path describes itself in the response's units, as through init(from:)")
    func windUnits() throws {
        let data = try CYRequest.exampleData() // imperial
        let fast = try CYResponseDecoder.decode(CYResponse.self, from: data)
        let foundation = try JSONDecoder().decode(CYResponse.self, from: data)
        let hourly = zip(fast.result.hourly.wind.map(\.value), foundation.result.hourly.wind.map(\.value))
        let daily = zip(fast.result.daily.wind.map(\.value.maximum), foundation.result.daily.wind.map(\.value.maximum))
        let winds =
            [(fast.result.realtime.wind, foundation.result.realtime.wind)] + hourly.map { ($0, $1) }
            + daily.map { ($0, $1) }
        for (read, expected) in winds {
            for (mine, theirs) in [(read.speed, expected.speed), (read.direction, expected.direction)] {
                #expect(mine.localizedDescription(in: .english) == theirs.localizedDescription(in: .english))
            }
        }
        let speed = fast.result.realtime.wind.speed
        #expect(speed.localizedDescription(in: .english) != "\(speed.value)")
    }

    @Test("what the fast path declines still decodes, through init(from:)")
    func declinedInputs() throws {
        let escapedName = String(decoding: try Fixture.data(Fixture.sdkWeather), as: UTF8.self)
            .replacingOccurrences(of: #""temperature""#, with: #""temp\u0065rature""#)
        let variants: [Data] = [
            Data(escapedName.utf8),
            try Fixture.modified(Fixture.sdkWeather) {
                $0[path: "result", "hourly", "skycon", "0", "datetime"] = "2023-03-09T12:00:30-04:00"
            },
            try Fixture.modified(Fixture.sdkWeather) { $0[path: "result", "realtime", "skycon"] = "CLÉAR" },
        ]
        for data in variants {
            try agree(CYResponse.self, data)
        }
        #expect(try direct(CYResponse.self, Data(escapedName.utf8)) == nil)
    }

    @Test("recorded responses")
    func fixtures() throws {
        for name in Fixture.weatherFiles { try agree(CYResponse.self, Fixture.data(name)) }
        for name in Fixture.realtimeFiles { try agree(CYRealtimeResponse.self, Fixture.data(name)) }
        for name in Fixture.minutelyFiles { try agree(CYMinutelyResponse.self, Fixture.data(name)) }
        for name in Fixture.hourlyFiles { try agree(CYHourlyResponse.self, Fixture.data(name)) }
        for name in Fixture.dailyFiles { try agree(CYDailyResponse.self, Fixture.data(name)) }
    }

    @Test("hazard variants")
    func hazards() throws {
        let variants: [(inout JSONObject) -> Void] = [
            { $0[path: "result", "realtime", "life_index", "ultraviolet", "index"] = "3" },
            { $0[path: "result", "daily", "life_index", "comfort", "0", "index"] = 5 },
            { $0[path: "result", "hourly", "precipitation", "1", "probability"] = 12.6 },
            { $0[path: "result", "minutely"] = NSNull() },
            { $0[path: "result", "realtime", "precipitation", "nearest"] = nil },
            { $0[path: "tzshift"] = -14_400 },
            { $0[path: "result", "realtime", "skycon"] = "THUNDER_SHOWER" },
            { $0[path: "result", "hourly", "temperature", "1", "datetime"] = "2023-03-09T12:00:30-04:00" },
            { $0[path: "result", "hourly", "precipitation", "2", "probability"] = 9_007_199_254_740_993.0 },
            { $0[path: "result", "realtime", "life_index", "comfort", "index"] = 4.0 },
            { $0[path: "result", "alert"] = nil },
            { $0[path: "result", "daily", "astro", "0", "sunrise", "time"] = "25:99" },
            { $0[path: "result", "realtime", "air_quality", "description"] = NSNull() },
            { $0[path: "result", "hourly", "skycon", "3", "value"] = 7 },
            { $0[path: "result", "daily", "astro", "1", "sunset", "time"] = NSNull() },
        ]
        for change in variants {
            try agree(CYResponse.self, Fixture.modified(Fixture.sdkWeather, change))
        }
    }

    @Test("both decoders reject the same malformed responses")
    func failures() throws {
        let bodies = [
            try Fixture.modified(Fixture.sdkWeather) { $0[path: "result", "realtime", "temperature"] = nil },
            try Fixture.modified(Fixture.sdkWeather) { $0[path: "result", "hourly", "temperature"] = "yesterday" },
            try Fixture.modified(Fixture.sdkWeather) { $0[path: "result", "daily"] = [1, 2] },
            try Fixture.modified(Fixture.sdkWeather) { $0[path: "unit"] = "furlongs" },
        ]
        for body in bodies {
            #expect(throws: CYError.self) { try CYResponseDecoder.decode(CYResponse.self, from: body) }
            #expect(throws: (any Error).self) { try JSONDecoder().decode(CYResponse.self, from: body) }
        }
    }
}
