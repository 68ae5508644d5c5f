//! `format: "date-time"`: the RFC 3339 `date-time` rule.
//!
//! The grammar is fixed-width except for the fraction of a second, so the
//! check walks the bytes once with slice patterns: linear time, no
//! allocation, no indexing that can panic.

/// Minutes in a day, for wrapping a UTC offset around midnight.
const MINUTES_PER_DAY: i32 = 24 * 60;

/// Returns whether `s` is an RFC 3339 `date-time`
/// ([section 5.6](https://www.rfc-editor.org/rfc/rfc3339#section-5.6)):
/// `YYYY-MM-DD`, `T` or `t`, `hh:mm:ss`, an optional fraction of one or
/// more digits, then `Z`, `z` or a `+hh:mm`/`-hh:mm` offset.
///
/// Days are checked against the month, with leap years. Second `60` (a leap
/// second) is accepted only when the time, converted to UTC, is `23:59`, as
/// the JSON-Schema-Test-Suite expects; the date of a leap second is not
/// checked against the table of leap seconds actually inserted.
pub(crate) fn is_date_time(s: &str) -> bool {
    let bytes = s.as_bytes();
    let (date, rest) = bytes.split_at(bytes.len().min(10));
    match rest {
        [b'T' | b't', time @ ..] => is_full_date(date) && is_full_time(time),
        _ => false,
    }
}

/// Checks `full-date`: `YYYY-MM-DD` with a day that exists in that month.
fn is_full_date(date: &[u8]) -> bool {
    let &[y0, y1, y2, y3, b'-', m0, m1, b'-', d0, d1] = date else {
        return false;
    };
    let (Some(century), Some(year_in_century), Some(month), Some(day)) = (
        two_digits(y0, y1),
        two_digits(y2, y3),
        two_digits(m0, m1),
        two_digits(d0, d1),
    ) else {
        return false;
    };
    let year = century * 100 + year_in_century;
    let leap = year % 4 == 0 && (year % 100 != 0 || year % 400 == 0);
    let days_in_month = match month {
        1 | 3 | 5 | 7 | 8 | 10 | 12 => 31,
        4 | 6 | 9 | 11 => 30,
        2 if leap => 29,
        2 => 28,
        _ => return false,
    };
    (1..=days_in_month).contains(&day)
}

/// Checks `full-time`: `hh:mm:ss`, an optional fraction, then an offset.
fn is_full_time(time: &[u8]) -> bool {
    let &[h0, h1, b':', m0, m1, b':', s0, s1, ref rest @ ..] = time else {
        return false;
    };
    let (Some(hour), Some(minute), Some(second)) =
        (two_digits(h0, h1), two_digits(m0, m1), two_digits(s0, s1))
    else {
        return false;
    };
    if hour > 23 || minute > 59 || second > 60 {
        return false;
    }
    let Some(offset) = parse_offset(skip_fraction(rest)) else {
        return false;
    };
    // a leap second is inserted at the end of a UTC day, so `ss` may be 60
    // only when the time, shifted back to UTC, is 23:59.
    let utc = (i32::from(hour) * 60 + i32::from(minute) - offset).rem_euclid(MINUTES_PER_DAY);
    second < 60 || utc == MINUTES_PER_DAY - 1
}

/// Strips `time-secfrac` (`.` and one or more digits) if present.
///
/// A `.` without digits is left in place, so the offset check rejects it.
fn skip_fraction(rest: &[u8]) -> &[u8] {
    match rest {
        [b'.', digits @ ..] => {
            let count = digits.iter().take_while(|b| b.is_ascii_digit()).count();
            if count == 0 {
                rest
            } else {
                digits.get(count..).unwrap_or_default()
            }
        }
        _ => rest,
    }
}

/// Parses `time-offset` and returns it in minutes east of UTC.
///
/// The whole input must be consumed: anything after the offset is invalid.
fn parse_offset(offset: &[u8]) -> Option<i32> {
    let (sign, h0, h1, m0, m1) = match *offset {
        [b'Z' | b'z'] => return Some(0),
        [b'+', h0, h1, b':', m0, m1] => (1, h0, h1, m0, m1),
        [b'-', h0, h1, b':', m0, m1] => (-1, h0, h1, m0, m1),
        _ => return None,
    };
    let (hours, minutes) = (two_digits(h0, h1)?, two_digits(m0, m1)?);
    (hours <= 23 && minutes <= 59).then(|| sign * (i32::from(hours) * 60 + i32::from(minutes)))
}

/// Parses two ASCII digits into their value, 0 to 99.
fn two_digits(tens: u8, ones: u8) -> Option<u16> {
    let digit = |b: u8| b.is_ascii_digit().then(|| u16::from(b - b'0'));
    Some(digit(tens)? * 10 + digit(ones)?)
}

#[cfg(test)]
mod tests {
    use super::super::uri::test_support::{
        check_cases, check_never_panics, check_oracle, check_random_agreement, run_suite, Case,
        Reason,
    };
    use super::is_date_time;

    const CASES: &[Case] = &[
        ("1985-04-12T23:20:50.52Z", true),
        ("1996-12-19T16:39:57-08:00", true),
        ("1937-01-01T12:00:27.87+00:20", true),
        ("1985-04-12t23:20:50z", true),
        ("1985-04-12T23:20:50.123456789012345678901234567890Z", true),
        ("2000-02-29T00:00:00Z", true),
        ("2024-02-29T00:00:00Z", true),
        ("0000-02-29T00:00:00Z", true),
        ("9999-12-31T23:59:59Z", true),
        ("2021-04-30T00:00:00+23:59", true),
        ("2021-01-01T00:00:00-00:00", true),
        ("1990-12-31T23:59:60Z", true),
        ("1990-12-31T23:59:60.5+00:00", true),
        ("1990-12-31T15:59:60-08:00", true),
        ("2017-01-01T00:59:60+01:00", true),
        ("2016-12-31T23:29:60-00:30", true),
        ("", false),
        ("1985-04-12", false),
        ("1985-04-12T", false),
        ("1985-04-12T23:20:50", false),
        ("1985-04-12T23:20Z", false),
        ("1985-04-12 23:20:50Z", false),
        ("1985-04-12TT23:20:50Z", false),
        ("1985-04-12T23:20:50.Z", false),
        ("1985-04-12T23:20:50,5Z", false),
        ("1985-04-12T23:20:50ZZ", false),
        ("1985-04-12T23:20:50Z ", false),
        ("1985-04-12T23:20:50+0100", false),
        ("1985-04-12T23:20:50+01", false),
        ("1985-04-12T23:20:50+01:00:00", false),
        ("1985-04-12T23:20:50+24:00", false),
        ("1985-04-12T23:20:50-01:60", false),
        ("1985-13-01T00:00:00Z", false),
        ("1985-00-01T00:00:00Z", false),
        ("1985-01-00T00:00:00Z", false),
        ("1985-01-32T00:00:00Z", false),
        ("1985-04-31T00:00:00Z", false),
        ("1900-02-29T00:00:00Z", false),
        ("2023-02-29T00:00:00Z", false),
        ("1985-04-12T24:00:00Z", false),
        ("1985-04-12T23:60:00Z", false),
        ("1985-04-12T23:59:61Z", false),
        ("1985-04-12T12:59:60Z", false),
        ("1985-04-12T23:59:60+01:00", false),
        ("85-04-12T23:20:50Z", false),
        ("+1985-04-12T23:20:50Z", false),
        ("1985-4-12T23:20:50Z", false),
        ("1985/04/12T23:20:50Z", false),
        ("1985-04-12T23-20-50Z", false),
        ("\u{ff11}985-04-12T23:20:50Z", false),
        ("1985-04-12T23:20:5\u{e9}Z", false),
    ];

    /// Inputs where `jsonschema` and RFC 3339 part ways; none so far.
    const ORACLE_DISAGREES: &[Reason] = &[];

    const XFAIL: &[(&str, &str)] = &[];

    #[test]
    fn cases() {
        check_cases(CASES, is_date_time);
    }

    #[test]
    fn every_prefix_and_byte_is_handled() {
        // slicing a valid string anywhere, even inside a character, and
        // appending any byte must not panic.
        let valid = "1990-12-31T15:59:60.123-08:00";
        for end in 0..=valid.len() {
            let prefix = valid.as_bytes().get(..end).unwrap_or_default();
            assert_eq!(
                is_date_time(&String::from_utf8_lossy(prefix)),
                end == valid.len()
            );
        }
        for byte in 0..=u8::MAX {
            let input = format!("{valid}{}", char::from(byte));
            assert!(!is_date_time(&input), "{input:?}");
        }
    }

    #[test]
    fn long_fraction_is_handled() {
        let long = format!("1985-04-12T23:20:50.{}Z", "9".repeat(100_000));
        assert!(is_date_time(&long));
        assert!(!is_date_time(&long.replace('Z', "")));
    }

    #[test]
    fn official_suite() {
        run_suite(
            "draft2020-12/optional/format/date-time.json",
            is_date_time,
            XFAIL,
        );
    }

    #[test]
    fn oracle_agrees() {
        check_oracle("date-time", CASES, ORACLE_DISAGREES);
    }

    #[test]
    fn never_panics() {
        check_never_panics(is_date_time);
    }

    #[test]
    fn oracle_agrees_on_random_inputs() {
        // digits near every boundary, in both offset forms and with stray
        // bytes in every position.
        let pattern = "[0-9]{4}-[01][0-9]-[0-3][0-9][Tt ][0-2][0-9]:[0-6][0-9]:[0-6][0-9](\\.[0-9]{0,2})?([Zz]|[+-][0-2][0-9]:[0-6][0-9])";
        check_random_agreement("date-time", pattern, is_date_time);
        check_random_agreement(
            "date-time",
            "(19|20)[0-9]{2}-02-(2[89]|30)T23:59:60[Zz]",
            is_date_time,
        );
        check_random_agreement("date-time", "[0-9T:.Zz+-]{18,26}", is_date_time);
    }
}
