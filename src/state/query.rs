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
        // A reason may quote input that did not pass through [`echo`] (a model's error).
        reason: neutralise_bidi(&en),
        reason_hi: neutralise_bidi(&hi),
    }
}

/// [`problem`] with a reason template whose `{}` take `values` (quoted input, numbers) in both languages.
pub fn problem_tr(parameter: &str, reason: Tr, values: &[&str]) -> LinkProblem {
    problem(parameter, Said::fill(reason, values))
}

pub use crate::model::fields::ECHO_CHARS;

/// Input as a notice may quote it: at most [`ECHO_CHARS`] characters, cut with an ellipsis, control
/// characters replaced, and every bidirectional control shown as its escape, so an echo can never
/// reverse the app's own words around it. Every notice quotes input through this one helper.
pub fn echo(text: &str) -> String {
    neutralise_bidi(&crate::model::fields::echo(text))
}

/// Whether `c` changes the direction text is laid out in (embeddings, overrides, isolates and marks).
pub fn is_bidi_control(c: char) -> bool {
    matches!(c, '\u{202A}'..='\u{202E}' | '\u{2066}'..='\u{2069}' | '\u{200E}' | '\u{200F}' | '\u{061C}')
}

/// `text` with every bidirectional control written as a visible escape (`\u{202E}`).
pub fn neutralise_bidi(text: &str) -> String {
    if !text.chars().any(is_bidi_control) {
        return text.to_string();
    }
    text.chars()
        .map(|c| {
            if is_bidi_control(c) {
                format!("\\u{{{:04X}}}", u32::from(c))
            } else {
                c.to_string()
            }
        })
        .collect()
}

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

/// Edits closer together than this share one history entry (a drag, a word being typed).
pub const COALESCE_MS: f64 = 600.0;

/// The history rule a view's link follows: the first write after opening tidies the opening entry in
/// place, each edit gets an entry of its own, and a burst of edits (each within [`COALESCE_MS`] of the
/// last) shares one. A burst never reaches back into the entry the page was opened at, or one that
/// Back/Forward returned to.
#[derive(Clone, Copy, Debug, Default, PartialEq)]
pub struct LinkHistory {
    /// When the last edit was written; `None` since the view opened or Back/Forward restored it.
    last_edit: Option<f64>,
}

impl LinkHistory {
    /// A new link at `now` (ms); `tidy` is the first write after opening, which is no edit. True when it
    /// gets a new history entry, false when it replaces the current one.
    pub fn push(&mut self, now: f64, tidy: bool) -> bool {
        if tidy {
            return false;
        }
        let merge = self.last_edit.is_some_and(|last| now - last <= COALESCE_MS);
        self.last_edit = Some(now);
        !merge
    }

    /// Back or Forward restored an entry: the next edit starts a new one.
    pub fn restored(&mut self) {
        self.last_edit = None;
    }
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

    /// An echo and the text a notice shows for it.
    fn check_echo(typed: &str, shown: &str) {
        assert_eq!(echo(typed), shown, "{typed:?}");
        let notice = problem(typed, "this view has no such setting".to_string()).to_string();
        assert!(!notice.chars().any(is_bidi_control), "{notice:?}");
        assert!(notice.contains(shown), "{notice:?}");
    }

    #[test]
    fn bidirectional_controls_are_shown_as_escapes() {
        check_echo("plain", "plain");
        check_echo("a\u{202E}gnp.exe", "a\\u{202E}gnp.exe");
        check_echo(
            "\u{202A}\u{202B}\u{202C}\u{202D}",
            "\\u{202A}\\u{202B}\\u{202C}\\u{202D}",
        );
        check_echo(
            "\u{2066}x\u{2067}\u{2068}\u{2069}",
            "\\u{2066}x\\u{2067}\\u{2068}\\u{2069}",
        );
        check_echo("\u{200E}\u{200F}\u{061C}", "\\u{200E}\\u{200F}\\u{061C}");
        // Arabic and Hebrew letters themselves stay: only the controls are escaped.
        check_echo("שלום", "שלום");
        // The cut to 60 characters comes first, so the escapes never hide the ellipsis.
        let long = "\u{202E}".repeat(100);
        assert!(echo(&long).ends_with('…'));
        // A reason quoting input through another path is cleaned too.
        let p = problem("x", "not \"\u{202E}abc\"".to_string());
        assert!(!p.text(Lang::HiLatn).contains('\u{202E}'));
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

    /// A history event: the opening tidy, an edit at a time (ms), or Back.
    #[derive(Clone, Copy)]
    enum Event {
        Tidy,
        Edit(f64),
        Back,
    }

    /// Events from opening a view (at time 0), and whether each write pushed an entry.
    fn check_history(events: &[Event], pushes: &[bool]) {
        let mut h = LinkHistory::default();
        let mut got = Vec::new();
        for e in events {
            match *e {
                Event::Tidy => got.push(h.push(0.0, true)),
                Event::Edit(t) => got.push(h.push(t, false)),
                Event::Back => h.restored(),
            }
        }
        assert_eq!(got, pushes);
    }

    #[test]
    fn an_early_edit_never_replaces_the_opening_entry() {
        use Event::*;
        // The tidy replaces; an edit 100 ms later still gets its own entry.
        check_history(&[Tidy, Edit(100.0)], &[false, true]);
        check_history(&[Edit(100.0)], &[true]);
        // A burst shares one entry; a pause starts another.
        check_history(
            &[Tidy, Edit(100.0), Edit(300.0), Edit(850.0), Edit(2000.0)],
            &[false, true, false, false, true],
        );
        // After Back, the first edit gets its own entry however soon it comes.
        check_history(&[Edit(100.0), Back, Edit(200.0)], &[true, true]);
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
