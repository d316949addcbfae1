//! The warp stepper view: paste or pick a kernel, step it one issue slot at a time through the
//! reconvergence stack, and read what it costs.

use std::rc::Rc;
use std::time::Duration;

use leptos::prelude::*;

use super::browser;
use super::export::SvgExportButton;
use super::figure::Figure;
use super::link_sync::sync_link;
use super::notices::Notices;
use super::shared;
use super::shortcuts::is_typing;
use super::stepper_panels::{
    keep_in_view, BranchesPanel, CodePanel, LanesPanel, RunChoice, StackPanel, ValuesPanel,
};
use super::stepper_setup::{LanguageHelp, SetupPanel};
use super::stepper_sm::SmPanel;
use crate::geometry::export::framed;
use crate::geometry::palette::palette;
use crate::geometry::stepper::{
    position, readouts, so_far, strip_export_svg, strip_svg, Readout, Snapshot,
};
use crate::model::fields::percent_or_dash;
use crate::model::i18n::{count, fill, Lang};
use crate::model::stepper::scope::outside_calibration;
use crate::model::stepper::{Machine, Mode, Options, Program, DEFAULT_BUDGET};
use crate::state::open;
use crate::state::stepper::{error_band_text, StepperState};
use crate::state::text::stepper as t;

/// What the machine was built from: the same key and a later slot means "keep stepping".
type Built = (
    String,
    Options,
    Vec<(String, Vec<f64>)>,
    u64,
    Rc<Program>,
    Machine,
);

/// Steps per second the Play button offers.
const SPEEDS: [u32; 3] = [2, 8, 30];

#[component]
pub fn Stepper() -> impl IntoView {
    let shared = shared();
    let lang = shared.lang.get_untracked();
    let (initial, _, problems) = open::<StepperState>(&browser::current_search());
    let notices = RwSignal::new(
        problems
            .iter()
            .map(|p| crate::model::i18n::Bilingual::text(p, lang))
            .collect::<Vec<_>>(),
    );
    let state = RwSignal::new(initial);
    sync_link(state, shared);
    let built = StoredValue::new_local(None::<Built>);
    let snapshot = RwSignal::new(Err::<Snapshot, String>(String::new()));

    follow_state(state, built, snapshot);

    let done = move || snapshot.with(|s| s.as_ref().map_or(true, |s| s.done));
    let step = move || {
        if !done() {
            state.update(|s| s.step(u64::MAX))
        }
    };
    let back = move || state.update(StepperState::back);
    let reset = move || state.update(StepperState::reset);
    // Runs the machine on screen to its end once, then moves the slot there (no second run).
    let run_to_end = move || {
        let end = built
            .try_update_value(|b| {
                b.as_mut().map(|(.., m)| {
                    m.run_to_end();
                    m.issue_slots()
                })
            })
            .flatten();
        if let Some(end) = end {
            state.update(|s| s.at = end);
        }
    };
    let playing = RwSignal::new(None::<IntervalHandle>);
    let speed = RwSignal::new(SPEEDS[1]);
    let stop = move || {
        playing.update(|p| {
            if let Some(h) = p.take() {
                h.clear()
            }
        })
    };
    let play = move || {
        stop();
        let period = Duration::from_millis(1000 / u64::from(speed.get_untracked().max(1)));
        let handle =
            set_interval_with_handle(move || if done() { stop() } else { step() }, period).ok();
        playing.set(handle);
    };
    on_cleanup(move || {
        playing.update(|p| {
            if let Some(h) = p.take() {
                h.clear()
            }
        })
    });
    stop_on_new_kernel(state, stop);
    let help = RwSignal::new(false);
    let step_button = NodeRef::<leptos::html::Button>::new();
    let back_button = NodeRef::<leptos::html::Button>::new();
    let reset_button = NodeRef::<leptos::html::Button>::new();
    // A step by hand pauses Play: the learner has taken over. A button that the step disables hands the
    // keyboard focus on (Step at the end to Reset, Back at slot 0 to Step) instead of dropping it to the page.
    let by_hand = move |act: Hand| {
        stop();
        let (from, to) = match act {
            Hand::Step => {
                step();
                (step_button, reset_button)
            }
            Hand::Back => {
                back();
                (back_button, step_button)
            }
            Hand::RunToEnd => {
                run_to_end();
                (step_button, reset_button)
            }
        };
        hand_focus_on(from, to);
    };
    stepper_keys([
        Callback::new(move |()| by_hand(Hand::Step)),
        Callback::new(move |()| by_hand(Hand::Back)),
        Callback::new(move |()| by_hand(Hand::RunToEnd)),
        Callback::new(move |()| {
            stop();
            reset()
        }),
        Callback::new(move |()| help.update(|h| *h = !*h)),
        Callback::new(move |()| help.set(false)),
    ]);

    let export = strip_export(state, snapshot, lang);

    view! {
        <section class="stepper" aria-labelledby="stepper-title">
            <StepperHead help=help />
            <Notices items=Signal::derive(move || notices.get()) />
            <LanguageHelp open=help />
            <details class="stepper__setup-box" prop:open=move || !shared.projector.get()>
                <summary>{t::SETUP.get(lang)}</summary>
                <SetupPanel state=state />
            </details>
            <div class="stepper__controls" role="group" aria-label=t::STEPPING.get(lang)>
                <button
                    type="button"
                    class="button button--primary"
                    node_ref=step_button
                    disabled=done
                    on:click=move |_| by_hand(Hand::Step)
                >
                    {t::STEP.get(lang)}
                </button>
                <button
                    type="button"
                    class="button"
                    node_ref=back_button
                    disabled=move || state.with(|s| s.at == 0)
                    on:click=move |_| by_hand(Hand::Back)
                >
                    {t::BACK.get(lang)}
                </button>
                <button
                    type="button"
                    class="button"
                    disabled=done
                    on:click=move |_| by_hand(Hand::RunToEnd)
                >
                    {t::RUN_TO_END.get(lang)}
                </button>
                <button
                    type="button"
                    class="button"
                    node_ref=reset_button
                    on:click=move |_| {
                        stop();
                        reset()
                    }
                >
                    {t::RESET.get(lang)}
                </button>
                <button
                    type="button"
                    class="button"
                    aria-pressed=move || playing.with(Option::is_some).to_string()
                    disabled=move || done() && playing.with(Option::is_none)
                    on:click=move |_| {
                        if playing.with_untracked(Option::is_some) { stop() } else { play() }
                    }
                >
                    {move || if playing.with(Option::is_some) { t::PAUSE } else { t::PLAY }.get(lang)}
                </button>
                <SpeedSelect
                    speed=speed
                    changed=Callback::new(move |()| {
                        if playing.with_untracked(Option::is_some) {
                            play()
                        }
                    })
                />
                <span class="stepper__position" role="status" data-testid="stepper-position">
                    {move || snapshot.with(|s| position(s.as_ref().ok(), lang))}
                </span>
            </div>
            // The code and the lanes right under Step (a phone, a room's screen), the totals after them.
            <StepperErrors snapshot=snapshot />
            <div class="stepper__stage">
                <CodePanel state=state snapshot=snapshot />
                <div class="stepper__side">
                    <LanesPanel snapshot=snapshot />
                    <StackPanel snapshot=snapshot />
                </div>
            </div>
            <RunChoice state=state />
            <StepperTotals snapshot=snapshot />
            <ModelScope state=state snapshot=snapshot />
            <SmPanel state=state id="stepper-sm" />
            <StripPanel snapshot=snapshot />
            <SvgExportButton name="warpwise-stepper" markup=export />
            <BranchesPanel state=state />
            <ValuesPanel snapshot=snapshot />
        </section>
    }
}

/// What Play plays: the source, the run's options, the inputs, the launch and the width.
type KernelKey = (String, Options, Vec<(String, Vec<f64>)>, u64);

/// Another kernel, other inputs, another launch or another run stops Play: it was playing that one.
fn stop_on_new_kernel(state: RwSignal<StepperState>, stop: impl Fn() + 'static) {
    Effect::new(move |before: Option<KernelKey>| {
        let now = state.with(|s| {
            (
                s.text().to_string(),
                s.options(),
                s.inputs.clone(),
                s.launch.0 | u64::from(s.width.lanes()) << 56,
            )
        });
        if before.is_some_and(|b| b != now) {
            stop();
        }
        now
    });
}

/// Beside the predicted cycles: the H200 model's error on its newest pre-registered round, and the
/// constructs of the kernel on screen that no calibration measured (full costs only: toy costs are a count).
#[component]
fn ModelScope(
    state: RwSignal<StepperState>,
    snapshot: RwSignal<Result<Snapshot, String>>,
) -> impl IntoView {
    let lang = shared().lang.get_untracked();
    // A run that stopped has no prediction to qualify: say so instead of judging the constructs.
    let stopped =
        Memo::new(move |_| snapshot.with(|s| s.as_ref().is_ok_and(|s| s.error.is_some())));
    let outside = Memo::new(move |_| {
        state.with(|s| {
            (s.mode == Mode::Full)
                .then(|| s.compile().ok())
                .flatten()
                .map(|p| {
                    outside_calibration(&p)
                        .into_iter()
                        .map(|item| format!("line {}: {}", item.line, item.what.text().get(lang)))
                        .collect::<Vec<_>>()
                })
        })
    });
    let band_text = error_band_text(lang);
    view! {
        <Show when=move || outside.with(Option::is_some)>
            <div class="stepper__scope" data-testid="model-scope">
                <p data-testid="error-band">{band_text.clone()}</p>
                {move || {
                    let items = outside.get().unwrap_or_default();
                    if stopped.get() {
                        view! {
                            <p data-testid="outside-calibration">
                                {t::STOPPED_NO_CYCLES_MORE.get(lang)}
                            </p>
                        }
                            .into_any()
                    } else if items.is_empty() {
                        view! { <p data-testid="outside-calibration">{t::ALL_CALIBRATED.get(lang)}</p> }
                            .into_any()
                    } else {
                        view! {
                            <div data-testid="outside-calibration">
                                <p>{t::OUTSIDE_TITLE.get(lang)}</p>
                                <ul>
                                    {items.into_iter().map(|i| view! { <li>{i}</li> }).collect_view()}
                                </ul>
                            </div>
                        }
                            .into_any()
                    }
                }}
            </div>
        </Show>
    }
}

/// The view's title and the button that opens the language help.
#[component]
fn StepperHead(help: RwSignal<bool>) -> impl IntoView {
    let lang = shared().lang.get_untracked();
    view! {
        <div class="view__head">
            <h1 id="stepper-title">{t::TITLE.get(lang)}</h1>
            <div class="view__actions">
                <button
                    type="button"
                    class="button"
                    aria-expanded=move || help.get().to_string()
                    on:click=move |_| help.update(|h| *h = !*h)
                >
                    {t::HELP_BUTTON.get(lang)}
                </button>
            </div>
        </div>
    }
}

/// Play's speed in issue slots per second; `changed` runs after a new speed is chosen.
#[component]
fn SpeedSelect(speed: RwSignal<u32>, changed: Callback<()>) -> impl IntoView {
    let lang = shared().lang.get_untracked();
    view! {
        <div class="field">
            <label class="field__label" for="stepper-speed">
                {t::SPEED.get(lang)}
            </label>
            <select
                id="stepper-speed"
                class="field__input"
                prop:value=move || speed.get().to_string()
                on:change=move |ev| {
                    if let Ok(v) = event_target_value(&ev).parse::<u32>() {
                        speed.set(v);
                        changed.run(());
                    }
                }
            >
                {SPEEDS
                    .iter()
                    .map(|v| {
                        view! {
                            <option value=v
                                .to_string()>{fill(t::PER_SECOND.get(lang), &[&v.to_string()])}</option>
                        }
                    })
                    .collect_view()}
            </select>
        </div>
    }
}

/// After a move by hand, once the page shows it: when the move disabled `from` and the keyboard focus was
/// on it (or fell to the page), the focus goes to `to`.
fn hand_focus_on(from: NodeRef<leptos::html::Button>, to: NodeRef<leptos::html::Button>) {
    request_animation_frame(move || {
        let (Some(from), Some(to)) = (from.get_untracked(), to.get_untracked()) else {
            return;
        };
        let document = web_sys::window().and_then(|w| w.document());
        let active = document.as_ref().and_then(|d| d.active_element());
        let body = document.and_then(|d| d.body());
        let lost = active.is_none_or(|a| {
            let a: &web_sys::Element = &a;
            a == &**from || body.as_ref().is_some_and(|b| a == &**b) || a.has_attribute("disabled")
        });
        if from.disabled() && lost {
            let _ = to.focus();
        }
    });
}

/// A move the learner makes by hand (a button or its key), not Play's timer.
#[derive(Clone, Copy)]
enum Hand {
    Step,
    Back,
    RunToEnd,
}

/// The machine follows the state: stepping forward continues it; anything else rebuilds it.
fn follow_state(
    state: RwSignal<StepperState>,
    built: StoredValue<Option<Built>, LocalStorage>,
    snapshot: RwSignal<Result<Snapshot, String>>,
) {
    let lang = shared().lang.get_untracked();
    // The slot shown before: a move from it (a step) keeps the issuing line in view; opening the page does
    // not scroll it away from its top.
    Effect::new(move |before: Option<u64>| {
        state.with(|s| {
            let key = (
                s.text().to_string(),
                s.options(),
                s.inputs.clone(),
                s.launch.0 | u64::from(s.width.lanes()) << 56,
            );
            let result = built
                .try_update_value(|b| {
                    let reuse = b.as_ref().is_some_and(|(t, o, i, l, _, m)| {
                        (t, o, i, l) == (&key.0, &key.1, &key.2, &key.3) && m.issue_slots() <= s.at
                    });
                    if !reuse {
                        let program = match b
                            .as_ref()
                            .filter(|(t, o, ..)| (t, o) == (&key.0, &key.1))
                        {
                            Some((.., p, _)) => Rc::clone(p),
                            None => Rc::new(s.compile().map_err(|e| e.render_in(s.text(), lang))?),
                        };
                        let machine = s.machine(Rc::clone(&program));
                        *b = Some((
                            key.0.clone(),
                            key.1.clone(),
                            key.2.clone(),
                            key.3,
                            program,
                            machine,
                        ));
                    }
                    let (.., machine) = b.as_mut().ok_or_else(String::new)?;
                    machine.run_until(s.at);
                    if s.at >= DEFAULT_BUDGET {
                        // At the budget the run is stopped, not paused: say so, as a run to the end would.
                        machine.run_to_end();
                    }
                    Ok(Snapshot::of(machine, s.text(), lang))
                })
                .unwrap_or_else(|| Err(String::new()));
            if result.is_err() {
                built.set_value(None);
            }
            snapshot.set(result);
            let moved = before.is_some_and(|b| b != s.at);
            request_animation_frame(move || keep_in_view(moved));
            s.at
        })
    });
}

/// The strip of issue slots so far: the timeline at instruction granularity.
#[component]
fn StripPanel(snapshot: RwSignal<Result<Snapshot, String>>) -> impl IntoView {
    let shared = shared();
    let lang = shared.lang.get_untracked();
    let markup = move || {
        let colours = palette(shared.projector.get());
        snapshot.with(|s| {
            s.as_ref()
                .map(|s| strip_svg(&s.runs, s.width, colours, &so_far(s.slot, lang), lang))
                .unwrap_or_default()
        })
    };
    view! {
        <figure class="stepper__strip-wrap">
            <figcaption>{t::STRIP_CAPTION.get(lang)}</figcaption>
            <Figure
                class="stepper__strip-host"
                label=format!("{}{}", t::STRIP.get(lang), t::SIDEWAYS.get(lang))
                svg=markup
            />
        </figure>
    }
}

/// The stepper's keys: → or . step, ← or , back, End to the end, Home reset, ? the help, Esc closes it — each
/// action in that order, ignored while the learner types.
fn stepper_keys(actions: [Callback<()>; 6]) {
    browser::listen(leptos::ev::keydown, move |ev| {
        if is_typing(&ev) || ev.ctrl_key() || ev.meta_key() || ev.alt_key() {
            return;
        }
        let action = match ev.key().as_str() {
            "ArrowRight" | "." => 0,
            "ArrowLeft" | "," => 1,
            "End" => 2,
            "Home" => 3,
            "?" => 4,
            "Escape" => 5,
            _ => return,
        };
        if action < 4 {
            ev.prevent_default();
        }
        actions[action].run(());
    });
}

/// The strip's export: framed with the kernel's name and the totals so far.
fn strip_export(
    state: RwSignal<StepperState>,
    snapshot: RwSignal<Result<Snapshot, String>>,
    lang: Lang,
) -> Callback<(), String> {
    let shared = shared();
    Callback::new(move |()| {
        let colours = palette(shared.projector.get_untracked());
        let title = state.with_untracked(|s| {
            s.example()
                .map_or(t::PASTED.get(lang), |e| e.title.get(lang))
        });
        snapshot.with_untracked(|snap| match snap {
            Ok(s) => {
                let readouts = vec![
                    fill(
                        t::EXPORT_SLOTS.get(lang),
                        &[
                            &count(s.totals.issue_slots, "issue slot"),
                            &count(s.totals.active_lane_slots, "active lane-slot"),
                        ],
                    ),
                    fill(
                        t::EXPORT_EFFICIENCY.get(lang),
                        &[
                            &percent_or_dash(s.totals.path_efficiency()),
                            &percent_or_dash(s.totals.lane_weighted_issue_efficiency()),
                        ],
                    ),
                ];
                let description = so_far(s.slot, lang);
                framed(
                    title,
                    &readouts,
                    &strip_export_svg(&s.runs, s.width, colours, &description, lang),
                    colours,
                )
            }
            Err(_) => String::new(),
        })
    })
}

/// The totals so far, number first.
#[component]
fn StepperTotals(snapshot: RwSignal<Result<Snapshot, String>>) -> impl IntoView {
    let lang = shared().lang.get_untracked();
    let items = Memo::new(move |_| snapshot.with(|s| readouts(s.as_ref().ok(), lang)));
    let field = move |i: usize, pick: fn(&Readout) -> String| {
        move || items.with(|items| items.get(i).map(pick).unwrap_or_default())
    };
    // Each readout stays in the page while the numbers change, so an opened explanation stays open.
    let cards = readouts(None, lang)
        .into_iter()
        .enumerate()
        .map(|(i, Readout { id, .. })| {
            view! {
                <div class="readout">
                    <span class="readout__value" data-testid=id>
                        {field(i, |r| r.value.clone())}
                    </span>
                    <span class="readout__label">{field(i, |r| r.label.clone())}</span>
                    <details class="readout__more">
                        <summary>
                            <span class="readout__i" aria-hidden="true">
                                "i"
                            </span>
                            <span class="visually-hidden">{field(i, |r| r.what_is.clone())}</span>
                        </summary>
                        <p id=format!("explain-{id}")>{field(i, |r| r.explanation.clone())}</p>
                    </details>
                </div>
            }
        })
        .collect_view();
    view! {
        <div>
            <div class="readouts" role="group" aria-label=t::TOTALS.get(lang)>
                {cards}
            </div>
        </div>
    }
}

/// Whatever stops the run — the kernel does not compile, or a lane faulted — right under Step and above
/// the code, where the learner looks after editing or stepping.
#[component]
fn StepperErrors(snapshot: RwSignal<Result<Snapshot, String>>) -> impl IntoView {
    view! {
        {move || {
            snapshot
                .with(|s| {
                    s
                        .as_ref()
                        .err()
                        .filter(|e| !e.is_empty())
                        .map(|e| {
                            view! {
                                <pre
                                    class="stepper__error"
                                    role="alert"
                                    data-testid="compile-error"
                                >
                                    {e.clone()}
                                </pre>
                            }
                        })
                })
        }}
        {move || {
            snapshot
                .with(|s| {
                    s
                        .as_ref()
                        .ok()
                        .and_then(|s| s.error.clone())
                        .map(|e| {
                            view! {
                                <pre
                                    class="stepper__error"
                                    role="alert"
                                    data-testid="runtime-error"
                                >
                                    {e}
                                </pre>
                            }
                        })
                })
        }}
    }
}
