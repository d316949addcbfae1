//! The exercise ladder: five levels of items, answers committed before any solution enters the page, and
//! progress kept in the browser without ever losing another tab's or a newer version's record.

use leptos::prelude::*;

use super::browser;
use super::exercise_card::ExerciseSlot;
use super::field::edit;
use super::link_sync::sync_link;
use super::notices::Notices;
use super::shared;
use crate::model::exercises::{ITEMS, LEVELS};
use crate::model::i18n::{fill, Bilingual};
use crate::model::progress::STORAGE_KEY;
use crate::state::ladder::{LadderState, SavedProgress};
use crate::state::open;
use crate::state::text::ladder::{self as t, level_name};

/// Saves through the state's merge-before-write rule against the browser's storage.
pub fn save(saved: RwSignal<SavedProgress>) {
    saved.update(|s| {
        // An unreadable stored record is copied to its backup key before anything is written over it.
        s.save_backed(
            || browser::storage_read(STORAGE_KEY),
            |text| browser::storage_set(STORAGE_KEY, text),
            || browser::storage_read(crate::model::progress::BACKUP_KEY),
            |text| browser::storage_set(crate::model::progress::BACKUP_KEY, text),
        )
    });
}

#[component]
pub fn Ladder() -> impl IntoView {
    let shared = shared();
    let lang = shared.lang.get_untracked();
    let (initial, _, problems) = open::<LadderState>(&browser::current_search());
    let notices: Vec<String> = problems.iter().map(|p| p.text(lang)).collect();
    let saved = RwSignal::new(SavedProgress::load(browser::storage_read(STORAGE_KEY)));
    let state = RwSignal::new(initial);
    sync_link(state, shared);
    // Another tab saved: fold its progress in, so neither tab's answers are lost.
    let storage_listener = window_event_listener(leptos::ev::storage, move |ev| {
        if ev.key().as_deref() == Some(STORAGE_KEY)
            && saved.try_update(|s| s.follow(ev.new_value().as_deref())) == Some(true)
        {
            save(saved);
        }
    });
    on_cleanup(move || storage_listener.remove());
    let seed_text = RwSignal::new(initial.seed.map(|s| s.to_string()).unwrap_or_default());
    let seed_error = RwSignal::new(None::<String>);
    let all_notices = Signal::derive(move || {
        notices
            .iter()
            .cloned()
            .chain(saved.with(|s| {
                s.notices
                    .iter()
                    .map(|n| n.get(lang).to_string())
                    .collect::<Vec<_>>()
            }))
            .collect::<Vec<_>>()
    });

    view! {
        <section class="ladder" aria-labelledby="ladder-title">
            <div class="view__head">
                <h1 id="ladder-title">{t::TITLE.get(lang)}</h1>
            </div>
            <p class="ladder__intro">{t::INTRO.get(lang)}</p>
            <Notices items=all_notices />
            <div class="ladder__toolbar">
                <div class="field">
                    <label class="field__label" for="ladder-seed">
                        {t::SEED.get(lang)}
                    </label>
                    <input
                        id="ladder-seed"
                        class="field__input"
                        type="text"
                        inputmode="numeric"
                        autocomplete="off"
                        aria-describedby="ladder-seed-error"
                        prop:value=move || seed_text.get()
                        on:input=move |ev| {
                            let text = event_target_value(&ev);
                            seed_text.set(text.clone());
                            seed_error.set(edit(state, |s| s.edit_seed(&text)).err().map(|e| e.get(lang).to_string()));
                        }
                    />
                    <span id="ladder-seed-error" class="field__error" aria-live="polite">
                        {move || seed_error.get()}
                    </span>
                </div>
                <button
                    type="button"
                    class="button"
                    on:click=move |_| {
                        let s = browser::fresh_seed();
                        seed_text.set(s.to_string());
                        seed_error.set(None);
                        state.update(|l| l.seed = Some(s));
                    }
                >
                    {t::NEW_SET.get(lang)}
                </button>
                <button
                    type="button"
                    class="button"
                    on:click=move |_| {
                        seed_text.set(String::new());
                        state.update(|l| l.seed = None);
                    }
                >
                    {t::NOTES_NUMBERS.get(lang)}
                </button>
            </div>
            <nav class="ladder__overview" aria-label=t::LEVELS.get(lang)>
                <ol>
                    {LEVELS
                        .iter()
                        .map(|&(level, name)| {
                            let name = level_name(level, name, lang);
                            let summary = move || {
                                let numbers = state.with(|l| l.seed);
                                let (done, right, all) =
                                    saved.with(|s| s.level_counts(level, numbers));
                                let [done, all, right] = [done, all, right].map(|n| n.to_string());
                                fill(t::LEVEL_PROGRESS.get(lang), &[&done, &all, &right])
                            };
                            view! {
                                <li>
                                    <a href=format!(
                                        "#level-{level}",
                                    )>{format!("Level {level}: {name}")}</a>
                                    " — "
                                    <span data-testid=format!(
                                        "level-{level}-progress",
                                    )>{summary}</span>
                                </li>
                            }
                        })
                        .collect_view()}
                </ol>
                <ResetProgress saved=saved />
            </nav>
            {LEVELS
                .iter()
                .map(|&(level, name)| {
                    view! {
                        <section
                            class="ladder__level"
                            id=format!("level-{level}")
                            aria-labelledby=format!("level-{level}-title")
                        >
                            <h2 id=format!(
                                "level-{level}-title",
                            )>{format!("Level {level} — {}", level_name(level, name, lang))}</h2>
                            {move || {
                                let base = state.with(|l| l.seed);
                                ITEMS
                                    .iter()
                                    .filter(|(_, l)| *l == level)
                                    .map(|(id, _)| *id)
                                    .map(|id| {
                                        view! { <ExerciseSlot id=id base_seed=base saved=saved /> }
                                    })
                                    .collect_view()
                            }}
                        </section>
                    }
                })
                .collect_view()}
            <section class="ladder__formula" aria-labelledby="formula-title">
                <h2 id="formula-title">{t::FORMULA_TITLE.get(lang)}</h2>
                <p class="ladder__formula-text">{t::FORMULA.get(lang)}</p>
            </section>
        </section>
    }
}

/// "Reset progress", asking once before it forgets every answer on this device.
#[component]
fn ResetProgress(saved: RwSignal<SavedProgress>) -> impl IntoView {
    let lang = shared().lang.get_untracked();
    let confirm_reset = RwSignal::new(false);
    view! {
        <div class="ladder__reset">
            {move || {
                if confirm_reset.get() {
                    view! {
                        <span role="alert">{t::FORGET.get(lang)}</span>
                        <button
                            type="button"
                            class="button"
                            on:click=move |_| {
                                saved.update(|s| s.progress.reset());
                                save(saved);
                                confirm_reset.set(false);
                            }
                        >
                            {t::YES_RESET.get(lang)}
                        </button>
                        <button
                            type="button"
                            class="button"
                            on:click=move |_| confirm_reset.set(false)
                        >
                            {t::CANCEL.get(lang)}
                        </button>
                    }
                        .into_any()
                } else {
                    view! {
                        <button
                            type="button"
                            class="button"
                            on:click=move |_| confirm_reset.set(true)
                        >
                            {t::RESET.get(lang)}
                        </button>
                    }
                        .into_any()
                }
            }}
        </div>
    }
}
