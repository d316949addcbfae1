//! The sampling lab: a hypothetical model of independent branch labels, its exact binomial bars, and seeded steps.

use std::time::Duration;

use leptos::prelude::*;
use rand::rngs::StdRng;
use rand::SeedableRng;

use super::browser;
use super::notices::Notices;
use super::shared;
use crate::geometry::bars::{pmf_svg, YAxis};
use crate::geometry::palette::palette;
use crate::links::{build_query, LabLink, Query};
use crate::model::binomial::{
    self, closeness, describe_outcome, draw, pmf_table_html, short, Draw, LabSettings, RunningStats,
};
use crate::model::fields::{self, group_thousands};

#[derive(Clone, Copy, PartialEq)]
enum Prediction {
    Pending,
    Committed { mean: f64, variance: f64 },
    Skipped,
}

/// Playback speeds in steps per second; 0 means as fast as the page can draw.
const SPEEDS: [(u32, &str); 4] = [
    (1, "1 step per second"),
    (5, "5 steps per second"),
    (25, "25 steps per second"),
    (0, "As fast as possible"),
];

/// The n slider is logarithmic: position s (0–600) stands for n = 10^(s/100).
fn n_from_slider(position: f64) -> u32 {
    10f64
        .powf(position / 100.0)
        .round()
        .clamp(1.0, f64::from(binomial::MAX_N)) as u32
}

fn slider_from_n(n: u32) -> f64 {
    (f64::from(n).log10() * 100.0).round()
}

/// Parses a typed variance: a number, or a fraction such as 0.25/32.
fn parse_fraction(text: &str) -> Option<f64> {
    let text = text.trim();
    let value = match text.split_once('/') {
        Some((a, b)) => a.trim().parse::<f64>().ok()? / b.trim().parse::<f64>().ok()?,
        None => text.parse::<f64>().ok()?,
    };
    value.is_finite().then_some(value)
}

#[component]
pub fn SamplingLab() -> impl IntoView {
    let shared = shared();
    let (link, problems) = LabLink::parse(&Query::parse(&browser::current_search()));
    let notices = RwSignal::new(problems.iter().map(ToString::to_string).collect::<Vec<_>>());
    let p = RwSignal::new(link.p);
    let n = RwSignal::new(link.n);
    let seed = RwSignal::new(link.seed);
    let rng = StoredValue::new(StdRng::seed_from_u64(link.seed));
    let stats = RwSignal::new(RunningStats::default());
    let last = RwSignal::new(None::<Draw>);
    let prediction = RwSignal::new(Prediction::Pending);
    let mean_text = RwSignal::new(String::new());
    let variance_text = RwSignal::new(String::new());
    let prediction_error = RwSignal::new(None::<String>);
    let playing = RwSignal::new(false);
    let speed = RwSignal::new(5u32);
    let axis = RwSignal::new(YAxis::Probability);
    let interval = StoredValue::new(None::<IntervalHandle>);

    let settings = Memo::new(move |_| {
        LabSettings::new(p.get(), n.get())
            .unwrap_or_else(|_| LabSettings::new(0.5, 32).unwrap_or_else(|_| unreachable!()))
    });
    let pmf = Memo::new(move |_| {
        let s = settings.get();
        browser::mark("warpwise:pmf:start");
        let pmf = s.pmf();
        browser::mark("warpwise:pmf:end");
        pmf
    });

    Effect::new(move |_| {
        let pairs = vec![
            ("view", "lab".to_string()),
            ("p", short(p.get())),
            ("n", n.get().to_string()),
            ("seed", seed.get().to_string()),
        ];
        browser::replace_query(&build_query(&pairs));
    });

    let stop = move || {
        playing.set(false);
        interval.update_value(|h| {
            if let Some(handle) = h.take() {
                handle.clear();
            }
        });
    };
    on_cleanup(move || {
        interval.update_value(|h| {
            if let Some(handle) = h.take() {
                handle.clear()
            }
        })
    });

    let reset = move || {
        stop();
        rng.set_value(StdRng::seed_from_u64(seed.get_untracked()));
        stats.set(RunningStats::default());
        last.set(None);
        prediction.set(Prediction::Pending);
    };
    let can_step = move || prediction.get() != Prediction::Pending;
    // Runs `count` steps (or until `budget_ms` has passed), then publishes once so the page redraws once.
    let run_steps = move |count: u32, budget_ms: f64| {
        if prediction.get_untracked() == Prediction::Pending {
            return;
        }
        let s = settings.get_untracked();
        let started = browser::now_ms();
        let mut latest = None;
        let mut batch = stats.get_untracked();
        rng.update_value(|r| {
            for _ in 0..count {
                let d = draw(s, r);
                batch.record(d.k, s.n());
                latest = Some(d);
                if budget_ms > 0.0 && browser::now_ms() - started > budget_ms {
                    break;
                }
            }
        });
        stats.set(batch);
        if latest.is_some() {
            last.set(latest);
        }
    };
    let start = move || {
        if !can_step() {
            return;
        }
        stop();
        playing.set(true);
        let per_second = speed.get_untracked();
        let (period, count, budget) = if per_second == 0 {
            (16, u32::MAX, 10.0)
        } else {
            (1000 / u64::from(per_second), 1, 0.0)
        };
        let handle = set_interval_with_handle(
            move || run_steps(count, budget),
            Duration::from_millis(period),
        )
        .ok();
        interval.set_value(handle);
    };

    let commit_prediction = move || {
        let mean = parse_fraction(&mean_text.get_untracked());
        let variance = parse_fraction(&variance_text.get_untracked());
        match (mean, variance) {
            (Some(m), Some(v)) if (0.0..=1.0).contains(&m) && (0.0..=0.25).contains(&v) => {
                prediction_error.set(None);
                prediction.set(Prediction::Committed {
                    mean: m,
                    variance: v,
                });
            }
            (Some(m), _) if !(0.0..=1.0).contains(&m) => {
                prediction_error.set(Some("a mean fraction lies between 0 and 1".into()))
            }
            (None, _) => {
                prediction_error.set(Some("write the mean fraction as a number, like 0.5".into()))
            }
            (_, None) => prediction_error.set(Some(
                "write the variance as a number or a fraction, like 0.25/32".into(),
            )),
            _ => prediction_error.set(Some(
                "the variance of a fraction lies between 0 and 0.25".into(),
            )),
        }
    };

    let description = move || {
        let s = settings.get();
        let st = stats.get();
        format!(
            "Exact Binomial(n = {}, p = {}) over the fraction k/n, most likely k = {}. {} steps drawn{}.",
            group_thousands(u64::from(s.n())),
            short(s.p()),
            pmf.with(|m| m.mode()),
            st.steps,
            last.get().map(|d| format!("; last outcome {}", describe_outcome(d.k, s.n()))).unwrap_or_default()
        )
    };
    let chart = move || {
        let desc = description();
        pmf.with(|m| {
            stats.with(|st| {
                pmf_svg(
                    m,
                    st,
                    axis.get(),
                    last.with(|d| d.as_ref().map(|d| d.k)),
                    palette(shared.projector.get()),
                    &desc,
                )
            })
        })
    };
    let table = move || pmf.with(pmf_table_html);
    let view_note = move || {
        pmf.with(|m| {
            let (lo, hi) = m.view_range();
            if lo == 0 && hi == m.settings.n() {
                "The chart shows every outcome.".to_string()
            } else {
                format!(
                    "The chart shows k from {} to {} (the mean ± 6 standard deviations); the probability outside is {}. Far from the mean the probabilities underflow to zero, so only about ±40 standard deviations are computed.",
                    group_thousands(u64::from(lo)), group_thousands(u64::from(hi)), short(m.mass_outside_view())
                )
            }
        })
    };
    let labels = move || {
        last.with(|d| {
            d.as_ref().and_then(|d| d.labels.as_ref()).map(|labels| {
                let items: String = labels
                    .iter()
                    .map(|&l| if l { "<li class=\"lab__label lab__label--true\">●<span class=\"visually-hidden\">true</span></li>" } else { "<li class=\"lab__label lab__label--false\">○<span class=\"visually-hidden\">false</span></li>" })
                    .collect();
                let trues = labels.iter().filter(|&&l| l).count();
                format!("<p>Last step's labels, lane 0 first: {trues} true (●), {} false (○).</p><ol class=\"lab__labels\" aria-label=\"Labels of the last step\">{items}</ol>", labels.len() - trues)
            })
        }).unwrap_or_default()
    };
    let comparison = move || {
        let s = settings.get();
        let st = stats.get();
        let mut lines = Vec::new();
        if let Prediction::Committed { mean, variance } = prediction.get() {
            lines.push(closeness(
                "predicted mean fraction",
                mean,
                s.mean_fraction(),
            ));
            lines.push(closeness(
                "predicted variance",
                variance,
                s.variance_fraction(),
            ));
        }
        if let Some(m) = st.mean() {
            lines.push(closeness("sample mean", m, s.mean_fraction()).replace("Your ", "The "));
        }
        if let Some(v) = st.variance() {
            lines.push(
                closeness("sample variance", v, s.variance_fraction()).replace("Your ", "The "),
            );
        }
        lines
    };

    view! {
        <section class="lab" aria-labelledby="lab-title">
            <div class="view__head">
                <h1 id="lab-title">"Sampling lab: random branch labels"</h1>
            </div>
            <p class="lab__disclaimer" role="note">
                <strong>"A hypothetical model. "</strong>
                "Each of n labels is true with probability p, independently of the others. The bars are the exact binomial distribution of how many come out true; Step draws one sample and highlights its outcome. This is not a warp scheduler or a timing simulator: it tells you which branch counts are possible and how likely, while the cycles they cost come from the pricing model in the Timeline."
            </p>
            <Notices items=Signal::derive(move || notices.get()) />
            <div class="lab__controls">
                <button type="button" class="button" on:click=move |_| reset()>"Reset"</button>
                <div class="field">
                    <label class="field__label" for="lab-p-slider">"p slider"</label>
                    <input id="lab-p-slider" type="range" min="0" max="1" step="0.01" prop:value=move || p.get().to_string()
                        on:input=move |ev| { if let Ok(v) = LabSettings::parse_p(&event_target_value(&ev)) { p.set(v); reset() } } />
                </div>
                <super::field::Field id="lab-p" label="Success probability p (0 to 1)" input_mode="decimal"
                    value=Signal::derive(move || short(p.get()))
                    on_input=move |t: String| LabSettings::parse_p(&t).map(|v| { p.set(v); reset() }).map_err(|e| e.to_string()) />
                <div class="field">
                    <label class="field__label" for="lab-n-slider">"n slider (logarithmic)"</label>
                    <input id="lab-n-slider" type="range" min="0" max="600" step="1" prop:value=move || slider_from_n(n.get()).to_string()
                        on:input=move |ev| { if let Ok(v) = event_target_value(&ev).parse::<f64>() { n.set(n_from_slider(v)); reset() } } />
                </div>
                <super::field::Field id="lab-n" label="Sample size n (1 to 1,000,000)"
                    value=Signal::derive(move || n.get().to_string())
                    on_input=move |t: String| LabSettings::parse_n(&t).map(|v| { n.set(v); reset() }).map_err(|e| e.to_string()) />
                <super::field::Field id="lab-seed" label="Seed"
                    value=Signal::derive(move || seed.get().to_string())
                    on_input=move |t: String| fields::parse_whole(&t, "seed", 0, u64::from(u32::MAX)).map(|v| { seed.set(v); reset() }).map_err(|e| e.to_string()) />
                <button type="button" class="button" on:click=move |_| { seed.set(browser::fresh_seed()); reset() }>"New seed"</button>
            </div>

            <form class="lab__predict" aria-labelledby="predict-title" on:submit=move |ev| { ev.prevent_default(); commit_prediction() }>
                <h2 id="predict-title">"Predict first"</h2>
                <p>"Before the first step, predict the mean and the variance of the fraction k/n."</p>
                <div class="lab__predict-fields">
                    <div class="field">
                        <label class="field__label" for="predict-mean">"Predicted mean fraction"</label>
                        <input id="predict-mean" class="field__input" type="text" inputmode="decimal" autocomplete="off"
                            disabled=move || prediction.get() != Prediction::Pending aria-describedby="predict-error"
                            prop:value=move || mean_text.get() on:input=move |ev| mean_text.set(event_target_value(&ev)) />
                    </div>
                    <div class="field">
                        <label class="field__label" for="predict-variance">"Predicted variance of the fraction"</label>
                        <input id="predict-variance" class="field__input" type="text" inputmode="decimal" autocomplete="off"
                            disabled=move || prediction.get() != Prediction::Pending aria-describedby="predict-error"
                            prop:value=move || variance_text.get() on:input=move |ev| variance_text.set(event_target_value(&ev)) />
                    </div>
                </div>
                <span id="predict-error" class="field__error" aria-live="polite">{move || prediction_error.get()}</span>
                <div class="lab__predict-actions">
                    <button type="submit" class="button button--primary" disabled=move || prediction.get() != Prediction::Pending>"Commit prediction"</button>
                    <button type="button" class="button" disabled=move || prediction.get() != Prediction::Pending
                        on:click=move |_| prediction.set(Prediction::Skipped)>"Skip prediction"</button>
                    <span role="status">{move || match prediction.get() {
                        Prediction::Pending => "Step is locked until you commit or skip a prediction.".to_string(),
                        Prediction::Committed { mean, variance } => format!("Prediction committed: mean {}, variance {}.", short(mean), short(variance)),
                        Prediction::Skipped => "Prediction skipped.".to_string(),
                    }}</span>
                </div>
            </form>

            <div class="lab__run">
                <button type="button" class="button button--primary" disabled=move || !can_step() on:click=move |_| run_steps(1, 0.0)>"Step"</button>
                <button type="button" class="button" disabled=move || !can_step() on:click=move |_| run_steps(100, 0.0)>"Step ×100"</button>
                <button type="button" class="button" disabled=move || !can_step() aria-pressed=move || playing.get().to_string()
                    on:click=move |_| if playing.get_untracked() { stop() } else { start() }>
                    {move || if playing.get() { "Pause" } else { "Play" }}
                </button>
                <div class="field">
                    <label class="field__label" for="lab-speed">"Speed"</label>
                    <select id="lab-speed" class="field__input" prop:value=move || speed.get().to_string()
                        on:change=move |ev| {
                            if let Ok(v) = event_target_value(&ev).parse::<u32>() {
                                speed.set(v);
                                if playing.get_untracked() { start() }
                            }
                        }>
                        {SPEEDS.iter().map(|(v, label)| view! { <option value=v.to_string()>{*label}</option> }).collect_view()}
                    </select>
                </div>
                <div class="field">
                    <label class="field__label" for="lab-axis">"Y-axis"</label>
                    <select id="lab-axis" class="field__input" on:change=move |ev| axis.set(if event_target_value(&ev) == "count" { YAxis::Count } else { YAxis::Probability })>
                        <option value="probability">"Probability"</option>
                        <option value="count">"Count (expected vs observed)"</option>
                    </select>
                </div>
            </div>

            <div class="lab__readouts readouts" role="group" aria-label="Running readout">
                <div class="readout"><span class="readout__value" data-testid="lab-steps">{move || group_thousands(stats.with(|s| s.steps))}</span><span class="readout__label">"Steps"</span></div>
                <div class="readout"><span class="readout__value" data-testid="lab-mean">{move || stats.with(|s| s.mean().map(short).unwrap_or_else(|| "—".into()))}</span><span class="readout__label">{move || format!("Sample mean of k/n (exact {})", short(settings.get().mean_fraction()))}</span></div>
                <div class="readout"><span class="readout__value" data-testid="lab-variance">{move || stats.with(|s| s.variance().map(short).unwrap_or_else(|| "—".into()))}</span><span class="readout__label">{move || format!("Sample variance of k/n (exact {})", short(settings.get().variance_fraction()))}</span></div>
                <div class="readout"><span class="readout__value" data-testid="lab-last">{move || last.with(|d| d.as_ref().map(|d| describe_outcome(d.k, n.get())).unwrap_or_else(|| "—".into()))}</span><span class="readout__label">"Last outcome"</span></div>
            </div>
            <ul class="lab__comparison" aria-live="polite">{move || comparison().into_iter().map(|l| view! { <li>{l}</li> }).collect_view()}</ul>

            <figure class="lab__figure">
                <div class="lab__chart-host" inner_html=chart></div>
                <figcaption>
                    <span class="lab__legend"><span class="lab__key lab__key--exact" aria-hidden="true"></span>" exact probability (solid) "</span>
                    <span class="lab__legend"><span class="lab__key lab__key--observed" aria-hidden="true"></span>" observed frequency (outline) "</span>
                    <span class="lab__legend"><span class="lab__key lab__key--hit" aria-hidden="true"></span>" last outcome (marked ▼) "</span>
                    <p>{view_note}</p>
                </figcaption>
            </figure>
            <div class="lab__labels-host" inner_html=labels></div>

            <section class="lab__warp" aria-labelledby="warp-title">
                <h2 id="warp-title">"From labels to warps"</h2>
                {move || {
                    let s = settings.get();
                    [32u32, 64].into_iter().map(|w| {
                        let uniform = s.uniform_warp_probability(w);
                        view! { <p data-testid=format!("uniform-{w}")>{format!(
                            "With p = {} and independent lanes, a {w}-lane warp is uniform with probability p^{w} + (1 − p)^{w} = {}; among 1,000 such warps about {} diverge.",
                            short(s.p()), short(uniform), short((1.0 - uniform) * 1000.0)
                        )}</p> }
                    }).collect_view()
                }}
                <p>"Independence is an assumption, not a property of real data: branch outcomes often follow neighbouring data, and data sorted by category give uniform warps even at p = 0.5, while alternating categories split every warp."</p>
            </section>

            <div class="lab__table-host" inner_html=table></div>
        </section>
    }
}
