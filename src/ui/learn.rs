//! The Learn view: the topics in order, each with its paragraphs, code, live element and a
//! check-yourself question answered before any explanation shows.
//!
//! Markup in the markup shell (`ui::app::start_markup`): the page and each topic are written by
//! `geometry::learn`; one listener per event kind reads what a control does from its `data-act`, and one
//! effect writes what changed (`ui::patch`).

use super::link_sync::sync_link;
use super::notices::notices_html;
use super::patch::{acting, listen, section, value_of, Patch};
use super::reactive::{request_animation_frame, Effect, LocalStorage, RwSignal, StoredValue};
use super::{browser, shared, Shared};
use crate::geometry::learn::{links, page_html, pager_html, regime_readouts_html, topic_html};
use crate::geometry::palette::palette;
use crate::geometry::roofline::roofline_svg;
use crate::model::i18n::{Bilingual, Lang};
use crate::model::learn::{Live, TOPICS};
use crate::state::learn::{topic_href, CheckState, LearnState};
use crate::state::regime::Input;
use crate::state::text::learn as t;
use crate::state::{open, View};

/// Writes Learn into `main` (the markup shell); false for any other view.
pub fn mount(view: View, main: &web_sys::Element) -> bool {
    if view != View::Learn {
        return false;
    }
    let shared = shared();
    let lang = shared.lang.get_untracked();
    let (initial, _, problems) = open::<LearnState>(&browser::current_search());
    let notices: Vec<String> = problems.iter().map(|p| p.text(lang)).collect();
    let page = page_html(lang, &notices_html(&notices));
    let Some(root) = section(main, "learn-view", "learn-title", &page) else {
        return true;
    };

    let state = RwSignal::new(initial);
    sync_link(state, shared);
    let v = Learn {
        state,
        // One answer state per topic, so moving between topics keeps what was committed.
        checks: RwSignal::new(TOPICS.iter().map(|t| CheckState::new(&t.check)).collect()),
        status: RwSignal::new(None),
        patch: StoredValue::new_local(Patch::default()),
        shared,
        lang,
    };
    listen(&root, "click", move |ev| v.click(ev));
    listen(&root, "change", move |ev| v.change(ev));
    listen(&root, "keydown", move |ev| v.keydown(ev));
    listen(&root, "input", move |ev| v.input(ev));
    v.patch.update_value(|p| p.attach(root));
    Effect::new(move |_| v.paint());
    true
}

/// The view's signals, copied into every handler.
#[derive(Clone, Copy)]
struct Learn {
    state: RwSignal<LearnState>,
    checks: RwSignal<Vec<CheckState>>,
    /// A refusal under the question, with the topic it is about.
    status: RwSignal<Option<(usize, String)>>,
    patch: StoredValue<Patch, LocalStorage>,
    shared: Shared,
    lang: Lang,
}

impl Learn {
    fn index(self) -> usize {
        self.state.with_untracked(|s| s.topic.min(TOPICS.len() - 1))
    }

    /// Opens a topic: a page of its own, so always a new history entry however quickly the next follows;
    /// the heading takes the focus once drawn, for keyboard and screen readers.
    fn go(self, topic: usize) {
        browser::write_query(&topic_href(topic, &self.shared.shell()), true);
        self.status.set(None);
        self.state.update(|s| s.go(topic));
        request_animation_frame(|| browser::focus_by_id("learn-topic-title"));
    }

    /// Commits the chosen answer, or reveals the answer; a refusal is said under the question. When the
    /// question closes its buttons are disabled: focus moves to what it says, not to the page.
    fn answer(self, reveal: bool) {
        let index = self.index();
        let result = self
            .checks
            .try_update(|c| {
                if reveal {
                    c[index].reveal()
                } else {
                    c[index].commit().map(|_| ())
                }
            })
            .unwrap_or(Ok(()));
        self.status
            .set(result.err().map(|e| (index, e.get(self.lang).to_string())));
        if self.checks.with_untracked(|c| c[index].finished()) {
            request_animation_frame(move || {
                browser::focus_by_id(&format!("check-feedback-{index}"))
            });
        }
    }

    fn click(self, ev: &web_sys::Event) {
        let Some((act, element)) = acting(ev) else {
            return;
        };
        match act.as_str() {
            "topic" => {
                ev.prevent_default();
                if let Some(topic) = element
                    .get_attribute("data-topic")
                    .and_then(|t| t.parse().ok())
                {
                    self.go(topic)
                }
            }
            "commit" => self.answer(false),
            "reveal" => self.answer(true),
            _ => {}
        }
    }

    fn change(self, ev: &web_sys::Event) {
        if let Some((act, element)) = acting(ev) {
            let choice = element
                .get_attribute("data-choice")
                .and_then(|c| c.parse().ok());
            if let ("choose", Some(choice)) = (act.as_str(), choice) {
                let index = self.index();
                self.checks.update(|c| c[index].choose(choice))
            }
        }
    }

    /// Enter on a choice commits it.
    fn keydown(self, ev: &web_sys::Event) {
        let enter = js_sys::Reflect::get(ev, &"key".into())
            .ok()
            .and_then(|k| k.as_string())
            .is_some_and(|k| k == "Enter");
        if enter && acting(ev).is_some_and(|(act, _)| act == "choose") {
            ev.prevent_default();
            self.answer(false);
        }
    }

    /// A calculator input: taken into the state (and so the link), or refused at the field.
    fn input(self, ev: &web_sys::Event) {
        let Some((act, element)) = acting(ev) else {
            return;
        };
        let key = element.get_attribute("data-input").unwrap_or_default();
        let Some(input) = Input::ALL.into_iter().find(|i| i.key() == key) else {
            return;
        };
        if act != "regime" {
            return;
        }
        let text = value_of(&element);
        let mut next = self.state.with_untracked(|s| s.regime);
        let result = next.edit(input, &text, self.lang);
        if result.is_ok() {
            self.state.update(|s| s.regime = next);
        }
        self.patch.update_value(|p| {
            if result.is_ok() {
                // What the state now holds there: the repaint leaves the learner's own text alone.
                p.remember(&element.id(), next.text(input));
            }
            p.refusal(&element.id(), result.as_ref().err().map(String::as_str));
        });
    }

    /// Writes what changed since the last paint.
    fn paint(self) {
        let (lang, shell) = (self.lang, self.shared.shell());
        self.state.with(|s| {
            let index = s.topic.min(TOPICS.len() - 1);
            let status = self.status.with(|st| {
                st.as_ref()
                    .filter(|(i, _)| *i == index)
                    .map(|(_, text)| text.clone())
                    .unwrap_or_default()
            });
            let check = self.checks.with(|c| c[index]);
            self.patch.update_value(|p| {
                let body = p.html("learn-topic", &topic_html(index, lang));
                let pager = p.html("learn-pager", &pager_html(s, lang));
                if body || pager {
                    p.forget();
                }
                for i in 0..TOPICS.len() {
                    let current = (i == index).then_some("page");
                    p.maybe_attr(&format!("learn-topic-link-{i}"), "aria-current", current);
                }
                for (id, href) in links(s, &shell) {
                    p.attr(&id, "href", &href);
                }
                if TOPICS[index].live.contains(&Live::Roofline) {
                    for input in Input::ALL {
                        p.value(&format!("regime-{}", input.key()), &s.regime.text(input));
                    }
                    p.html("regime-readouts", &regime_readouts_html(&s.regime, lang));
                    p.text("regime-verdict", &s.regime.verdict(lang));
                    let figure = roofline_svg(&s.regime, palette(shell.projector), lang);
                    p.html("regime-figure", &figure);
                }
                paint_check(p, index, &check, &status, lang);
            });
        });
    }
}

/// The question's choices, buttons, refusal and feedback.
fn paint_check(p: &mut Patch, index: usize, check: &CheckState, status: &str, lang: Lang) {
    let finished = check.finished();
    let tried = format!(" — {}", t::TRIED.get(lang));
    for i in 0..check.check().choices.len() {
        let id = format!("check-{index}-{i}");
        p.prop(&id, "checked", check.choice == Some(i));
        p.flag(&id, "disabled", finished);
        p.text(
            &format!("{id}-tried"),
            if check.was_wrong(i) { &tried } else { "" },
        );
    }
    p.flag("check-commit", "disabled", finished);
    p.flag("check-reveal", "disabled", finished);
    p.text("check-status", status);
    let feedback = format!("check-feedback-{index}");
    let class = match (check.right, check.revealed) {
        (Some(true), _) => "learn__feedback learn__feedback--right",
        (_, true) | (None, _) => "learn__feedback",
        (Some(false), false) => "learn__feedback learn__feedback--wrong",
    };
    p.attr(&feedback, "class", class);
    p.text(&feedback, &check.feedback(lang).unwrap_or_default());
}
