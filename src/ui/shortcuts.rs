//! Keyboard shortcuts of the timeline and the help dialog that lists them.

use leptos::prelude::*;
use wasm_bindgen::JsCast;

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

pub const SHORTCUTS: [(&str, &str); 6] = [
    ("P", "Projector mode on or off"),
    ("]", "Next preset"),
    ("[", "Previous preset"),
    ("A", "Add a path"),
    ("Alt + R", "Reset to the default region"),
    ("?", "Show this list"),
];

#[component]
pub fn ShortcutHelp(open: RwSignal<bool>) -> impl IntoView {
    let close_ref = NodeRef::<leptos::html::Button>::new();
    Effect::new(move |_| {
        if open.get() {
            if let Some(button) = close_ref.get() {
                let _ = button.focus();
            }
        }
    });
    view! {
        <Show when=move || open.get()>
            <div class="dialog__backdrop">
                <div
                    class="dialog"
                    role="dialog"
                    aria-modal="true"
                    aria-labelledby="shortcuts-title"
                    on:keydown=move |ev| {
                        if ev.key() == "Escape" {
                            open.set(false)
                        }
                    }
                >
                    <h2 id="shortcuts-title">"Keyboard shortcuts"</h2>
                    <table class="dialog__table">
                        <thead>
                            <tr>
                                <th scope="col">"Key"</th>
                                <th scope="col">"Action"</th>
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
                                            <td>{*action}</td>
                                        </tr>
                                    }
                                })
                                .collect_view()}
                        </tbody>
                    </table>
                    <p>
                        "Shortcuts are ignored while you type in a field; Tab moves between controls."
                    </p>
                    <button
                        type="button"
                        class="button"
                        node_ref=close_ref
                        on:click=move |_| open.set(false)
                    >
                        "Close"
                    </button>
                </div>
            </div>
        </Show>
    }
}
