//! A readout: a number first, the glossary's name for it, and an ⓘ that opens the glossary's definition
//! in the flow of the page — a native disclosure, so it works by keyboard, is never hover-only and is
//! never clipped at the screen edge.

use leptos::prelude::*;

use super::shared;
use crate::model::glossary::Term;
use crate::model::i18n::fill;
use crate::state::text::timeline::WHAT_IS;

/// `term` is the glossary's term (its key is the test id); `value` is the text a person reads; `note`
/// adds to the label what only this view knows (the lab's exact value, once it may be shown).
#[component]
pub fn Readout(
    term: Term,
    #[prop(into)] value: Signal<String>,
    #[prop(optional, into)] note: Option<Signal<String>>,
) -> impl IntoView {
    let lang = shared().lang.get_untracked();
    let (name, definition) = (term.name_tr().get(lang), term.definition_tr().get(lang));
    let term = term.key;
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
                    <span class="visually-hidden">{fill(WHAT_IS.get(lang), &[name])}</span>
                </summary>
                <p id=format!("explain-{term}")>{maths(definition)}</p>
            </details>
        </div>
    }
}

/// "T_div" as T<sub>div</sub>: the maths reads as maths, and a screen reader still says the letters.
fn subscripted(name: &'static str) -> AnyView {
    maths(name)
}

/// Prose with its maths set as maths (`geometry::maths::maths_parts`: "T_div" becomes T<sub>div</sub>).
pub fn maths(text: &str) -> AnyView {
    crate::geometry::maths::maths_parts(text)
        .into_iter()
        .map(|(part, sub)| {
            if sub {
                view! { <sub>{part}</sub> }.into_any()
            } else {
                part.into_any()
            }
        })
        .collect_view()
        .into_any()
}
