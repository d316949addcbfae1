//! A list of notices (a malformed link, discarded progress) shown at the top of a view.

use leptos::prelude::*;

use crate::state::notice::quoted_parts;
use crate::state::query::neutralise_bidi;

/// The notices, each with every "quoted" part (a parameter's name, echoed input) set as code, so what a
/// link said is always visibly a quotation and never reads as the app's own words.
#[component]
pub fn Notices(#[prop(into)] items: Signal<Vec<String>>) -> impl IntoView {
    view! {
        <div class="notices-host">
            <Show when=move || items.with(|list| !list.is_empty())>
                <div class="notices" role="status" data-testid="notices">
                    <ul>
                        {move || items.get().into_iter().map(|text| view! { <li>{notice(&text)}</li> }).collect_view()}
                    </ul>
                </div>
            </Show>
        </div>
    }
}

fn notice(text: &str) -> impl IntoView {
    // Every notice, whoever wrote it: a bidirectional control in it would reorder the app's own words.
    let text = neutralise_bidi(text);
    quoted_parts(&text)
        .into_iter()
        .map(|(part, quoted)| {
            let part = part.to_string();
            if quoted {
                view! { <code>"\"" {part} "\""</code> }.into_any()
            } else {
                part.into_any()
            }
        })
        .collect_view()
}
