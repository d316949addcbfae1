//! The Reality check's state: its link carries no settings, only an anchor to a scenario's row.

use super::query::{build_query, LinkProblem, Query};
use super::shell::ShellState;
use super::{View, ViewState};
use crate::model::reality::row_id;

/// The Reality check has no settings of its own.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct RealityState;

impl ViewState for RealityState {
    const VIEW: View = View::Reality;
    const KEYS: &'static [&'static str] = &[];

    fn parse(_query: &Query) -> (RealityState, Vec<LinkProblem>) {
        (RealityState, Vec::new())
    }

    fn pairs(&self) -> Vec<(&'static str, String)> {
        Vec::new()
    }
}

/// The link to a scenario's row (the "Measured on an H200" badges).
pub fn row_href(scenario: &str, shell: &ShellState) -> String {
    let mut pairs = vec![("view", View::Reality.key().to_string())];
    shell.push_shared(&mut pairs);
    format!("{}#{}", build_query(&pairs), row_id(scenario))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn row_links() {
        let shell = ShellState::default();
        assert_eq!(row_href("L2.1", &shell), "?view=reality#row-L2.1");
        assert_eq!(row_href("L2.1-24/8", &shell), "?view=reality#row-L2.1-24/8");
        let projected = ShellState {
            view: View::Timeline,
            projector: true,
            ..Default::default()
        };
        assert_eq!(
            row_href("worst32", &projected),
            "?view=reality&projector=1#row-worst32"
        );
    }
}
