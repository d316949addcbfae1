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
pub mod layouts;
pub mod learn;
pub mod loops;
pub mod params;
pub mod query;
pub mod reality;
pub mod regime;
pub mod shell;
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
