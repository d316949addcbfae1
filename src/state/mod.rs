//! View state: one type per view that holds exactly what its link holds, reads and writes that link, and
//! keeps itself valid through the view's edits.
//!
//! Pure Rust (no browser types): views hold one signal of their state and call its methods; every share
//! link in the app is written here and nowhere else.

pub mod base64url;
pub mod cards;
pub mod chrome;
pub mod lab;
pub mod ladder;
pub mod ladder_page;
pub mod layouts;
pub mod learn;
pub mod loops;
pub mod notice;
pub mod params;
pub mod query;
pub mod reality;
pub mod regime;
pub mod shell;
pub mod sm;
pub mod stepper;
pub mod text;
pub mod timeline;
pub mod tree;

pub use query::{build_query, LinkProblem, Query};
pub use shell::{ShellState, View};

/// What every view state can do with its link.
pub trait ViewState: Sized {
    /// The view this state belongs to.
    const VIEW: View;
    /// The parameters the view reads (besides the shared ones).
    const KEYS: &'static [&'static str];

    /// Reads the view's parameters; a bad part is named and the default kept for it.
    fn parse(query: &Query) -> (Self, Vec<LinkProblem>);

    /// The view's own parameters, in link order, without `view=` and the shared settings.
    fn pairs(&self) -> Vec<(&'static str, String)>;

    /// The link without shared settings, starting with `?view=`.
    fn to_query(&self) -> String {
        self.href(&ShellState::default())
    }

    /// The link with the shell's shared settings (projector) kept.
    fn href(&self, shell: &ShellState) -> String {
        let mut pairs = vec![("view", Self::VIEW.key().to_string())];
        pairs.extend(self.pairs());
        shell::link(pairs, shell)
    }
}

/// Everything a page load reads from the address bar for a view: its state, the shell's, and the view's
/// own problems (the shell shows its own: the view, projector mode, an oversized link).
pub fn open<S: ViewState>(search: &str) -> (S, ShellState, Vec<LinkProblem>) {
    let (query, _) = Query::parse_checked(search);
    let (shell, _) = ShellState::parse(&query);
    let (state, mut problems) = S::parse(&query);
    if shell.view == S::VIEW {
        problems.extend(query.unknown_and_repeated(S::KEYS));
    }
    (state, shell, problems)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::model::i18n::{Bilingual, Lang};

    /// Every notice a bad link makes is said in both languages, English as before, and the Hinglish
    /// quotes the same parameter and input.
    fn check<S: ViewState>(link: &str, at_least: usize) -> Vec<LinkProblem> {
        let (_, _, problems) = open::<S>(link);
        assert!(problems.len() >= at_least, "{link}: {problems:?}");
        for p in &problems {
            let (en, hi) = (p.text(Lang::En), p.text(Lang::HiLatn));
            assert_eq!(en, p.to_string());
            assert!(!p.reason_hi.trim().is_empty() && hi != en, "{link}: {p:?}");
            for quoted in en.split('"').skip(1).step_by(2) {
                assert!(
                    hi.contains(&format!("\"{quoted}\"")),
                    "{quoted:?} not in {hi:?}"
                );
            }
        }
        problems
    }

    #[test]
    fn link_notices_in_both_languages() {
        use super::{lab, ladder, layouts, learn, stepper, timeline, tree};
        check::<timeline::TimelineState>(
            "?view=timeline&warp=48&pre=x&tail=2.5&paths=15x8,abc&block=L9&warps=1/2/3&foo=1&pre=3",
            8,
        );
        check::<timeline::TimelineState>("?view=timeline&paths=15@zz,4x99", 1);
        check::<timeline::TimelineState>("?view=timeline&warps=&paths=", 2);
        check::<tree::TreeState>(
            "?view=tree&shape=zz&leaves=1,2&preset=zz&seed=-1&active=99&shares=50,60,0,0&dataset=0&show=x&lanes=zz&panel=zz&counts=1,x",
            11,
        );
        check::<tree::TreeState>(
            "?view=tree&shape=switch&lanes=9999999999999999999999999999999.",
            1,
        );
        check::<lab::LabState>("?view=lab&p=2&n=0&seed=x", 3);
        check::<layouts::LayoutsState>(
            "?view=layouts&n=0&p=half&layout=zz&run=0&a=x&b=-1&sector=99999",
            7,
        );
        check::<layouts::LayoutsState>("?view=layouts&p=0.02&layout=runs&run=1", 1);
        check::<stepper::StepperState>(
            "?view=stepper&example=zz&lanes=zz&mode=zz&at=x&active=0&warp=16",
            6,
        );
        check::<ladder::LadderState>("?view=ladder&seed=x", 1);
        check::<learn::LearnState>("?view=learn&topic=zz", 1);
        let (_, shell) = ShellState::parse(&Query::parse("?view=zz&projector=2&lang=fr"));
        assert_eq!(shell.len(), 3);
        let unpriced = timeline::TimelineState::parse(&Query::parse("paths=15x20,25x20"))
            .0
            .unpriced_paths()
            .expect("40 takers in 32 lanes");
        assert!(unpriced.reason_hi.contains("40") && unpriced.reason_hi != unpriced.reason);
        for p in shell.iter().chain([&unpriced]) {
            assert!(p.text(Lang::HiLatn).starts_with("Link ka \""), "{p:?}");
        }
    }
}
