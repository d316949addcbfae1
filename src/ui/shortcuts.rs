//! Keyboard shortcuts: whether a key press belongs to a text field rather than to a view's or the shell's keys.
//! (The timeline's keys and its help dialog are in `ui::timeline` and `geometry::timeline_page`.)

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
