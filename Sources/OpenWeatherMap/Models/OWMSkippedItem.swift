import APICore

/// An item of a response that did not decode and was left out: the core's `SkippedItem`, by the
/// name this library first gave it.
///
/// Every OpenWeatherMap response with a list lists its left-out items in `skippedItems`
/// (``OWMOneCall/skippedItems``, ``OWMForecast/skippedItems``, ``OWMTimelinePage/skippedItems``,
/// ``OWMAirPollution/skippedItems``, ``OWMPlaceList/skippedItems``, ``OWMAlertDetail/skippedItems``).
public typealias OWMSkippedItem = SkippedItem
