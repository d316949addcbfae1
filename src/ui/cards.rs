//! The Flashcards view: the due queue one card at a time, graded Again/Hard/Good/Easy by FSRS, saved in
//! the browser (never losing another tab's reviews), exported and imported as a JSON file.
//!
//! Markup in the markup shell (`ui::app::start_markup`): `geometry::cards` writes the page and the card;
//! one listener per event kind reads what a control does from its `data-act`, and one effect writes what
//! changed (`ui::patch`).

use wasm_bindgen::JsCast;

use super::notices::notices_html;
use super::patch::{acting, focused_id, listen, section, Patch};
use super::reactive::{
    ev, request_animation_frame, set_interval_with_handle, window_event_listener, Effect,
    LocalStorage, RwSignal, StoredValue,
};
use super::shortcuts::is_typing;
use super::{browser, shared};
use crate::geometry::cards::{face_html, page_html, COUNTS};
use crate::model::i18n::{fill, Lang};
use crate::state::cards::{Deck, Grade, EXPORT_FILE_NAME, FILE_TOO_LARGE, MAX_BYTES, STORAGE_KEY};
use crate::state::text::cards as t;
use crate::state::View;

/// Writes the Flashcards view into `main` (the markup shell); false for any other view.
pub fn mount(view: View, main: &web_sys::Element) -> bool {
    if view != View::Cards {
        return false;
    }
    let lang = shared().lang.get_untracked();
    let Some(root) = section(main, "cards", "cards-title", &page_html(lang)) else {
        return true;
    };
    let mut loaded = Deck::load(browser::storage_read(STORAGE_KEY), browser::JSON);
    loaded.set_utc_offset_minutes(-(js_sys::Date::new_0().get_timezone_offset() as i32));
    let v = Cards {
        deck: RwSignal::new(loaded),
        clock: RwSignal::new(now()),
        turned: RwSignal::new(false),
        status: RwSignal::new(String::new()),
        patch: StoredValue::new_local(Patch::default()),
        lang,
    };
    // Learning steps come due within minutes: the clock ticks so they appear without a reload.
    let _ = set_interval_with_handle(
        move || v.clock.set(now()),
        std::time::Duration::from_secs(15),
    );
    // Another tab's review arrives through the storage event; the deck merges it.
    let storage = window_event_listener(ev::storage, move |ev| {
        if ev.key().as_deref() == Some(STORAGE_KEY) {
            v.deck.update(|d| d.follow(ev.new_value().as_deref()));
        }
    });
    let keys = window_event_listener(ev::keydown, move |ev| v.key(&ev));
    std::mem::forget((storage, keys));
    listen(&root, "click", move |ev| v.click(ev));
    listen(&root, "change", move |ev| v.import(ev));
    v.patch.update_value(|p| p.attach(root));
    Effect::new(move |_| v.paint());
    true
}

/// Milliseconds since the epoch, as the scheduler takes them.
fn now() -> i64 {
    js_sys::Date::now() as i64
}

/// The view's signals, copied into every handler.
#[derive(Clone, Copy)]
struct Cards {
    deck: RwSignal<Deck>,
    clock: RwSignal<i64>,
    /// Whether the card on screen shows its answer.
    turned: RwSignal<bool>,
    /// What the last action did, or why it was refused.
    status: RwSignal<String>,
    patch: StoredValue<Patch, LocalStorage>,
    lang: Lang,
}

impl Cards {
    /// The card on screen, if any is due.
    fn current(self) -> Option<&'static str> {
        let at = self.clock.get_untracked();
        self.deck
            .with_untracked(|d| d.due_queue(at).first().copied())
    }

    /// Writes the deck through its merge-before-write rule; a refused write is noted by the deck.
    fn save(self) {
        self.deck.update(|d| {
            if let Some(text) = d.save(browser::storage_read(STORAGE_KEY)) {
                if !browser::storage_set(STORAGE_KEY, &text) {
                    d.save_failed();
                }
            }
        });
    }

    /// The Show button: the card turns and the keyboard goes to the grades.
    fn turn(self) {
        self.turned.set(true);
        // The button is gone once the card turns: the keyboard goes to the grades.
        request_animation_frame(|| browser::focus_by_id("cards-grade-1"));
    }

    fn grade(self, g: Grade) {
        let Some(id) = self.current() else {
            return;
        };
        let (at, lang) = (now(), self.lang);
        let result = self
            .deck
            .try_update(|d| d.grade(id, g, at))
            .unwrap_or(Ok(at));
        self.status.set(match result {
            Ok(due) => fill(
                t::GRADED.get(lang),
                &[
                    g.label().get(lang),
                    &self.deck.with_untracked(|d| d.due_text(due, at, lang)),
                ],
            ),
            Err(e) => e.get(lang).to_string(),
        });
        self.save();
        self.turned.set(false);
        self.clock.set(at);
        // The next card is drawn by now; the keyboard stays on the card.
        request_animation_frame(|| browser::focus_by_id("cards-card"));
    }

    /// Space turns the card (a focused button's own Space is its click); 1–4 grade a turned card.
    fn key(self, ev: &web_sys::KeyboardEvent) {
        if is_typing(ev) || ev.ctrl_key() || ev.meta_key() || ev.alt_key() {
            return;
        }
        let key = ev.key();
        if key == " " && self.current().is_some() {
            let on_button = ev
                .target()
                .and_then(|t| t.dyn_into::<web_sys::Element>().ok())
                .is_some_and(|el| el.tag_name() == "BUTTON");
            if !on_button {
                ev.prevent_default();
                self.turned.update(|t| *t = !*t);
            }
        } else if self.turned.get_untracked() {
            if let Some(g) = key.chars().next().and_then(Grade::from_key) {
                ev.prevent_default();
                self.grade(g);
            }
        }
    }

    fn click(self, ev: &web_sys::Event) {
        let Some((act, element)) = acting(ev) else {
            return;
        };
        match act.as_str() {
            "show" => self.turn(),
            "grade" => {
                let key = element.get_attribute("data-grade").unwrap_or_default();
                if let Some(g) = key.chars().next().and_then(Grade::from_key) {
                    self.grade(g);
                }
            }
            "export" => self.export(),
            _ => {}
        }
    }

    fn export(self) {
        let lang = self.lang;
        let text = self.deck.with_untracked(Deck::export_json);
        self.status.set(
            match browser::download_text(EXPORT_FILE_NAME, "application/json", &text) {
                Ok(()) => t::EXPORTED.get(lang).to_string(),
                Err(e) => fill(t::EXPORT_FAILED.get(lang), &[&e]),
            },
        );
    }

    /// Reads a chosen file and merges it into the deck; a refused file leaves progress as it was.
    fn import(self, ev: &web_sys::Event) {
        let lang = self.lang;
        let Some(input) = acting(ev)
            .filter(|(act, _)| act == "import")
            .and_then(|(_, e)| e.dyn_into::<web_sys::HtmlInputElement>().ok())
        else {
            return;
        };
        let Some(file) = input.files().and_then(|f| f.get(0)) else {
            return;
        };
        input.set_value("");
        // An oversized file is refused before it is read into memory.
        if file.size() > MAX_BYTES as f64 {
            self.status.set(FILE_TOO_LARGE.get(lang).to_string());
            return;
        }
        // A FileReader and a one-shot callback rather than a future: this bundle needs no async runtime.
        let Ok(reader) = web_sys::FileReader::new() else {
            self.status.set(t::READ_FAILED.get(lang).to_string());
            return;
        };
        let done = reader.clone();
        let onload = wasm_bindgen::closure::Closure::once_into_js(move || {
            let Some(text) = done.result().ok().and_then(|v| v.as_string()) else {
                self.status.set(t::READ_FAILED.get(lang).to_string());
                return;
            };
            if let Some(result) = self.deck.try_update(|d| d.import(&text, now())) {
                self.status.set(match result {
                    Ok(summary) => summary.text(lang),
                    Err(e) => e.get(lang).to_string(),
                });
            }
            self.save();
        });
        reader.set_onloadend(Some(onload.unchecked_ref()));
        if reader.read_as_text(&file).is_err() {
            self.status.set(t::READ_FAILED.get(lang).to_string());
        }
    }

    /// Writes what changed since the last paint.
    fn paint(self) {
        let (at, turned, lang) = (self.clock.get(), self.turned.get(), self.lang);
        let status = self.status.get();
        self.deck.with(|d| {
            let notices: Vec<String> = d
                .notices()
                .iter()
                .map(|n| n.get(lang).to_string())
                .collect();
            let counts = d.counts(at);
            let face = face_html(d, at, turned, lang);
            self.patch.update_value(|p| {
                p.html("cards-notices", &notices_html(&notices));
                for (_, id, value) in COUNTS {
                    p.text(id, &value(&counts).to_string());
                }
                // A clock tick can rewrite the card under a focused grade: the same control keeps it.
                let focused = focused_id().filter(|id| id.starts_with("cards-"));
                if p.html("cards-face", &face) {
                    if let Some(id) = focused {
                        browser::focus_by_id(&id);
                    }
                }
                p.text("cards-status", &status);
            });
        });
    }
}
