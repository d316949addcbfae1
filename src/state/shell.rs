//! The shell's state: which view a link opens, the settings every view shares, and the navigation links.

use super::query::{build_query, echo, problem, LinkProblem, Query};

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
    About,
}

impl View {
    pub const ALL: [View; 9] = [
        View::Home,
        View::Timeline,
        View::Tree,
        View::Stepper,
        View::Ladder,
        View::Lab,
        View::Layouts,
        View::Reality,
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
            View::About => "about",
        }
    }

    pub fn label(self) -> &'static str {
        match self {
            View::Home => "Start",
            View::Timeline => "Timeline",
            View::Tree => "Branch tree",
            View::Ladder => "Ladder",
            View::Lab => "Sampling lab",
            View::Layouts => "Layouts lab",
            View::Stepper => "Warp stepper",
            View::Reality => "Reality check",
            View::About => "About",
        }
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
}

impl ShellState {
    /// Which view a query opens; an unknown one opens the timeline and says so.
    pub fn parse(query: &Query) -> (ShellState, Vec<LinkProblem>) {
        let mut problems = Vec::new();
        let view = match query.get("view") {
            None | Some("") => View::Home,
            Some(key) => View::from_key(key).unwrap_or_else(|| {
                problems.push(problem(
                    "view",
                    format!(
                        "there is no view called \"{}\", so the timeline opened instead",
                        echo(key)
                    ),
                ));
                View::Timeline
            }),
        };
        let projector = match query.get("projector") {
            None => false,
            Some("1" | "true" | "on" | "yes") => true,
            Some("0" | "false" | "off" | "no" | "") => false,
            Some(other) => {
                problems.push(problem(
                    "projector",
                    format!("it is 1 or 0, not \"{}\"", echo(other)),
                ));
                false
            }
        };
        (ShellState { view, projector }, problems)
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
    }
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
    fn navigation_keeps_the_projector() {
        let shell = ShellState {
            view: View::Timeline,
            projector: true,
        };
        assert_eq!(shell.nav_href(View::Lab), "?view=lab&projector=1");
        assert_eq!(ShellState::default().nav_href(View::Tree), "?view=tree");
        for view in View::ALL {
            let (back, _) = ShellState::parse(&Query::parse(&shell.nav_href(view)));
            assert_eq!(
                back,
                ShellState {
                    view,
                    projector: true
                }
            );
        }
    }
}
