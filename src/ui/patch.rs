//! Writing a markup view's changing parts in place: each element found by id under the view's root, and
//! written only when what it shows changed, so a focused control keeps its focus and an unchanged panel
//! costs no DOM work.

use wasm_bindgen::closure::Closure;
use wasm_bindgen::{JsCast, JsValue};

use super::browser::elements;
use crate::model::i18n::{Lang, Said};

/// The view's root, the elements found so far and what was last written where (keyed by element id, and
/// the attribute for attributes).
#[derive(Default)]
pub struct Patch {
    root: Option<web_sys::Element>,
    found: Keyed<web_sys::Element>,
    shown: Keyed<String>,
}

/// A few dozen entries by key, searched in order: a hash map's code costs the bundle more than the search.
struct Keyed<T>(Vec<(String, T)>);

impl<T> Default for Keyed<T> {
    fn default() -> Self {
        Keyed(Vec::new())
    }
}

impl<T> Keyed<T> {
    fn get(&self, key: &str) -> Option<&T> {
        self.0.iter().find(|(k, _)| k == key).map(|(_, v)| v)
    }

    fn insert(&mut self, key: String, value: T) {
        match self.0.iter_mut().find(|(k, _)| *k == key) {
            Some((_, v)) => *v = value,
            None => self.0.push((key, value)),
        }
    }
}

impl Patch {
    /// Elements are looked up under `root` (it may not be in the document yet).
    pub fn attach(&mut self, root: web_sys::Element) {
        self.root = Some(root);
    }

    /// The element with this id: remembered while it stays in the page (a panel's rewrite replaces the
    /// controls in it), else looked up by the document's id index, or under the root before it is in
    /// the document (a selector search walks the whole view: milliseconds per step with a long strip).
    pub fn find(&mut self, id: &str) -> Option<web_sys::Element> {
        if let Some(e) = self.found.get(id).filter(|e| e.is_connected()) {
            return Some(e.clone());
        }
        let root = self.root.as_ref()?;
        let element = if root.is_connected() {
            root.owner_document()?.get_element_by_id(id)
        } else {
            root.query_selector(&format!("#{id}")).ok().flatten()
        }?;
        self.found.insert(id.to_string(), element.clone());
        Some(element)
    }

    /// Whether `key` shows something other than `now`; records `now` when the element exists.
    fn changed(&mut self, key: String, now: &str) -> Option<web_sys::Element> {
        if self.shown.get(&key).map(String::as_str) == Some(now) {
            return None;
        }
        let element = self.find(key.split('@').next().unwrap_or_default())?;
        self.shown.insert(key, now.to_string());
        Some(element)
    }

    /// Rewrites an element's content; true when it did (the controls in it are new: see [`Patch::forget`]).
    /// An explanation the learner opened in it (a `<details>` holding an element with an id) stays open,
    /// and keeps the focus if it had it.
    pub fn html(&mut self, id: &str, markup: &str) -> bool {
        let changed = self.changed(id.to_string(), markup);
        if let Some(e) = &changed {
            let opened = open_details(e);
            e.set_inner_html(markup);
            for (key, focused) in opened {
                let summary = e
                    .query_selector(&format!("#{key}"))
                    .ok()
                    .flatten()
                    .and_then(|k| k.closest("details").ok().flatten())
                    .and_then(|d| {
                        let _ = d.set_attribute("open", "");
                        d.query_selector("summary").ok().flatten()
                    })
                    .and_then(|s| s.dyn_into::<web_sys::HtmlElement>().ok());
                if let (true, Some(summary)) = (focused, summary) {
                    let _ = summary.focus();
                }
            }
        }
        changed.is_some()
    }

    /// Forgets every attribute, text and value written, so the next writes land on rewritten elements.
    pub fn forget(&mut self) {
        self.shown.0.retain(|(k, _)| !k.contains('@'));
    }

    pub fn text(&mut self, id: &str, text: &str) {
        if let Some(e) = self.changed(format!("{id}@text"), text) {
            e.set_text_content(Some(text));
        }
    }

    pub fn attr(&mut self, id: &str, name: &str, value: &str) {
        if let Some(e) = self.changed(format!("{id}@{name}"), value) {
            let _ = e.set_attribute(name, value);
        }
    }

    /// An attribute that is there with a value or not at all (`aria-current`).
    pub fn maybe_attr(&mut self, id: &str, name: &str, value: Option<&str>) {
        if let Some(e) = self.changed(format!("{id}@{name}"), value.unwrap_or("\u{0}")) {
            let _ = match value {
                Some(v) => e.set_attribute(name, v),
                None => e.remove_attribute(name),
            };
        }
    }

    /// A boolean property that is not an attribute once the learner has touched it (a radio's `checked`).
    pub fn prop(&mut self, id: &str, name: &str, on: bool) {
        if let Some(e) = self.changed(format!("{id}@{name}"), if on { "1" } else { "" }) {
            let _ = js_sys::Reflect::set(&e, &JsValue::from_str(name), &JsValue::from_bool(on));
        }
    }

    /// A boolean attribute (`disabled`, `hidden`, `open`).
    pub fn flag(&mut self, id: &str, name: &str, on: bool) {
        if let Some(e) = self.changed(format!("{id}@{name}"), if on { "1" } else { "" }) {
            let _ = e.toggle_attribute_with_force(name, on);
        }
    }

    /// A field's or menu's value, written only when the state's value changed since it was last written
    /// or `remember`ed (never over what a learner is typing); a written field loses its refusal.
    pub fn value(&mut self, id: &str, value: &str) {
        if let Some(e) = self.changed(format!("{id}@value"), value) {
            let _ =
                js_sys::Reflect::set(&e, &JsValue::from_str("value"), &JsValue::from_str(value));
            self.refusal(id, None);
        }
    }

    /// After the learner's edit of field `id`: an accepted one is remembered as what the state now holds
    /// there (`accepted`; the repaint then leaves the learner's own text alone), and the field's refusal
    /// line says why it was refused, or clears.
    pub fn edited(
        &mut self,
        id: &str,
        result: &Result<(), Said>,
        lang: Lang,
        accepted: impl FnOnce() -> Option<String>,
    ) {
        if result.is_ok() {
            if let Some(now) = accepted() {
                self.remember(id, now);
            }
        }
        self.refusal(id, result.as_ref().err().map(|e| e.get(lang)));
    }

    /// The value a field holds after the learner's own accepted edit.
    pub fn remember(&mut self, id: &str, value: String) {
        self.shown.insert(format!("{id}@value"), value);
    }

    /// Forgets the values written into fields whose ids start with `prefix` (their markup was rewritten).
    pub fn forget_values(&mut self, prefix: &str) {
        self.shown
            .0
            .retain(|(k, _)| !(k.starts_with(prefix) && k.ends_with("@value")));
    }

    /// Forgets everything written into the elements whose ids start with `prefix` (a card rewritten, its
    /// hosts included), so the next writes land on the new elements while the rest of the view keeps what
    /// it knows.
    pub fn forget_under(&mut self, prefix: &str) {
        self.shown.0.retain(|(k, _)| !k.starts_with(prefix));
    }

    /// A field's refusal sentence under it (`{id}-error`) and its `aria-invalid`; `None` clears both.
    pub fn refusal(&mut self, id: &str, sentence: Option<&str>) {
        if let Some(e) = self.find(id) {
            let _ = e.set_attribute(
                "aria-invalid",
                if sentence.is_some() { "true" } else { "false" },
            );
        }
        if let Some(e) = self.find(&format!("{id}-error")) {
            e.set_text_content(Some(sentence.unwrap_or_default()));
        }
    }
}

/// A markup view's root: a `<section>` with its class and the id of the heading that names it, put in
/// `main` holding `markup` (None only if the page cannot make an element).
pub fn section(
    main: &web_sys::Element,
    class: &str,
    labelled_by: &str,
    markup: &str,
) -> Option<web_sys::Element> {
    let root = main.owner_document()?.create_element("section").ok()?;
    root.set_class_name(class);
    if !labelled_by.is_empty() {
        let _ = root.set_attribute("aria-labelledby", labelled_by);
    }
    root.set_inner_html(markup);
    let _ = main.append_child(&root);
    Some(root)
}

/// One listener on a markup view's root for an event kind, for the page's lifetime.
pub fn listen(root: &web_sys::Element, event: &str, handler: impl Fn(&web_sys::Event) + 'static) {
    let handler = Closure::<dyn Fn(web_sys::Event)>::new(move |ev: web_sys::Event| handler(&ev));
    let _ = root.add_event_listener_with_callback(event, handler.as_ref().unchecked_ref());
    handler.forget();
}

/// The element an event came from, climbed to the nearest one that says what it does (`data-act`).
pub fn acting(ev: &web_sys::Event) -> Option<(String, web_sys::Element)> {
    let element = ev
        .target()?
        .dyn_into::<web_sys::Element>()
        .ok()?
        .closest("[data-act]")
        .ok()??;
    Some((element.get_attribute("data-act")?, element))
}

/// A control's current value (input, textarea, select).
pub fn value_of(element: &web_sys::Element) -> String {
    js_sys::Reflect::get(element, &JsValue::from_str("value"))
        .ok()
        .and_then(|v| v.as_string())
        .unwrap_or_default()
}

/// The open `<details>` under `element`, each by the id of the first element in it that has one, and
/// whether the focus is in it.
fn open_details(element: &web_sys::Element) -> Vec<(String, bool)> {
    let active = web_sys::window()
        .and_then(|w| w.document())
        .and_then(|d| d.active_element());
    elements(element.query_selector_all("details[open]").ok())
        .filter_map(|details| {
            let keyed = details.query_selector("[id]").ok().flatten()?;
            let focused = active.as_ref().is_some_and(|a| details.contains(Some(a)));
            Some((keyed.id(), focused))
        })
        .collect()
}

/// The id of the focused element, if any.
pub fn focused_id() -> Option<String> {
    Some(web_sys::window()?.document()?.active_element()?.id())
}
