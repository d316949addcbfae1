//! The loop divergence panel: per-lane trip counts, the shrinking active mask per iteration, and utilisation.

use leptos::prelude::*;

use super::field::Field;
use crate::model::fields::percent;
use crate::model::lanes::WarpWidth;
use crate::model::loops::{TripCounts, SEED_TRIP_COUNTS};

/// Iteration rows drawn before the list is summarised.
const MAX_ROWS: u32 = 64;

fn preset_counts(key: &str, width: WarpWidth) -> Vec<u32> {
    let n = width.lanes() as usize;
    match key {
        "uniform" => vec![20; n],
        "straggler" => (0..n).map(|i| if i == 0 { 20 } else { 1 }).collect(),
        "partial" => vec![20; n / 4],
        _ => SEED_TRIP_COUNTS.iter().copied().cycle().take(n).collect(),
    }
}

#[component]
pub fn LoopPanel(counts: RwSignal<Vec<u32>>, width: Signal<WarpWidth>) -> impl IntoView {
    let trips = Memo::new(move |_| TripCounts::new(width.get(), counts.get()));
    let text = Signal::derive(move || {
        counts.with(|c| c.iter().map(u32::to_string).collect::<Vec<_>>().join(", "))
    });
    let summary = move || trips.with(|t| t.as_ref().map(TripCounts::describe).unwrap_or_default());
    view! {
        <section class="loop" aria-labelledby="loop-title">
            <h2 id="loop-title">"Loop divergence"</h2>
            <pre class="code">"for (int i = 0; i < counts[idx]; i++) {\n    data[idx] += i * 0.5f;\n}"</pre>
            <div class="loop__controls">
                <Field id="loop-counts" label="Trip count of each lane (lane 0 first; missing lanes are inactive)" input_mode="text"
                    class="loop__counts"
                    value=text
                    on_input=move |t: String| TripCounts::parse(width.get_untracked(), &t)
                        .map(|trips| counts.set(trips.counts().to_vec()))
                        .map_err(|e| e.to_string()) />
                <div class="field">
                    <label class="field__label" for="loop-preset">"Loop preset"</label>
                    <select id="loop-preset" class="field__input" on:change=move |ev| {
                        let key = event_target_value(&ev);
                        if !key.is_empty() { counts.set(preset_counts(&key, width.get_untracked())) }
                    }>
                        <option value="">"Choose…"</option>
                        <option value="seed">"Seed L3.2: 5, 20, 3, 15, … (max 20, sum 320)"</option>
                        <option value="uniform">"Every lane 20 trips"</option>
                        <option value="straggler">"One straggler: lane 0 runs 20, the rest 1"</option>
                        <option value="partial">"Partial warp: a quarter of the lanes, 20 trips each"</option>
                    </select>
                </div>
            </div>
            <div class="readouts" role="group" aria-label="Loop readouts">
                <div class="readout"><span class="readout__value" data-testid="loop-iterations">
                    {move || trips.with(|t| t.as_ref().map(|t| t.iterations().to_string()).unwrap_or_default())}</span>
                    <span class="readout__label">"Iterations the warp runs (max of the counts)"</span></div>
                <div class="readout"><span class="readout__value" data-testid="loop-useful">
                    {move || trips.with(|t| t.as_ref().map(|t| t.useful_lane_iterations().to_string()).unwrap_or_default())}</span>
                    <span class="readout__label">"Useful lane-iterations (sum of the counts)"</span></div>
                <div class="readout"><span class="readout__value" data-testid="loop-utilisation">
                    {move || trips.with(|t| t.as_ref().ok().and_then(TripCounts::utilisation).map(percent).unwrap_or_else(|| "—".into()))}</span>
                    <span class="readout__label">"Utilisation = Σ counts / (width × max)"</span></div>
            </div>
            <p class="loop__summary">{summary}</p>
            <table class="data loop__rows">
                <caption>"Active lanes per iteration (■ looping, · done or inactive)"</caption>
                <thead><tr><th scope="col">"Iteration"</th><th scope="col">"Active lanes"</th><th scope="col" class="text">"Mask, lane 0 first"</th></tr></thead>
                <tbody>
                    {move || trips.with(|t| match t {
                        Ok(t) => {
                            let width = t.width();
                            let shown = t.iterations().min(MAX_ROWS);
                            let mut rows = (0..shown).map(|i| {
                                let mask = t.active_in(i);
                                view! { <tr><th scope="row">{i}</th><td>{mask.count()}</td>
                                    <td class="text mono">{mask.strip(width).replace('#', "■").replace('.', "·")}</td></tr> }.into_any()
                            }).collect::<Vec<_>>();
                            if t.iterations() > shown {
                                rows.push(view! { <tr><td colspan="3" class="text">{format!("… {} more iterations", t.iterations() - shown)}</td></tr> }.into_any());
                            }
                            rows
                        }
                        Err(_) => Vec::new(),
                    })}
                </tbody>
            </table>
        </section>
    }
}
