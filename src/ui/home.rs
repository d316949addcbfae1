//! The start page: what warp divergence is in one screen, and where a student or a teacher begins.

use super::patch::section;
use super::reactive::Effect;
use super::shared;
use crate::geometry::start::{home_html, home_links};
use crate::state::View;

/// Writes the Start page into `main` (the markup shell); its path links follow projector mode. False for
/// any other view.
pub fn mount(view: View, main: &web_sys::Element) -> bool {
    if view != View::Home {
        return false;
    }
    let shared = shared();
    let Some(root) = section(main, "home", "home-title", &home_html(&shared.shell())) else {
        return true;
    };
    Effect::new(move |_| {
        for (id, href) in home_links(&shared.shell()) {
            if let Ok(Some(link)) = root.query_selector(&format!("#{id}")) {
                let _ = link.set_attribute("href", &href);
            }
        }
    });
    true
}
