//! The SM panel (issue 36): W warps of the stepper's kernel on one SM — the warp control, the cycles until the last warp finishes, the regime with the schedulers' busy share, and the schedulers' issue slots over time.

use leptos::prelude::*;

use super::figure::Figure;
use super::shared;
use crate::geometry::sm::{figure, window};
use crate::model::i18n::fill;
use crate::state::sm::{
    cycles_text, per_warp_text, regime_text, rule_text, set_warps, sm_key, sm_run, WARPS,
};
use crate::state::stepper::StepperState;
use crate::state::text::sm as t;

/// The panel for the kernel in `state`; `id` keeps its controls' ids unique on a page (the stepper, Learn).
#[component]
pub fn SmPanel(state: RwSignal<StepperState>, #[prop(into)] id: String) -> impl IntoView {
    let shared = shared();
    let lang = shared.lang.get_untracked();
    let key = Memo::new(move |_| state.with(sm_key));
    let result = Memo::new(move |_| key.with(sm_run));
    let slider = format!("{id}-warps");
    let slider_for = slider.clone();
    let slider_id = slider.clone();
    let heading = format!("{id}-heading");
    let labelled_by = heading.clone();
    let svg = Signal::derive(move || {
        let projector = shared.projector.get();
        result.with(|r| {
            r.as_ref()
                .map(|(run, _)| figure(run, lang, projector))
                .unwrap_or_default()
        })
    });
    view! {
        <section class="sm-panel" aria-labelledby=labelled_by data-testid="sm-panel">
            <h2 id=heading>{t::HEADING.get(lang)}</h2>
            <p class="sm-panel__intro">{t::INTRO.get(lang)}</p>
            <p class="sm-panel__calibration" data-testid="sm-calibration">
                {crate::state::sm::calibration_note(lang)}
            </p>
            <div class="field sm-panel__control">
                <label class="field__label" for=slider_for>
                    {t::WARPS.get(lang)}
                </label>
                <input
                    id=slider_id
                    type="range"
                    min=WARPS.start().to_string()
                    max=WARPS.end().to_string()
                    step="1"
                    aria-valuetext=move || state.with(|s| s.warps.to_string())
                    prop:value=move || state.with(|s| s.warps.to_string())
                    on:input=move |ev| {
                        if let Ok(w) = event_target_value(&ev).parse::<u32>() {
                            state.update(|s| set_warps(s, w));
                        }
                    }
                />
                <output for=slider data-testid="sm-warps">
                    {move || state.with(|s| s.warps.to_string())}
                </output>
                <span class="field__hint">
                    {fill(
                        t::WARPS_RANGE.get(lang),
                        &[&WARPS.start().to_string(), &WARPS.end().to_string()],
                    )}
                </span>
            </div>
            {move || {
                result
                    .with(|r| match r {
                        Ok((run, stream)) => {
                            view! {
                                <dl class="sm-panel__readouts">
                                    <div>
                                        <dt>{t::SM_CYCLES.get(lang)}</dt>
                                        <dd data-testid="sm-cycles">{cycles_text(run)}</dd>
                                        <dd class="sm-panel__more">
                                            {per_warp_text(run, stream, lang)}
                                        </dd>
                                    </div>
                                    <div>
                                        <dt>{t::REGIME.get(lang)}</dt>
                                        <dd data-testid="regime">{regime_text(run, lang)}</dd>
                                    </div>
                                </dl>
                                <p class="sm-panel__rule">{rule_text(lang)}</p>
                                <p class="sm-panel__caption">
                                    {fill(
                                        t::FIGURE_CAPTION.get(lang),
                                        &[&window(run).to_string()],
                                    )}
                                </p>
                            }
                                .into_any()
                        }
                        Err(why) => {
                            view! {
                                <p class="sm-panel__none" data-testid="sm-none">
                                    {why.get(lang).to_string()}
                                </p>
                            }
                                .into_any()
                        }
                    })
            }}
            <Figure
                svg=svg
                class="sm-panel__figure figure-scroll"
                label=t::FIGURE_LABEL.get(lang).to_string()
                testid="sm-figure"
            />
        </section>
    }
}
