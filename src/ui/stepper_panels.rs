//! The stepper's panels: the code with the line about to issue, the active mask, the reconvergence
//! stack, per-lane values and the branch decisions.

use leptos::prelude::*;

use crate::geometry::stepper::{code_html, lanes_html, stack_html, values_html, Snapshot};
use crate::model::stepper::cost::PREDICATION_MAX_SIDE_SLOTS;
use crate::model::stepper::{compile, Decision};
use crate::state::stepper::StepperState;

type Snap = RwSignal<Result<Snapshot, String>>;

fn decision_word(d: Decision) -> &'static str {
    match d {
        Decision::Predicated => "predicated (both sides issued, no branch)",
        Decision::RealBranch => "a real branch (sides serialized)",
    }
}

/// The source, one numbered line each; the line about to issue is marked.
#[component]
pub fn CodePanel(state: RwSignal<StepperState>, snapshot: Snap) -> impl IntoView {
    let current =
        move || snapshot.with(|s| s.as_ref().ok().filter(|s| !s.done).and_then(|s| s.line));
    let markup = move || state.with(|s| code_html(s.text(), current()));
    view! {
        <figure class="stepper__code-wrap">
            <figcaption>
                {move || {
                    state
                        .with(|s| {
                            s.example()
                                .map_or(
                                    "Pasted kernel".to_string(),
                                    |e| format!("{} — {}", e.title, e.look_for),
                                )
                        })
                }}
            </figcaption>
            <div inner_html=markup></div>
        </figure>
    }
}

/// The active mask of the current slot.
#[component]
pub fn LanesPanel(snapshot: Snap) -> impl IntoView {
    view! {
        <section class="stepper__lanes" aria-labelledby="lanes-title">
            <h2 id="lanes-title">"Active mask"</h2>
            <p data-testid="active-mask">
                {move || {
                    snapshot.with(|s| s.as_ref().map(Snapshot::active_words).unwrap_or_default())
                }}
            </p>
            <div inner_html=move || {
                snapshot.with(|s| s.as_ref().map(lanes_html).unwrap_or_default())
            }></div>
            <p class="stepper__legend">
                "● active · ○ waiting (masked off) · × exited · · not launched"
            </p>
        </section>
    }
}

/// The reconvergence stack, top first.
#[component]
pub fn StackPanel(snapshot: Snap) -> impl IntoView {
    view! {
        <section class="stepper__stack" aria-labelledby="stack-title">
            <h2 id="stack-title">"Reconvergence stack"</h2>
            <div
                class="stepper__table-wrap"
                tabindex="0"
                role="region"
                aria-label="Reconvergence stack (scrolls sideways)"
                inner_html=move || snapshot.with(|s| s.as_ref().map(stack_html).unwrap_or_default())
            ></div>
        </section>
    }
}

/// Every variable's value in every launched lane.
#[component]
pub fn ValuesPanel(snapshot: Snap) -> impl IntoView {
    view! {
        <details class="stepper__values">
            <summary>"Per-lane values"</summary>
            <div
                class="stepper__table-wrap"
                tabindex="0"
                role="region"
                aria-label="Per-lane values (scrolls sideways)"
                inner_html=move || {
                    snapshot.with(|s| s.as_ref().map(values_html).unwrap_or_default())
                }
            ></div>
        </details>
    }
}

/// Each `if`: what the compiler would do (the measured default) and a button to flip it.
#[component]
pub fn BranchesPanel(state: RwSignal<StepperState>) -> impl IntoView {
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
    view! {
        <section class="stepper__branches" aria-labelledby="branches-title">
            <h2 id="branches-title">"Branches: predicated or real?"</h2>
            <p>
                {format!(
                    "nvcc if-converts a branch whose sides are short and straight-line (measured on the H200: up to {PREDICATION_MAX_SIDE_SLOTS} issue slots a side, and never a link of an else-if chain on one value; see the Reality check); otherwise it keeps a real branch. Flip any branch to compare the costs.",
                )}
            </p>
            <ul>
                {move || {
                    branches
                        .get()
                        .into_iter()
                        .map(|(id, line, then_slots, else_slots, predicable, default, decision)| {
                            let flip = if decision == Decision::Predicated {
                                "Make it a real branch"
                            } else {
                                "Predicate it"
                            };
                            view! {
                                <li data-testid=format!(
                                    "branch-{id}",
                                )>
                                    {format!(
                                        "Line {line} ({then_slots} + {else_slots} slots): {}{}. ",
                                        decision_word(decision),
                                        if decision == default {
                                            ", the compiler's default"
                                        } else {
                                            ", your choice"
                                        },
                                    )}
                                    {predicable
                                        .then(|| {
                                            view! {
                                                <button
                                                    type="button"
                                                    class="button button--small"
                                                    aria-label=format!("{flip} (line {line})")
                                                    on:click=move |_| {
                                                        state.update(|s| s.flip_branch(id, default))
                                                    }
                                                >
                                                    {flip}
                                                </button>
                                            }
                                        })}
                                    {(!predicable)
                                        .then_some(
                                            "It cannot be predicated: a side holds a loop, a call, a return or another branch.",
                                        )}
                                </li>
                            }
                        })
                        .collect_view()
                }}
            </ul>
        </section>
    }
}
