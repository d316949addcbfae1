//! Never a dead page: a panic shows the crash banner that index.html carries, and logs the details.

pub fn install() {
    std::panic::set_hook(Box::new(|info| {
        web_sys::console::error_1(&format!("Warpwise crashed: {info}").into());
        let banner = web_sys::window()
            .and_then(|w| w.document())
            .and_then(|d| d.get_element_by_id("crash-banner"));
        if let Some(banner) = banner {
            let _ = banner.remove_attribute("hidden");
        }
    }));
}
