//! The exercise ladder: five levels of items, answers committed before any solution enters the page, and
//! progress kept in the browser without ever losing another tab's or a newer version's record.
//!
//! Markup in the markup shell (`ui::app::start_markup`): `geometry::ladder_page` writes the page and
//! `geometry::ladder_card` each item's card; one listener per event kind reads what a control does from
//! its `data-act`, and one effect writes what changed (`ui::patch`).

use wasm_bindgen::closure::Closure;
use wasm_bindgen::JsCast;

use super::field::edit;
use super::link_sync::sync_link;
use super::notices::notices_html;
use super::patch::{acting, focused_id, listen, section, value_of, Patch};
use super::reactive::{Effect, LocalStorage, RwSignal, StoredValue};
use super::{browser, shared, Shared};
use crate::geometry::ladder_card::{
    card_html, card_id, hint_button_text, hints_html, numbers_text, progress_text, solution_html,
    status_text, verdict,
};
use crate::geometry::ladder_page::{id, level_progress_text, page_html, reset_html};
use crate::model::exercises::{expected_text, PartKind, LEVELS};
use crate::model::i18n::{Bilingual, Lang};
use crate::model::misconceptions::Assessment;
use crate::model::progress::STORAGE_KEY;
use crate::state::ladder::{target_href, LadderState, SavedProgress};
use crate::state::ladder_page::{LadderPage, Slot, Store};
use crate::state::shell::ShellState;
use crate::state::{open, View};

/// Writes the ladder into `main` (the markup shell); false for any other view.
pub fn mount(view: View, main: &web_sys::Element) -> bool {
    if view != View::Ladder {
        return false;
    }
    let shared = shared();
    let lang = shared.lang.get_untracked();
    let (initial, _, problems) = open::<LadderState>(&browser::current_search());
    let problems: Vec<String> = problems.iter().map(|p| p.text(lang)).collect();
    let saved = SavedProgress::load(BrowserStore.read(), browser::JSON);
    let page = LadderPage::new(saved, initial.seed);
    let items: Vec<(&str, u8)> = page
        .slots
        .iter()
        .map(|s| (s.item.id, s.item.level))
        .collect();
    let seed = initial.seed.map(|s| s.to_string()).unwrap_or_default();
    let notices = notices_html(&all_notices(&problems, &page.saved, lang));
    let markup = page_html(lang, &LEVELS, &items, &seed, &notices);
    let Some(root) = section(main, "ladder", "ladder-title", &markup) else {
        return true;
    };

    let state = RwSignal::new(initial);
    sync_link(state, shared);
    let v = Ladder {
        state,
        page: RwSignal::new(page),
        painter: StoredValue::new_local(Painter {
            patch: Patch::default(),
            cards: Vec::new(),
            problems,
        }),
        shared,
        lang,
    };
    // Another tab saved: fold its progress in, so neither tab's answers are lost. The same closure type
    // as the root's listeners (`patch::listen`), so no glue of its own.
    let follow = Closure::<dyn Fn(web_sys::Event)>::new(move |ev: web_sys::Event| {
        if let Some(ev) = ev.dyn_ref::<web_sys::StorageEvent>() {
            if ev.key().as_deref() == Some(STORAGE_KEY) {
                let stored = ev.new_value();
                v.page
                    .update(|p| p.follow(stored.as_deref(), &BrowserStore));
            }
        }
    });
    if let Some(window) = web_sys::window() {
        let _ = window.add_event_listener_with_callback("storage", follow.as_ref().unchecked_ref());
    }
    follow.forget();
    listen(&root, "click", move |ev| v.click(ev));
    listen(&root, "submit", move |ev| v.submit(ev));
    listen(&root, "input", move |ev| v.input(ev));
    listen(&root, "change", move |ev| v.change(ev));
    v.painter.update_value(|w| w.patch.attach(root));
    Effect::new(move |_| v.paint());
    true
}

/// The browser's storage, under the ladder's key.
struct BrowserStore;

impl Store for BrowserStore {
    fn read(&self) -> Result<Option<String>, ()> {
        browser::storage_read(STORAGE_KEY)
    }

    fn write(&self, text: &str) -> bool {
        browser::storage_set(STORAGE_KEY, text)
    }
}

/// The link's problems, then what stored progress says (dropped, read-only, not saving).
fn all_notices(problems: &[String], saved: &SavedProgress, lang: Lang) -> Vec<String> {
    problems
        .iter()
        .cloned()
        .chain(saved.notices.iter().map(|n| n.get(lang).to_string()))
        .collect()
}

/// What the paint keeps between paints.
struct Painter {
    patch: Patch,
    /// The numbers each card was last written for.
    cards: Vec<Option<Option<u64>>>,
    /// The link's problems, said in the page's language.
    problems: Vec<String>,
}

/// The view's signals, copied into every handler.
#[derive(Clone, Copy)]
struct Ladder {
    state: RwSignal<LadderState>,
    page: RwSignal<LadderPage>,
    painter: StoredValue<Painter, LocalStorage>,
    shared: Shared,
    lang: Lang,
}

impl Ladder {
    fn click(self, ev: &web_sys::Event) {
        if let Some((act, element)) = acting(ev) {
            // Reset's and the set's buttons name no item: no slot has this index.
            let k = element
                .get_attribute("data-item")
                .and_then(|k| k.parse().ok());
            self.act(&act, k.unwrap_or(usize::MAX));
        }
    }

    /// "Check answer" (or Enter in a field): the card's form names its slot.
    fn submit(self, ev: &web_sys::Event) {
        let k = ev
            .target()
            .and_then(|t| t.dyn_into::<web_sys::Element>().ok())
            .and_then(|form| form.get_attribute("data-item"))
            .and_then(|k| k.parse::<usize>().ok());
        if let Some(k) = k {
            ev.prevent_default();
            self.act("check", k);
        }
    }

    /// What a control of the page or of item `k`'s card does, in one update of the page.
    fn act(self, act: &str, k: usize) {
        let fresh = matches!(act, "new-set" | "new-numbers").then(browser::fresh_seed);
        let set = matches!(act, "new-set" | "notes");
        if set {
            // The field shows the set's seed again, whatever was typed there.
            self.painter
                .update_value(|w| w.patch.forget_values(id::SEED));
            self.state.update(|l| l.seed = fresh);
        }
        self.page.maybe_update(|p| {
            match act {
                // Every item back on the set's numbers, even one on its own "New numbers" when the
                // set's are unchanged.
                _ if set => {
                    p.on_set(fresh);
                }
                "check" => p.check(k, &BrowserStore),
                "reveal" => p.show_solution(k, &BrowserStore),
                "hint" => p.show_hint(k),
                "new-numbers" => p.new_numbers(k, fresh.unwrap_or_default()),
                "reset" => p.asking = true,
                "reset-yes" => p.reset(&BrowserStore),
                "reset-cancel" => p.asking = false,
                _ => return false,
            }
            true
        });
    }

    /// A typed seed (taken into the link, or refused at the field) or a typed answer (kept as typed).
    fn input(self, ev: &web_sys::Event) {
        let Some((act, element)) = acting(ev) else {
            return;
        };
        let text = value_of(&element);
        if act == "seed" {
            let result = edit(self.state, |s| s.edit_seed(&text));
            let accepted = self
                .state
                .with_untracked(|s| s.seed.map(|s| s.to_string()).unwrap_or_default());
            self.painter.update_value(|w| {
                if result.is_ok() {
                    // What the state now holds there: the repaint leaves the learner's own text alone.
                    w.patch.remember(id::SEED, accepted);
                }
                w.patch
                    .refusal(id::SEED, result.err().as_ref().map(|e| e.get(self.lang)));
            });
        } else if act == "answer" {
            self.set_answer(&element, text.clone());
            self.painter
                .update_value(|w| w.patch.remember(&element.id(), text));
        }
    }

    /// A choice picked.
    fn change(self, ev: &web_sys::Event) {
        if let Some((_, element)) = acting(ev).filter(|(act, _)| act == "choose") {
            self.set_answer(&element, value_of(&element));
        }
    }

    /// What a field of a card holds; nothing on screen changes until the check.
    fn set_answer(self, element: &web_sys::Element, text: String) {
        let number = |name: &str| element.get_attribute(name)?.parse::<usize>().ok();
        if let (Some(k), Some(part)) = (number("data-item"), number("data-part")) {
            self.page.update_untracked(|p| p.set_answer(k, part, text));
        }
    }

    /// Writes what changed since the last paint.
    fn paint(self) {
        let (lang, shell) = (self.lang, self.shared.shell());
        let seed = self.state.with(|s| s.seed);
        // The link's numbers changed (typed, Back): every item goes back to them before anything is
        // written (nothing else reads the page, so no one else is told).
        if self.page.with_untracked(|p| p.base != seed) {
            self.page.update_untracked(|p| {
                p.on_set(seed);
            });
        }
        let focused = focused_id();
        self.page.with(|page| {
            let saved = &page.saved;
            self.painter.update_value(|w| {
                let p = &mut w.patch;
                p.value(id::SEED, &seed.map(|s| s.to_string()).unwrap_or_default());
                p.html(
                    id::NOTICES,
                    &notices_html(&all_notices(&w.problems, saved, lang)),
                );
                for (level, _) in LEVELS {
                    let counts = saved.level_counts(level, seed);
                    p.text(
                        &format!("level-{level}-progress"),
                        &level_progress_text(counts, lang),
                    );
                }
                // The pressed button is replaced: the keyboard goes to the safe answer, then back.
                let in_reset = focused.as_deref().is_some_and(|f| f.starts_with(id::RESET));
                if p.html(id::RESET, &reset_html(page.asking, lang)) && in_reset {
                    browser::focus_by_id(if page.asking {
                        id::RESET_CANCEL
                    } else {
                        id::RESET_BUTTON
                    });
                }
                w.cards.resize(page.slots.len(), None);
                for (k, (slot, written)) in page.slots.iter().zip(w.cards.iter_mut()).enumerate() {
                    let fresh = *written != Some(slot.seed);
                    paint_card(p, k, slot, fresh, saved, &shell, lang);
                    *written = Some(slot.seed);
                }
            });
            keep_focus(focused, &page.slots);
        });
    }
}

/// One card: rewritten when its numbers changed (`fresh`), then every part that follows its state.
fn paint_card(
    p: &mut Patch,
    k: usize,
    slot: &Slot,
    fresh: bool,
    saved: &SavedProgress,
    shell: &ShellState,
    lang: Lang,
) {
    let (item, card) = (&slot.item, &slot.card);
    let id = item.id;
    let of = |what: &str| card_id(id, what);
    if fresh && p.html(&format!("ex-{id}"), &card_html(item, k, lang)) {
        p.forget_under(&of(""));
    }
    let finished = card.finished();
    for (i, part) in item.parts.iter().enumerate() {
        let field = of(&format!("part-{i}"));
        let answer = card.answers.get(i).map_or("", String::as_str);
        let assessed = card.assessed.get(i).and_then(Option::as_ref);
        let error = match assessed {
            Some(Assessment::Unreadable(e)) => e.text(lang),
            _ => String::new(),
        };
        match &part.kind {
            PartKind::Number { .. } => {
                p.value(&field, answer);
                p.flag(&field, "disabled", finished);
                let invalid = if error.is_empty() { "false" } else { "true" };
                p.attr(&field, "aria-invalid", invalid);
            }
            PartKind::Choice { options, .. } => {
                for o in 0..options.len() {
                    let radio = format!("{field}-{o}");
                    p.prop(&radio, "checked", answer == o.to_string());
                    p.flag(&radio, "disabled", finished);
                }
            }
        }
        p.text(&format!("{field}-error"), &error);
        let said = assessed.and_then(|a| verdict(a, finished, &expected_text(part), lang));
        let shown = format!("{field}-verdict");
        let class = said.as_ref().map(|(right, _)| {
            if *right {
                "exercise__verdict exercise__verdict--right"
            } else {
                "exercise__verdict exercise__verdict--wrong"
            }
        });
        p.maybe_attr(&shown, "class", class);
        p.flag(&shown, "hidden", said.is_none());
        p.text(&shown, said.as_ref().map_or("", |(_, text)| text));
    }
    let hint_count = item.hints.len();
    p.flag(&of("check"), "disabled", finished);
    p.flag(&of("reveal"), "disabled", finished);
    if hint_count > 0 {
        let hint = of("hint");
        p.flag(
            &hint,
            "disabled",
            finished || card.hints_shown >= hint_count,
        );
        p.text(&hint, &hint_button_text(card.hints_shown, hint_count, lang));
    }
    p.text(&of("status"), &status_text(card, hint_count, lang));
    p.html(
        &of("hints"),
        &hints_html(&item.hints, card.hints_shown, lang),
    );
    let solution = if finished {
        solution_html(item, slot.seed.is_some(), lang)
    } else {
        String::new()
    };
    p.html(&of("solution"), &solution);
    p.text(
        &of("progress"),
        &progress_text(&saved.progress.item(id), lang),
    );
    p.attr(&of("link"), "href", &target_href(&item.target, shell));
    p.text(&of("numbers"), &numbers_text(slot.seed, lang));
}

/// A card control that held the focus and is now disabled (the item finished, every hint open) or was
/// rewritten: the focus goes to the same control when it is there and usable, else to the card's status
/// line once finished (what the check did), else to its Check button — never to the page.
fn keep_focus(focused: Option<String>, slots: &[Slot]) {
    let Some(f) = focused.filter(|f| f.starts_with("ex-")) else {
        return;
    };
    let document = web_sys::window().and_then(|w| w.document());
    let usable = document
        .as_ref()
        .and_then(|d| d.get_element_by_id(&f))
        .filter(|e| !e.has_attribute("disabled"));
    if usable.is_some() {
        if focused_id().as_deref() != Some(f.as_str()) {
            browser::focus_by_id(&f);
        }
        return;
    }
    if let Some(slot) = slots
        .iter()
        .find(|s| f.starts_with(&card_id(s.item.id, "")))
    {
        let what = if slot.card.finished() {
            "status"
        } else {
            "check"
        };
        browser::focus_by_id(&card_id(slot.item.id, what));
    }
}
