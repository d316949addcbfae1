//! The exercise ladder: five levels of items, answers committed before any solution enters the page, and
//! progress kept in the browser without ever losing another tab's or a newer version's record. The view
//! holds one signal of `state::ladder_page::LadderPage`; every rule is there.

use leptos::prelude::*;

use super::browser;
use super::exercise_card::ExerciseSlot;
use super::link_sync::sync_link_with;
use super::notices::Notices;
use super::shared;
use crate::model::exercises::{ITEMS, LEVELS};
use crate::model::i18n::{fill, Bilingual};
use crate::model::progress::{BACKUP_KEY, STORAGE_KEY};
use crate::state::ladder::{LadderState, SavedProgress, DRAFTS_KEY};
use crate::state::ladder_page::{LadderPage, Store};
use crate::state::open;
use crate::state::text::ladder::{self as t, level_name};

/// The browser's local storage, where progress and its backup key live.
pub struct BrowserStore;

impl Store for BrowserStore {
    fn read(&self) -> Result<Option<String>, ()> {
        browser::storage_read(STORAGE_KEY)
    }
    fn write(&self, text: &str) -> bool {
        browser::storage_set(STORAGE_KEY, text)
    }
    fn read_backup(&self) -> Result<Option<String>, ()> {
        browser::storage_read(BACKUP_KEY)
    }
    fn write_backup(&self, text: &str) -> bool {
        browser::storage_set(BACKUP_KEY, text)
    }
}

#[component]
pub fn Ladder() -> impl IntoView {
    let shared = shared();
    let lang = shared.lang.get_untracked();
    let (initial, _, problems) = open::<LadderState>(&browser::current_search());
    let notices: Vec<String> = problems.iter().map(|p| p.text(lang)).collect();
    let mut first = LadderPage::new(
        SavedProgress::load(browser::storage_read(STORAGE_KEY)),
        initial.seed,
    );
    first.restore_drafts(browser::session_read(DRAFTS_KEY).as_deref());
    let page = RwSignal::new(first);
    sync_link_with(
        move |shell| page.with(|p| crate::state::ViewState::href(&p.link(), shell)),
        move |link: LadderState| page.update(|p| p.put_on(link.seed)),
        shared,
    );
    // Another tab saved: fold its progress in, so neither tab's answers are lost.
    browser::listen(leptos::ev::storage, move |ev| {
        if ev.key().as_deref() == Some(STORAGE_KEY) {
            let stored = ev.new_value();
            page.try_update(|p| p.follow(stored.as_deref(), &BrowserStore));
        }
    });
    // What is typed survives a reload and the language switch (the tab's session storage).
    let drafts = Memo::new(move |_| page.with(|p| p.drafts_json()));
    Effect::new(move |_| {
        browser::session_set(DRAFTS_KEY, &drafts.get());
    });
    let all_notices = Signal::derive(move || {
        notices
            .iter()
            .cloned()
            .chain(page.with(|p| {
                p.saved
                    .notices
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
                        prop:value=move || page.with(|p| p.seed_text.clone())
                        on:input=move |ev| {
                            let text = event_target_value(&ev);
                            page.update(|p| p.type_seed(&text));
                        }
                    />
                    <span id="ladder-seed-error" class="field__error" aria-live="polite">
                        {move || {
                            page.with(|p| p.seed_error.as_ref().map(|e| e.get(lang).to_string()))
                        }}
                    </span>
                </div>
                <button
                    type="button"
                    class="button"
                    on:click=move |_| {
                        let seed = browser::fresh_seed();
                        page.update(|p| p.put_on(Some(seed)));
                    }
                >
                    {t::NEW_SET.get(lang)}
                </button>
                <button
                    type="button"
                    class="button"
                    on:click=move |_| page.update(|p| p.put_on(None))
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
                                let (done, right, all) = page.with(|p| p.level_counts(level));
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
                <ResetProgress page=page />
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
                            {ITEMS
                                .iter()
                                .enumerate()
                                .filter(|(_, (_, l))| *l == level)
                                .map(|(k, _)| view! { <ExerciseSlot page=page k=k /> })
                                .collect_view()}
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
fn ResetProgress(page: RwSignal<LadderPage>) -> impl IntoView {
    let lang = shared().lang.get_untracked();
    let asking = Memo::new(move |_| page.with(|p| p.asking));
    view! {
        <div class="ladder__reset">
            {move || {
                if asking.get() {
                    view! {
                        <span role="alert">{t::FORGET.get(lang)}</span>
                        <button
                            type="button"
                            class="button"
                            on:click=move |_| page.update(|p| p.reset(&BrowserStore))
                        >
                            {t::YES_RESET.get(lang)}
                        </button>
                        <button
                            type="button"
                            class="button"
                            on:click=move |_| page.update(|p| p.asking = false)
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
                            on:click=move |_| page.update(|p| p.asking = true)
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
