//! Reading a typed answer strictly and fairly: a number, a decimal comma or a simple fraction, with an optional unit; anything else is unreadable and says why.
//!
//! The grammar, in full (case-insensitive, surrounding spaces ignored):
//!
//! ```text
//! answer   = [sign] number [ "/" number ] [unit]      spaces are allowed around "/" and before the unit
//! sign     = "-" | "+" | "−"                           at most one
//! number   = digits with "," and at most one "."       see the comma rule below
//! unit     = "%" | "x" | "×" | "cycles" | "cycle" | "cyc"
//! ```
//!
//! The comma rule: commas are thousands separators when they group the whole part as
//! `1–3 digits (not starting with 0), then groups of exactly 3` ("1,000", "12,500", "1,000,000",
//! and "1,000.5" with a decimal point after the groups). Otherwise a single comma is a decimal comma
//! ("62,5" = 62.5, "0,625" = 0.625, "1,2345" = 1.2345). Anything else with commas is unreadable
//! ("1,000,5", "1.000,5", "1,5.2"). So "1,234" is one thousand two hundred and thirty-four, never 1.234.
//!
//! A fraction may not carry a % sign ("5/8%" is unreadable: write 5/8 or 62.5%). An unreadable answer
//! is an [`AnswerError`], never a wrong answer: it must not use up a try.

use std::fmt;

use super::exercises::{Part, PartKind, Unit};
use super::fields::echo;
use super::i18n::{fill, Bilingual, Lang, Tr};

/// Longer input is not an answer to any item here, and refusing it early keeps the work bounded.
pub const MAX_ANSWER_CHARS: usize = 100;
pub use super::fields::ECHO_CHARS;

/// A unit typed after the number.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Suffix {
    Percent,
    Times,
    Cycles,
}

impl Suffix {
    /// Whether this typed unit can answer a part asked in `unit`.
    pub fn fits(self, unit: Unit) -> bool {
        matches!(
            (self, unit),
            (Suffix::Percent, Unit::Percent)
                | (Suffix::Times, Unit::Times)
                | (Suffix::Cycles, Unit::Cycles)
        )
    }

    fn words(self) -> Tr {
        match self {
            Suffix::Percent => PERCENTAGE,
            Suffix::Times => Tr::new("a ratio (×)", "ek ratio (×)"),
            Suffix::Cycles => CYCLES,
        }
    }
}

const PERCENTAGE: Tr = Tr::new("a percentage", "ek percentage");
const CYCLES: Tr = Tr::new("cycles", "cycles mein");

fn unit_words(unit: Unit) -> Tr {
    match unit {
        Unit::Percent => PERCENTAGE,
        Unit::Times => Tr::new("a ratio such as 2x", "2x jaisa ratio"),
        Unit::Cycles => CYCLES,
        Unit::Count => Tr::new("a plain count", "ek seedhi ginti"),
    }
}

/// Why an answer could not be read; none of these uses up a try.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum AnswerError {
    Empty,
    /// `text` is the learner's input, already cut to [`ECHO_CHARS`]; `why` is the reason in words.
    Unreadable {
        text: String,
        why: Tr,
    },
    /// A readable number with a unit that does not fit the part ("40%" where cycles are asked).
    WrongUnit {
        text: String,
        given: Suffix,
        asked: Unit,
    },
    NoChoice,
}

const EMPTY: Tr = Tr::new(
    "type an answer first (or choose \"Show solution\" to give up)",
    "pehle answer likho (ya haar maankar \"Solution dikhao\" chuno)",
);
const UNREADABLE: Tr = Tr::new(
    "\"{}\" is not a number we can read: {}. Write it like 40, 62.5%, 62,5%, 0.625, 5/8 or 2x; this did not use up a try",
    "\"{}\" ko number ki tarah nahi padh paaye: {}. Aise likho: 40, 62.5%, 62,5%, 0.625, 5/8 ya 2x; isse try kam nahi hui",
);
const WRONG_UNIT: Tr = Tr::new(
    "\"{}\" is {}, but this part asks for {}; this did not use up a try",
    "\"{}\" {} hai, par yeh part {} maangta hai; isse try kam nahi hui",
);
const TOO_MANY_DIGITS: Tr = Tr::new("it has too many digits", "ismein bahut zyada digits hain");
const NO_CHOICE: Tr = Tr::new("pick one of the options first", "pehle koi ek option chuno");

impl Bilingual for AnswerError {
    fn text(&self, lang: Lang) -> String {
        match self {
            AnswerError::Empty => EMPTY.get(lang).to_string(),
            AnswerError::Unreadable { text, why } => {
                fill(UNREADABLE.get(lang), &[text, why.get(lang)])
            }
            AnswerError::WrongUnit { text, given, asked } => fill(
                WRONG_UNIT.get(lang),
                &[text, given.words().get(lang), unit_words(*asked).get(lang)],
            ),
            AnswerError::NoChoice => NO_CHOICE.get(lang).to_string(),
        }
    }
}

/// The English sentence.
impl fmt::Display for AnswerError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.text(Lang::En))
    }
}

impl std::error::Error for AnswerError {}

/// A number as typed: its value (a fraction already divided), its unit, and whether it was a fraction.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Reading {
    pub value: f64,
    pub suffix: Option<Suffix>,
    pub fraction: bool,
}

/// The one reader every typed number goes through; `decimal` turns a canonical
/// `digits[.digits]` string into a float.
///
/// The ladder passes [`parse_decimal`], which refuses absurdly long whole parts; the lab passes the
/// standard parser as it is, so a link's p round-trips bit for bit.
pub fn read_with(text: &str, decimal: fn(&str) -> Option<f64>) -> Result<Reading, AnswerError> {
    let shown = text.trim();
    if shown.is_empty() {
        return Err(AnswerError::Empty);
    }
    let unreadable = |why| AnswerError::Unreadable {
        text: echo(shown),
        why,
    };
    if shown.chars().count() > MAX_ANSWER_CHARS {
        return Err(unreadable(Tr::new(
            "it is longer than any answer here",
            "yeh kisi bhi answer se lamba hai",
        )));
    }
    let scanned = scan(shown).map_err(unreadable)?;
    let numerator = decimal(&canonical(scanned.numerator).map_err(unreadable)?)
        .ok_or_else(|| unreadable(TOO_MANY_DIGITS))?;
    let value = match scanned.denominator {
        None => numerator,
        Some(den) => {
            let den = decimal(&canonical(den).map_err(unreadable)?)
                .ok_or_else(|| unreadable(TOO_MANY_DIGITS))?;
            if den == 0.0 {
                return Err(unreadable(Tr::new(
                    "a fraction cannot divide by zero",
                    "fraction zero se divide nahi ho sakta",
                )));
            }
            numerator / den
        }
    };
    if !value.is_finite() {
        return Err(unreadable(Tr::new("it is too large", "yeh bahut bada hai")));
    }
    Ok(Reading {
        value: if scanned.negative { -value } else { value },
        suffix: scanned.suffix,
        fraction: scanned.denominator.is_some(),
    })
}

/// [`read_with`] with the ladder's own decimal reader.
pub fn read_answer(text: &str) -> Result<Reading, AnswerError> {
    read_with(text, parse_decimal)
}

/// Reads "62.5", "62.5%", "62,5%", "0.625", "5/8", "40 cycles", "2x", "2×", "1,000": the value and whether a % was typed.
pub fn parse_number(text: &str) -> Result<(f64, bool), AnswerError> {
    read_answer(text).map(|r| (r.value, r.suffix == Some(Suffix::Percent)))
}

/// A canonical decimal ("-12.5", ".625", "40", "40."): digits with one optional point and sign, no
/// exponent. Whole parts beyond 15 digits are refused (no answer is that large).
pub fn parse_decimal(text: &str) -> Option<f64> {
    let body = text
        .strip_prefix('-')
        .unwrap_or_else(|| text.strip_prefix('+').unwrap_or(text));
    let (whole, fraction) = body.split_once('.').unwrap_or((body, ""));
    let all_digits = |part: &str| part.bytes().all(|b| b.is_ascii_digit());
    if (whole.is_empty() && fraction.is_empty())
        || !all_digits(whole)
        || !all_digits(fraction)
        || whole.len() > 15
    {
        return None;
    }
    text.parse().ok()
}

/// The values a typed answer may stand for, in the part's unit; a unit that does not fit is an error.
///
/// For a percentage typed without "%", a value of at most 1 is also read as a fraction
/// (0.625 or 5/8 for 62.5%), as learners write both.
pub fn values_in_unit(text: &str, unit: Unit) -> Result<Vec<f64>, AnswerError> {
    let reading = read_answer(text)?;
    if let Some(given) = reading.suffix {
        if !given.fits(unit) {
            return Err(AnswerError::WrongUnit {
                text: echo(text.trim()),
                given,
                asked: unit,
            });
        }
    }
    let v = reading.value;
    Ok(
        if unit == Unit::Percent && reading.suffix.is_none() && v.abs() <= 1.0 {
            vec![v, v * 100.0]
        } else {
            vec![v]
        },
    )
}

/// Whether `value` (in the part's unit) lies within the unit's tolerance of `expected`.
pub fn within(unit: Unit, value: f64, expected: f64) -> bool {
    (value - expected).abs() <= unit.tolerance() + 1e-9
}

/// Whether a typed answer matches within the unit's tolerance.
pub fn grade_number(text: &str, unit: Unit, expected: f64) -> Result<bool, AnswerError> {
    Ok(values_in_unit(text, unit)?
        .iter()
        .any(|&v| within(unit, v, expected)))
}

/// Grades one typed or chosen answer against a part (a choice arrives as the option's index).
pub fn grade(part: &Part, answer: &str) -> Result<bool, AnswerError> {
    match &part.kind {
        PartKind::Number { unit, value } => grade_number(answer, *unit, *value),
        PartKind::Choice { correct, options } => {
            let chosen: usize = answer.trim().parse().map_err(|_| AnswerError::NoChoice)?;
            if chosen >= options.len() {
                return Err(AnswerError::NoChoice);
            }
            Ok(chosen == *correct)
        }
    }
}

/// The pieces of an answer before any arithmetic.
struct Scanned<'a> {
    negative: bool,
    numerator: &'a str,
    denominator: Option<&'a str>,
    suffix: Option<Suffix>,
}

fn is_number_char(c: char) -> bool {
    c.is_ascii_digit() || c == '.' || c == ','
}

/// Splits `text` where its characters stop satisfying `keep`.
fn take_while(text: &str, keep: fn(char) -> bool) -> (&str, &str) {
    let rest = text.trim_start_matches(keep);
    let taken = text.get(..text.len() - rest.len()).unwrap_or("");
    (taken, rest)
}

fn scan(text: &str) -> Result<Scanned<'_>, Tr> {
    let (negative, rest) = match text.chars().next() {
        Some(c @ ('-' | '+' | '−')) => (c != '+', text.get(c.len_utf8()..).unwrap_or("")),
        _ => (false, text),
    };
    let (numerator, rest) = take_while(rest, is_number_char);
    if numerator.is_empty() {
        return Err(if rest.starts_with(['-', '+', '−']) {
            Tr::new("it has more than one sign", "ismein ek se zyada sign hain")
        } else {
            Tr::new(
                "it does not start with a number",
                "yeh number se shuru nahi hota",
            )
        });
    }
    let mut rest = rest.trim_start();
    let mut denominator = None;
    if let Some(after) = rest.strip_prefix('/') {
        let (den, tail) = take_while(after.trim_start(), is_number_char);
        if den.is_empty() {
            return Err(Tr::new(
                "a fraction needs a number after the /, as in 5/8",
                "fraction mein / ke baad number chahiye, jaise 5/8",
            ));
        }
        denominator = Some(den);
        rest = tail.trim_start();
    }
    // The suffixes are ASCII (and ×, which has no case).
    let suffix = match rest.to_ascii_lowercase().as_str() {
        "" => None,
        "%" => Some(Suffix::Percent),
        "x" | "×" => Some(Suffix::Times),
        "cycles" | "cycle" | "cyc" => Some(Suffix::Cycles),
        other => return Err(trailing_problem(other)),
    };
    if denominator.is_some() && suffix == Some(Suffix::Percent) {
        return Err(Tr::new(
            "a fraction with a % sign is ambiguous (write 5/8 or 62.5%)",
            "% sign wala fraction saaf nahi hai (5/8 ya 62.5% likho)",
        ));
    }
    Ok(Scanned {
        negative,
        numerator,
        denominator,
        suffix,
    })
}

/// Names what follows the number when it is not a unit, so the learner sees the actual slip.
fn trailing_problem(rest: &str) -> Tr {
    let mut chars = rest.chars();
    let first = chars.next();
    let second = chars.next();
    match (first, second) {
        (Some(c), _) if c.is_ascii_digit() || c == '.' || c == ',' => Tr::new(
            "there is a space inside the number",
            "number ke andar space hai",
        ),
        (Some('e'), Some(c)) if c.is_ascii_digit() || c == '-' || c == '+' => Tr::new(
            "exponents such as 1e3 are not read; write the number out",
            "1e3 jaise exponents nahi padhe jaate; poora number likho",
        ),
        (Some('/'), _) => Tr::new(
            "only a simple fraction with one /, such as 5/8, is read",
            "sirf ek / wala simple fraction padha jaata hai, jaise 5/8",
        ),
        _ => Tr::new(
            "only a unit (%, cycles or x) may follow the number",
            "number ke baad sirf unit (%, cycles ya x) aa sakti hai",
        ),
    }
}

/// Applies the comma rule (see the module text) and returns `digits[.digits]`.
fn canonical(token: &str) -> Result<String, Tr> {
    if !token.bytes().any(|b| b.is_ascii_digit()) {
        return Err(Tr::new("it has no digits", "ismein koi digit nahi hai"));
    }
    let dots = token.matches('.').count();
    let commas = token.matches(',').count();
    if dots > 1 {
        return Err(Tr::new(
            "it has more than one decimal point",
            "ismein ek se zyada decimal point hain",
        ));
    }
    if commas == 0 {
        return Ok(token.to_string());
    }
    let (whole, fraction) = token.split_once('.').unwrap_or((token, ""));
    if groups_thousands(whole) && !fraction.contains(',') {
        let mut out = whole.replace(',', "");
        if dots == 1 {
            out.push('.');
            out.push_str(fraction);
        }
        return Ok(out);
    }
    if dots == 0 && commas == 1 {
        return Ok(token.replace(',', "."));
    }
    Err(Tr::new(
        "its commas are neither thousands groups (1,000,000) nor one decimal comma (62,5)",
        "iske commas na thousands groups (1,000,000) hain, na ek decimal comma (62,5)",
    ))
}

/// "1,000" and "12,345,678": 1–3 leading digits (no leading zero), then groups of exactly three.
fn groups_thousands(whole: &str) -> bool {
    let mut groups = whole.split(',');
    let first_ok = groups.next().is_some_and(|g| {
        (1..=3).contains(&g.len()) && !g.starts_with('0') && g.bytes().all(|b| b.is_ascii_digit())
    });
    let mut rest = groups.peekable();
    first_ok
        && rest.peek().is_some()
        && rest.all(|g| g.len() == 3 && g.bytes().all(|b| b.is_ascii_digit()))
}

#[cfg(test)]
mod tests {
    use super::*;

    /// What `parse_number` makes of `text`: the value and % flag, or the start of the refusal.
    fn check(text: &str, expected: Result<(f64, bool), &str>) {
        let got = parse_number(text);
        match (got, expected) {
            (Ok((v, pct)), Ok((ev, epct))) => {
                assert!(
                    (v - ev).abs() < 1e-12 && pct == epct,
                    "{text:?}: read {v} {pct}, want {ev} {epct}"
                )
            }
            (Err(e), Err(why)) => {
                let said = e.to_string();
                assert!(said.contains(why), "{text:?}: said {said:?}, want {why:?}")
            }
            (got, want) => panic!("{text:?}: got {got:?}, want {want:?}"),
        }
    }

    #[test]
    fn readable_answers() {
        let table: [(&str, f64, bool); 30] = [
            ("62.5", 62.5, false),
            ("62.5%", 62.5, true),
            ("62.5 %", 62.5, true),
            ("62,5%", 62.5, true),
            ("62,5", 62.5, false),
            ("0.625", 0.625, false),
            ("0,625", 0.625, false),
            (".625", 0.625, false),
            (",5", 0.5, false),
            ("40 cycles", 40.0, false),
            ("40cycles", 40.0, false),
            ("40 CYC", 40.0, false),
            ("-12.5 CYCLES", -12.5, false),
            ("−3", -3.0, false),
            ("+3", 3.0, false),
            ("2x", 2.0, false),
            ("2 X", 2.0, false),
            ("2×", 2.0, false),
            ("1,000", 1000.0, false),
            ("12,500", 12500.0, false),
            ("1,000,000", 1_000_000.0, false),
            ("1,000.5", 1000.5, false),
            ("1,2345", 1.2345, false),
            ("1,00", 1.0, false),
            ("1000,000", 1000.0, false),
            ("5/8", 0.625, false),
            ("0.25/32", 0.0078125, false),
            ("0,25 / 32", 0.0078125, false),
            ("150/2 cycles", 75.0, false),
            ("40.", 40.0, false),
        ];
        for (text, value, pct) in table {
            check(text, Ok((value, pct)));
        }
    }

    #[test]
    fn unreadable_answers() {
        let long = "7".repeat(10 * 1024);
        let table = [
            ("0x40", "only a unit (%, cycles or x) may follow"),
            ("6x2.5", "only a unit (%, cycles or x) may follow"),
            ("%00", "it does not start with a number"),
            ("1e3", "exponents such as 1e3 are not read"),
            ("--5", "it has more than one sign"),
            ("4 0", "there is a space inside the number"),
            ("NaN", "it does not start with a number"),
            ("inf", "it does not start with a number"),
            ("forty", "\"forty\" is not a number"),
            (".", "it has no digits"),
            ("1..2", "more than one decimal point"),
            ("1,000,5", "neither thousands groups"),
            ("1.000,5", "neither thousands groups"),
            ("1,5.2", "neither thousands groups"),
            ("1,00,000", "neither thousands groups"),
            ("5/0", "cannot divide by zero"),
            ("5/", "a fraction needs a number after the /"),
            ("1/2/3", "only a simple fraction with one /"),
            ("5/8%", "a fraction with a % sign is ambiguous"),
            ("5/-8", "a fraction needs a number after the /"),
            ("- 5", "it does not start with a number"),
            ("1234567890123456", "too many digits"),
            ("40 cycles please", "only a unit"),
            ("x2", "it does not start with a number"),
            (&long, "longer than any answer here"),
        ];
        for (text, why) in table {
            check(text, Err(why));
        }
        assert_eq!(parse_number("   "), Err(AnswerError::Empty));
        assert_eq!(parse_number(""), Err(AnswerError::Empty));
    }

    #[test]
    fn echoed_text_is_cut() {
        let said = parse_number(&"y".repeat(5000)).unwrap_err().to_string();
        assert!(said.contains(&format!("\"{}…\"", "y".repeat(ECHO_CHARS))));
        assert!(said.len() < 300, "{said}");
        assert_eq!(echo("ab"), "ab");
    }

    fn check_grade(text: &str, unit: Unit, expected: f64, want: Result<bool, &str>) {
        let got = grade_number(text, unit, expected).map_err(|e| e.to_string());
        match (got, want) {
            (Ok(g), Ok(w)) => assert_eq!(g, w, "{text:?}"),
            (Err(e), Err(why)) => assert!(e.contains(why), "{text:?}: {e}"),
            (got, want) => panic!("{text:?}: got {got:?}, want {want:?}"),
        }
    }

    #[test]
    fn grading_in_the_part_unit() {
        let table = [
            ("62,5%", Unit::Percent, 62.5, Ok(true)),
            ("5/8", Unit::Percent, 62.5, Ok(true)),
            ("0.625", Unit::Percent, 62.5, Ok(true)),
            ("2/3", Unit::Percent, 66.667, Ok(true)),
            ("0.625%", Unit::Percent, 62.5, Ok(false)),
            ("625%", Unit::Percent, 62.5, Ok(false)),
            ("40 cycles", Unit::Cycles, 40.0, Ok(true)),
            ("80/2", Unit::Cycles, 40.0, Ok(true)),
            ("2,000x", Unit::Times, 2.0, Ok(false)),
            ("2,0x", Unit::Times, 2.0, Ok(true)),
            ("40%", Unit::Cycles, 40.0, Err("asks for cycles")),
            ("2x", Unit::Percent, 2.0, Err("asks for a percentage")),
            ("3 cycles", Unit::Count, 3.0, Err("asks for a plain count")),
            ("0x40", Unit::Cycles, 40.0, Err("did not use up a try")),
        ];
        for (text, unit, expected, want) in table {
            check_grade(text, unit, expected, want);
        }
    }

    #[test]
    fn the_lab_reader_is_exact() {
        let exact = |s: &str| s.parse::<f64>().ok();
        let read = |s| read_with(s, exact).map(|r| r.value);
        assert_eq!(read("0.9999999999999999"), Ok(0.9999999999999999));
        assert_eq!(read("0.25/32"), Ok(0.25 / 32.0));
        assert_eq!(read("0,1"), Ok(0.1));
    }

    #[test]
    fn refusals_in_both_languages() {
        use crate::model::i18n::assert_bilingual;
        let unreadable = |text: &str| parse_number(text).unwrap_err();
        let table: [(AnswerError, &[&str]); 8] = [
            (AnswerError::Empty, &[]),
            (AnswerError::NoChoice, &[]),
            (unreadable("4 0"), &["\"4 0\"", "62.5%", "5/8"]),
            (unreadable("5/8%"), &["\"5/8%\"", "62.5%"]),
            (unreadable("1e3"), &["\"1e3\""]),
            (unreadable("1,000,5"), &["\"1,000,5\"", "1,000,000", "62,5"]),
            (
                values_in_unit("40%", Unit::Cycles).unwrap_err(),
                &["\"40%\"", "cycles"],
            ),
            (
                values_in_unit("2x", Unit::Count).unwrap_err(),
                &["\"2x\"", "(×)"],
            ),
        ];
        for (error, values) in table {
            assert_bilingual(&error, values);
        }
    }
}
