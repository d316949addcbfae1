//! Keeps the address bar and a view's state in step: every committed edit is one history entry, a burst of
//! typing or dragging is one entry, and Back/Forward restore the state the entry names.

use leptos::prelude::*;

use super::{browser, Shared};
use crate::state::query::LinkHistory;
use crate::state::{open, ViewState};

/// Writes `state`'s link on every change and follows Back/Forward.
pub fn sync_link<S>(state: RwSignal<S>, shared: Shared)
where
    S: ViewState + Send + Sync + 'static,
{
    sync_link_with(
        move |shell| state.with(|s| s.href(shell)),
        move |s| state.set(s),
        shared,
    );
}

/// [`sync_link`] for a view whose link is one part of its state (the ladder's page): `href` writes the
/// link from it, `restore` puts the link's state Back or Forward brought back into it.
pub fn sync_link_with<S>(
    href: impl Fn(&crate::state::shell::ShellState) -> String + Send + Sync + 'static,
    restore: impl Fn(S) + Send + Sync + 'static,
    shared: Shared,
) where
    S: ViewState + Send + Sync + 'static,
{
    // The rule lives in the state layer (tested natively): see `LinkHistory`.
    let history = StoredValue::new(LinkHistory::default());
    Effect::new(move |previous: Option<()>| {
        let href = href(&shared.shell());
        if href == browser::current_search() {
            return;
        }
        let now = browser::now_ms();
        // The first write tidies the link the page was opened with; it is not an edit.
        let mut push = false;
        history.update_value(|h| push = h.push(now, previous.is_none()));
        browser::write_query(&href, push);
    });
    browser::listen(leptos::ev::popstate, move |_| {
        let (restored, shell, _) = open::<S>(&browser::current_search());
        shared.projector.set(shell.projector);
        history.update_value(LinkHistory::restored);
        restore(restored);
    });
}
