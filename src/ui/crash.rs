//! Never a dead page: a panic shows the crash banner that index.html carries, and logs the details.

use crate::model::i18n::Lang;
use crate::state::chrome::CRASHED;

pub fn install() {
    std::panic::set_hook(Box::new(|info| show(&info.to_string())));
}

/// Logs what went wrong and shows the banner (the panic hook's whole job, callable on its own for tests).
pub fn show(details: &str) {
    web_sys::console::error_1(&format!("Warpwise crashed: {details}").into());
    let banner = web_sys::window()
        .and_then(|w| w.document())
        .and_then(|d| d.get_element_by_id("crash-banner"));
    if let Some(banner) = banner {
        // index.html carries the English; a Hinglish page (the shell set <html lang>) gets its own words.
        let lang = banner
            .owner_document()
            .and_then(|d| d.document_element())
            .and_then(|root| root.get_attribute("lang"))
            .and_then(|key| Lang::from_key(&key))
            .unwrap_or_default();
        banner.set_text_content(Some(CRASHED.get(lang)));
        let _ = banner.remove_attribute("hidden");
    }
}
