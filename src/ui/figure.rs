//! One SVG drawing from `geometry` placed in the page: the only `inner_html` in a view, always fed by
//! geometry's escaped output (never by a learner's text directly), and the same drawing the export saves.

use leptos::prelude::*;

/// A `<div>` holding the drawing `svg` returns, redrawn when what it reads changes. `class` and `id` go on
/// the host; `label` makes the host a named, focusable region (a wide figure scrolls sideways on a phone).
#[component]
pub fn Figure(
    #[prop(into)] svg: Signal<String>,
    #[prop(optional, into)] class: String,
    #[prop(optional, into)] id: Option<String>,
    #[prop(optional, into)] label: Option<String>,
    #[prop(optional, into)] testid: Option<String>,
) -> impl IntoView {
    let focusable = label.is_some();
    view! {
        <div
            class=class
            id=id
            data-testid=testid
            role=focusable.then_some("region")
            tabindex=focusable.then_some("0")
            aria-label=label
            inner_html=move || svg.get()
        ></div>
    }
}
