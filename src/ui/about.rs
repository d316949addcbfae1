//! About: what the tutor teaches, every view in a line, the glossary every readout links to, and the errata.

use super::patch::section;
use super::shared;
use crate::geometry::start::about_html;
use crate::state::View;

/// Writes About into `main` (the markup shell); false for any other view.
pub fn mount(view: View, main: &web_sys::Element) -> bool {
    if view != View::About {
        return false;
    }
    section(
        main,
        "about",
        "about-title",
        &about_html(shared().lang.get_untracked()),
    );
    true
}
