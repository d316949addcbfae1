//! A list of notices (a malformed link, discarded progress) shown at the top of a view.

use leptos::prelude::*;

#[component]
pub fn Notices(#[prop(into)] items: Signal<Vec<String>>) -> impl IntoView {
    view! {
        <Show when=move || !items.get().is_empty()>
            <div class="notices" role="status" data-testid="notices">
                <ul>{move || items.get().into_iter().map(|text| view! { <li>{text}</li> }).collect_view()}</ul>
            </div>
        </Show>
    }
}
