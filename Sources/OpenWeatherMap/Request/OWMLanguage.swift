/// The language OpenWeatherMap writes descriptions and city names in (`lang`).
///
/// The constants are the languages OpenWeatherMap documents. A code it adds later works through
/// ``init(rawValue:)`` or a string literal, and is sent as written:
///
/// ```swift
/// var configuration = OWMClient.Configuration(apiKey: key, language: .chineseSimplified)
/// configuration.language = "pt_br" // the same as .portugueseBrazil
/// ```
///
/// A few codes are OpenWeatherMap's own rather than ISO 639-1 (``czech`` is `cz`, ``korean`` is
/// `kr`, ``latvian`` is `la`); the constants use them. Where it documents two codes for a language
/// (`sp` and `es`, `se` and `sv`, `ua` and `uk`), the constant is the ISO one.
public struct OWMLanguage: RawRepresentable, Hashable, Sendable, Codable, ExpressibleByStringLiteral,
    CustomStringConvertible
{
    /// The code as the API takes it, such as `"zh_cn"`.
    public let rawValue: String

    /// A language from its code, such as `"zh_cn"`.
    public init(rawValue: String) { self.rawValue = rawValue }

    /// A language from a literal code, such as `"fr"`.
    public init(stringLiteral value: String) { self.init(rawValue: value) }

    /// The code, as sent in `lang`.
    public var description: String { rawValue }

    /// Afrikaans, `af`.
    public static let afrikaans = OWMLanguage(rawValue: "af")
    /// Albanian, `sq`.
    public static let albanian = OWMLanguage(rawValue: "sq")
    /// Arabic, `ar`.
    public static let arabic = OWMLanguage(rawValue: "ar")
    /// Azerbaijani, `az`.
    public static let azerbaijani = OWMLanguage(rawValue: "az")
    /// Basque, `eu`.
    public static let basque = OWMLanguage(rawValue: "eu")
    /// Belarusian, `be`.
    public static let belarusian = OWMLanguage(rawValue: "be")
    /// Bulgarian, `bg`.
    public static let bulgarian = OWMLanguage(rawValue: "bg")
    /// Catalan, `ca`.
    public static let catalan = OWMLanguage(rawValue: "ca")
    /// Simplified Chinese, `zh_cn`.
    public static let chineseSimplified = OWMLanguage(rawValue: "zh_cn")
    /// Traditional Chinese, `zh_tw`.
    public static let chineseTraditional = OWMLanguage(rawValue: "zh_tw")
    /// Croatian, `hr`.
    public static let croatian = OWMLanguage(rawValue: "hr")
    /// Czech, `cz` (OpenWeatherMap's code; ISO 639-1 says `cs`).
    public static let czech = OWMLanguage(rawValue: "cz")
    /// Danish, `da`.
    public static let danish = OWMLanguage(rawValue: "da")
    /// Dutch, `nl`.
    public static let dutch = OWMLanguage(rawValue: "nl")
    /// English, `en`: the client's default.
    public static let english = OWMLanguage(rawValue: "en")
    /// Finnish, `fi`.
    public static let finnish = OWMLanguage(rawValue: "fi")
    /// French, `fr`.
    public static let french = OWMLanguage(rawValue: "fr")
    /// Galician, `gl`.
    public static let galician = OWMLanguage(rawValue: "gl")
    /// German, `de`.
    public static let german = OWMLanguage(rawValue: "de")
    /// Greek, `el`.
    public static let greek = OWMLanguage(rawValue: "el")
    /// Hebrew, `he`.
    public static let hebrew = OWMLanguage(rawValue: "he")
    /// Hindi, `hi`.
    public static let hindi = OWMLanguage(rawValue: "hi")
    /// Hungarian, `hu`.
    public static let hungarian = OWMLanguage(rawValue: "hu")
    /// Icelandic, `is`.
    public static let icelandic = OWMLanguage(rawValue: "is")
    /// Indonesian, `id`.
    public static let indonesian = OWMLanguage(rawValue: "id")
    /// Italian, `it`.
    public static let italian = OWMLanguage(rawValue: "it")
    /// Japanese, `ja`.
    public static let japanese = OWMLanguage(rawValue: "ja")
    /// Korean, `kr` (OpenWeatherMap's code; ISO 639-1 says `ko`).
    public static let korean = OWMLanguage(rawValue: "kr")
    /// Kurmanji (Kurdish), `ku`.
    public static let kurmanji = OWMLanguage(rawValue: "ku")
    /// Latvian, `la` (OpenWeatherMap's code; ISO 639-1 says `lv`).
    public static let latvian = OWMLanguage(rawValue: "la")
    /// Lithuanian, `lt`.
    public static let lithuanian = OWMLanguage(rawValue: "lt")
    /// Macedonian, `mk`.
    public static let macedonian = OWMLanguage(rawValue: "mk")
    /// Norwegian, `no`.
    public static let norwegian = OWMLanguage(rawValue: "no")
    /// Persian (Farsi), `fa`.
    public static let persian = OWMLanguage(rawValue: "fa")
    /// Polish, `pl`.
    public static let polish = OWMLanguage(rawValue: "pl")
    /// Portuguese, `pt`.
    public static let portuguese = OWMLanguage(rawValue: "pt")
    /// Brazilian Portuguese, `pt_br`.
    public static let portugueseBrazil = OWMLanguage(rawValue: "pt_br")
    /// Romanian, `ro`.
    public static let romanian = OWMLanguage(rawValue: "ro")
    /// Russian, `ru`.
    public static let russian = OWMLanguage(rawValue: "ru")
    /// Serbian, `sr`.
    public static let serbian = OWMLanguage(rawValue: "sr")
    /// Slovak, `sk`.
    public static let slovak = OWMLanguage(rawValue: "sk")
    /// Slovenian, `sl`.
    public static let slovenian = OWMLanguage(rawValue: "sl")
    /// Spanish, `es` (OpenWeatherMap also takes `sp`).
    public static let spanish = OWMLanguage(rawValue: "es")
    /// Swedish, `sv` (OpenWeatherMap also takes `se`).
    public static let swedish = OWMLanguage(rawValue: "sv")
    /// Thai, `th`.
    public static let thai = OWMLanguage(rawValue: "th")
    /// Turkish, `tr`.
    public static let turkish = OWMLanguage(rawValue: "tr")
    /// Ukrainian, `uk` (OpenWeatherMap also takes `ua`).
    public static let ukrainian = OWMLanguage(rawValue: "uk")
    /// Vietnamese, `vi`.
    public static let vietnamese = OWMLanguage(rawValue: "vi")
    /// Zulu, `zu`.
    public static let zulu = OWMLanguage(rawValue: "zu")
}
