//! The Flashcards view: the due queue one card at a time, graded Again/Hard/Good/Easy by FSRS, saved in
//! the browser (never losing another tab's reviews), exported and imported as a JSON file (an import
//! can be undone), and a stored record that could not be read kept aside to download or restore.

use leptos::prelude::*;
use wasm_bindgen::JsCast;

use super::notices::Notices;
use super::shortcuts::is_typing;
use super::{browser, shared};
use crate::model::cards::card;
use crate::model::i18n::{fill, Lang};
use crate::model::progress::set_aside_entries;
use crate::state::cards::{
    Deck, Grade, Store, BACKUP_KEY, EXPORT_FILE_NAME, FILE_TOO_LARGE, GRADES, MAX_BYTES,
    SET_ASIDE_FILE_NAME, STORAGE_KEY,
};
use crate::state::text::cards as t;

/// Milliseconds since the epoch, as the scheduler takes them.
fn now() -> i64 {
    js_sys::Date::now() as i64
}

/// The browser's storage, as the deck reads and writes it.
struct Browser;

impl Store for Browser {
    fn read(&self, key: &str) -> Result<Option<String>, ()> {
        browser::storage_read(key)
    }
    fn write(&self, key: &str, text: &str) -> bool {
        browser::storage_set(key, text)
    }
}

/// The records kept aside under the backup key (none when it cannot be read).
fn set_aside_now() -> Vec<String> {
    match browser::storage_read(BACKUP_KEY) {
        Ok(Some(text)) => set_aside_entries(&text),
        _ => Vec::new(),
    }
}

/// Writes the deck through its merge-before-write rule (an unreadable record set aside first); a
/// refused write is noted by the deck.
fn save(deck: RwSignal<Deck>, set_aside: RwSignal<Vec<String>>) {
    deck.update(|d| {
        d.save(&Browser);
    });
    set_aside.set(set_aside_now());
}

/// Puts the card to show on screen: the one shown stays while it is turned or changed elsewhere.
fn draw(deck: RwSignal<Deck>, flipped: RwSignal<bool>, at: i64) {
    let turned = flipped.get_untracked();
    let (shown, changed) = deck.with_untracked(|d| (d.shown(), d.shown_changed_elsewhere()));
    let next = deck.with_untracked(|d| d.due_queue(at).first().copied());
    // Only touch the deck (and what reads it) when the card on screen would change.
    if (turned || changed) && shown.is_some() || shown == next {
        return;
    }
    deck.update(|d| {
        d.draw(at, turned);
    });
    flipped.set(false);
}

#[component]
pub fn Cards() -> impl IntoView {
    let shared = shared();
    let lang = shared.lang.get_untracked();
    let mut loaded = Deck::open(&Browser);
    loaded.set_utc_offset_minutes(-(js_sys::Date::new_0().get_timezone_offset() as i32));
    let start = now();
    loaded.draw(start, false);
    let deck = RwSignal::new(loaded);
    let clock = RwSignal::new(start);
    let flipped = RwSignal::new(false);
    let status = RwSignal::new(None::<String>);
    let set_aside = RwSignal::new(set_aside_now());
    // Learning steps come due within minutes: the clock ticks so they appear without a reload.
    if let Ok(handle) = set_interval_with_handle(
        move || {
            let at = now();
            clock.set(at);
            draw(deck, flipped, at);
        },
        std::time::Duration::from_secs(15),
    ) {
        on_cleanup(move || handle.clear());
    }
    browser::listen(leptos::ev::storage, move |ev| match ev.key().as_deref() {
        Some(STORAGE_KEY) => {
            deck.update(|d| d.follow(ev.new_value().as_deref()));
            draw(deck, flipped, now());
        }
        Some(BACKUP_KEY) => set_aside.set(set_aside_now()),
        _ => {}
    });
    // The card on screen is the deck's: another tab's review never swaps a turned card away.
    let current = Memo::new(move |_| deck.with(|d| d.shown()));
    let grade = move |g: Grade| {
        if current.get_untracked().is_none() {
            return;
        }
        let at = now();
        let result = deck
            .try_update(|d| d.grade_shown(g, at))
            .unwrap_or(Ok(("", at)));
        status.set(Some(match result {
            Ok((_, due)) => fill(
                t::GRADED.get(lang),
                &[
                    g.label().get(lang),
                    &deck.with_untracked(|d| d.due_text(due, at, lang)),
                ],
            ),
            Err(e) => e.get(lang).to_string(),
        }));
        save(deck, set_aside);
        flipped.set(false);
        clock.set(at);
        draw(deck, flipped, at);
        // The next card is drawn by the next frame; focus it then, so the keyboard stays on the card.
        request_animation_frame(|| browser::focus_by_id("cards-card"));
    };
    browser::listen(leptos::ev::keydown, move |ev| {
        if is_typing(&ev) || ev.ctrl_key() || ev.meta_key() || ev.alt_key() {
            return;
        }
        let key = ev.key();
        if key == " " && current.get_untracked().is_some() {
            // A focused button's own Space is its click; elsewhere Space turns the card.
            let on_button = ev
                .target()
                .and_then(|t| t.dyn_into::<web_sys::Element>().ok())
                .is_some_and(|el| el.tag_name() == "BUTTON");
            if !on_button {
                ev.prevent_default();
                flipped.update(|f| *f = !*f);
            }
        } else if flipped.get_untracked() {
            if let Some(g) = key.chars().next().and_then(Grade::from_key) {
                ev.prevent_default();
                grade(g);
            }
        }
    });
    let notices = Signal::derive(move || {
        deck.with(|d| {
            d.notices()
                .iter()
                .map(|n| n.get(lang).to_string())
                .collect::<Vec<_>>()
        })
    });
    let counts = move || {
        let c = deck.with(|d| d.counts(clock.get()));
        [
            (t::DUE, c.due, "cards-due"),
            (t::NEW_TODAY, c.new_today, "cards-new"),
            (t::LEARNED, c.learned, "cards-learned"),
            (t::TOTAL, c.total, "cards-total"),
        ]
        .into_iter()
        .map(|(label, n, id)| {
            view! {
                <div class="readout">
                    <span class="readout__value" data-testid=id>
                        {n}
                    </span>
                    <span class="readout__label">{label.get(lang)}</span>
                </div>
            }
        })
        .collect_view()
    };
    view! {
        <section class="cards" aria-labelledby="cards-title">
            <div class="view__head">
                <h1 id="cards-title">{t::TITLE.get(lang)}</h1>
            </div>
            <p>{t::INTRO.get(lang)}</p>
            <Notices items=notices />
            <div class="readouts cards__counts">{counts}</div>
            {move || match current.get() {
                Some(id) => {
                    view! {
                        <CardFace
                            id=id
                            deck=deck
                            clock=clock
                            flipped=flipped
                            grade=Callback::new(grade)
                            lang=lang
                        />
                    }
                        .into_any()
                }
                None => view! { <Caught deck=deck clock=clock lang=lang /> }.into_any(),
            }}
            <p class="cards__status" role="status" data-testid="cards-status">
                {move || status.get()}
            </p>
            <p class="cards__keys">{t::KEYS.get(lang)}</p>
            <Files deck=deck status=status set_aside=set_aside flipped=flipped lang=lang />
            <SetAside deck=deck status=status set_aside=set_aside flipped=flipped lang=lang />
        </section>
    }
}

/// The card on screen: its question, then (turned) its answer and the four grades with their next dates.
#[component]
fn CardFace(
    id: &'static str,
    deck: RwSignal<Deck>,
    clock: RwSignal<i64>,
    flipped: RwSignal<bool>,
    grade: Callback<Grade>,
    lang: Lang,
) -> impl IntoView {
    let Some(c) = card(id) else {
        return ().into_any();
    };
    let state = move || {
        deck.with(|d| match d.schedule(id) {
            Some(s) => fill(
                t::STATE.get(lang),
                &[s.phase().label().get(lang), &s.reps().to_string()],
            ),
            None => t::NEW_CARD.get(lang).to_string(),
        })
    };
    let grades = move || {
        let at = clock.get();
        let previews = deck.with(|d| d.preview(id, at).ok());
        GRADES
            .iter()
            .map(|info| {
                let next = previews
                    .and_then(|p| p.into_iter().find(|p| p.grade == info.grade))
                    .map(|p| {
                        fill(
                            t::NEXT_AFTER.get(lang),
                            &[&deck.with_untracked(|d| d.due_text(p.due_ms, at, lang))],
                        )
                    })
                    .unwrap_or_default();
                let g = info.grade;
                view! {
                    <button
                        type="button"
                        class="button"
                        id=format!("cards-grade-{}", info.key)
                        title=info.meaning.get(lang)
                        on:click=move |_| grade.run(g)
                    >
                        <span>{format!("{} {}", info.key, info.label.get(lang))}</span>
                        <span class="cards__next">{next}</span>
                    </button>
                }
            })
            .collect_view()
    };
    view! {
        <article
            class="cards__card"
            id="cards-card"
            tabindex="-1"
            data-testid="card"
            aria-labelledby="cards-front"
        >
            <p class="cards__side">{t::FRONT.get(lang)} " · " {state}</p>
            <p class="cards__front" id="cards-front">
                {c.front.get(lang)}
            </p>
            <p class="cards__changed" data-testid="cards-changed">
                {move || {
                    deck.with(Deck::shown_changed_elsewhere)
                        .then(|| t::CHANGED_ELSEWHERE.get(lang))
                }}
            </p>
            <Show
                when=move || flipped.get()
                fallback=move || {
                    view! {
                        <button
                            type="button"
                            class="button button--primary"
                            on:click=move |_| {
                                flipped.set(true);
                                // The button is gone once the card turns: the keyboard goes to the grades.
                                request_animation_frame(|| browser::focus_by_id("cards-grade-1"));
                            }
                        >
                            {t::SHOW.get(lang)}
                        </button>
                    }
                }
            >
                <p class="cards__side">{t::BACK.get(lang)} " · " {c.source.label().get(lang)}</p>
                <p class="cards__back" data-testid="card-back">
                    {c.back.get(lang)}
                </p>
                <div role="group" aria-label=t::HOW_WELL.get(lang) class="cards__grades">
                    {grades}
                </div>
            </Show>
        </article>
    }
    .into_any()
}

/// Nothing due: when the next card is, or that today's new cards are done.
#[component]
fn Caught(deck: RwSignal<Deck>, clock: RwSignal<i64>, lang: Lang) -> impl IntoView {
    let text = move || {
        let at = clock.get();
        deck.with(|d| d.nothing_due_text(at, lang))
    };
    view! {
        <p class="cards__card" data-testid="cards-caught-up">
            {text}
        </p>
    }
}

/// Export to and import from a JSON file; a refused file leaves progress as it was; an import can be
/// undone until the next grade.
#[component]
fn Files(
    deck: RwSignal<Deck>,
    status: RwSignal<Option<String>>,
    set_aside: RwSignal<Vec<String>>,
    flipped: RwSignal<bool>,
    lang: Lang,
) -> impl IntoView {
    let export = move |_| {
        let text = deck.with_untracked(Deck::export_json);
        status.set(Some(
            match browser::download_text(EXPORT_FILE_NAME, "application/json", &text) {
                Ok(()) => t::EXPORTED.get(lang).to_string(),
                Err(e) => fill(t::EXPORT_FAILED.get(lang), &[&e]),
            },
        ));
    };
    let import = move |ev: leptos::ev::Event| {
        let Some(input) = ev
            .target()
            .and_then(|t| t.dyn_into::<web_sys::HtmlInputElement>().ok())
        else {
            return;
        };
        let Some(file) = input.files().and_then(|f| f.get(0)) else {
            return;
        };
        input.set_value("");
        // An oversized file is refused before it is read into memory.
        if file.size() > MAX_BYTES as f64 {
            status.set(Some(FILE_TOO_LARGE.get(lang).to_string()));
            return;
        }
        // A FileReader and a one-shot callback rather than a future: this bundle needs no async runtime.
        let Ok(reader) = web_sys::FileReader::new() else {
            status.set(Some(t::READ_FAILED.get(lang).to_string()));
            return;
        };
        let done = reader.clone();
        let onload = wasm_bindgen::closure::Closure::once_into_js(move || {
            let Some(text) = done.result().ok().and_then(|v| v.as_string()) else {
                status.set(Some(t::READ_FAILED.get(lang).to_string()));
                return;
            };
            let at = now();
            let result = deck.try_update(|d| d.import(&text, at));
            status.set(result.map(|r| match r {
                Ok(summary) => summary.text(lang),
                Err(e) => e.get(lang).to_string(),
            }));
            save(deck, set_aside);
            draw(deck, flipped, at);
        });
        reader.set_onloadend(Some(onload.unchecked_ref()));
        if reader.read_as_text(&file).is_err() {
            status.set(Some(t::READ_FAILED.get(lang).to_string()));
        }
    };
    let undo = move |_| {
        let result = deck.try_update(Deck::undo_import);
        status.set(result.map(|r| match r {
            Ok(()) => crate::state::cards::IMPORT_UNDONE.get(lang).to_string(),
            Err(e) => e.get(lang).to_string(),
        }));
        save(deck, set_aside);
        draw(deck, flipped, now());
    };
    view! {
        <div class="cards__files">
            <button type="button" class="button" on:click=export>
                {t::EXPORT.get(lang)}
            </button>
            // The browser's own file button speaks its locale, not the page's: it stays focusable but hidden, and
            // its label, styled as a button, speaks the page's language.
            <input
                id="cards-import"
                class="visually-hidden cards__file"
                type="file"
                accept=".json,application/json"
                on:change=import
            />
            <label class="button cards__file-button" for="cards-import">
                {t::IMPORT.get(lang)}
            </label>
            <Show when=move || deck.with(Deck::can_undo_import)>
                <button type="button" class="button" on:click=undo>
                    {t::UNDO_IMPORT.get(lang)}
                </button>
            </Show>
        </div>
    }
}

/// A stored record that could not be read, kept aside: download it, or read it again into progress.
#[component]
fn SetAside(
    deck: RwSignal<Deck>,
    status: RwSignal<Option<String>>,
    set_aside: RwSignal<Vec<String>>,
    flipped: RwSignal<bool>,
    lang: Lang,
) -> impl IntoView {
    let download = move |_| {
        let text = set_aside.with_untracked(|kept| match kept.as_slice() {
            [one] => one.clone(),
            many => serde_json::to_string(many).unwrap_or_default(),
        });
        status.set(Some(
            match browser::download_text(SET_ASIDE_FILE_NAME, "application/json", &text) {
                Ok(()) => t::DOWNLOADED_SET_ASIDE.get(lang).to_string(),
                Err(e) => fill(t::EXPORT_FAILED.get(lang), &[&e]),
            },
        ));
    };
    let restore = move |_| {
        let Ok(Some(backup)) = browser::storage_read(BACKUP_KEY) else {
            set_aside.set(set_aside_now());
            return;
        };
        let result = deck.try_update(|d| d.restore(&backup));
        match result {
            Some(Ok(restored)) => {
                status.set(Some(restored.text(lang)));
                if restored.backup != backup && !browser::storage_set(BACKUP_KEY, &restored.backup)
                {
                    deck.update(Deck::save_failed);
                }
                save(deck, set_aside);
                draw(deck, flipped, now());
            }
            Some(Err(e)) => status.set(Some(e.get(lang).to_string())),
            None => {}
        }
    };
    view! {
        <Show when=move || set_aside.with(|kept| !kept.is_empty())>
            <div class="cards__set-aside" data-testid="cards-set-aside">
                <p>{t::SET_ASIDE.get(lang)}</p>
                <button type="button" class="button" on:click=download>
                    {t::DOWNLOAD_SET_ASIDE.get(lang)}
                </button>
                <button type="button" class="button" on:click=restore>
                    {t::RESTORE_SET_ASIDE.get(lang)}
                </button>
            </div>
        </Show>
    }
}
