//! The languages Warpwise speaks — English and Hinglish (Roman-script Hindi with English technical
//! terms) — and `Tr`, a text that carries both, so no string can exist in one language only.
//!
//! Why not leptos_i18n: on the Leptos floor counter it cost +16.5 KB gzip (wasm + JS, features `csr`
//! only, no ICU data; README "Performance"), over the 15 KB a view may spend on it. A `Tr` constant is
//! checked by the compiler the same way (a missing language is a type error) and costs only its text.

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

/// Fills `{}` placeholders in order (a text with numbers in it, in either language).
///
/// Scans for the byte `{` rather than splitting on the string "{}": a string pattern links the
/// two-way substring searcher (about 10 KB of wasm) into every bundle that shows a text.
pub fn fill(template: &str, values: &[&str]) -> String {
    let mut out = String::with_capacity(template.len() + 16);
    let mut values = values.iter();
    let mut rest = template;
    while let Some(at) = rest.find('{') {
        if rest[at + 1..].starts_with('}') {
            out.push_str(&rest[..at]);
            out.push_str(values.next().copied().unwrap_or(""));
            rest = &rest[at + 2..];
        } else {
            out.push_str(&rest[..=at]);
            rest = &rest[at + 1..];
        }
    }
    out.push_str(rest);
    out
}

#[cfg(test)]
mod tests {
    use super::*;

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
}
