//! The query string itself: percent-decoding, the parameter list, the problems a link can have, and writing it back.
//!
//! Every view state (`super::*`) reads its parameters through [`Query`] and writes its link through
//! [`build_query`]; nothing else in the app builds a query string.

use std::fmt;

use crate::model::i18n::{fill, Bilingual, Lang, Said, Tr};

/// Links longer than this are refused whole: no view can show what such a link would carry, and parsing
/// it would stall the page.
pub const MAX_LINK_BYTES: usize = 64 * 1024;
/// Parameters every view takes, besides its own.
pub const SHARED_KEYS: [&str; 3] = ["view", "projector", "lang"];

/// One thing wrong with a link, said so a teacher can fix it. Links are read before the page's
/// language is known, so the reason is kept in both languages.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct LinkProblem {
    pub parameter: String,
    /// The reason in English.
    pub reason: String,
    /// The reason in Hinglish.
    pub reason_hi: String,
}

const IGNORED: Tr = Tr::new(
    "The link's \"{}\" part was ignored: {}.",
    "Link ka \"{}\" hissa ignore hua: {}.",
);

impl Bilingual for LinkProblem {
    fn text(&self, lang: Lang) -> String {
        let reason = match lang {
            Lang::En => &self.reason,
            Lang::HiLatn => &self.reason_hi,
        };
        fill(IGNORED.get(lang), &[&echo(&self.parameter), reason])
    }
}

/// The English notice.
impl fmt::Display for LinkProblem {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.text(Lang::En))
    }
}

/// A problem with parameter `parameter`; the reason is a sentence fragment without the final stop
/// (an error value or a [`Said`], said in both languages now).
pub fn problem(parameter: &str, reason: impl Bilingual) -> LinkProblem {
    let Said { en, hi } = reason.said();
    LinkProblem {
        parameter: parameter.to_string(),
        reason: en,
        reason_hi: hi,
    }
}

/// [`problem`] with a reason template whose `{}` take `values` (quoted input, numbers) in both languages.
pub fn problem_tr(parameter: &str, reason: Tr, values: &[&str]) -> LinkProblem {
    problem(parameter, Said::fill(reason, values))
}

pub use crate::model::fields::{echo, ECHO_CHARS};

/// A parsed query string: ordered key/value pairs, percent-decoded.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Query(Vec<(String, String)>);

impl Query {
    /// Parses the address bar's search part; a link over [`MAX_LINK_BYTES`] is refused whole, except its view.
    pub fn parse(search: &str) -> Query {
        Query::parse_checked(search).0
    }

    /// Like [`Query::parse`], and says when the link was too long to read.
    pub fn parse_checked(search: &str) -> (Query, Option<LinkProblem>) {
        let body = search.strip_prefix('?').unwrap_or(search);
        let pairs = |text: &str| -> Vec<(String, String)> {
            text.split('&')
                .filter(|p| !p.is_empty())
                .map(|pair| {
                    let (k, v) = pair.split_once('=').unwrap_or((pair, ""));
                    (decode(k), decode(v))
                })
                .collect()
        };
        if body.len() <= MAX_LINK_BYTES {
            return (Query(pairs(body)), None);
        }
        // Drop the largest parts until the rest fits, and name them: the view, its other settings and
        // the language still open as linked.
        let parts: Vec<&str> = body.split('&').filter(|p| !p.is_empty()).collect();
        let mut dropped = vec![false; parts.len()];
        let mut size = body.len();
        while size > MAX_LINK_BYTES {
            let Some((i, part)) = parts
                .iter()
                .enumerate()
                .filter(|(i, _)| !dropped[*i])
                .max_by_key(|(_, p)| p.len())
            else {
                break;
            };
            dropped[i] = true;
            size = size.saturating_sub(part.len() + 1);
        }
        let kept: Vec<&str> = parts
            .iter()
            .zip(&dropped)
            .filter(|(_, d)| !**d)
            .map(|(p, _)| *p)
            .collect();
        let too_long: Vec<&str> = parts
            .iter()
            .zip(&dropped)
            .filter(|(_, d)| **d)
            .map(|(p, _)| *p)
            .collect();
        let names: Vec<String> = too_long
            .iter()
            .map(|p| decode(p.split_once('=').map_or(*p, |(k, _)| k)))
            .collect();
        let kb = (too_long.iter().map(|p| p.len()).sum::<usize>() / 1024).to_string();
        (
            Query(pairs(&kept.join("&"))),
            Some(problem_tr(
                &names.join(", "),
                Tr::new(
                    "it is {} KB long; a link over {} KB cannot be read whole, so this part was dropped and the rest of the link kept",
                    "yeh {} KB lamba hai; {} KB se lamba link poora nahi padha jaata, isliye yeh hissa chhoda gaya aur link ka baaki hissa rakha gaya",
                ),
                &[&kb, &(MAX_LINK_BYTES / 1024).to_string()],
            )),
        )
    }

    /// The first value of `key`.
    /// Every pair, in link order.
    pub fn pairs(&self) -> &[(String, String)] {
        &self.0
    }

    pub fn get(&self, key: &str) -> Option<&str> {
        self.0
            .iter()
            .find(|(k, _)| k == key)
            .map(|(_, v)| v.as_str())
    }

    pub fn flag(&self, key: &str) -> bool {
        matches!(self.get(key), Some("1" | "true" | "on" | "yes"))
    }

    /// Names every parameter the view does not know and every one given twice (the first value is used).
    pub fn unknown_and_repeated(&self, known: &[&str]) -> Vec<LinkProblem> {
        let mut problems = Vec::new();
        for (i, (key, _)) in self.0.iter().enumerate() {
            let first = self.0.iter().position(|(k, _)| k == key) == Some(i);
            if !first {
                if self.0[..i].iter().filter(|(k, _)| k == key).count() == 1 {
                    problems.push(problem_tr(
                        key,
                        Tr::new(
                            "it appears more than once; the first value was used",
                            "yeh ek se zyada baar aaya; pehli value li gayi",
                        ),
                        &[],
                    ));
                }
            } else if !known.contains(&key.as_str()) && !SHARED_KEYS.contains(&key.as_str()) {
                problems.push(problem_tr(
                    key,
                    Tr::new(
                        "this view has no such setting",
                        "is view mein aisi koi setting nahi hai",
                    ),
                    &[],
                ));
            }
        }
        problems
    }
}

/// Percent-decodes one key or value (`+` is a space); malformed escapes stay as typed.
pub fn decode(text: &str) -> String {
    let bytes = text.as_bytes();
    let mut out = Vec::with_capacity(bytes.len());
    let mut i = 0;
    while i < bytes.len() {
        match bytes[i] {
            b'+' => out.push(b' '),
            b'%' if i + 2 < bytes.len() => {
                let hex = std::str::from_utf8(&bytes[i + 1..i + 3]).unwrap_or("zz");
                match u8::from_str_radix(hex, 16) {
                    Ok(b) => {
                        out.push(b);
                        i += 2;
                    }
                    Err(_) => out.push(b'%'),
                }
            }
            b => out.push(b),
        }
        i += 1;
    }
    String::from_utf8_lossy(&out).into_owned()
}

/// Builds a query string from pairs, keeping commas, `@`, `/` and `;` readable.
pub fn build_query(pairs: &[(&str, String)]) -> String {
    let encoded: Vec<String> = pairs
        .iter()
        .map(|(k, v)| format!("{k}={}", encode(v)))
        .collect();
    format!("?{}", encoded.join("&"))
}

fn encode(value: &str) -> String {
    let mut out = String::with_capacity(value.len());
    for c in value.chars() {
        match c {
            'a'..='z' | 'A'..='Z' | '0'..='9' | ',' | '.' | '-' | '_' | '@' | '/' | ';' => {
                out.push(c)
            }
            other => {
                let mut buf = [0u8; 4];
                for b in other.encode_utf8(&mut buf).bytes() {
                    out.push_str(&format!("%{b:02X}"));
                }
            }
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn decoding() {
        let table = [
            ("a%2Cb+c%", "a,b c%"),
            ("%zz", "%zz"),
            ("%E2%9C%93", "✓"),
            ("%4", "%4"),
            ("50%", "50%"),
        ];
        for (raw, want) in table {
            assert_eq!(decode(raw), want, "{raw}");
        }
        assert_eq!(Query::parse("?a=1&b&c=%E2%9C%93").get("c"), Some("✓"));
    }

    #[test]
    fn unknown_and_repeated_parameters_are_named() {
        let table: [(&str, &[&str]); 4] = [
            ("?view=lab&n=64&N=5&foo=1", &["N", "foo"]),
            ("?view=lab&n=64&n=abc", &["n"]),
            ("?view=lab&n=1&n=2&n=3", &["n"]),
            ("?view=lab&projector=1&n=2", &[]),
        ];
        for (link, want) in table {
            let named: Vec<String> = Query::parse(link)
                .unknown_and_repeated(&["n", "p", "seed"])
                .into_iter()
                .map(|p| p.parameter)
                .collect();
            assert_eq!(named, want, "{link}");
        }
    }

    #[test]
    fn echoed_input_is_cut_and_quoted() {
        let long = "x".repeat(10_000);
        let shown = problem(&long, "this view has no such setting".to_string()).to_string();
        assert!(shown.len() < 200, "{shown}");
        assert!(shown.contains("xxx…\""), "{shown}");
        assert_eq!(echo("a\u{7}b"), "a\u{fffd}b");
    }

    /// (link, kept parameters, dropped parameters named in the notice)
    #[test]
    fn an_oversized_part_is_dropped_by_name_and_the_rest_kept() {
        let big = "A".repeat(80 * 1024);
        let table = [
            (
                format!("?view=tree&counts={}&lang=hi-Latn", "1,".repeat(300_000)),
                vec!["view", "lang"],
                "\"counts\"",
            ),
            (
                format!("?view=stepper&src={big}&at=3"),
                vec!["view", "at"],
                "\"src\"",
            ),
            (
                format!("?view=stepper&src={big}&inputs={big}"),
                vec!["view"],
                "\"src, inputs\"",
            ),
        ];
        for (link, kept, named) in table {
            let (q, problem) = Query::parse_checked(&link);
            let keys: Vec<&str> = q.pairs().iter().map(|(k, _)| k.as_str()).collect();
            assert_eq!(keys, kept, "{named}");
            let notice = problem.expect("a notice").to_string();
            assert!(
                notice.contains(named) && notice.contains("over 64 KB"),
                "{notice}"
            );
        }
    }

    #[test]
    fn writing_keeps_list_punctuation() {
        assert_eq!(
            build_query(&[("paths", "15x8,25@ff".into()), ("q", "a b&c".into())]),
            "?paths=15x8,25@ff&q=a%20b%26c"
        );
    }

    #[test]
    fn notices_in_both_languages() {
        use crate::model::i18n::assert_bilingual;
        let (_, too_long) =
            Query::parse_checked(&format!("?view=tree&counts={}", "1,".repeat(40_000)));
        let named = Query::parse("?n=1&n=2&zz=3").unknown_and_repeated(&["n"]);
        let made = problem_tr("x", Tr::new("not \"{}\"", "\"{}\" nahi"), &["y"]);
        let table: [(Option<LinkProblem>, &[&str]); 4] = [
            (too_long, &["\"counts\"", "78 KB", "64 KB"]),
            (named.first().cloned(), &["\"n\""]),
            (named.get(1).cloned(), &["\"zz\""]),
            (Some(made), &["\"x\"", "\"y\""]),
        ];
        for (notice, values) in table {
            assert_bilingual(&notice.expect("a notice"), values);
        }
        // A reason with no Hinglish yet still gets the Hinglish frame.
        let plain = problem("src", "as the compiler said".to_string());
        assert_eq!(
            plain.text(Lang::HiLatn),
            "Link ka \"src\" hissa ignore hua: as the compiler said."
        );
    }
}
