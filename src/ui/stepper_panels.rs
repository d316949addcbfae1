//! The stepper's panels: the code with the line about to issue, the active mask, the reconvergence
//! stack, per-lane values and the branch decisions.

use leptos::prelude::*;

use super::shared;
use crate::geometry::stepper::{stack_rows, LaneState, Snapshot};
use crate::model::i18n::{count, fill, Lang, Tr};
use crate::model::stepper::cost::{
    CONTINUE_REST_MAX_SLOTS, LOADED_PREDICATION_MAX_SIDE_SLOTS, PREDICATION_MAX_SIDE_SLOTS,
};
use crate::model::stepper::{compile, Decision, Mode};
use crate::state::stepper::{Shown, StepperState};
use crate::state::text::stepper as t;

type Snap = RwSignal<Result<Snapshot, String>>;

fn decision_word(d: Decision, lang: Lang) -> &'static str {
    match d {
        Decision::Predicated => t::PREDICATED,
        Decision::RealBranch => t::REAL,
    }
    .get(lang)
}

/// A scrolling region's name: the panel's, and that it scrolls sideways.
fn sideways(name: Tr, lang: Lang) -> String {
    format!("{}{}", name.get(lang), t::SIDEWAYS.get(lang))
}

/// The source, one numbered line each; the line about to issue is marked, and on it the statement that
/// issues (a line may hold several). A source written on few lines offers "Format": one statement a line.
#[component]
pub fn CodePanel(state: RwSignal<StepperState>, snapshot: Snap) -> impl IntoView {
    let lang = shared().lang.get_untracked();
    let current = move || {
        snapshot.with(|s| {
            s.as_ref()
                .ok()
                .filter(|s| !s.done)
                .map(|s| (s.line, s.span))
        })
    };
    let lines = move || {
        let (here, span) = current().unwrap_or_default();
        state.with(|s| {
            s.text()
                .lines()
                .enumerate()
                .map(|(i, line)| {
                    let n = i as u32 + 1;
                    let current = here == Some(n);
                    let chars: Vec<char> = line.chars().collect();
                    let marked = span.and_then(|sp| sp.on_line(n, chars.len()));
                    // Before the statement, the statement (marked), after it; a line without it is all "before".
                    let (a, b) = marked.unwrap_or((chars.len(), chars.len()));
                    let part = |r: std::ops::Range<usize>| {
                        chars.get(r).unwrap_or_default().iter().collect::<String>()
                    };
                    let mark = marked.map(|_| {
                        view! {
                            <mark class="stepper__span" data-testid="issuing">
                                {part(a..b)}
                            </mark>
                        }
                    });
                    let code = view! {
                        <code>
                            {part(0..a)}
                            {mark}
                            {part(b..chars.len())}
                        </code>
                    };
                    view! {
                        <li
                            class="stepper__line"
                            class:stepper__line--current=current
                            aria-current=current.then_some("step")
                        >
                            <span class="stepper__marker" aria-hidden="true">
                                {if current { "▶" } else { " " }}
                            </span>
                            {code}
                        </li>
                    }
                })
                .collect_view()
        })
    };

    view! {
        <figure class="stepper__code-wrap">
            <figcaption>
                {move || {
                    state
                        .with(|s| {
                            s.example()
                                .map_or(
                                    t::PASTED.get(lang).to_string(),
                                    |e| format!("{} — {}", e.title.get(lang), e.look_for.get(lang)),
                                )
                        })
                }}
            </figcaption>
            <button
                type="button"
                class="button button--small"
                // Offered only when it changes something.
                hidden=move || state.with(|s| s.formatted().is_none())
                on:click=move |_| {
                    if let Some(text) = state.with_untracked(StepperState::formatted) {
                        state.update(|s| s.use_formatted(text))
                    }
                }
            >
                {t::FORMAT.get(lang)}
            </button>
            <div>
                <ol
                    class="stepper__code"
                    data-testid="stepper-code"
                    tabindex="0"
                    aria-label=t::CODE_LABEL.get(lang)
                >
                    {lines}
                </ol>
            </div>
        </figure>
    }
}

/// Scrolls the code box, then (after a step: `page`) the page, just enough to show the line about to issue
/// (a long kernel on a room's 1024×768 screen), once the page shows it.
pub fn keep_in_view(page: bool) {
    let Some(document) = web_sys::window().and_then(|w| w.document()) else {
        return;
    };
    let (Ok(Some(ol)), Ok(Some(line))) = (
        document.query_selector(".stepper__code"),
        document.query_selector(".stepper__line--current"),
    ) else {
        return;
    };
    let (outer, inner) = (
        ol.get_bounding_client_rect(),
        line.get_bounding_client_rect(),
    );
    let shift = if inner.top() < outer.top() {
        inner.top() - outer.top()
    } else {
        (inner.bottom() - outer.bottom()).max(0.0)
    };
    ol.set_scroll_top(ol.scroll_top() + shift.round() as i32);
    let inner = line.get_bounding_client_rect();
    let screen = web_sys::window()
        .and_then(|w| w.inner_height().ok())
        .and_then(|h| h.as_f64())
        .unwrap_or(f64::MAX);
    if page && (inner.top() < 0.0 || inner.bottom() > screen) {
        line.scroll_into_view_with_bool(inner.top() < 0.0);
    }
}

/// The active mask of the current slot.
#[component]
pub fn LanesPanel(snapshot: Snap) -> impl IntoView {
    let lang = shared().lang.get_untracked();
    view! {
        <section class="stepper__lanes" aria-labelledby="lanes-title">
            <h2 id="lanes-title">{t::ACTIVE_MASK.get(lang)}</h2>
            <p data-testid="active-mask">
                {move || {
                    snapshot
                        .with(|s| s.as_ref().map(|s| s.active_words(lang)).unwrap_or_default())
                }}
            </p>
            <div>
                {move || {
                    snapshot
                        .with(|s| {
                            s.as_ref()
                                .ok()
                                .map(|s| {
                                    let cells = s
                                        .lanes
                                        .iter()
                                        .enumerate()
                                        .map(|(lane, state)| {
                                            let word = format!("lane {lane} {}", state.word(lang));
                                            view! {
                                                <li
                                                    class=format!("stepper__cell stepper__cell--{}", state.class())
                                                    title=format!("lane {lane}: {}", state.word(lang))
                                                >
                                                    <span aria-hidden="true">{state.glyph()}</span>
                                                    <span class="visually-hidden">{word}</span>
                                                </li>
                                            }
                                        })
                                        .collect_view();
                                    view! {
                                        <ol class="stepper__cells" aria-label=t::LANES_LABEL.get(lang)>
                                            {cells}
                                        </ol>
                                    }
                                })
                        })
                }}
            </div>
            <p class="stepper__legend">{LaneState::legend(lang)}</p>
        </section>
    }
}

/// The reconvergence stack, top first.
#[component]
pub fn StackPanel(snapshot: Snap) -> impl IntoView {
    let lang = shared().lang.get_untracked();
    view! {
        <section class="stepper__stack" aria-labelledby="stack-title">
            <h2 id="stack-title">{t::STACK.get(lang)}</h2>
            <div
                class="stepper__table-wrap"
                tabindex="0"
                role="region"
                aria-label=sideways(t::STACK, lang)
            >
                {move || {
                    snapshot
                        .with(|s| {
                            s.as_ref().ok().map(|s| {
                                let rows = stack_rows(s, lang);
                                let empty = rows.is_empty();
                                view! {
                                    <table class="data" data-testid="stack">
                                        <caption>{t::STACK_CAPTION.get(lang)}</caption>
                                        <thead>
                                            <tr>
                                                <th scope="col">{t::DEPTH.get(lang)}</th>
                                                <th scope="col">"Lanes"</th>
                                                <th scope="col">{t::NEXT_LINE.get(lang)}</th>
                                                <th scope="col">{t::RECONVERGES.get(lang)}</th>
                                            </tr>
                                        </thead>
                                        <tbody>
                                            {rows
                                                .into_iter()
                                                .map(|[depth, lanes, next, reconverges]| {
                                                    view! {
                                                        <tr>
                                                            <th scope="row">{depth}</th>
                                                            <td class="mono">{lanes}</td>
                                                            <td>{next}</td>
                                                            <td>{reconverges}</td>
                                                        </tr>
                                                    }
                                                })
                                                .collect_view()}
                                            // A header alone reads as broken: say why there is no row.
                                            {empty
                                                .then(|| {
                                                    view! {
                                                        <tr>
                                                            <td colspan="4" class="text">
                                                                {t::STACK_EMPTY.get(lang)}
                                                            </td>
                                                        </tr>
                                                    }
                                                })}
                                        </tbody>
                                    </table>
                                }
                            })
                        })
                }}
            </div>
        </section>
    }
}

/// Every variable's value in every launched lane.
#[component]
pub fn ValuesPanel(snapshot: Snap) -> impl IntoView {
    let lang = shared().lang.get_untracked();
    view! {
        <details class="stepper__values">
            <summary>{t::VALUES.get(lang)}</summary>
            <div
                class="stepper__table-wrap"
                tabindex="0"
                role="region"
                aria-label=sideways(t::VALUES, lang)
            >
                {move || {
                    snapshot
                        .with(|s| {
                            s.as_ref().ok().map(|s| {
                                let heads = s
                                    .variables
                                    .iter()
                                    .map(|v| view! { <th scope="col">{v.clone()}</th> })
                                    .collect_view();
                                let rows = s
                                    .values
                                    .iter()
                                    .map(|(lane, row)| {
                                        let cells = row
                                            .iter()
                                            .map(|v| view! { <td>{v.clone()}</td> })
                                            .collect_view();
                                        view! {
                                            <tr>
                                                <th scope="row">{*lane}</th>
                                                {cells}
                                            </tr>
                                        }
                                    })
                                    .collect_view();
                                // "Lane" reads the same in both languages.
                                view! {
                                    <table class="data" data-testid="lane-values">
                                        <caption>{t::VALUES_CAPTION.get(lang)}</caption>
                                        <thead>
                                            <tr>
                                                <th scope="col">"Lane"</th>
                                                {heads}
                                            </tr>
                                        </thead>
                                        <tbody>{rows}</tbody>
                                    </table>
                                }
                            })
                        })
                }}
            </div>
        </details>
    }
}

/// Which run is on screen — the SIMT mechanism or the kernel as nvcc -O3 compiles it — and both runs'
/// whole cost side by side.
#[component]
pub fn RunChoice(state: RwSignal<StepperState>) -> impl IntoView {
    let lang = shared().lang.get_untracked();
    // Both runs priced once per kernel, inputs, launch and flips (not on every step).
    let key = Memo::new(move |_| {
        state.with(|s| {
            (
                s.text().to_string(),
                s.options_for(Shown::Mechanism),
                s.options_for(Shown::Nvcc),
                s.inputs.clone(),
                s.launch,
            )
        })
    });
    let both = Memo::new(move |_| {
        key.track();
        state.with_untracked(|s| {
            (
                s.whole_run_cycles(Shown::Mechanism),
                s.whole_run_cycles(Shown::Nvcc),
                key.with_untracked(|k| k.1 == k.2),
                s.has_branch_choices(),
            )
        })
    });
    let option = move |shown: Shown, label: Tr, id: &'static str| {
        view! {
            <div class="stepper__run-option">
                <input
                    type="radio"
                    id=id
                    name="stepper-run"
                    prop:checked=move || state.with(|s| s.shown == shown)
                    on:change=move |_| state.update(|s| s.show(shown))
                />
                <label for=id>{label.get(lang)}</label>
            </div>
        }
    };
    view! {
        <fieldset class="stepper__run">
            <legend>{t::RUN_LABEL.get(lang)}</legend>
            {option(Shown::Mechanism, t::RUN_MECHANISM, "stepper-run-simt")}
            {option(Shown::Nvcc, t::RUN_NVCC, "stepper-run-nvcc")}
            <p class="stepper__both-runs" data-testid="both-runs">
                {move || {
                    let (m, n, same, flipped) = both.get();
                    StepperState::both_runs_text(m, n, same, flipped, lang)
                }}
            </p>
        </fieldset>
    }
}

/// Each `if`: what the compiler would do (the measured default) and a button to flip it.
#[component]
pub fn BranchesPanel(state: RwSignal<StepperState>) -> impl IntoView {
    let lang = shared().lang.get_untracked();
    // Compiled only when the source or the options change, not on every step.
    let source = Memo::new(move |_| state.with(|s| (s.text().to_string(), s.options())));
    let branches = Memo::new(move |_| {
        source.with(|(text, options)| {
            compile(text, options)
                .map(|p| {
                    p.branches()
                        .iter()
                        .map(|b| {
                            (
                                b.id,
                                b.line,
                                b.then_slots,
                                b.else_slots,
                                b.predicable,
                                b.default,
                                b.decision,
                            )
                        })
                        .collect::<Vec<_>>()
                })
                .unwrap_or_default()
        })
    });
    // In toy mode every branch is real and a flip would change nothing on screen: no button, a sentence.
    let toy = move || source.with(|(_, options)| options.mode == Mode::Toy);
    view! {
        <section class="stepper__branches" aria-labelledby="branches-title">
            <h2 id="branches-title">{t::BRANCHES.get(lang)}</h2>
            <p>
                {fill(
                    t::BRANCHES_LEAD.get(lang),
                    &[
                        &PREDICATION_MAX_SIDE_SLOTS.to_string(),
                        &LOADED_PREDICATION_MAX_SIDE_SLOTS.to_string(),
                        &CONTINUE_REST_MAX_SLOTS.to_string(),
                    ],
                )}
            </p>
            <ul>
                {move || {
                    let toy = toy();
                    let (mechanism, lanes, overridden) = state
                        .with(|s| {
                            (
                                s.shown == Shown::Mechanism,
                                s.launch.count(),
                                s.overrides.iter().map(|(id, _)| *id).collect::<Vec<_>>(),
                            )
                        });
                    branches
                        .get()
                        .into_iter()
                        .map(|(id, line, then_slots, else_slots, predicable, default, decision)| {
                            // The mechanism run keeps real a branch nvcc would if-convert: say what nvcc does.
                            let nvcc_would = !toy && predicable && default == Decision::Predicated
                                && decision == Decision::RealBranch;
                            let mechanism_shows = nvcc_would && mechanism
                                && !overridden.contains(&id);
                            let flip = if decision == Decision::Predicated {
                                t::MAKE_REAL
                            } else {
                                t::PREDICATE_IT
                            }
                                .get(lang);
                            view! {
                                <li data-testid=format!(
                                    "branch-{id}",
                                )>
                                    {format!(
                                        "Line {line} ({then_slots} + {else_slots} slots): {}{}.{} ",
                                        decision_word(decision, lang),
                                        match (mechanism_shows, decision == default) {
                                            (true, _) => t::MECHANISM_SHOWS,
                                            (false, true) => t::DEFAULT,
                                            (false, false) => t::YOURS,
                                        }
                                            .get(lang),
                                        if nvcc_would {
                                            fill(t::NVCC_WOULD.get(lang), &[&count(u64::from(lanes), "launched lane")])
                                        } else {
                                            String::new()
                                        },
                                    )}
                                    {toy.then_some(t::TOY_BRANCHES.get(lang))}
                                    {(predicable && !toy)
                                        .then(|| {
                                            view! {
                                                <button
                                                    type="button"
                                                    class="button button--small"
                                                    aria-label=format!("{flip} (line {line})")
                                                    on:click=move |_| {
                                                        state.update(|s| s.flip_branch(id, decision, default))
                                                    }
                                                >
                                                    {flip}
                                                </button>
                                            }
                                        })}
                                    {(!predicable && !toy)
                                        .then_some(t::CANNOT.get(lang))}
                                </li>
                            }
                        })
                        .collect_view()
                }}
            </ul>
        </section>
    }
}
