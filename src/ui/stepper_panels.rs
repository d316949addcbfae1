//! The stepper's panels: the code with the line about to issue, the active mask, the reconvergence
//! stack, per-lane values and the branch decisions.

use leptos::prelude::*;

use super::shared;
use crate::geometry::stepper::{
    code_html, lanes_html, stack_html, values_html, LaneState, Snapshot,
};
use crate::model::i18n::{fill, Lang, Tr};
use crate::model::stepper::cost::{CONTINUE_REST_MAX_SLOTS, PREDICATION_MAX_SIDE_SLOTS};
use crate::model::stepper::{compile, Decision};
use crate::state::stepper::StepperState;
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

/// The source, one numbered line each; the line about to issue is marked.
#[component]
pub fn CodePanel(state: RwSignal<StepperState>, snapshot: Snap) -> impl IntoView {
    let lang = shared().lang.get_untracked();
    let current =
        move || snapshot.with(|s| s.as_ref().ok().filter(|s| !s.done).and_then(|s| s.line));
    let markup = move || state.with(|s| code_html(s.text(), current(), lang));
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
            <div inner_html=markup></div>
        </figure>
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
            <div inner_html=move || {
                snapshot.with(|s| s.as_ref().map(|s| lanes_html(s, lang)).unwrap_or_default())
            }></div>
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
                inner_html=move || {
                    snapshot.with(|s| s.as_ref().map(|s| stack_html(s, lang)).unwrap_or_default())
                }
            ></div>
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
                inner_html=move || {
                    snapshot.with(|s| s.as_ref().map(|s| values_html(s, lang)).unwrap_or_default())
                }
            ></div>
        </details>
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
    view! {
        <section class="stepper__branches" aria-labelledby="branches-title">
            <h2 id="branches-title">{t::BRANCHES.get(lang)}</h2>
            <p>
                {fill(
                    t::BRANCHES_LEAD.get(lang),
                    &[&PREDICATION_MAX_SIDE_SLOTS.to_string(), &CONTINUE_REST_MAX_SLOTS.to_string()],
                )}
            </p>
            <ul>
                {move || {
                    branches
                        .get()
                        .into_iter()
                        .map(|(id, line, then_slots, else_slots, predicable, default, decision)| {
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
                                        "Line {line} ({then_slots} + {else_slots} slots): {}{}. ",
                                        decision_word(decision, lang),
                                        if decision == default { t::DEFAULT } else { t::YOURS }
                                            .get(lang),
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
