//! The shell's state: which view a link opens, the settings every view shares, and the navigation links.

use super::query::{build_query, echo, problem_tr, LinkProblem, Query};
use crate::model::i18n::{Lang, Tr};

/// The views the shell can open.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Default)]
pub enum View {
    /// The one-screen orientation the bare address opens.
    #[default]
    Home,
    Timeline,
    Tree,
    Ladder,
    Lab,
    Layouts,
    Stepper,
    Reality,
    Learn,
    Cards,
    About,
}

impl View {
    pub const ALL: [View; 11] = [
        View::Home,
        View::Learn,
        View::Timeline,
        View::Tree,
        View::Stepper,
        View::Ladder,
        View::Lab,
        View::Layouts,
        View::Reality,
        View::Cards,
        View::About,
    ];

    pub fn key(self) -> &'static str {
        match self {
            View::Home => "home",
            View::Timeline => "timeline",
            View::Tree => "tree",
            View::Ladder => "ladder",
            View::Lab => "lab",
            View::Layouts => "layouts",
            View::Stepper => "stepper",
            View::Reality => "reality",
            View::Learn => "learn",
            View::Cards => "cards",
            View::About => "about",
        }
    }

    /// The view's name in the navigation, in both languages.
    pub fn name(self) -> Tr {
        match self {
            View::Home => Tr::new("Start", "Shuru"),
            View::Timeline => Tr::new("Timeline", "Timeline dekho"),
            View::Tree => Tr::new("Branch tree", "Branch ka tree"),
            View::Ladder => Tr::new("Ladder", "Abhyaas ladder"),
            View::Lab => Tr::new("Sampling lab", "Sampling ki lab"),
            View::Layouts => Tr::new("Layouts lab", "Layouts ki lab"),
            View::Stepper => Tr::new("Warp stepper", "Warp ko step karo"),
            View::Reality => Tr::new("Reality check", "Asli H200 se milaan"),
            View::Learn => Tr::new("Learn", "Seekho"),
            View::Cards => Tr::new("Flashcards", "Flashcards dohrao"),
            View::About => Tr::new("About", "Iske baare mein"),
        }
    }

    /// The view's English name (tests, titles of exported files).
    pub fn label(self) -> &'static str {
        self.name().en
    }

    pub fn from_key(key: &str) -> Option<View> {
        View::ALL.into_iter().find(|v| v.key() == key)
    }
}

/// What the shell itself reads from a link: the view and the settings every view shares.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct ShellState {
    pub view: View,
    pub projector: bool,
    /// The interface language; English unless the link or the saved choice says otherwise.
    pub lang: Lang,
}

impl ShellState {
    /// Which view a query opens; an unknown one opens the timeline and says so. A link without
    /// `lang` is in English (the browser's saved choice is applied by `with_saved_lang`).
    pub fn parse(query: &Query) -> (ShellState, Vec<LinkProblem>) {
        let mut problems = Vec::new();
        let view = match query.get("view") {
            None | Some("") => View::Home,
            Some(key) => View::from_key(key).unwrap_or_else(|| {
                problems.push(problem_tr(
                    "view",
                    Tr::new(
                        "there is no view called \"{}\", so the timeline opened instead",
                        "\"{}\" naam ka koi view nahi hai, isliye timeline khula",
                    ),
                    &[&echo(key)],
                ));
                View::Timeline
            }),
        };
        let projector = match query.get("projector") {
            None => false,
            Some("1" | "true" | "on" | "yes") => true,
            Some("0" | "false" | "off" | "no" | "") => false,
            Some(other) => {
                problems.push(problem_tr(
                    "projector",
                    Tr::new(
                        "it is 1 or 0, not \"{}\"",
                        "yeh 1 ya 0 hota hai, \"{}\" nahi",
                    ),
                    &[&echo(other)],
                ));
                false
            }
        };
        let lang = match query.get("lang") {
            None => Lang::En,
            Some(tag) => Lang::from_key(tag).unwrap_or_else(|| {
                problems.push(problem_tr(
                    "lang",
                    Tr::new(
                        "there is no language \"{}\" (en or hi-Latn), so English is shown",
                        "\"{}\" naam ki koi bhasha nahi hai (en ya hi-Latn), isliye English dikhayi gayi",
                    ),
                    &[&echo(tag)],
                ));
                Lang::En
            }),
        };
        // A view with no settings of its own reads nothing else from its link: the shell names what it
        // ignored (the other views' own parsers do, `state::open`), so no bad part is dropped silently.
        if matches!(view, View::Home | View::About | View::Reality | View::Cards) {
            problems.extend(query.unknown_and_repeated(&[]));
        }
        (
            ShellState {
                view,
                projector,
                lang,
            },
            problems,
        )
    }

    /// The language to show: the link's when it names one, else the one this browser saved.
    pub fn with_saved_lang(mut self, query: &Query, saved: Option<&str>) -> ShellState {
        if query.get("lang").is_none() {
            self.lang = saved.and_then(Lang::from_key).unwrap_or_default();
        }
        self
    }

    /// The link to another view from the navigation, keeping the shared settings.
    pub fn nav_href(&self, target: View) -> String {
        let mut pairs = vec![("view", target.key().to_string())];
        self.push_shared(&mut pairs);
        build_query(&pairs)
    }

    /// Appends the settings every view shares to a view's own pairs.
    pub fn push_shared(&self, pairs: &mut Vec<(&'static str, String)>) {
        if self.projector {
            pairs.push(("projector", "1".into()));
        }
        if self.lang != Lang::En {
            pairs.push(("lang", self.lang.key().into()));
        }
    }
}

/// The address bar's query with its language changed and every other part kept as it was: the switch in
/// the header uses it on views that keep no link state of their own (start, about, reality).
pub fn relink_lang(query: &Query, lang: Lang) -> String {
    relink(query, "lang", (lang != Lang::En).then(|| lang.key().into()))
}

/// The address bar's query with projector mode switched (the P key, on every view), the rest kept.
pub fn relink_projector(query: &Query, on: bool) -> String {
    relink(query, "projector", on.then(|| "1".into()))
}

/// `query` with one shared setting set to `value` (or removed), the shared settings last and in the
/// order [`ShellState::push_shared`] writes them — so a view that writes its own link finds it unchanged.
fn relink(query: &Query, key: &str, value: Option<String>) -> String {
    let shared = ["projector", "lang"];
    let mut pairs: Vec<(&str, String)> = query
        .pairs()
        .iter()
        .filter(|(k, _)| !shared.contains(&k.as_str()))
        .map(|(k, v)| (k.as_str(), v.clone()))
        .collect();
    for k in shared {
        let v = if k == key {
            value.clone()
        } else {
            query.get(k).map(str::to_string)
        };
        if let Some(v) = v {
            pairs.push((k, v));
        }
    }
    build_query(&pairs)
}

/// A view's link: its own pairs followed by the shared ones.
pub fn link(pairs: Vec<(&'static str, String)>, shell: &ShellState) -> String {
    let mut pairs = pairs;
    shell.push_shared(&mut pairs);
    build_query(&pairs)
}

#[cfg(test)]
mod tests {
    use super::*;

    /// (link, the parameters its notices name) for views that read no settings of their own.
    #[test]
    fn a_view_without_settings_names_what_it_ignored() {
        let table: [(&str, &[&str]); 5] = [
            ("?view=reality&round=zzz", &["round"]),
            ("?view=cards&card=nope", &["card"]),
            ("?lang=hi-Latn&lang=en", &["lang"]),
            ("?view=about&projector=1", &[]),
            ("?view=tree&costs=1", &[]),
        ];
        for (link, named) in table {
            let (_, problems) = ShellState::parse(&Query::parse(link));
            let got: Vec<&str> = problems.iter().map(|p| p.parameter.as_str()).collect();
            assert_eq!(got, named, "{link}");
        }
    }

    #[test]
    fn views_and_shared_settings() {
        let table = [
            ("?view=lab", View::Lab, false, 0),
            ("?view=lab&projector=1", View::Lab, true, 0),
            ("", View::Home, false, 0),
            ("?view=nope", View::Timeline, false, 1),
            ("?view=about&projector=maybe", View::About, false, 1),
        ];
        for (link, view, projector, n) in table {
            let (s, p) = ShellState::parse(&Query::parse(link));
            assert_eq!(
                (s.view, s.projector, p.len()),
                (view, projector, n),
                "{link}"
            );
        }
        let (_, p) = ShellState::parse(&Query::parse("?view=nope"));
        assert!(p[0].reason.contains("no view called \"nope\""));
    }

    #[test]
    fn navigation_keeps_the_projector_and_the_language() {
        let shell = ShellState {
            view: View::Timeline,
            projector: true,
            lang: Lang::HiLatn,
        };
        assert_eq!(
            shell.nav_href(View::Lab),
            "?view=lab&projector=1&lang=hi-Latn"
        );
        assert_eq!(ShellState::default().nav_href(View::Tree), "?view=tree");
        for view in View::ALL {
            let (back, problems) = ShellState::parse(&Query::parse(&shell.nav_href(view)));
            assert_eq!(back, ShellState { view, ..shell });
            assert!(problems.is_empty());
        }
    }

    #[test]
    fn the_language_comes_from_the_link_then_the_saved_choice() {
        // (link, saved choice, language shown, problems)
        let table = [
            ("?view=learn", None, Lang::En, 0),
            ("?view=learn&lang=hi-Latn", None, Lang::HiLatn, 0),
            ("?view=learn&lang=HI-latn", None, Lang::HiLatn, 0),
            ("?view=learn", Some("hi-Latn"), Lang::HiLatn, 0),
            ("?view=learn&lang=en", Some("hi-Latn"), Lang::En, 0),
            ("?view=learn", Some("klingon"), Lang::En, 0),
            ("?view=learn&lang=fr", Some("hi-Latn"), Lang::En, 1),
        ];
        for (link, saved, want, n) in table {
            let query = Query::parse(link);
            let (shell, problems) = ShellState::parse(&query);
            let shell = shell.with_saved_lang(&query, saved);
            assert_eq!((shell.lang, problems.len()), (want, n), "{link} {saved:?}");
        }
        let (_, p) = ShellState::parse(&Query::parse("?lang=fr"));
        assert!(
            p[0].reason.contains("no language \"fr\""),
            "{}",
            p[0].reason
        );
    }

    #[test]
    fn switching_the_language_keeps_the_rest_of_the_link() {
        let table = [
            ("?view=about", Lang::HiLatn, "?view=about&lang=hi-Latn"),
            (
                "?view=about&lang=hi-Latn&projector=1",
                Lang::En,
                "?view=about&projector=1",
            ),
            (
                "?view=reality&lang=hi-Latn",
                Lang::HiLatn,
                "?view=reality&lang=hi-Latn",
            ),
            ("", Lang::HiLatn, "?lang=hi-Latn"),
        ];
        for (link, lang, want) in table {
            assert_eq!(relink_lang(&Query::parse(link), lang), want, "{link}");
        }
        // (link, projector on?, link after the P key)
        let table = [
            ("?view=about", true, "?view=about&projector=1"),
            (
                "?view=cards&lang=hi-Latn",
                true,
                "?view=cards&projector=1&lang=hi-Latn",
            ),
            (
                "?view=stepper&projector=1&example=x",
                false,
                "?view=stepper&example=x",
            ),
            ("", true, "?projector=1"),
        ];
        for (link, on, want) in table {
            assert_eq!(relink_projector(&Query::parse(link), on), want, "{link}");
        }
        // What the P key writes is what a view that keeps its own link writes for the same state.
        let (shell, _) = ShellState::parse(&Query::parse("?view=tree&projector=1&lang=hi-Latn"));
        assert_eq!(
            relink_projector(&Query::parse("?view=tree&lang=hi-Latn"), true),
            link(vec![("view", "tree".into())], &shell)
        );
    }

    #[test]
    fn every_view_is_named_in_both_languages() {
        for view in View::ALL {
            assert_eq!(view.name().defect(&[]), None, "{view:?}");
        }
    }
}
