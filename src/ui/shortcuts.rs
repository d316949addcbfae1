//! Keyboard shortcuts of the timeline and the help dialog that lists them.

use leptos::prelude::*;
use wasm_bindgen::JsCast;

use crate::model::i18n::Tr;
use crate::state::text::timeline as t;

/// Whether a key press belongs to a text field rather than to the shortcuts.
pub fn is_typing(ev: &web_sys::KeyboardEvent) -> bool {
    ev.target()
        .and_then(|t| t.dyn_into::<web_sys::Element>().ok())
        .map(|el| {
            matches!(el.tag_name().as_str(), "INPUT" | "TEXTAREA" | "SELECT")
                || el.has_attribute("contenteditable")
        })
        .unwrap_or(false)
}

pub const SHORTCUTS: [(&str, Tr); 6] = [
    ("P", t::KEY_PROJECTOR),
    ("]", t::KEY_NEXT),
    ("[", t::KEY_PREVIOUS),
    ("A", t::KEY_ADD),
    ("Alt + R", t::KEY_RESET),
    ("?", t::KEY_HELP),
];

/// The shortcuts, in a native modal `<dialog>`: the browser keeps focus inside it, makes the page behind
/// it inert, closes it on Escape and gives focus back to the button that opened it.
#[component]
pub fn ShortcutHelp(open: RwSignal<bool>) -> impl IntoView {
    let lang = super::shared().lang.get_untracked();
    let dialog_ref = NodeRef::<leptos::html::Dialog>::new();
    let close_ref = NodeRef::<leptos::html::Button>::new();
    Effect::new(move |_| {
        let (Some(dialog), wanted) = (dialog_ref.get(), open.get()) else {
            return;
        };
        if wanted && !dialog.open() {
            if dialog.show_modal().is_ok() {
                if let Some(button) = close_ref.get_untracked() {
                    let _ = button.focus();
                }
            }
        } else if !wanted && dialog.open() {
            dialog.close();
        }
    });
    view! {
        <dialog
            class="dialog"
            node_ref=dialog_ref
            aria-labelledby="shortcuts-title"
            // Escape, or close() above: either way the signal follows.
            on:close=move |_| open.set(false)
        >
            <h2 id="shortcuts-title">{t::SHORTCUTS_TITLE.get(lang)}</h2>
            <table class="dialog__table">
                <thead>
                    <tr>
                        <th scope="col">{t::KEY.get(lang)}</th>
                        <th scope="col">{t::ACTION.get(lang)}</th>
                    </tr>
                </thead>
                <tbody>
                    {SHORTCUTS
                        .iter()
                        .map(|(key, action)| {
                            view! {
                                <tr>
                                    <td>
                                        <kbd>{*key}</kbd>
                                    </td>
                                    <td>{action.get(lang)}</td>
                                </tr>
                            }
                        })
                        .collect_view()}
                </tbody>
            </table>
            <p>{t::WHILE_TYPING.get(lang)}</p>
            <button
                type="button"
                class="button"
                node_ref=close_ref
                on:click=move |_| open.set(false)
            >
                {t::CLOSE.get(lang)}
            </button>
        </dialog>
    }
}
