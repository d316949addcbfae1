//! A list of notices (a malformed link, discarded progress) shown at the top of a view.
//!
//! Drawn as markup rather than as a component tree: notices change rarely and this keeps every bundle lighter.

use leptos::prelude::*;

use crate::geometry::svg::escape;

#[component]
pub fn Notices(#[prop(into)] items: Signal<Vec<String>>) -> impl IntoView {
    let markup = move || {
        items.with(|list| {
            if list.is_empty() {
                String::new()
            } else {
                let entries: String = list.iter().map(|text| format!("<li>{}</li>", escape(text))).collect();
                format!("<div class=\"notices\" role=\"status\" data-testid=\"notices\"><ul>{entries}</ul></div>")
            }
        })
    };
    view! { <div class="notices-host" inner_html=markup></div> }
}
