//! The sampling lab: a hypothetical model of independent branch labels, its exact binomial bars, and seeded steps.

use std::time::Duration;

use leptos::prelude::*;

use super::browser;
use super::field::{edit, Field};
use super::lab_results::LabResults;
use super::link_sync::sync_link;
use super::notices::Notices;
use super::shared;
use crate::geometry::bars::YAxis;
use crate::model::fields::short;
use crate::model::i18n::{fill, Bilingual, Tr};
use crate::state::lab::{LabState, Prediction, FRAME_BUDGET_MS};
use crate::state::layouts::LayoutsState;
use crate::state::open;
use crate::state::text::lab as t;

/// Runs `batch` once per animation frame while `playing` holds.
fn frame_loop(playing: RwSignal<bool>, batch: impl Fn() + Copy + 'static) {
    request_animation_frame(move || {
        if playing.get_untracked() {
            batch();
            frame_loop(playing, batch);
        }
    });
}

/// Playback speeds in steps per second; 0 means as fast as the page can draw.
const SPEEDS: [(u32, Tr); 4] = [
    (1, t::SPEED_1),
    (5, t::SPEED_5),
    (25, t::SPEED_25),
    (0, t::SPEED_MAX),
];

#[component]
pub fn SamplingLab() -> impl IntoView {
    let shared = shared();
    let lang = shared.lang.get_untracked();
    let (initial, _, problems) = open::<LabState>(&browser::current_search());
    let notices = RwSignal::new(problems.iter().map(|p| p.text(lang)).collect::<Vec<_>>());
    let state = RwSignal::new(initial);
    sync_link(state, shared);
    let playing = RwSignal::new(false);
    let speed = RwSignal::new(5u32);
    let axis = RwSignal::new(YAxis::Probability);
    let interval = StoredValue::new(None::<IntervalHandle>);

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
    let can_step = move || state.with(LabState::can_step);
    let run_steps = move |count: u32, budget_ms: f64| {
        let started = browser::now_ms();
        state.update(|s| {
            s.run(count, || {
                budget_ms > 0.0 && browser::now_ms() - started > budget_ms
            });
        });
    };
    let start = move || {
        if !can_step() {
            return;
        }
        stop();
        playing.set(true);
        let per_second = speed.get_untracked();
        if per_second == 0 {
            // As fast as possible: one batch per animation frame, cut off after a fixed time budget, so the
            // rest of each frame is left to input and paint (a click lands within a frame or two).
            frame_loop(playing, move || run_steps(u32::MAX, FRAME_BUDGET_MS));
            return;
        }
        let handle = set_interval_with_handle(
            move || run_steps(1, 0.0),
            Duration::from_millis(1000 / u64::from(per_second)),
        )
        .ok();
        interval.set_value(handle);
    };

    view! {
        <section class="lab" aria-labelledby="lab-title">
            <div class="view__head">
                <h1 id="lab-title">{t::TITLE.get(lang)}</h1>
            </div>
            <p class="lab__disclaimer" role="note">
                <strong>{t::HYPOTHETICAL.get(lang)}</strong>
                {t::DISCLAIMER.get(lang)}
                <a href=move || {
                    state.with(|s| LayoutsState::from_lab(s.p, s.seed, &shared.shell()))
                }>{t::LAYOUTS_LINK.get(lang)}</a>
                {t::LAYOUTS_TAIL.get(lang)}
            </p>
            <Notices items=Signal::derive(move || notices.get()) />
            <SettingsControls state=state stop=Callback::new(move |()| stop()) />
            <PredictForm state=state />
            <div class="lab__run">
                <button
                    type="button"
                    class="button button--primary"
                    disabled=move || !can_step()
                    on:click=move |_| run_steps(1, 0.0)
                >
                    {t::STEP.get(lang)}
                </button>
                <button
                    type="button"
                    class="button"
                    disabled=move || !can_step()
                    on:click=move |_| run_steps(100, 0.0)
                >
                    {t::STEP_100.get(lang)}
                </button>
                <button
                    type="button"
                    class="button"
                    disabled=move || !can_step()
                    aria-pressed=move || playing.get().to_string()
                    on:click=move |_| if playing.get_untracked() { stop() } else { start() }
                >
                    {move || if playing.get() { t::PAUSE } else { t::PLAY }.get(lang)}
                </button>
                <div class="field">
                    <label class="field__label" for="lab-speed">
                        {t::SPEED.get(lang)}
                    </label>
                    <select
                        id="lab-speed"
                        class="field__input"
                        prop:value=move || speed.get().to_string()
                        on:change=move |ev| {
                            if let Ok(v) = event_target_value(&ev).parse::<u32>() {
                                speed.set(v);
                                if playing.get_untracked() {
                                    start()
                                }
                            }
                        }
                    >
                        {SPEEDS
                            .iter()
                            .map(|(v, label)| {
                                view! { <option value=v.to_string()>{label.get(lang)}</option> }
                            })
                            .collect_view()}
                    </select>
                </div>
                <div class="field">
                    <label class="field__label" for="lab-axis">
                        {t::Y_AXIS.get(lang)}
                    </label>
                    <select
                        id="lab-axis"
                        class="field__input"
                        on:change=move |ev| {
                            axis.set(
                                if event_target_value(&ev) == "count" {
                                    YAxis::Count
                                } else {
                                    YAxis::Probability
                                },
                            )
                        }
                    >
                        <option value="probability">{t::PROBABILITY.get(lang)}</option>
                        <option value="count">{t::COUNT.get(lang)}</option>
                    </select>
                </div>
            </div>
            <LabResults state=state axis=axis />
        </section>
    }
}

/// The predict-first gate: nothing exact is shown and Step stays locked until the learner commits or skips.
#[component]
fn PredictForm(state: RwSignal<LabState>) -> impl IntoView {
    let lang = shared().lang.get_untracked();
    let mean_text = RwSignal::new(String::new());
    let variance_text = RwSignal::new(String::new());
    let error = RwSignal::new(None::<String>);
    let pending = move || state.with(|s| s.prediction == Prediction::Pending);
    let commit = move || {
        let result = state
            .try_update(|s| {
                s.commit_prediction(&mean_text.get_untracked(), &variance_text.get_untracked())
            })
            .unwrap_or(Ok(()));
        error.set(result.err().map(|e| e.get(lang).to_string()));
    };
    view! {
        <form
            class="lab__predict"
            aria-labelledby="predict-title"
            on:submit=move |ev| {
                ev.prevent_default();
                commit()
            }
        >
            <h2 id="predict-title">{t::PREDICT_TITLE.get(lang)}</h2>
            <p>{t::PREDICT_LEAD.get(lang)}</p>
            <div class="lab__predict-fields">
                <div class="field">
                    <label class="field__label" for="predict-mean">
                        {t::PREDICTED_MEAN.get(lang)}
                    </label>
                    <input
                        id="predict-mean"
                        class="field__input"
                        type="text"
                        inputmode="decimal"
                        autocomplete="off"
                        disabled=move || !pending()
                        aria-describedby="predict-error"
                        prop:value=move || mean_text.get()
                        on:input=move |ev| mean_text.set(event_target_value(&ev))
                    />
                </div>
                <div class="field">
                    <label class="field__label" for="predict-variance">
                        {t::PREDICTED_VARIANCE.get(lang)}
                    </label>
                    <input
                        id="predict-variance"
                        class="field__input"
                        type="text"
                        inputmode="decimal"
                        autocomplete="off"
                        disabled=move || !pending()
                        aria-describedby="predict-error"
                        prop:value=move || variance_text.get()
                        on:input=move |ev| variance_text.set(event_target_value(&ev))
                    />
                </div>
            </div>
            // A refusal belongs to the pending prediction: once skipped (or committed) it is gone.
            <span id="predict-error" class="field__error" aria-live="polite">
                {move || if pending() { error.get() } else { None }}
            </span>
            <div class="lab__predict-actions">
                <button type="submit" class="button button--primary" disabled=move || !pending()>
                    {t::COMMIT.get(lang)}
                </button>
                <button
                    type="button"
                    class="button"
                    disabled=move || !pending()
                    on:click=move |_| state.update(LabState::skip_prediction)
                >
                    {t::SKIP.get(lang)}
                </button>
                // Commit and Skip are disabled once used: the focus comes here (ui::app::keep_focus_in_page).
                <span role="status" tabindex="-1" data-focus-fallback="">
                    {move || match state.with(|s| s.prediction) {
                        Prediction::Pending => t::LOCKED.get(lang).to_string(),
                        Prediction::Committed { mean, variance } => {
                            fill(t::COMMITTED.get(lang), &[&short(mean), &short(variance)])
                        }
                        Prediction::Skipped => t::SKIPPED.get(lang).to_string(),
                    }}
                </span>
            </div>
        </form>
    }
}

/// p, n and the seed, by slider and by field; every change stops playback and starts the run again.
#[component]
fn SettingsControls(state: RwSignal<LabState>, stop: Callback<()>) -> impl IntoView {
    let lang = shared().lang.get_untracked();
    // Every edit of the settings starts the run afresh (the state resets itself); playback stops with it.
    let change = move |f: &dyn Fn(&mut LabState)| {
        stop.run(());
        state.update(|s| f(s));
    };
    view! {
        <div class="lab__controls">
            <div class="field">
                <label class="field__label" for="lab-p-slider">
                    {t::P_SLIDER.get(lang)}
                </label>
                <input
                    id="lab-p-slider"
                    type="range"
                    min="0"
                    max="1"
                    step="0.01"
                    prop:value=move || state.with(|s| s.p.to_string())
                    on:input=move |ev| {
                        let t = event_target_value(&ev);
                        change(
                            &|s| {
                                let _ = s.edit_p(&t);
                            },
                        )
                    }
                />
            </div>
            <Field
                id="lab-p"
                label=t::P_FIELD.get(lang)
                input_mode="decimal"
                value=Signal::derive(move || state.with(|s| short(s.p)))
                on_input=move |t: String| {
                    stop.run(());
                    edit(state, |s| s.edit_p(&t))
                }
            />
            <div class="field">
                <label class="field__label" for="lab-n-slider">
                    {t::N_SLIDER.get(lang)}
                </label>
                <input
                    id="lab-n-slider"
                    type="range"
                    min="0"
                    max="600"
                    step="1"
                    prop:value=move || state.with(|s| s.n_slider().to_string())
                    on:input=move |ev| {
                        if let Ok(v) = event_target_value(&ev).parse::<f64>() {
                            change(&|s| s.set_n_slider(v))
                        }
                    }
                />
            </div>
            <Field
                id="lab-n"
                label=t::N_FIELD.get(lang)
                value=Signal::derive(move || state.with(|s| s.n.to_string()))
                on_input=move |t: String| {
                    stop.run(());
                    edit(state, |s| s.edit_n(&t))
                }
            />
            <Field
                id="lab-seed"
                label=t::SEED.get(lang)
                value=Signal::derive(move || state.with(|s| s.seed.to_string()))
                on_input=move |t: String| {
                    stop.run(());
                    edit(state, |s| s.edit_seed(&t))
                }
            />
            <button
                type="button"
                class="button"
                on:click=move |_| {
                    let seed = browser::fresh_seed();
                    change(&|s| s.new_seed(seed))
                }
            >
                {t::NEW_SEED.get(lang)}
            </button>
            // Last: the settings read first, and the way back to the defaults after them.
            <button type="button" class="button" on:click=move |_| change(&LabState::reset)>
                {t::RESET.get(lang)}
            </button>
        </div>
    }
}
