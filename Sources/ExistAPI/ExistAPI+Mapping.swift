import Exist
import Foundation

extension Insight {
    init(_ insight: ExistInsight, timeZone: TimeZone) {
        created = insight.created.date ?? Date(timeIntervalSince1970: 0)
        targetDate = insight.targetDate?.start(in: timeZone)
        let attribute = insight.type.attribute
        type = InsightType(
            name: insight.type.name, period: insight.type.period, priority: insight.type.priority,
            attribute: InsightAttribute(
                name: attribute.name, label: attribute.label, group: AttributeGroup(attribute.group),
                priority: attribute.priority))
        html = insight.html
        text = insight.text
    }
}

extension Average {
    init(_ average: ExistAverage, timeZone: TimeZone) {
        attribute = average.attribute
        date = average.date.start(in: timeZone)
        overall = average.overall
        monday = average.monday
        tuesday = average.tuesday
        wednesday = average.wednesday
        thursday = average.thursday
        friday = average.friday
        saturday = average.saturday
        sunday = average.sunday
    }
}

extension Correlation {
    init(_ correlation: ExistCorrelation, timeZone: TimeZone) {
        date = correlation.date.start(in: timeZone)
        period = correlation.period
        attribute = correlation.attribute
        attribute2 = correlation.attribute2
        value = correlation.value
        p = correlation.p
        percentage = correlation.percentage
        stars = correlation.stars
        secondPerson = correlation.secondPerson
        secondPersonElements = correlation.secondPersonElements
        strengthDescription = correlation.strengthDescription
        starsDescription = correlation.starsDescription
        description = correlation.description
        occurrence = correlation.occurrence
        rating = correlation.rating.map { CorrelationRating(positive: $0.positive, rating: $0.rating) }
    }
}

extension User {
    init(_ profile: ExistProfile) {
        id = nil
        username = profile.username
        firstName = profile.firstName
        lastName = profile.lastName
        bio = nil
        url = nil
        avatar = profile.avatar ?? ""
        timezone = profile.timezone
        imperialDistance = profile.imperialDistance
        imperialWeight = profile.imperialWeight
        imperialEnergy = profile.imperialEnergy
        imperialLiquid = profile.imperialLiquid
        imperialTemperature = profile.imperialTemperature
        imperialUnits = imperialDistance || imperialWeight || imperialEnergy || imperialLiquid || imperialTemperature
        trial = profile.trial
        delinquent = profile.delinquent
    }
}

extension AttributeResponse {
    init(_ result: ExistWriteResult<ExistAttributeChange>) {
        success = result.success.map { SuccessfulAttribute(name: $0.name, active: $0.isActive) }
        failed = result.failed.map { FailedAttribute(name: $0.name, errorCode: $0.errorCode, error: $0.error) }
    }
}

extension AttributeUpdateResponse {
    init(_ result: ExistWriteResult<ExistUpdatedValue>, timeZone: TimeZone) {
        success = result.success.map { item in
            SuccessfullyUpdatedAttribute(
                name: item.name, date: (item.date ?? ExistDate(Date(), in: timeZone)).start(in: timeZone),
                value: Self.text(item.value))
        }
        failed = result.failed.map { item in
            FailedToUpdateAttribute(
                name: item.name, date: item.date?.start(in: timeZone), value: item.value.flatMap(Self.text),
                errorCode: item.errorCode, error: item.error)
        }
    }

    /// A value as JSON text: `3158`, `1.2`, the string itself; `nil` for `null`.
    private static func text(_ value: ExistJSON) -> String? {
        switch value {
        case .null: nil
        case .string(let text): text
        default: value.description
        }
    }
}
