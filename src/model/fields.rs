//! Turning what a learner types (or a link carries) into checked numbers, with a sentence when it makes no sense.

use std::fmt;

use super::answers;
use super::i18n::{fill, Bilingual, Lang, Tr};

/// The longest path, prologue or tail the tutor accepts, in cycles.
pub const MAX_CYCLES: u32 = 1_000_000;

/// Why a typed value was refused.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum FieldError {
    Empty {
        what: &'static str,
    },
    NotANumber {
        what: &'static str,
        text: String,
    },
    NotWhole {
        what: &'static str,
        text: String,
    },
    Negative {
        what: &'static str,
    },
    TooLarge {
        what: &'static str,
        max: u64,
    },
    TooSmall {
        what: &'static str,
        min: u64,
    },
    OutOfUnitRange {
        what: &'static str,
    },
    /// More than the lanes the other paths leave free.
    LanesTaken {
        what: &'static str,
        free: u64,
        taken: u64,
        lanes: u64,
    },
}

/// The refusals' sentences: the field's name first, then the values (quoted input or a bound).
const EMPTY: Tr = Tr::new("enter a value for the {}", "{} ki value likho");
const NOT_A_NUMBER: Tr = Tr::new(
    "the {} must be a number; \"{}\" is not one",
    "{} ek number hona chahiye; \"{}\" number nahi hai",
);
const NOT_WHOLE: Tr = Tr::new(
    "the {} must be a whole number; \"{}\" has a fractional part",
    "{} ek whole number hona chahiye; \"{}\" mein fraction hai",
);
const NEGATIVE: Tr = Tr::new("the {} cannot be negative", "{} negative nahi ho sakta");
const TOO_LARGE: Tr = Tr::new(
    "the {} can be at most {}",
    "{} zyada se zyada {} ho sakta hai",
);
const TOO_SMALL: Tr = Tr::new(
    "the {} must be at least {}",
    "{} kam se kam {} hona chahiye",
);
const OUT_OF_UNIT_RANGE: Tr = Tr::new(
    "the {} must lie between 0 and 1",
    "{} 0 aur 1 ke beech hona chahiye",
);

const LANES_TAKEN: Tr = Tr::new(
    "the {} can be at most {}: the other paths already take {} of the warp's {} lanes",
    "{} zyada se zyada {} ho sakta hai: baaki paths pehle se {} lanes le chuke hain, aur warp mein {} lanes hain",
);

/// In Hinglish the field's name (an English technical term) stays as the call site gives it.
impl Bilingual for FieldError {
    fn text(&self, lang: Lang) -> String {
        let (tr, what, values) = match self {
            FieldError::Empty { what } => (EMPTY, what, vec![]),
            FieldError::NotANumber { what, text } => (NOT_A_NUMBER, what, vec![text.clone()]),
            FieldError::NotWhole { what, text } => (NOT_WHOLE, what, vec![text.clone()]),
            FieldError::Negative { what } => (NEGATIVE, what, vec![]),
            FieldError::TooLarge { what, max } => (TOO_LARGE, what, vec![group_thousands(*max)]),
            FieldError::TooSmall { what, min } => (TOO_SMALL, what, vec![group_thousands(*min)]),
            FieldError::OutOfUnitRange { what } => (OUT_OF_UNIT_RANGE, what, vec![]),
            FieldError::LanesTaken {
                what,
                free,
                taken,
                lanes,
            } => (
                LANES_TAKEN,
                what,
                vec![free.to_string(), taken.to_string(), lanes.to_string()],
            ),
        };
        let mut args: Vec<&str> = vec![what];
        args.extend(values.iter().map(String::as_str));
        fill(tr.get(lang), &args)
    }
}

/// The English sentence.
impl fmt::Display for FieldError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.text(Lang::En))
    }
}

impl std::error::Error for FieldError {}

/// Parses a whole number in `min..=max`, naming the field in any complaint.
///
/// Digits only, with `,` or `_` as separators and an optional all-zero fraction such as "40.0": an
/// exponent or a word such as "inf" is not a whole number a learner types.
pub fn parse_whole(text: &str, what: &'static str, min: u64, max: u64) -> Result<u64, FieldError> {
    let shown = text.trim();
    let cleaned = shown.replace([',', '_'], "");
    if cleaned.is_empty() {
        return Err(FieldError::Empty { what });
    }
    let (negative, magnitude) = match cleaned.strip_prefix('-') {
        Some(rest) => (true, rest),
        None => (false, cleaned.strip_prefix('+').unwrap_or(&cleaned)),
    };
    let (whole, fraction) = magnitude.split_once('.').unwrap_or((magnitude, ""));
    let digits = |part: &str| part.bytes().all(|b| b.is_ascii_digit());
    if (whole.is_empty() && fraction.is_empty()) || !digits(whole) || !digits(fraction) {
        return Err(FieldError::NotANumber {
            what,
            text: echo(shown),
        });
    }
    let is_zero = |part: &str| part.bytes().all(|b| b == b'0');
    if negative && !(is_zero(whole) && is_zero(fraction)) {
        return Err(FieldError::Negative { what });
    }
    if !is_zero(fraction) {
        return Err(FieldError::NotWhole {
            what,
            text: echo(shown),
        });
    }
    let trimmed = whole.trim_start_matches('0');
    // More digits than u64 holds is simply too large.
    let value = if trimmed.is_empty() {
        0
    } else {
        trimmed.parse::<u64>().unwrap_or(u64::MAX)
    };
    if value > max {
        return Err(FieldError::TooLarge { what, max });
    }
    if value < min {
        return Err(FieldError::TooSmall { what, min });
    }
    Ok(value)
}

/// A cycle count: a whole number from 0 to [`MAX_CYCLES`].
pub fn parse_cycles(text: &str, what: &'static str) -> Result<u32, FieldError> {
    parse_whole(text, what, 0, MAX_CYCLES as u64).map(|v| v as u32)
}

/// A probability in [0, 1]: a decimal ("0.25", "0,25"), a simple fraction ("1/4", "0.25/32"), a
/// percentage ("25%"), or any float the standard parser reads ("1e-7", as older links may carry).
///
/// Fractions and decimal commas go through the same reader as the ladder's answers
/// ([`answers::read_with`]), with the standard float parser for exact digits, so a p written
/// into a link reads back bit for bit.
pub fn parse_probability(text: &str, what: &'static str) -> Result<f64, FieldError> {
    let trimmed = text.trim();
    if trimmed.is_empty() {
        return Err(FieldError::Empty { what });
    }
    let not_a_number = || FieldError::NotANumber {
        what,
        text: echo(trimmed),
    };
    let value = match answers::read_with(trimmed, exact_decimal) {
        Ok(reading) => match reading.suffix {
            None => reading.value,
            Some(answers::Suffix::Percent) => reading.value / 100.0,
            Some(_) => return Err(not_a_number()),
        },
        // The standard syntax stays accepted (exponents, very long decimals) so no old link breaks.
        Err(_) => trimmed.parse::<f64>().map_err(|_| not_a_number())?,
    };
    if !value.is_finite() {
        return Err(not_a_number());
    }
    if !(0.0..=1.0).contains(&value) {
        return Err(FieldError::OutOfUnitRange { what });
    }
    Ok(value)
}

/// A number read by the shared reader: the standard parser, which rounds exactly.
pub fn read_number(text: &str) -> Result<f64, answers::AnswerError> {
    answers::read_with(text, exact_decimal).and_then(|r| match r.suffix {
        None => Ok(r.value),
        Some(_) => Err(answers::AnswerError::Unreadable {
            text: echo(text.trim()),
            why: Tr::new(
                "only a plain number or a simple fraction such as 0.25/32 is read here",
                "yahan sirf seedha number ya 0.25/32 jaisa simple fraction padha jaata hai",
            ),
        }),
    })
}

fn exact_decimal(text: &str) -> Option<f64> {
    text.parse().ok()
}

/// 1000000 → "1,000,000", as a learner reads it.
pub fn group_thousands(value: u64) -> String {
    let digits = value.to_string();
    let mut out = String::with_capacity(digits.len() + digits.len() / 3);
    for (i, ch) in digits.chars().enumerate() {
        if i > 0 && (digits.len() - i).is_multiple_of(3) {
            out.push(',');
        }
        out.push(ch);
    }
    out
}

/// "1 warp", "2 warps", "1,024 lanes": a count with its noun, singular for one.
pub fn counted(count: u64, one: &str, many: &str) -> String {
    format!(
        "{} {}",
        group_thousands(count),
        if count == 1 { one } else { many }
    )
}

/// How much of a learner's or a link's text a message quotes back (issue 14: echoed input is cut).
pub const ECHO_CHARS: usize = 60;

/// Input as a message may quote it: at most [`ECHO_CHARS`] characters, cut with an ellipsis, control
/// characters and double quotes replaced, so what was typed is always visibly one quotation.
pub fn echo(text: &str) -> String {
    let mut out: String = text
        .chars()
        .take(ECHO_CHARS)
        .map(|c| match c {
            // A quote inside would end the quotation early.
            '"' => '\'',
            c if c.is_control() => '\u{fffd}',
            c => c,
        })
        .collect();
    if text.chars().nth(ECHO_CHARS).is_some() {
        out.push('…');
    }
    out
}

/// A ratio as a percentage with one decimal, or a dash when there is no ratio (nothing issued).
pub fn percent_or_dash(ratio: Option<f64>) -> String {
    ratio.map(percent).unwrap_or_else(|| "—".into())
}

/// A ratio as a percentage with one decimal: 0.625 → "62.5%".
pub fn percent(ratio: f64) -> String {
    format!("{}%", fixed(ratio * 100.0, 1))
}

/// `value` limited to `lo..=hi`, `lo` for NaN (where `f64::clamp` gives NaN). Bounds computed from data
/// may cross: then `hi` wins, where `f64::clamp` panics.
pub fn clamped(value: f64, lo: f64, hi: f64) -> f64 {
    value.max(lo).min(hi)
}

/// `value` with exactly `decimals` decimals, rounded half away from zero, and no minus sign on a value
/// that rounds to zero; "—" for a value that is not finite.
pub fn fixed(value: f64, decimals: u32) -> String {
    if !value.is_finite() {
        return "—".into();
    }
    let scale = 10u64.pow(decimals);
    let scaled = (value.abs() * scale as f64).round() as u64;
    let sign = if value < 0.0 && scaled != 0 { "-" } else { "" };
    let (whole, fraction) = (scaled / scale, scaled % scale);
    if decimals == 0 {
        format!("{sign}{whole}")
    } else {
        format!(
            "{sign}{whole}.{fraction:0width$}",
            width = decimals as usize
        )
    }
}

/// A number in at most 6 significant digits, as the table shows it: trailing zeros dropped, and in
/// scientific notation below 10⁻⁴ and from 10⁶.
pub fn short(value: f64) -> String {
    if value == 0.0 {
        return "0".into();
    }
    let magnitude = value.abs().log10().floor() as i32;
    if !(-4..6).contains(&magnitude) {
        return format!("{value:.5e}");
    }
    let decimals = (5 - magnitude).max(0) as usize;
    let text = format!("{value:.decimals$}");
    if text.contains('.') {
        text.trim_end_matches('0').trim_end_matches('.').to_string()
    } else {
        text
    }
}

/// Six significant digits, trailing zeros kept (0.139950), for the pmf table.
pub fn six_significant(value: f64) -> String {
    if value == 0.0 {
        return "0".into();
    }
    let magnitude = value.abs().log10().floor() as i32;
    if magnitude < -4 {
        return format!("{value:.5e}");
    }
    let decimals = (5 - magnitude).max(0) as usize;
    format!("{value:.decimals$}")
}

#[cfg(test)]
mod tests {
    use super::*;

    fn check(text: &str, expected: Result<u32, &str>) {
        let got = parse_cycles(text, "path length").map_err(|e| e.to_string());
        assert_eq!(got, expected.map_err(str::to_string), "input {text:?}");
    }

    #[test]
    fn clamped_keeps_a_value_between_its_bounds() {
        // (value, lo, hi) → expected; NaN lands on the lower bound instead of spreading into a figure.
        let table = [
            (0.5, 0.0, 1.0, 0.5),
            (-2.0, 0.0, 1.0, 0.0),
            (7.0, 0.0, 1.0, 1.0),
            (f64::NAN, 0.25, 4.0, 0.25),
            (f64::INFINITY, 1e-2, 1e6, 1e6),
            (3.0, 3.0, 3.0, 3.0),
        ];
        for (value, lo, hi, expected) in table {
            assert_eq!(clamped(value, lo, hi), expected, "{value} in {lo}..={hi}");
        }
    }

    /// `short` and `six_significant` over the lab's moments, fractions and probabilities, ties at the
    /// sixth digit and the extremes.
    #[test]
    fn short_numbers_read_as_the_table_shows_them() {
        // (value, short, six_significant)
        let table = [
            (0.0, "0", "0"),
            (-0.0, "0", "0"),
            (0.5, "0.5", "0.500000"),
            (0.139950, "0.13995", "0.139950"),
            (0.0078125, "0.0078125", "0.00781250"),
            (1e-7, "1.00000e-7", "1.00000e-7"),
            (1.93684e-9, "1.93684e-9", "1.93684e-9"),
            (999_999.5, "1000000", "1000000"),
            (9.999995, "10", "10.00000"),
            (0.000_099_999_95, "1.00000e-4", "1.00000e-4"),
            (0.000_1, "0.0001", "0.000100000"),
            (123_456.5, "123456", "123456"),
            (1e6, "1.00000e6", "1000000"),
            (5e-324, "4.94066e-324", "4.94066e-324"),
            (f64::NAN, "NaN", "NaN"),
            (f64::INFINITY, "inf", "inf"),
            (-0.25, "-0.25", "-0.250000"),
            (2.0 / 3.0, "0.666667", "0.666667"),
        ];
        for (value, want_short, want_six) in table {
            assert_eq!(short(value), want_short, "short({value:e})");
            assert_eq!(
                six_significant(value),
                want_six,
                "six_significant({value:e})"
            );
        }
        assert_eq!(short(f64::MAX), "1.79769e308");
        assert_eq!(six_significant(f64::MAX), format!("{:.0}", f64::MAX));
    }

    #[test]
    fn cycles_table() {
        check("40", Ok(40));
        check(" 1,000,000 ", Ok(1_000_000));
        check("0", Ok(0));
        check("-5", Err("the path length cannot be negative"));
        check(
            "2.5",
            Err("the path length must be a whole number; \"2.5\" has a fractional part"),
        );
        check(
            "abc",
            Err("the path length must be a number; \"abc\" is not one"),
        );
        check("", Err("enter a value for the path length"));
        check("1000001", Err("the path length can be at most 1,000,000"));
        check(
            "inf",
            Err("the path length must be a number; \"inf\" is not one"),
        );
    }

    #[test]
    fn probabilities() {
        let ok = [
            ("0.25", 0.25),
            ("0,25", 0.25),
            ("1/4", 0.25),
            ("0.25/32", 0.25 / 32.0),
            ("25%", 0.25),
            ("1e-7", 1e-7),
            ("0.9999999999999999", 0.9999999999999999),
            ("1", 1.0),
            ("0", 0.0),
        ];
        for (text, value) in ok {
            assert_eq!(parse_probability(text, "p"), Ok(value), "{text}");
        }
        let refused = [
            ("1.5", "the p must lie between 0 and 1"),
            ("-0.1", "the p must lie between 0 and 1"),
            ("5/4", "the p must lie between 0 and 1"),
            ("NaN", "the p must be a number; \"NaN\" is not one"),
            ("inf", "the p must be a number; \"inf\" is not one"),
            ("1/0", "the p must be a number; \"1/0\" is not one"),
            ("0.5x", "the p must be a number; \"0.5x\" is not one"),
            ("", "enter a value for the p"),
        ];
        for (text, said) in refused {
            let got = parse_probability(text, "p").map_err(|e| e.to_string());
            assert_eq!(got, Err(said.to_string()), "{text}");
        }
        let long = parse_probability(&"z".repeat(10_000), "p")
            .unwrap_err()
            .to_string();
        assert!(long.len() < 200, "{long}");
        assert_eq!(read_number("0.25/32"), Ok(0.0078125));
        assert!(read_number("5%").is_err());
    }

    #[test]
    fn formatting() {
        assert_eq!(group_thousands(1_000_000), "1,000,000");
        assert_eq!(group_thousands(999), "999");
        assert_eq!(percent(0.625), "62.5%");
        assert_eq!(percent(14.0 / 44.0), "31.8%");
        assert_eq!(percent(0.2), "20.0%");
        assert_eq!(percent(1.0), "100.0%");
        assert_eq!(fixed(-2.456, 2), "-2.46");
        assert_eq!(fixed(-0.001, 2), "0.00");
        assert_eq!(fixed(3.0, 0), "3");
        assert_eq!(fixed(f64::NAN, 1), "—");
    }

    #[test]
    fn refusals_in_both_languages() {
        use crate::model::i18n::assert_bilingual;
        let what = "path length";
        let table: [(FieldError, &[&str]); 8] = [
            (FieldError::Empty { what }, &[what]),
            (
                FieldError::NotANumber {
                    what,
                    text: "abc".into(),
                },
                &[what, "\"abc\""],
            ),
            (
                FieldError::NotWhole {
                    what,
                    text: "3.5".into(),
                },
                &[what, "\"3.5\""],
            ),
            (FieldError::Negative { what }, &[what]),
            (
                FieldError::TooLarge {
                    what: "seed",
                    max: 4_294_967_295,
                },
                &["seed", "4,294,967,295"],
            ),
            (FieldError::TooSmall { what, min: 1000 }, &[what, "1,000"]),
            (FieldError::OutOfUnitRange { what: "p" }, &["p", "0", "1"]),
            (
                FieldError::LanesTaken {
                    what: "taker count",
                    free: 8,
                    taken: 24,
                    lanes: 32,
                },
                &["taker count", "8", "24", "32"],
            ),
        ];
        for (error, values) in table {
            assert_bilingual(&error, values);
        }
        assert_eq!(
            FieldError::TooLarge {
                what: "seed",
                max: 4_294_967_295
            }
            .text(Lang::HiLatn),
            "seed zyada se zyada 4,294,967,295 ho sakta hai"
        );
    }
}
