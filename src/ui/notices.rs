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
                let entries: String = list.iter().map(|text| format!("<li>{}</li>", quoted_as_code(text))).collect();
                format!("<div class=\"notices\" role=\"status\" data-testid=\"notices\"><ul>{entries}</ul></div>")
            }
        })
    };
    view! { <div class="notices-host" inner_html=markup></div> }
}

/// Escapes a notice and sets every "quoted" part (a parameter's name, echoed input) as code, so what a
/// link said is always visibly a quotation and never reads as the app's own words.
fn quoted_as_code(text: &str) -> String {
    escape(text)
        .split("&quot;")
        .enumerate()
        .map(|(i, part)| {
            if i % 2 == 1 {
                format!("<code>&quot;{part}&quot;</code>")
            } else {
                part.to_string()
            }
        })
        .collect()
}
