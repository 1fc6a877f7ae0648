extension WindDirection {
    /// The wind's name, such as "North-northeast wind" or "北东北风".
    public func localized(in language: DisplayLanguage = .current) -> String {
        Self.names[rawValue](language)
    }

    private static let names: [LocalizedText] = [
        .init("North wind", "北风", "北風"),
        .init("North-northeast wind", "北东北风", "北東北風"),
        .init("Northeast wind", "东北风", "東北風"),
        .init("East-northeast wind", "东东北风", "東東北風"),
        .init("East wind", "东风", "東風"),
        .init("East-southeast wind", "东东南风", "東東南風"),
        .init("Southeast wind", "东南风", "東南風"),
        .init("South-southeast wind", "南东南风", "南東南風"),
        .init("South wind", "南风", "南風"),
        .init("South-southwest wind", "南西南风", "南西南風"),
        .init("Southwest wind", "西南风", "西南風"),
        .init("West-southwest wind", "西西南风", "西西南風"),
        .init("West wind", "西风", "西風"),
        .init("West-northwest wind", "西西北风", "西西北風"),
        .init("Northwest wind", "西北风", "西北風"),
        .init("North-northwest wind", "北西北风", "北西北風"),
    ]
}
