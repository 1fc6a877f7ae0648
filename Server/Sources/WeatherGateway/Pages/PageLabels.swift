import NeutralWeather

/// The words of the pages in the reader's language.
struct PageLabels: Sendable {
    let language: DisplayLanguage

    private var chinese: Bool { language != .english }
    private var traditional: Bool { language == .chineseTraditional }

    private func pick(_ english: String, _ simplified: String, _ traditional: String? = nil) -> String {
        chinese ? (self.traditional ? traditional ?? simplified : simplified) : english
    }

    var siteTitle: String { pick("Weather", "天气", "天氣") }
    var search: String { pick("Search", "搜索", "搜尋") }
    var searchHint: String { pick("City name or lat,lon", "城市名或 纬度,经度", "城市名或 緯度,經度") }
    var searchResults: String { pick("Places", "地点", "地點") }
    var noPlace: String { pick("No place of that name is known.", "找不到这个地点。", "找不到這個地點。") }
    var updated: String { pick("Updated", "更新于", "更新於") }
    var now: String { pick("Now", "现在", "現在") }
    var feelsLike: String { pick("Feels like", "体感", "體感") }
    var wind: String { pick("Wind", "风", "風") }
    var humidity: String { pick("Humidity", "湿度", "濕度") }
    var visibility: String { pick("Visibility", "能见度", "能見度") }
    var notAvailable: String { pick("not available", "暂无数据", "暫無資料") }
    var nextTwoHours: String { pick("Next two hours", "未来两小时", "未來兩小時") }
    var minuteChart: String {
        pick("Precipitation minute by minute", "逐分钟降水", "逐分鐘降水")
    }
    var hours: String { pick("Next 48 hours", "未来 48 小时", "未來 48 小時") }
    var hourChart: String {
        pick("Temperature and chance of precipitation by hour", "逐小时温度和降水概率", "逐小時溫度和降水機率")
    }
    var days: String { pick("Coming days", "未来几天", "未來幾天") }
    var alerts: String { pick("Alerts", "预警", "預警") }
    var noAlerts: String { pick("No alerts in force.", "目前没有预警。", "目前沒有預警。") }
    var alertsUnknown: String {
        pick("Alerts: not available for this place.", "预警：暂无数据。", "預警：暫無資料。")
    }
    var alertsNotOffered: String {
        pick("Alerts: not available from this provider.", "预警：该数据源不提供。", "預警：此資料來源不提供。")
    }
    var issued: String { pick("Issued", "发布", "發布") }
    var from: String { pick("From", "自", "自") }
    var instruction: String { pick("What to do", "防御指引", "防禦指引") }
    var moreFrom: String { pick("More from", "详情：", "詳情：") }
    /// That no official warning service read covers `place`, naming those that are read.
    func noWarningService(for place: String, known: [String]) -> String {
        let services = known.joined(separator: ", ")
        return pick(
            "No official warning service this gateway reads covers \(place) (it reads \(services)).",
            "本站读取的官方预警服务都不覆盖\(place)（读取：\(services)）。",
            "本站讀取的官方預警服務都不涵蓋\(place)（讀取：\(services)）。")
    }
    /// That `service` did not answer, so warnings may be missing.
    func serviceDidNotAnswer(_ service: String) -> String {
        pick(
            "\(service) did not answer; warnings may be missing.", "\(service)没有回应，预警可能不全。",
            "\(service)沒有回應，預警可能不全。")
    }
    var expires: String { pick("Until", "至", "至") }
    var data: String { pick("Data", "数据", "資料") }
    var answeredIn: String { pick("answered in", "响应用时", "回應用時") }
    var units: String { pick("Units", "单位", "單位") }
    var savedPlaces: String { pick("Saved places", "收藏的地点", "收藏的地點") }
    var chance: String { pick("chance", "概率", "機率") }
    var minutesFromNow: String { pick("minutes from now", "分钟后", "分鐘後") }
    var noPrecipitation: String { pick("No precipitation expected.", "不会有降水。", "不會有降水。") }
    var failed: String { pick("The weather could not be fetched", "无法获取天气", "無法取得天氣") }
    /// Said when the page budget is spent and the place is not cached.
    var busy: String {
        pick(
            "Many places were asked for just now; please try this one again in a minute.",
            "刚才查询的地点太多，请稍后再试。", "剛才查詢的地點太多，請稍後再試。")
    }
    var tooMany: String { pick("Too many requests; try again shortly.", "请求过多，请稍后再试。", "請求過多，請稍後再試。") }
    var today: String { pick("Today", "今天") }
}
