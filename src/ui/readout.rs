//! A readout: a number first, its label, and an explanation that keyboard users reach by focus.

use leptos::prelude::*;

/// `value` is the text a person reads; `testid` is what the tests find it by.
#[component]
pub fn Readout(
    testid: &'static str,
    label: &'static str,
    explain: &'static str,
    #[prop(into)] value: Signal<String>,
) -> impl IntoView {
    let tip_id = format!("explain-{testid}");
    let described = tip_id.clone();
    view! {
        <div class="readout" tabindex="0" aria-describedby=described>
            <span class="readout__value" data-testid=testid>{value}</span>
            <span class="readout__label">{label}</span>
            <span class="readout__tip" id=tip_id.clone() role="tooltip">{explain}</span>
        </div>
    }
}
