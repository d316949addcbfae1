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
///
/// Splits the text at the quote character before escaping, with `split_once`: splitting the escaped
/// text on the string "&quot;" linked the two-way substring searcher, and indexing the text links
/// core's char-boundary panic report, into every bundle.
fn quoted_as_code(text: &str) -> String {
    let mut out = String::with_capacity(text.len() + 32);
    let mut rest = text;
    let mut quoted = false;
    loop {
        let (part, tail) = match rest.split_once('"') {
            Some((part, tail)) => (part, Some(tail)),
            None => (rest, None),
        };
        if quoted {
            out.push_str("<code>&quot;");
            out.push_str(&escape(part));
            out.push_str("&quot;</code>");
        } else {
            out.push_str(&escape(part));
        }
        match tail {
            Some(tail) => {
                rest = tail;
                quoted = !quoted;
            }
            None => return out,
        }
    }
}
