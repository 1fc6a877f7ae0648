import NeutralWeather
import WeatherVocabulary

/// The words of the tool's own interface, in each display language.
struct Labels: Sendable {
    let language: DisplayLanguage

    private func pick(_ english: String, _ simplified: String, _ traditional: String) -> String {
        switch language {
        case .english: english
        case .chineseSimplified: simplified
        case .chineseTraditional: traditional
        }
    }

    var feelsLike: String { pick("feels like", "体感", "體感") }
    var wind: String { pick("Wind", "风", "風") }
    var humidity: String { pick("Humidity", "湿度", "濕度") }
    var temperature: String { pick("Temperature", "温度", "溫度") }
    var visibility: String { pick("Visibility", "能见度", "能見度") }
    var pressure: String { pick("Pressure", "气压", "氣壓") }
    var alerts: String { pick("Alerts", "预警", "預警") }
    var noAlerts: String { pick("No alerts in force.", "当前没有预警。", "目前沒有預警。") }
    /// What `weather show` says of a recorded warnings body of `total` messages, `shown` of them shown.
    func recordedWarnings(_ shown: Int, of total: Int) -> String {
        pick(
            "A recording of \(total) message\(total == 1 ? "" : "s"): \(shown) shown, each once, in force or not; left out are copies, re-issues, cancellations, tests and messages another one in the file updates or cancels. Times in UTC.",
            "一份记录，共 \(total) 条消息：显示 \(shown) 条，各一次，无论是否仍然生效；副本、重发、取消、测试及被文件中其他消息更新或取消的不显示。时间为 UTC。",
            "一份記錄，共 \(total) 則訊息：顯示 \(shown) 則，各一次，無論是否仍然生效；副本、重發、取消、測試及被檔案中其他訊息更新或取消的不顯示。時間為 UTC。")
    }
    var noRecordedWarnings: String {
        pick("None of its messages is a warning to show.", "其中没有需要显示的预警。", "其中沒有需要顯示的預警。")
    }
    /// What the status line's `%W` prints when no alert is in force.
    var noWarnings: String { pick("none", "无", "無") }
    /// A warning level, as the status line's `%W` prints it: CAP's severity words.
    func severity(_ severity: WeatherSeverity) -> String {
        switch severity {
        case .extreme: pick("Extreme", "特别严重", "特別嚴重")
        case .severe: pick("Severe", "严重", "嚴重")
        case .moderate: pick("Moderate", "较重", "較重")
        case .minor: pick("Minor", "一般", "一般")
        case .unknown: pick("Unknown", "未知", "未知")
        }
    }
    var alertsNotRequested: String { pick("Alerts were not requested.", "没有请求预警信息。", "沒有請求預警資訊。") }
    var alertsNotProvided: String {
        pick(
            "Alerts are not available: this data carries no alert information.",
            "没有预警信息：这份数据不含预警。", "沒有預警資訊：這份資料不含預警。")
    }
    var alertsNotOffered: String {
        pick("Alerts are not available from this provider.", "该数据源不提供预警。", "此資料來源不提供預警。")
    }
    /// That no official warning service read covers `place`, naming those that are read.
    func noWarningService(for place: String, known: [String]) -> String {
        let services = known.joined(separator: ", ")
        return pick(
            "No official warning service this tool reads covers \(place) (it reads \(services)).",
            "本工具读取的官方预警服务都不覆盖\(place)（读取：\(services)）。",
            "本工具讀取的官方預警服務都不涵蓋\(place)（讀取：\(services)）。")
    }
    /// An alert's period.
    func period(_ start: String, _ end: String) -> String {
        pick("From \(start) until \(end)", "\(start) 至 \(end)", "\(start) 至 \(end)")
    }
    /// When an alert ends.
    func until(_ end: String) -> String { pick("Until \(end)", "至 \(end)", "至 \(end)") }
    /// That `service` did not answer, so warnings may be missing.
    func serviceDidNotAnswer(_ service: String) -> String {
        pick(
            "\(service) did not answer; warnings may be missing.", "\(service)没有回应，预警可能不全。",
            "\(service)沒有回應，預警可能不全。")
    }
    var quarterHours: String { pick("In 15-minute steps.", "以 15 分钟为一步。", "以 15 分鐘為一步。") }
    var quarterHoursInterpolated: String {
        pick(
            "In 15-minute steps, interpolated from hourly data here.", "以 15 分钟为一步，此地由逐小时数据插值而来。",
            "以 15 分鐘為一步，此地由逐小時資料內插而來。")
    }
    var notAvailable: String { pick("not available", "无数据", "無資料") }
    var noPlaces: String { pick("No places found.", "没有找到地点。", "沒有找到地點。") }
    var unnamedAlert: String { pick("Alert (no event name given)", "预警（未给出名称）", "預警（未提供名稱）") }
    var alsoIn: String { pick("Also in: ", "其他语言：", "其他語言：") }
    var airQualityTitle: String { pick("Air quality", "空气质量", "空氣品質") }
    var noAirSamples: String {
        pick("No samples in the requested range.", "所请求的时间范围内没有数据。", "所請求的時間範圍內沒有資料。")
    }

    /// "3 places found", "找到 3 个地点".
    func placesFound(_ count: Int) -> String {
        pick(count == 1 ? "1 place found" : "\(count) places found", "找到 \(count) 个地点", "找到 \(count) 個地點")
    }
    var nextHours: String { pick("Next hours", "未来几小时", "未來幾小時") }
    var nextDays: String { pick("Next days", "未来几天", "未來幾天") }
    var nextTwoHours: String { pick("Next 2 hours", "未来两小时", "未來兩小時") }
    var nextHour: String { pick("Next hour", "未来一小时", "未來一小時") }
    var today: String { pick("Today", "今天", "今天") }
    var chanceByHalfHour: String { pick("Chance by half hour: ", "每半小时降水概率：", "每半小時降水機率：") }
    var comma: String { pick(", ", "，", "，") }
    var peak: String { pick("Peak: ", "峰值：", "峰值：") }
    var noPrecipitation: String { pick("No precipitation expected.", "预计无降水。", "預計無降水。") }
    var noMinutely: String {
        pick(
            "Minute-by-minute precipitation is not available: this data does not carry it.",
            "没有分钟级降水：这份数据不含该信息。", "沒有分鐘級降水：這份資料不含該資訊。")
    }
    var minutelyNotRequested: String {
        pick("Minute-by-minute precipitation was not requested.", "没有请求分钟级降水。", "沒有請求分鐘級降水。")
    }
    var minutes: String { pick("min", "分钟", "分鐘") }
    var now: String { pick("now", "现在", "現在") }
    var issued: String { pick("Issued", "发布于", "發布於") }
    var example: String { pick("Example data", "示例数据", "範例資料") }
    var exampleHint: String {
        pick(
            "Name a place for live weather, such as weather London; no key is needed.",
            "给出地点即可获取实时天气，例如 weather 北京，无需密钥。", "指定地點即可取得即時天氣，例如 weather 北京，無需金鑰。")
    }
    var fromCache: String { pick("from cache", "来自缓存", "來自快取") }
    /// Said of an older answer standing in: "as of 14:05, the service did not answer".
    func asOf(_ time: String) -> String {
        pick(
            "as of \(time), the service did not answer", "截至 \(time)，服务未响应", "截至 \(time)，服務未回應")
    }
    var stale: String { pick("stale: the API failed", "已过期：接口请求失败", "已過期：介面請求失敗") }
    var updated: String { pick("Updated", "更新于", "更新於") }
    var sunrise: String { pick("Sunrise", "日出", "日出") }
    var sunset: String { pick("Sunset", "日落", "日落") }

    /// A weekday's short name (1 = Sunday).
    func weekday(_ number: Int) -> String { language.shortWeekdayName(number) }
}
