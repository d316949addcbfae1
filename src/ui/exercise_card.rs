//! One ladder item: statement, answer form, tries with feedback aimed at the mistake, hints, and — only
//! once solved or revealed — the answer and the worked solution.

use leptos::prelude::*;

use super::browser;
use super::ladder::save;
use super::readout::maths;
use super::shared;
use crate::model::errata::Erratum;
use crate::model::exercises::{self, expected_text, Exercise, PartKind};
use crate::model::i18n::{fill, Bilingual, Lang};
use crate::model::misconceptions::{Assessment, NextStep, TRIES_BEFORE_REVEAL};
use crate::state::ladder::{target_href, ItemState, SavedProgress};
use crate::state::text::ladder as t;

/// One item with its own "New numbers": a fresh variant of the same shape, with its seed shown.
#[component]
pub fn ExerciseSlot(
    id: &'static str,
    base_seed: Option<u64>,
    saved: RwSignal<SavedProgress>,
) -> impl IntoView {
    let lang = shared().lang.get_untracked();
    let variant = RwSignal::new(base_seed);
    move || {
        let seed = variant.get();
        // The link's numbers resume from stored progress; "New numbers" is practice with fresh tries.
        let resume = seed == base_seed;
        let card = exercises::item(id, seed).map(|item| {
            view! { <ExerciseCard item=item saved=saved numbers=seed resume=resume /> }
        });
        let seed_text = seed
            .map(|s| fill(t::SEED_NUMBERS.get(lang), &[&s.to_string()]))
            .unwrap_or_else(|| t::OWN_NUMBERS.get(lang).into());
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
                        {fill(t::NEW_NUMBERS.get(lang), &[id])}
                    </button>
                </p>
            </div>
        }
    }
}

/// The card's status line after a check: solved, tries left (and what opened), or revealed.
fn status_text(c: &ItemState, hint_count: usize, lang: Lang) -> String {
    match c.step {
        Some(NextStep::Solved { on_try }) => fill(t::SOLVED.get(lang), &[&on_try.to_string()]),
        Some(NextStep::TryAgain { tries_left, .. }) => fill(
            t::NOT_YET.get(lang),
            &[
                &tries_left.to_string(),
                if tries_left == 1 { "try" } else { "tries" },
                if c.opened_hint {
                    t::NEW_HINT
                } else if hint_count == 0 {
                    t::RETHINK
                } else {
                    t::ALL_HINTS
                }
                .get(lang),
            ],
        ),
        Some(NextStep::Reveal) => fill(t::REVEALED.get(lang), &[&TRIES_BEFORE_REVEAL.to_string()]),
        None if c.revealed => t::SHOWN.get(lang).to_string(),
        None => String::new(),
    }
}

/// What a checked part says: right, or wrong with the reasoning that likely produced the number.
fn verdict(a: &Assessment, finished: bool, expected: &str, lang: Lang) -> Option<(bool, String)> {
    match a {
        Assessment::Right => Some((true, t::RIGHT.get(lang).into())),
        Assessment::Wrong(why) => {
            // Before the reveal only the reasoning to rethink; its numbers would give the answer away.
            let reason = match (why, finished) {
                (Some(m), false) => format!("{}: {}", m.name(), m.kind.nudge()),
                (Some(m), true) => m.to_string(),
                (None, _) => String::new(),
            };
            let reason = if why.is_some() {
                fill(t::LIKELY.get(lang), &[&reason])
            } else {
                reason
            };
            let answer = if finished {
                fill(t::THE_ANSWER.get(lang), &[expected])
            } else {
                String::new()
            };
            Some((false, format!("{}{reason}{answer}", t::WRONG.get(lang))))
        }
        Assessment::Unreadable(_) => None,
    }
}

#[component]
fn ExerciseCard(
    item: Exercise,
    saved: RwSignal<SavedProgress>,
    numbers: Option<u64>,
    resume: bool,
) -> impl IntoView {
    let shared = shared();
    let lang = shared.lang.get_untracked();
    let id = item.id;
    let variant = numbers.is_some();
    let fresh = ItemState::new(&item).on_numbers(numbers);
    let card = RwSignal::new(if resume { fresh } else { fresh.practice() });
    // Stored progress (an earlier visit, another tab) keeps the item as it was left.
    Effect::new({
        let item = item.clone();
        move || {
            let stored = saved.with(|s| s.progress.item(id));
            if resume {
                card.maybe_update(|c| c.absorb(&item, &stored));
            }
        }
    });
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
    let status = move || card.with(|c| status_text(c, hint_count, lang));
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
                        <p class="exercise__flag">{t::CORRECTED.get(lang)}</p>
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
                            aria-label=fill(t::CODE_OF.get(lang), &[id])
                        >
                            <code>{code}</code>
                        </pre>
                    }
                })}
            <p class="exercise__link">
                <a href=move || target_href(
                    &target,
                    &shared.shell(),
                )>{t::OPEN_SCENARIO.get(lang)}</a>
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
                        {t::CHECK.get(lang)}
                    </button>
                    <button
                        type="button"
                        class="button"
                        disabled=finished
                        on:click=move |_| show_solution()
                    >
                        {t::SHOW_SOLUTION.get(lang)}
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
                                        let next = card.with(|c| (c.hints_shown + 1).min(hint_count));
                                        fill(
                                            t::SHOW_HINT.get(lang),
                                            &[&next.to_string(), &hint_count.to_string()],
                                        )
                                    }}
                                </button>
                            }
                        })}
                </div>
                // A finished item's Check is disabled: the focus comes to what it says (ui::app::keep_focus_in_page).
                <p class="exercise__status" role="status" tabindex="-1" data-focus-fallback="">
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
                                <li>
                                    {maths(
                                        &fill(
                                            t::HINT.get(lang),
                                            &[&(k + 1).to_string(), &hint_count.to_string(), h],
                                        ),
                                    )}
                                </li>
                            }
                        })
                        .collect_view()
                }}
            </ul>
            {move || {
                finished()
                    .then(|| {
                        view! {
                            <Solution
                                id=id
                                lines=solution.clone()
                                erratum=erratum
                                reconstruction=reconstruction
                                variant=variant
                            />
                        }
                    })
            }}
            <p class="exercise__progress">
                {move || {
                    saved
                        .with(|s| {
                            let it = s.progress.item(id);
                            if it.attempts == 0 {
                                t::NOT_TRIED.get(lang).to_string()
                            } else {
                                let how = if it.correct {
                                    t::ANSWERED_RIGHT.get(lang)
                                } else if it.revealed {
                                    t::SOLUTION_SHOWN.get(lang)
                                } else {
                                    ""
                                };
                                fill(t::ATTEMPTS.get(lang), &[&it.attempts.to_string(), how])
                            }
                        })
                }}
            </p>
        </article>
    }
}

/// The worked solution, the erratum when the item corrects a source note, and how the statement was
/// built; on the page only once the item is finished.
#[component]
fn Solution(
    id: &'static str,
    lines: Vec<String>,
    erratum: Option<&'static Erratum>,
    reconstruction: &'static str,
    variant: bool,
) -> impl IntoView {
    let lang = shared().lang.get_untracked();
    view! {
        <div class="exercise__solution" data-testid=format!("solution-{id}")>
            <h4>{t::WORKED.get(lang)}</h4>
            {lines.iter().map(|line| view! { <p>{maths(line)}</p> }).collect_view()}
            {erratum
                .map(|e| {
                    view! {
                        <div class="erratum" role="note">
                            <p class="erratum__title">
                                {fill(t::ERRATUM.get(lang), &[e.source_tr().get(lang)])}
                            </p>
                            <p>{fill(t::SOURCE_SAYS.get(lang), &[e.claim_tr().get(lang)])}</p>
                            <p>{e.correction_tr().get(lang)}</p>
                        </div>
                    }
                })}
            <p class="exercise__source">
                {fill(
                    if variant { t::BUILT_VARIANT } else { t::BUILT }.get(lang),
                    &[reconstruction],
                )}
            </p>
        </div>
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
    let lang = shared().lang.get_untracked();
    let field_id = format!("ex-{id}-part-{i}");
    let error_id = format!("{field_id}-error");
    let finished = move || card.with(ItemState::finished);
    let assessed = move || card.with(|c| c.assessed.get(i).cloned().flatten());
    let error = move || match assessed() {
        Some(Assessment::Unreadable(e)) => Some(e.text(lang)),
        _ => None,
    };
    let expected = expected_text(&part);
    let input = match &part.kind {
        PartKind::Number { unit, .. } => {
            let label = t::number_label(&part.label, unit.suffix(), &unit.tolerance_text(), lang);
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
                    .and_then(|a| verdict(&a, finished(), &expected, lang))
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
