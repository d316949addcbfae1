//! The languages Warpwise speaks — English and Hinglish (Roman-script Hindi with English technical
//! terms) — and `Tr`, a text that carries both, so no string can exist in one language only.
//!
//! A `Tr` constant is checked by the compiler (a missing language is a type error) and needs no
//! lookup at run time.

/// A language of the interface.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum Lang {
    #[default]
    En,
    /// Hinglish: Hindi in Latin script, technical terms kept in English (the register of seed 003).
    HiLatn,
}

impl Lang {
    pub const ALL: [Lang; 2] = [Lang::En, Lang::HiLatn];

    /// The BCP 47 tag: the link's `lang=` value and the page's `<html lang>`.
    pub fn key(self) -> &'static str {
        match self {
            Lang::En => "en",
            Lang::HiLatn => "hi-Latn",
        }
    }

    /// The language's own name, as the switch shows it.
    pub fn name(self) -> &'static str {
        match self {
            Lang::En => "English",
            Lang::HiLatn => "Hinglish",
        }
    }

    /// Reads a tag; case does not matter (BCP 47 tags are case-insensitive).
    pub fn from_key(key: &str) -> Option<Lang> {
        Lang::ALL
            .into_iter()
            .find(|l| l.key().eq_ignore_ascii_case(key))
    }
}

/// One text in both languages.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Tr {
    pub en: &'static str,
    pub hi: &'static str,
}

impl Tr {
    pub const fn new(en: &'static str, hi: &'static str) -> Tr {
        Tr { en, hi }
    }

    pub fn get(self, lang: Lang) -> &'static str {
        match lang {
            Lang::En => self.en,
            Lang::HiLatn => self.hi,
        }
    }

    /// Why this text is not a proper pair: a side left empty, or Hinglish that is the English copied.
    /// `same_ok` lists texts that are the same in both on purpose (a name, a code fragment).
    pub fn defect(self, same_ok: &[&str]) -> Option<&'static str> {
        if self.en.trim().is_empty() {
            Some("the English is empty")
        } else if self.hi.trim().is_empty() {
            Some("the Hinglish is empty")
        } else if self.en == self.hi && !same_ok.contains(&self.en) {
            Some("the Hinglish is the English copied")
        } else {
            None
        }
    }
}

/// A text made at run time (numbers or quoted input in it), already said in both languages: what a
/// refusal or a link's notice carries when it is made before the page's language is known.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Said {
    pub en: String,
    pub hi: String,
}

impl Said {
    /// Both sides from one function of the language (an error's `text`, or a template around one).
    pub fn by(say: impl Fn(Lang) -> String) -> Said {
        Said {
            en: say(Lang::En),
            hi: say(Lang::HiLatn),
        }
    }

    /// `text` with its `{}` filled by the same values in both languages.
    pub fn fill(text: Tr, values: &[&str]) -> Said {
        Said::by(|lang| fill(text.get(lang), values))
    }

    /// The text in `lang`.
    pub fn get(&self, lang: Lang) -> &str {
        match lang {
            Lang::En => &self.en,
            Lang::HiLatn => &self.hi,
        }
    }

    /// "`label`: `inner`" in both languages: a part's name (`path 2`, `lane 5`) before what is wrong with it.
    pub fn labelled(label: &str, inner: &impl Bilingual) -> Said {
        Said::by(|lang| format!("{label}: {}", inner.text(lang)))
    }
}

/// A sentence already in the page's language (or one with no Hinglish yet): the same on both sides.
impl From<String> for Said {
    fn from(text: String) -> Said {
        Said {
            hi: text.clone(),
            en: text,
        }
    }
}

/// Something that can say itself in either language: an error shown to the learner.
pub trait Bilingual {
    fn text(&self, lang: Lang) -> String;

    /// Both renderings at once, for a message kept until the language is known.
    fn said(&self) -> Said {
        Said::by(|lang| self.text(lang))
    }
}

impl Bilingual for Said {
    fn text(&self, lang: Lang) -> String {
        self.get(lang).to_string()
    }

    fn said(&self) -> Said {
        self.clone()
    }
}

/// A sentence that has no Hinglish yet (an English-only error passed through): the same in both.
impl Bilingual for String {
    fn text(&self, _: Lang) -> String {
        self.clone()
    }
}

/// Puts `values` into the `{}` marks of `template`, in order (a text with numbers in it, in either language).
/// A count with its noun, singular for one: "1 cycle", "2 cycles" (Hinglish keeps the English nouns).
pub fn count(n: u64, noun: &str) -> String {
    if n == 1 {
        format!("1 {noun}")
    } else {
        format!("{n} {noun}s")
    }
}

pub fn fill(template: &str, values: &[&str]) -> String {
    let mut values = values.iter();
    fill_with(template, |out| {
        out.push_str(values.next().copied().unwrap_or(""))
    })
}

/// The counted nouns every template writes after a number, plural then singular. Hinglish keeps these
/// English nouns, so one table serves both languages: a template says "{} cycles" and a 1 reads "1 cycle".
pub const COUNTED_NOUNS: [(&str, &str); 10] = [
    (" cycles", " cycle"),
    (" lanes", " lane"),
    (" steps", " step"),
    (" warps", " warp"),
    (" issue slots", " issue slot"),
    (" iterations", " iteration"),
    (" ops", " op"),
    (" leaves", " leaf"),
    (" paths", " path"),
    (" repetitions", " repetition"),
];

/// `template` with each `{}` replaced by what `next` writes for it, in order (a `{` without its `}`
/// stays as it is): [`fill`] and writers that format their values in place share it. A value written as
/// exactly "1" (or "−1", "+1") takes the singular of a counted noun right after it ([`COUNTED_NOUNS`]).
pub fn fill_with(template: &str, mut next: impl FnMut(&mut String)) -> String {
    let mut out = String::with_capacity(template.len() + 32);
    let mut rest = template;
    while let Some((before, after)) = rest.split_once('{') {
        out.push_str(before);
        match after.strip_prefix('}') {
            Some(tail) => {
                let start = out.len();
                next(&mut out);
                rest = tail;
                if matches!(&out[start..], "1" | "−1" | "+1") {
                    if let Some((plural, singular)) =
                        COUNTED_NOUNS.iter().find(|(p, _)| rest.starts_with(p))
                    {
                        out.push_str(singular);
                        rest = &rest[plural.len()..];
                    }
                }
            }
            None => {
                out.push('{');
                rest = after;
            }
        }
    }
    out.push_str(rest);
    out
}

/// Test support for every bilingual error: the English is what `Display` says, the Hinglish is there
/// and is not the English copied, and each value (quoted input, a number, a name) appears in both.
#[cfg(test)]
pub(crate) fn assert_bilingual<E: Bilingual + std::fmt::Display>(error: &E, values: &[&str]) {
    let (en, hi) = (error.text(Lang::En), error.text(Lang::HiLatn));
    assert_eq!(en, error.to_string(), "the English changed");
    assert!(!hi.trim().is_empty(), "no Hinglish for {en:?}");
    assert_ne!(en, hi, "the Hinglish is the English copied");
    for value in values {
        assert!(en.contains(value), "{value:?} missing from {en:?}");
        assert!(hi.contains(value), "{value:?} missing from {hi:?}");
    }
    assert_eq!(error.said(), Said { en, hi });
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_count_of_one_is_singular() {
        for (n, want) in [
            (0, "0 cycles"),
            (1, "1 cycle"),
            (2, "2 cycles"),
            (1000, "1000 cycles"),
        ] {
            assert_eq!(count(n, "cycle"), want);
        }
    }

    #[test]
    fn said_in_both_languages() {
        let said = Said::fill(Tr::new("{} of {}", "{} mein se {}"), &["3", "20"]);
        assert_eq!(
            (said.get(Lang::En), said.get(Lang::HiLatn)),
            ("3 of 20", "3 mein se 20")
        );
        assert_eq!(said.text(Lang::HiLatn), "3 mein se 20");
        assert_eq!(said.said(), said);
        let labelled = Said::labelled("lane 5", &said);
        assert_eq!(labelled.en, "lane 5: 3 of 20");
        assert_eq!(labelled.hi, "lane 5: 3 mein se 20");
        // A sentence with no Hinglish yet reads the same in both.
        let plain = String::from("as typed");
        assert_eq!(plain.said(), Said::from(plain.clone()));
        assert_eq!(Said::from(plain).hi, "as typed");
    }

    #[test]
    fn tags_read_back_case_insensitively() {
        let table = [
            ("en", Some(Lang::En)),
            ("hi-Latn", Some(Lang::HiLatn)),
            ("HI-LATN", Some(Lang::HiLatn)),
            ("hi", None),
            ("", None),
            ("fr", None),
        ];
        for (tag, want) in table {
            assert_eq!(Lang::from_key(tag), want, "{tag}");
        }
        for lang in Lang::ALL {
            assert_eq!(Lang::from_key(lang.key()), Some(lang));
        }
    }

    #[test]
    fn defects_and_fill() {
        let table = [
            (Tr::new("Step", "Step karo"), None),
            (Tr::new("", "x"), Some("the English is empty")),
            (Tr::new("x", " "), Some("the Hinglish is empty")),
            (
                Tr::new("Next", "Next"),
                Some("the Hinglish is the English copied"),
            ),
        ];
        for (tr, want) in table {
            assert_eq!(tr.defect(&[]), want, "{tr:?}");
        }
        assert_eq!(Tr::new("Warpwise", "Warpwise").defect(&["Warpwise"]), None);
        assert_eq!(fill("{} of {} due", &["3", "20"]), "3 of 20 due");
        assert_eq!(fill("{} due", &[]), " due");
        assert_eq!(fill("none", &["x"]), "none");
        assert_eq!(fill("{a} {} {", &["1"]), "{a} 1 {");
        assert_eq!(fill("{}{}", &["é", "ü"]), "éü");
    }

    /// One is singular in both languages wherever a template counts a noun; other numbers stay plural.
    #[test]
    fn a_filled_count_of_one_is_singular() {
        let table: [(&str, &[&str], &str); 9] = [
            ("{} cycles", &["1"], "1 cycle"),
            ("{} cycles", &["2"], "2 cycles"),
            (
                "{} of {} lanes hold data",
                &["1", "1"],
                "1 of 1 lane hold data",
            ),
            (
                "Warp {} cycles issue karta hai",
                &["1"],
                "Warp 1 cycle issue karta hai",
            ),
            ("−{} cycles ({} fewer)", &["1", "4%"], "−1 cycle (4% fewer)"),
            ("{} issue slots", &["1"], "1 issue slot"),
            ("{} leaves a warp", &["1.0"], "1.0 leaves a warp"),
            ("{} steps liye", &["1"], "1 step liye"),
            ("{} cyclesX", &["11"], "11 cyclesX"),
        ];
        for (template, values, want) in table {
            assert_eq!(fill(template, values), want, "{template} {values:?}");
        }
    }
}
