@testable import CaiyunWeather
import Foundation
import TestSupport
import Testing

/// The client decodes with the core's fast decoder; every recorded response and every hazard
/// variant must come out exactly as Foundation's `JSONDecoder` reads it.
@Suite("The fast decoder and JSONDecoder agree on every response")
struct DecoderAgreementTests {
    private func agree<Result>(_ type: CYAPIResponse<Result>.Type, _ data: Data) throws {
        let fast = try CYResponseDecoder.decode(CYAPIResponse<Result>.self, from: data)
        let foundation = try JSONDecoder().decode(CYAPIResponse<Result>.self, from: data)
        #expect(fast == foundation)
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
        ]
        for change in variants {
            try agree(CYResponse.self, Fixture.modified(Fixture.sdkWeather, change))
        }
    }

    @Test("both decoders reject the same malformed responses")
    func failures() throws {
        let bodies = [
            try Fixture.modified(Fixture.sdkWeather) { $0[path: "result", "realtime", "temperature"] = nil },
            try Fixture.modified(Fixture.sdkWeather) { $0[path: "result", "hourly", "temperature", "0", "datetime"] = "yesterday" },
            try Fixture.modified(Fixture.sdkWeather) { $0[path: "unit"] = "furlongs" },
        ]
        for body in bodies {
            #expect(throws: CYError.self) { try CYResponseDecoder.decode(CYResponse.self, from: body) }
            #expect(throws: (any Error).self) { try JSONDecoder().decode(CYResponse.self, from: body) }
        }
    }
}
