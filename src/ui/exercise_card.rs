//! One ladder item: statement, answer form, tries with feedback aimed at the mistake, hints, and — only
//! once solved or revealed — the answer, the worked solution and the link to the scenario's view. It reads
//! and changes its slot of the page's one signal (`state::ladder_page::LadderPage`).

use leptos::prelude::*;

use super::browser;
use super::ladder::BrowserStore;
use super::readout::maths;
use super::shared;
use crate::model::errata::Erratum;
use crate::model::exercises::{self, expected_in, PartKind};
use crate::model::i18n::{fill, Bilingual, Lang, Tr};
use crate::model::misconceptions::{Assessment, NextStep, TRIES_BEFORE_REVEAL};
use crate::state::ladder::{target_href, ItemState, ITEM_NOT_SAVED};
use crate::state::ladder_page::{LadderPage, Slot};
use crate::state::text::ladder as t;

/// Item `k`'s slot: its card on the numbers on screen, and its own "New numbers" with the seed shown.
#[component]
pub fn ExerciseSlot(page: RwSignal<LadderPage>, k: usize) -> impl IntoView {
    let lang = shared().lang.get_untracked();
    let seed = Memo::new(move |_| page.with(|p| p.slots.get(k).map(|s| s.seed)));
    let id = page.with_untracked(|p| p.slots.get(k).map_or("", |s| s.item.id));
    move || {
        // A new variant (its own, or the set's) is a new card.
        seed.get()?;
        let seed_text = page.with_untracked(|p| {
            p.slots
                .get(k)
                .map(|s| s.numbers_line().get(lang).to_string())
        });
        Some(view! {
            // The numbers line heads its own card, so it never reads as the next card's.
            <div class="exercise__slot">
                <p class="exercise__variant">
                    <span>{seed_text}</span>
                    " "
                    <button
                        type="button"
                        class="button button--small"
                        on:click=move |_| {
                            let seed = browser::fresh_seed();
                            page.update(|p| p.new_numbers(k, seed));
                        }
                    >
                        {fill(t::NEW_NUMBERS.get(lang), &[id])}
                    </button>
                </p>
                <ExerciseCard page=page k=k />
            </div>
        })
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
                (Some(m), false) => {
                    format!("{}: {}", m.kind.title().get(lang), m.kind.nudge().get(lang))
                }
                (Some(m), true) => m.said(lang),
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

/// Something of item `k`'s slot, read reactively (nothing when the page has no such slot).
fn of<T: Default>(page: RwSignal<LadderPage>, k: usize, f: impl Fn(&Slot) -> T) -> T {
    page.with(|p| p.slots.get(k).map(&f).unwrap_or_default())
}

#[component]
fn ExerciseCard(page: RwSignal<LadderPage>, k: usize) -> impl IntoView {
    let shared = shared();
    let lang = shared.lang.get_untracked();
    let Some((item, variant)) =
        page.with_untracked(|p| p.slots.get(k).map(|s| (s.item.clone(), s.seed.is_some())))
    else {
        return ().into_any();
    };
    let id = item.id;
    let hint_count = item.hints.len();
    let finished = Memo::new(move |_| of(page, k, |s| s.card.finished()));
    let may_open = Memo::new(move |_| of(page, k, |s| s.card.may_open_scenario()));
    let asking = Memo::new(move |_| of(page, k, |s| s.asking));
    let hints_shown = Memo::new(move |_| of(page, k, |s| s.card.hints_shown));
    let status = move || of(page, k, |s| status_text(&s.card, hint_count, lang));
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
            <h3 id=format!("ex-{id}-title")>{format!("{id} — {}", item.title.get(lang))}</h3>
            {erratum
                .map(|_| {
                    view! { <p class="exercise__flag">{t::CORRECTED.get(lang)}</p> }
                })}
            <p class="exercise__statement">{maths(item.statement.get(lang))}</p>
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
                {move || {
                    if may_open.get() {
                        let target = target.clone();
                        view! {
                            <a href=move || target_href(
                                &target,
                                &shared.shell(),
                            )>{t::OPEN_SCENARIO.get(lang)}</a>
                        }
                            .into_any()
                    } else {
                        view! {
                            <span class="exercise__later">{t::SCENARIO_LATER.get(lang)}</span>
                        }
                            .into_any()
                    }
                }}
            </p>
            <form
                class="exercise__form"
                on:submit=move |ev| {
                    ev.prevent_default();
                    page.update(|p| p.check(k, &BrowserStore));
                }
            >
                {item
                    .parts
                    .iter()
                    .enumerate()
                    .map(|(i, part)| {
                        view! { <PartField page=page k=k id=id i=i part=part.clone() /> }
                    })
                    .collect_view()}
                <div class="exercise__actions">
                    <button type="submit" class="button button--primary" disabled=finished>
                        {t::CHECK.get(lang)}
                    </button>
                    <button
                        type="button"
                        class="button"
                        disabled=move || finished.get() || asking.get()
                        on:click=move |_| page.update(|p| p.ask_solution(k))
                    >
                        {t::SHOW_SOLUTION.get(lang)}
                    </button>
                    {(hint_count > 0)
                        .then(|| {
                            view! {
                                <button
                                    type="button"
                                    class="button"
                                    disabled=move || { finished.get() || hints_shown.get() >= hint_count }
                                    on:click=move |_| page.update(|p| p.show_hint(k))
                                >
                                    {move || {
                                        let next = (hints_shown.get() + 1).min(hint_count);
                                        fill(
                                            t::SHOW_HINT.get(lang),
                                            &[&next.to_string(), &hint_count.to_string()],
                                        )
                                    }}
                                </button>
                            }
                        })}
                </div>
                <SolutionQuestion page=page k=k asking=asking />
                // A finished item's Check is disabled: the focus comes to what it says (ui::app::keep_focus_in_page).
                <p class="exercise__status" role="status" tabindex="-1" data-focus-fallback="">
                    {status}
                </p>
                {move || {
                    of(page, k, |s| s.unsaved)
                        .then(|| {
                            view! {
                                <p
                                    class="exercise__unsaved"
                                    role="alert"
                                    data-testid=format!("unsaved-{id}")
                                >
                                    {ITEM_NOT_SAVED.get(lang)}
                                </p>
                            }
                        })
                }}
            </form>
            <ul class="exercise__hints" aria-live="polite">
                {move || {
                    hints
                        .iter()
                        .take(hints_shown.get())
                        .enumerate()
                        .map(|(n, h)| {
                            view! {
                                <li>
                                    {maths(
                                        &fill(
                                            t::HINT.get(lang),
                                            &[&(n + 1).to_string(), &hint_count.to_string(), h.get(lang)],
                                        ),
                                    )}
                                </li>
                            }
                        })
                        .collect_view()
                }}
            </ul>
            {move || {
                finished
                    .get()
                    .then(|| {
                        let lines: Vec<String> =
                            solution.iter().map(|l| l.get(lang).to_string()).collect();
                        view! {
                            <Solution
                                id=id
                                lines=lines
                                erratum=erratum
                                reconstruction=reconstruction
                                variant=variant
                            />
                        }
                    })
            }}
            <p class="exercise__progress">
                {move || {
                    page.with(|p| {
                        p.slots
                            .get(k)
                            .map(|s| s.record_line(&p.saved.progress).get(lang).to_string())
                            .unwrap_or_default()
                    })
                }}
            </p>
        </article>
    }
    .into_any()
}

/// "Show the solution?" under the buttons once "Show solution" was pressed: yes records the reveal,
/// "Keep trying" records nothing.
#[component]
fn SolutionQuestion(page: RwSignal<LadderPage>, k: usize, asking: Memo<bool>) -> impl IntoView {
    let lang = shared().lang.get_untracked();
    // The question takes the keyboard focus as it opens, so Enter answers it instead of pressing the
    // "Check answer" the page's focus fallback would reach.
    let yes = NodeRef::<leptos::html::Button>::new();
    Effect::new(move |_| {
        if let Some(button) = yes.get() {
            let _ = button.focus();
        }
    });
    view! {
        {move || {
            asking
                .get()
                .then(|| {
                    view! {
                        <div class="exercise__confirm" role="group" aria-label=t::SHOW_SOLUTION.get(lang)>
                            <p role="alert">{t::CONFIRM_SOLUTION.get(lang)}</p>
                            <button
                                type="button"
                                class="button"
                                node_ref=yes
                                on:click=move |_| page.update(|p| p.show_solution(k, &BrowserStore))
                            >
                                {t::YES_SHOW.get(lang)}
                            </button>
                            " "
                            <button
                                type="button"
                                class="button"
                                data-focus-fallback=""
                                on:click=move |_| page.update(|p| p.cancel_solution(k))
                            >
                                {t::KEEP_TRYING.get(lang)}
                            </button>
                        </div>
                    }
                })
        }}
    }
}

/// The worked solution, the erratum when the item corrects a source note, and how the statement was
/// built; on the page only once the item is finished.
#[component]
fn Solution(
    id: &'static str,
    lines: Vec<String>,
    erratum: Option<&'static Erratum>,
    reconstruction: Tr,
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
                    &[reconstruction.get(lang)],
                )}
            </p>
        </div>
    }
}

/// One part's input (a number or a choice), its refusal, and its verdict after a check; what is typed
/// is the page's, so a reload or the language switch gives it back.
#[component]
fn PartField(
    page: RwSignal<LadderPage>,
    k: usize,
    id: &'static str,
    i: usize,
    part: exercises::Part,
) -> impl IntoView {
    let lang = shared().lang.get_untracked();
    let field_id = format!("ex-{id}-part-{i}");
    let error_id = format!("{field_id}-error");
    let finished = Memo::new(move |_| of(page, k, |s| s.card.finished()));
    let assessed = Memo::new(move |_| of(page, k, |s| s.card.assessed.get(i).cloned().flatten()));
    let answer = Memo::new(move |_| {
        of(page, k, |s| {
            s.card.answers.get(i).cloned().unwrap_or_default()
        })
    });
    let error = move || match assessed.get() {
        Some(Assessment::Unreadable(e)) => Some(e.text(lang)),
        _ => None,
    };
    let expected = expected_in(&part, lang);
    let input = match &part.kind {
        PartKind::Number { unit, .. } => {
            let label = t::number_label(part.label.get(lang), unit.suffix(), &unit.tolerance_text(), lang);
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
                        prop:value=answer
                        on:input=move |ev| {
                            let text = event_target_value(&ev);
                            page.update(|p| p.set_answer(k, i, text));
                        }
                    />
                </div>
            }
            .into_any()
        }
        PartKind::Choice { options, .. } => view! {
            <fieldset class="exercise__choices" aria-describedby=error_id.clone()>
                <legend>{part.label.get(lang)}</legend>
                {options
                    .iter()
                    .enumerate()
                    .map(|(n, option)| {
                        view! {
                            <label class="exercise__choice">
                                <input
                                    type="radio"
                                    name=field_id.clone()
                                    value=n.to_string()
                                    disabled=finished
                                    prop:checked=move || answer.get() == n.to_string()
                                    on:change=move |_| page.update(|p| p.set_answer(k, i, n.to_string()))
                                />
                                {option.get(lang)}
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
                assessed
                    .get()
                    .and_then(|a| verdict(&a, finished.get(), &expected, lang))
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
