//! The reality check view: the source notes' scenarios measured on an H200 beside the toy model, a refinement fitted to every run (in-sample) and its leave-one-out predictions.

use std::sync::OnceLock;

use leptos::prelude::*;

use super::browser;
use super::shared;
use crate::geometry::palette::palette;
use crate::geometry::reality::{body_html, chart_caption, chart_svg, intro_html};
use crate::model::i18n::fill;
use crate::model::prereg::rounds;
use crate::model::reality::{scenario_name, Analysis, RealityError, SHIPPED};
use crate::state::reality::row_href;
use crate::state::text::reality as t;
use crate::state::View;

/// The shipped measurements, parsed and fitted once.
pub fn analysis() -> &'static Result<Analysis, RealityError> {
    static ANALYSIS: OnceLock<Result<Analysis, RealityError>> = OnceLock::new();
    ANALYSIS.get_or_init(|| Analysis::from_json(SHIPPED))
}

/// "Measured on H200" badge for a view whose state matches a measured scenario.
#[component]
pub fn MeasuredBadge(#[prop(into)] scenario: Signal<Option<String>>) -> impl IntoView {
    let shared = shared();
    let lang = shared.lang.get_untracked();
    move || {
        scenario.get().map(|id| {
            view! {
                <a
                    class="measured-badge"
                    href=row_href(&id, &shared.shell())
                    data-testid="measured-badge"
                >
                    {fill(
                        t::BADGE.get(lang),
                        &[scenario_name(&id).unwrap_or(t::THIS_SCENARIO.get(lang))],
                    )}
                </a>
            }
        })
    }
}

#[component]
pub fn Reality() -> impl IntoView {
    let shared = shared();
    let lang = shared.lang.get_untracked();
    match analysis() {
        Err(e) => view! {
            <section class="reality">
                <h1>{View::Reality.name().get(lang)}</h1>
                <p role="alert">{fill(t::NOT_SHOWN.get(lang), &[&e.to_string()])}</p>
            </section>
        }
        .into_any(),
        Ok(a) => {
            let chart = move || chart_svg(a, palette(shared.projector.get()), lang);
            // Everything but the chart is written once as markup (`geometry::reality`): it never changes
            // while the page is open, and a view per paragraph costs bundle bytes (README "Performance").
            view! {
                <section class="reality" aria-labelledby="reality-title">
                    <div class="reality__intro" inner_html=intro_html(a, lang)></div>
                    <figure class="reality__figure">
                        <div
                            class="reality__chart-host figure-scroll"
                            tabindex="0"
                            role="region"
                            aria-label=t::CHART.get(lang)
                            inner_html=chart
                        ></div>
                        <figcaption data-testid="reality-chart-caption">
                            {chart_caption(a, lang)}
                        </figcaption>
                    </figure>
                    <div class="reality__body" inner_html=body_html(a, &rounds(), lang)></div>
                </section>
            }
            .into_any()
        }
    }
}
