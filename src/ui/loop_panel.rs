//! The loop divergence panel: per-lane trip counts, the shrinking active mask per iteration, and utilisation.

use leptos::prelude::*;

use super::field::{edit, Field};
use super::readout::Readout;
use crate::model::fields::{group_thousands, percent};
use crate::model::glossary as g;
use crate::model::i18n::fill;
use crate::model::loops::TripCounts;
use crate::state::loops::{describe, LOOP_PRESETS};
use crate::state::text::tree as t;
use crate::state::tree::TreeState;

/// Iteration rows drawn before the list is summarised.
const MAX_ROWS: u32 = 64;

#[component]
pub fn LoopPanel(state: RwSignal<TreeState>) -> impl IntoView {
    let lang = super::shared().lang.get_untracked();
    let trips = Memo::new(move |_| state.with(|s| s.loops.trips()));
    let text = Signal::derive(move || state.with(|s| s.loops.text()));
    let summary = move || trips.with(|t| t.as_ref().map(|t| describe(t, lang)).unwrap_or_default());
    let value =
        move |f: fn(&TripCounts) -> String| trips.with(|t| t.as_ref().map(f).unwrap_or_default());
    view! {
        <section class="loop" aria-labelledby="loop-title">
            <h2 id="loop-title">{t::LOOP.get(lang)}</h2>
            <pre class="code" tabindex="0" role="region" aria-label=t::CODE.get(lang)>
                "for (int i = 0; i < counts[idx]; i++) {\n    data[idx] += i * 0.5f;\n}"
            </pre>
            <div class="loop__controls">
                <Field
                    id="loop-counts"
                    label=t::TRIP_COUNTS.get(lang)
                    input_mode="text"
                    class="loop__counts"
                    value=text
                    on_input=move |t: String| edit(state, |s| s.loops.edit_counts(&t))
                />
                <div class="field">
                    <label class="field__label" for="loop-preset">
                        {t::LOOP_PRESET.get(lang)}
                    </label>
                    <select
                        id="loop-preset"
                        class="field__input"
                        on:change=move |ev| {
                            let key = event_target_value(&ev);
                            state.update(|s| s.loops.choose_preset(&key));
                        }
                    >
                        <option value="">{t::CHOOSE.get(lang)}</option>
                        {LOOP_PRESETS
                            .iter()
                            .map(|(key, label)| {
                                let label = t::loop_preset(key).map_or(*label, |l| l.get(lang));
                                view! { <option value=*key>{label}</option> }
                            })
                            .collect_view()}
                    </select>
                </div>
            </div>
            <div class="readouts" role="group" aria-label=t::LOOP_READOUTS.get(lang)>
                <Readout
                    term=g::LOOP_ITERATIONS
                    value=Signal::derive(move || value(|t| group_thousands(u64::from(t.iterations()))))
                />
                <Readout
                    term=g::LOOP_USEFUL
                    value=Signal::derive(move || value(|t| group_thousands(t.useful_lane_iterations())))
                />
                <Readout
                    term=g::LOOP_UTILISATION
                    value=Signal::derive(move || {
                        trips
                            .with(|t| {
                                t.as_ref()
                                    .ok()
                                    .and_then(TripCounts::utilisation)
                                    .map(percent)
                                    .unwrap_or_else(|| "—".into())
                            })
                    })
                />
            </div>
            <p class="loop__summary">{summary}</p>
            <table class="data loop__rows">
                <caption>{t::ROWS_CAPTION.get(lang)}</caption>
                <thead>
                    <tr>
                        <th scope="col">{t::ITERATION.get(lang)}</th>
                        <th scope="col">{t::ACTIVE_LANES.get(lang)}</th>
                        <th scope="col" class="text">
                            {t::MASK.get(lang)}
                        </th>
                    </tr>
                </thead>
                <tbody>
                    {move || {
                        trips
                            .with(|t| match t {
                                Ok(t) => {
                                    let width = t.width();
                                    let shown = t.iterations().min(MAX_ROWS);
                                    let mut rows = (0..shown)
                                        .map(|i| {
                                            let mask = t.active_in(i);
                                            view! {
                                                <tr>
                                                    <th scope="row">{i}</th>
                                                    <td>{mask.count()}</td>
                                                    <td class="text mono">
                                                        {mask.strip(width).replace('#', "■").replace('.', "·")}
                                                    </td>
                                                </tr>
                                            }
                                                .into_any()
                                        })
                                        .collect::<Vec<_>>();
                                    if t.iterations() > shown {
                                        rows.push(
                                            view! {
                                                <tr>
                                                    <td colspan="3" class="text">
                                                        {fill(
                                                            t::MORE_ITERATIONS.get(lang),
                                                            &[&group_thousands(u64::from(t.iterations() - shown))],
                                                        )}
                                                    </td>
                                                </tr>
                                            }
                                                .into_any(),
                                        );
                                    }
                                    rows
                                }
                                Err(_) => Vec::new(),
                            })
                    }}
                </tbody>
            </table>
        </section>
    }
}
