//! The reality check view: the source notes' scenarios measured on an H200 beside the toy model, a refinement fitted to every run (in-sample) and its leave-one-out predictions.

use std::sync::OnceLock;

use leptos::prelude::*;

use super::browser;
use super::readout::maths;
use super::shared;
use crate::geometry::palette::palette;
use crate::geometry::reality::{
    chart_caption, chart_svg, errors_text, fit_text, prereg_html, table_html,
};
use crate::model::fields::percent;
use crate::model::i18n::fill;
use crate::model::prereg::rounds;
use crate::model::reality::{scenario_name, Analysis, RealityError, SHIPPED};
use crate::state::reality::row_href;
use crate::state::text::reality as t;
use crate::state::View;

/// The shipped measurements, parsed and fitted once.
pub fn analysis() -> &'static Result<Analysis, RealityError> {
    static ANALYSIS: OnceLock<Result<Analysis, RealityError>> = OnceLock::new();
    ANALYSIS.get_or_init(|| Analysis::from_json(SHIPPED, browser::JSON))
}

fn fmt(v: f64) -> String {
    crate::geometry::svg::num(v)
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
            let meta = &a.data.metadata;
            let cal = a.data.calibration;
            let chart = move || chart_svg(a, palette(shared.projector.get()), lang);
            let table = table_html(a, lang);
            let row = |id: &str| a.rows.iter().find(|r| r.measured.id == id);
            let lane_split: Vec<String> = ["L2.1", "L2.1-24/8", "L2.1-spread", "L2.1-1/31"]
                .iter()
                .filter_map(|id| {
                    row(id).map(|r| {
                        format!("{} cycles ({})", fmt(r.measured.cycles.median), r.title())
                    })
                })
                .collect();
            let fit_text = fit_text(a, lang);
            let errors = errors_text(a, lang);
            let caption = chart_caption(a, lang);
            let worst = row("worst32")
                .map(|r| {
                    fill(
                        t::WORST.get(lang),
                        &[
                            &fmt(r.model.issued_ops),
                            &r.model_efficiency().map(percent).unwrap_or_default(),
                            &fmt(r.measured.model_units),
                            &r.measured_efficiency().map(percent).unwrap_or_default(),
                        ],
                    )
                })
                .unwrap_or_default();
            let short = row("L4.2")
                .map(|r| {
                    fill(
                        t::SHORT.get(lang),
                        &[
                            &r.measured.sass.summary,
                            &fmt(r.measured.cycles.median),
                            &fmt(r.measured.baseline_cycles.median),
                        ],
                    )
                })
                .unwrap_or_default();
            view! {
                <section class="reality" aria-labelledby="reality-title">
                    <h1 id="reality-title">{t::TITLE.get(lang)}</h1>
                    <p>
                        {fill(
                            t::METHOD.get(lang),
                            &[
                                &meta.gpu,
                                &meta.sm_count.to_string(),
                                &meta.compute_capability,
                                &meta.driver,
                                &meta.nvcc,
                                &meta.date,
                                &a.rows.first().map(|r| r.measured.reps).unwrap_or(0).to_string(),
                                &fmt(cal.cycles_per_op),
                                &fmt(cal.clock_floor_cycles),
                                &fmt(cal.clock_floor_cycles),
                                &fmt(cal.cycles_per_op),
                            ],
                        )}
                    </p>
                    <figure class="reality__figure">
                        <div
                            class="reality__chart-host figure-scroll"
                            tabindex="0"
                            role="region"
                            aria-label=t::CHART.get(lang)
                            inner_html=chart
                        ></div>
                        <figcaption data-testid="reality-chart-caption">{caption}</figcaption>
                    </figure>
                    <h2>{t::LESSONS.get(lang)}</h2>
                    <ul class="reality__lessons">
                        <li>
                            {fill(t::LANE_COUNTS.get(lang), &[&lane_split.join("; ")])}
                        </li>
                        <li>
                            {maths(t::RANKING.get(lang))}
                        </li>
                        <li>{t::NOT_FREE.get(lang)}</li>
                        <li>{short}</li>
                        <li>{worst}</li>
                        <li>{t::LOOP.get(lang)}</li>
                        <li>{fit_text}</li>
                    </ul>
                    <h2>{t::FITTED.get(lang)}</h2>
                    <p class="reality__errors" data-testid="reality-errors">
                        {errors}
                    </p>
                    <div
                        class="reality__table-host"
                        tabindex="0"
                        role="region"
                        aria-label=t::TABLE.get(lang)
                        inner_html=table
                    ></div>
                    <p class="reality__method">
                        {fill(t::REPRODUCE.get(lang), &[&meta.command])}
                    </p>
                    <h2 id="prereg">{t::PREREG_TITLE.get(lang)}</h2>
                    <p>{t::PREREG.get(lang)}</p>
                    <div
                        class="reality__table-host"
                        tabindex="0"
                        role="region"
                        aria-label=t::PREREG_TABLE.get(lang)
                        inner_html=prereg_html(&rounds(browser::JSON), lang)
                    ></div>
                </section>
            }
            .into_any()
        }
    }
}
