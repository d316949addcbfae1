//! A readout: a number first, the glossary's name for it, and an ⓘ that opens the glossary's definition
//! in the flow of the page — a native disclosure, so it works by keyboard, is never hover-only and is
//! never clipped at the screen edge.

use leptos::prelude::*;

use crate::model::glossary::lookup;

/// `term` is the glossary key (also the test id); `value` is the text a person reads; `note` adds to
/// the label what only this view knows (the lab's exact value, once it may be shown).
#[component]
pub fn Readout(
    term: &'static str,
    #[prop(into)] value: Signal<String>,
    #[prop(optional, into)] note: Option<Signal<String>>,
) -> impl IntoView {
    let (name, definition) = lookup(term).map_or((term, ""), |t| (t.name, t.definition));
    view! {
        <div class="readout">
            <span class="readout__value" data-testid=term>
                {value}
            </span>
            <span class="readout__label">
                {subscripted(name)}
                {move || note.map(|n| format!(" {}", n.get())).unwrap_or_default()}
            </span>
            <details class="readout__more">
                <summary>
                    <span class="readout__i" aria-hidden="true">
                        "i"
                    </span>
                    <span class="visually-hidden">{format!("What is {name}?")}</span>
                </summary>
                <p id=format!("explain-{term}")>{definition}</p>
            </details>
        </div>
    }
}

/// "T_div" as T<sub>div</sub>: the maths reads as maths, and a screen reader still says the letters.
fn subscripted(name: &'static str) -> AnyView {
    match name.split_once('_') {
        Some((base, sub)) => view! {
            {base}
            <sub>{sub}</sub>
        }
        .into_any(),
        None => name.into_any(),
    }
}
