// The recordings `exist demo` shows, compiled in so an installed `exist` needs no resource
// bundle. Each is, byte for byte, a response body from the fixture file named beside it (in
// Sources/TestSupport/Fixtures/exist); origin and licence: SOURCES.md beside this file.

extension ExistExample {
    /// GET accounts/profile/ (v2_accounts_profile.docs.json).
    static let profileJSON = ##"""
        {
          "username": "josh",
          "first_name": "Josh",
          "last_name": "Sharp",
          "avatar": "https://exist.io/media/avatars/josh.png",
          "timezone": "Australia/Sydney",
          "local_time": "2022-05-16T16:01:37.587301+10:00",
          "imperial_distance": false,
          "imperial_weight": false,
          "imperial_energy": false,
          "imperial_liquid": false,
          "imperial_temperature": false,
          "trial": false,
          "delinquent": false
        }
        """##

    /// GET attributes/with-values/ (v2_attributes_with_values_page.docs.json).
    static let attributesWithValuesJSON = ##"""
        {
          "count": 98,
          "next": "https://exist.io/api/2/attributes/with-values/?page=2",
          "previous": null,
          "results": [
            {
              "group": {
                "name": "activity",
                "label": "Activity",
                "priority": 1
              },
              "template": "steps",
              "name": "steps",
              "label": "Steps",
              "priority": 1,
              "manual": false,
              "active": true,
              "value_type": 0,
              "value_type_description": "Integer",
              "service": {
                "name": "googlefit",
                "label": "Google Fit"
              },
              "values": [
                {
                  "date": "2022-05-16",
                  "value": 1533
                }
              ]
            }
          ]
        }
        """##

    /// GET attributes/values/ (v2_attributes_values_page.docs.json).
    static let valuesJSON = ##"""
        {
          "count": 3217,
          "next": "https://exist.io/api/2/attributes/values/?attribute=steps&page=2",
          "previous": null,
          "results": [
            {
              "date": "2022-05-13",
              "value": 1765
            },
            {
              "date": "2022-05-12",
              "value": 6792
            },
            {
              "date": "2022-05-11",
              "value": 4632
            },
            {
              "date": "2022-05-10",
              "value": 2121
            },
            {
              "date": "2022-05-09",
              "value": 5141
            }
          ]
        }
        """##

    /// GET insights/ (v2_insights_page.docs.json).
    static let insightsJSON = ##"""
        {
          "count": 12,
          "next": null,
          "previous": null,
          "results": [
            {
              "created": "2022-05-16T13:17:03+08:00",
              "target_date": "2022-05-16",
              "type": {
                "name": "dow_sleep",
                "period": 1,
                "priority": 1,
                "attribute": {
                  "name": "sleep",
                  "label": "Time asleep",
                  "group": {
                    "name": "sleep",
                    "label": "Sleep",
                    "priority": 3
                  },
                  "priority": 1,
                  "value_type": 3,
                  "value_type_description": "Period (min)"
                }
              },
              "html": "<div class=\"secondary\">Last night&#x27;s sleep was surprisingly long.</div>\r\n<div class=\"num-label\">Monday is usually your shortest sleep of the week.</div>",
              "text": "Last night's sleep was surprisingly long.\r\nMonday is usually your shortest sleep of the week."
            }
          ]
        }
        """##

    /// GET averages/ (v2_averages_page.docs.json).
    static let averagesJSON = ##"""
        {
          "count": 2,
          "next": null,
          "previous": null,
          "results": [
            {
              "attribute": "steps",
              "date": "2020-04-29",
              "overall": 4174.0,
              "monday": 4057.0,
              "tuesday": 6614.0,
              "wednesday": 4001.0,
              "thursday": 3923.0,
              "friday": 4528.0,
              "saturday": 3649.0,
              "sunday": 3904.0
            },
            {
              "attribute": "floors",
              "date": "2020-04-29",
              "overall": 13.0,
              "monday": 13.0,
              "tuesday": 16.0,
              "wednesday": 14.0,
              "thursday": 12.0,
              "friday": 14.0,
              "saturday": 13.0,
              "sunday": 12.0
            }
          ]
        }
        """##

    /// GET correlations/ (v2_correlations_page.docs.json).
    static let correlationsJSON = ##"""
        {
          "count": 479,
          "next": "https://exist.io/api/2/correlations/?page=2",
          "previous": null,
          "results": [
            {
              "date": "2022-05-16",
              "period": 309,
              "offset": 0,
              "attribute": "sleep",
              "attribute2": "sleep_start",
              "value": -0.5577851552276848,
              "p": 1.1564227190131434e-26,
              "percentage": 55.77851552276848,
              "stars": 5,
              "second_person": "you spend more time asleep when you go to bed earlier.",
              "second_person_elements": [
                "you spend more time asleep",
                "when",
                "you go to bed earlier"
              ],
              "attribute_category": null,
              "strength_description": "Quite often go together",
              "stars_description": "Certain to be related",
              "description": null,
              "occurrence": null,
              "rating": null
            }
          ]
        }
        """##

    /// GET a later page of any list (v2_empty_page.real.nango.json).
    static let emptyPageJSON = ##"""
        {
          "count": 0,
          "next": null,
          "previous": null,
          "results": []
        }
        """##
}
