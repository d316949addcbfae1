//! One ladder item: statement, answer form, tries with feedback aimed at the mistake, hints, and — only
//! once solved or revealed — the answer and the worked solution.

use leptos::prelude::*;

use super::browser;
use super::ladder::save;
use super::readout::maths;
use super::shared;
use crate::model::exercises::{self, expected_text, Exercise, PartKind};
use crate::model::misconceptions::{Assessment, NextStep, TRIES_BEFORE_REVEAL};
use crate::state::ladder::{target_href, ItemState, SavedProgress};

/// One item with its own "New numbers": a fresh variant of the same shape, with its seed shown.
#[component]
pub fn ExerciseSlot(
    id: &'static str,
    base_seed: Option<u64>,
    saved: RwSignal<SavedProgress>,
) -> impl IntoView {
    let variant = RwSignal::new(base_seed);
    move || {
        let seed = variant.get();
        let card = exercises::item(id, seed)
            .map(|item| view! { <ExerciseCard item=item saved=saved variant=seed.is_some() /> });
        let seed_text = seed
            .map(|s| format!("Numbers: variant seed {s}"))
            .unwrap_or_else(|| "Numbers: the source notes' own".into());
        view! {
            <div class="exercise__slot">
                {card} <p class="exercise__variant">
                    <span>{seed_text}</span>
                    " "
                    <button
                        type="button"
                        class="button button--small"
                        on:click=move |_| variant.set(Some(browser::fresh_seed()))
                    >
                        {format!("New numbers for {id}")}
                    </button>
                </p>
            </div>
        }
    }
}

/// The card's status line after a check: solved, tries left (and what opened), or revealed.
fn status_text(c: &ItemState, hint_count: usize) -> String {
    match c.step {
        Some(NextStep::Solved { on_try }) => format!("Solved on try {on_try}."),
        Some(NextStep::TryAgain { tries_left, .. }) => format!(
            "Not yet: {tries_left} {} left before the solution is shown; {}",
            if tries_left == 1 { "try" } else { "tries" },
            if c.opened_hint {
                "a new hint is open below."
            } else if hint_count == 0 {
                "rethink the reasoning named beside the answer."
            } else {
                "every hint is already open below."
            }
        ),
        Some(NextStep::Reveal) => {
            format!("{TRIES_BEFORE_REVEAL} tries used: the answer and the solution are below.")
        }
        None => String::new(),
    }
}

/// What a checked part says: right, or wrong with the reasoning that likely produced the number.
fn verdict(a: &Assessment, finished: bool, expected: &str) -> Option<(bool, String)> {
    match a {
        Assessment::Right => Some((true, "✔ Right.".into())),
        Assessment::Wrong(why) => {
            // Before the reveal only the reasoning to rethink; its numbers would give the answer away.
            let reason = match (why, finished) {
                (Some(m), false) => format!(" Likely reasoning — {}: {}", m.name(), m.kind.nudge()),
                (Some(m), true) => format!(" Likely reasoning — {m}"),
                (None, _) => String::new(),
            };
            let answer = if finished {
                format!(" The answer is {expected}.")
            } else {
                String::new()
            };
            Some((false, format!("✘ Not quite.{reason}{answer}")))
        }
        Assessment::Unreadable(_) => None,
    }
}

#[component]
fn ExerciseCard(item: Exercise, saved: RwSignal<SavedProgress>, variant: bool) -> impl IntoView {
    let shared = shared();
    let id = item.id;
    let card = RwSignal::new(ItemState::new(&item));
    let hint_count = item.hints.len();
    let finished = move || card.with(ItemState::finished);
    let check = {
        let item = item.clone();
        move || {
            saved.update(|s| card.update(|c| c.check(&item, &mut s.progress)));
            save(saved);
        }
    };
    let show_solution = {
        let item = item.clone();
        move || {
            saved.update(|s| card.update(|c| c.show_solution(&item, &mut s.progress)));
            save(saved);
        }
    };
    let status = move || card.with(|c| status_text(c, hint_count));
    let target = item.target.clone();
    let hints = item.hints.clone();
    let solution = item.solution.clone();
    let erratum = item.erratum;
    let reconstruction = item.reconstruction;
    view! {
        <article
            class="exercise"
            data-testid=format!("exercise-{id}")
            aria-labelledby=format!("ex-{id}-title")
        >
            <h3 id=format!("ex-{id}-title")>{format!("{id} — {}", item.title)}</h3>
            {erratum
                .map(|_| {
                    view! {
                        <p class="exercise__flag">
                            "⚑ Corrected from the source notes; the note appears with the solution."
                        </p>
                    }
                })}
            <p class="exercise__statement">{maths(&item.statement)}</p>
            {item
                .code
                .clone()
                .map(|code| {
                    view! {
                        <pre
                            class="code"
                            tabindex="0"
                            role="region"
                            aria-label=format!("Code of {id} (scrolls sideways on a narrow screen)")
                        >
                            <code>{code}</code>
                        </pre>
                    }
                })}
            <p class="exercise__link">
                <a href=move || target_href(
                    &target,
                    &shared.shell(),
                )>"Open this scenario in its view"</a>
            </p>
            <form
                class="exercise__form"
                on:submit={
                    let check = check.clone();
                    move |ev| {
                        ev.prevent_default();
                        check()
                    }
                }
            >
                {item
                    .parts
                    .iter()
                    .enumerate()
                    .map(|(i, part)| view! { <PartField id=id i=i part=part.clone() card=card /> })
                    .collect_view()}
                <div class="exercise__actions">
                    <button type="submit" class="button button--primary" disabled=finished>
                        "Check answer"
                    </button>
                    <button
                        type="button"
                        class="button"
                        disabled=finished
                        on:click=move |_| show_solution()
                    >
                        "Show solution"
                    </button>
                    {(hint_count > 0)
                        .then(|| {
                            view! {
                                <button
                                    type="button"
                                    class="button"
                                    disabled=move || {
                                        finished() || card.with(|c| c.hints_shown >= hint_count)
                                    }
                                    on:click=move |_| card.update(|c| c.show_hint(hint_count))
                                >
                                    {move || {
                                        format!(
                                            "Show hint ({} of {hint_count})",
                                            card.with(|c| (c.hints_shown + 1).min(hint_count)),
                                        )
                                    }}
                                </button>
                            }
                        })}
                </div>
                <p class="exercise__status" role="status">
                    {status}
                </p>
            </form>
            <ul class="exercise__hints" aria-live="polite">
                {move || {
                    hints
                        .iter()
                        .take(card.with(|c| c.hints_shown))
                        .enumerate()
                        .map(|(k, h)| {
                            view! {
                                <li>{maths(&format!("Hint {} of {hint_count}: {h}", k + 1))}</li>
                            }
                        })
                        .collect_view()
                }}
            </ul>
            {move || {
                finished()
                    .then(|| {
                        view! {
                            <div class="exercise__solution" data-testid=format!("solution-{id}")>
                                <h4>"Worked solution"</h4>
                                {solution
                                    .iter()
                                    .map(|line| view! { <p>{maths(line)}</p> })
                                    .collect_view()}
                                {erratum
                                    .map(|e| {
                                        view! {
                                            <div class="erratum" role="note">
                                                <p class="erratum__title">
                                                    {format!("Erratum — {}", e.source)}
                                                </p>
                                                <p>
                                                    {format!("The source says: \u{201c}{}\u{201d}", e.claim)}
                                                </p>
                                                <p>{e.correction}</p>
                                            </div>
                                        }
                                    })}
                                <p class="exercise__source">
                                    {if variant {
                                        format!(
                                            "These are new numbers for the source note's item; how the source note's own statement was built: {reconstruction}",
                                        )
                                    } else {
                                        format!("How this statement was built: {reconstruction}")
                                    }}
                                </p>
                            </div>
                        }
                    })
            }}
            <p class="exercise__progress">
                {move || {
                    saved
                        .with(|s| {
                            let it = s.progress.item(id);
                            if it.attempts == 0 {
                                "Not tried yet.".to_string()
                            } else {
                                let how = if it.correct {
                                    " · answered right"
                                } else if it.revealed {
                                    " · solution shown"
                                } else {
                                    ""
                                };
                                format!("Attempts: {}{how}", it.attempts)
                            }
                        })
                }}
            </p>
        </article>
    }
}

/// One part's input (a number or a choice), its refusal, and its verdict after a check.
#[component]
fn PartField(
    id: &'static str,
    i: usize,
    part: exercises::Part,
    card: RwSignal<ItemState>,
) -> impl IntoView {
    let field_id = format!("ex-{id}-part-{i}");
    let error_id = format!("{field_id}-error");
    let finished = move || card.with(ItemState::finished);
    let assessed = move || card.with(|c| c.assessed.get(i).cloned().flatten());
    let error = move || match assessed() {
        Some(Assessment::Unreadable(e)) => Some(e.to_string()),
        _ => None,
    };
    let expected = expected_text(&part);
    let input = match &part.kind {
        PartKind::Number { unit, .. } => {
            let label = format!(
                "{} ({}, tolerance {})",
                part.label,
                unit.suffix().trim(),
                unit.tolerance_text()
            )
            .replace(" (, ", " (");
            view! {
                <div class="field">
                    <label class="field__label" for=field_id.clone()>
                        {label}
                    </label>
                    <input
                        id=field_id.clone()
                        class="field__input"
                        type="text"
                        inputmode="decimal"
                        autocomplete="off"
                        aria-describedby=error_id.clone()
                        aria-invalid=move || if error().is_some() { "true" } else { "false" }
                        disabled=finished
                        on:input=move |ev| card.update(|c| c.set_answer(i, event_target_value(&ev)))
                    />
                </div>
            }
            .into_any()
        }
        PartKind::Choice { options, .. } => view! {
            <fieldset class="exercise__choices" aria-describedby=error_id.clone()>
                <legend>{part.label.clone()}</legend>
                {options
                    .iter()
                    .enumerate()
                    .map(|(k, option)| {
                        view! {
                            <label class="exercise__choice">
                                <input
                                    type="radio"
                                    name=field_id.clone()
                                    value=k.to_string()
                                    disabled=finished
                                    on:change=move |_| {
                                        card.update(|c| c.set_answer(i, k.to_string()))
                                    }
                                />
                                {option.clone()}
                            </label>
                        }
                    })
                    .collect_view()}
            </fieldset>
        }
        .into_any(),
    };
    view! {
        <div class="exercise__part">
            {input} <span id=error_id class="field__error" aria-live="polite">
                {error}
            </span>
            {move || {
                assessed()
                    .and_then(|a| verdict(&a, finished(), &expected))
                    .map(|(right, text)| {
                        view! {
                            <p
                                class=if right {
                                    "exercise__verdict exercise__verdict--right"
                                } else {
                                    "exercise__verdict exercise__verdict--wrong"
                                }
                                role="status"
                            >
                                {text}
                            </p>
                        }
                    })
            }}
        </div>
    }
}
