//! Keeps the address bar and a view's state in step: every committed edit is one history entry, a burst of
//! typing or dragging is one entry, and Back/Forward restore the state the entry names.

use leptos::prelude::*;

use super::{browser, Shared};
use crate::state::{open, ViewState};

/// Edits closer together than this share one history entry (a drag, a word being typed).
pub const COALESCE_MS: f64 = 600.0;

/// Writes `state`'s link on every change and follows Back/Forward.
pub fn sync_link<S>(state: RwSignal<S>, shared: Shared)
where
    S: ViewState + Send + Sync + 'static,
{
    let last_write = StoredValue::new(f64::NEG_INFINITY);
    Effect::new(move |previous: Option<()>| {
        let href = state.with(|s| s.href(&shared.shell()));
        if href == browser::current_search() {
            return;
        }
        let now = browser::now_ms();
        // The first write tidies the link the page was opened with; it is not an edit.
        let push = previous.is_some() && now - last_write.get_value() > COALESCE_MS;
        browser::write_query(&href, push);
        last_write.set_value(now);
    });
    let listener = window_event_listener(leptos::ev::popstate, move |_| {
        let (restored, shell, _) = open::<S>(&browser::current_search());
        shared.projector.set(shell.projector);
        state.set(restored);
    });
    on_cleanup(move || listener.remove());
}
