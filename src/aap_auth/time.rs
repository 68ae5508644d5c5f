//! RFC 3339 date-times to Unix seconds, for `time_window` bounds and request timestamps.
//!
//! The engine has already checked a token's `date-time` strings; this reads them. Fractional
//! seconds are dropped (the second they fall in counts), a leap second (`:60`) reads as the
//! second before the next minute's first, and offsets (`Z`, `+hh:mm`, `-hh:mm`) are applied.

/// The Unix time of an RFC 3339 `date-time`, or `None` when `s` is not one.
///
/// ```
/// # use agent_approval::aap_auth::parse_rfc3339;
/// assert_eq!(parse_rfc3339("2024-06-15T12:00:00Z"), Some(1_718_452_800));
/// assert_eq!(parse_rfc3339("2024-06-15T14:00:00.5+02:00"), Some(1_718_452_800));
/// assert_eq!(parse_rfc3339("2024-06-15 12:00"), None);
/// ```
#[must_use]
pub fn parse_rfc3339(s: &str) -> Option<i64> {
    let b = s.as_bytes();
    let num = |from: usize, len: usize| -> Option<i64> {
        let part = b.get(from..from + len)?;
        part.iter().try_fold(0i64, |acc, &c| {
            c.is_ascii_digit().then(|| acc * 10 + i64::from(c - b'0'))
        })
    };
    let at = |i: usize| b.get(i).copied();
    if at(4) != Some(b'-') || at(7) != Some(b'-') || !matches!(at(10), Some(b'T' | b't')) {
        return None;
    }
    if at(13) != Some(b':') || at(16) != Some(b':') {
        return None;
    }
    let (year, month, day) = (num(0, 4)?, num(5, 2)?, num(8, 2)?);
    let (hour, minute, second) = (num(11, 2)?, num(14, 2)?, num(17, 2)?);
    if !(1..=12).contains(&month) || day < 1 || day > days_in_month(year, month) {
        return None;
    }
    if hour > 23 || minute > 59 || second > 60 {
        return None;
    }
    let mut i = 19;
    if at(i) == Some(b'.') {
        i += 1;
        let start = i;
        while at(i).is_some_and(|c| c.is_ascii_digit()) {
            i += 1;
        }
        if i == start {
            return None;
        }
    }
    let offset = match at(i)? {
        b'Z' | b'z' if i + 1 == b.len() => 0,
        sign @ (b'+' | b'-') if i + 6 == b.len() && at(i + 3) == Some(b':') => {
            let (oh, om) = (num(i + 1, 2)?, num(i + 4, 2)?);
            if oh > 23 || om > 59 {
                return None;
            }
            let off = oh * 3600 + om * 60;
            if sign == b'+' {
                off
            } else {
                -off
            }
        }
        _ => return None,
    };
    let days = days_from_civil(year, month, day);
    Some(days * 86_400 + hour * 3600 + minute * 60 + second.min(59) - offset)
}

fn is_leap(year: i64) -> bool {
    (year % 4 == 0 && year % 100 != 0) || year % 400 == 0
}

fn days_in_month(year: i64, month: i64) -> i64 {
    match month {
        2 if is_leap(year) => 29,
        2 => 28,
        4 | 6 | 9 | 11 => 30,
        _ => 31,
    }
}

/// Days since 1970-01-01 of a proleptic Gregorian date (Howard Hinnant's algorithm).
fn days_from_civil(year: i64, month: i64, day: i64) -> i64 {
    let y = if month <= 2 { year - 1 } else { year };
    let era = y.div_euclid(400);
    let yoe = y - era * 400;
    let mp = (month + 9) % 12;
    let doy = (153 * mp + 2) / 5 + day - 1;
    let doe = yoe * 365 + yoe / 4 - yoe / 100 + doy;
    era * 146_097 + doe - 719_468
}

#[cfg(test)]
mod tests {
    use super::parse_rfc3339;

    #[test]
    fn table() {
        let cases: &[(&str, Option<i64>)] = &[
            ("1970-01-01T00:00:00Z", Some(0)),
            ("2024-01-01T09:00:00Z", Some(1_704_099_600)),
            ("2024-12-31T17:00:00Z", Some(1_735_664_400)),
            ("2025-01-01T00:00:00Z", Some(1_735_689_600)),
            ("2024-02-29T00:00:00Z", Some(1_709_164_800)),
            ("2023-02-29T00:00:00Z", None),
            ("2024-06-15T12:00:00.999Z", Some(1_718_452_800)),
            ("2024-06-15T12:00:00-01:30", Some(1_718_458_200)),
            ("2016-12-31T23:59:60Z", Some(1_483_228_799)),
            ("2024-06-15T12:00:00", None),
            ("2024-06-15T24:00:00Z", None),
            ("2024-13-01T00:00:00Z", None),
            ("2024-06-15T12:00:00.Z", None),
            ("2024-06-15T12:00:00Zjunk", None),
            ("", None),
            ("２０２４-06-15T12:00:00Z", None),
        ];
        for (input, want) in cases {
            assert_eq!(parse_rfc3339(input), *want, "{input}");
        }
    }
}
