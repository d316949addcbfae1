//! The timeline's editors: the menus and fields over the paths, the path rows and lane strips in the page's
//! `paths-rows` (one host per path, added and removed as paths come and go, so the rows that stay keep their
//! controls and what is typed in them), and where the focus goes when the control it was on is written anew
//! or disabled.

use super::patch::Patch;
use crate::geometry::timeline_page::{row_html, strip_html};
use crate::geometry::timeline_values::{block_toggle, paths_error};
use crate::model::i18n::Lang;
use crate::model::pricing::Region;
use crate::state::stepper::StepperState;
use crate::state::timeline::TimelineState;
use crate::state::ShellState;

/// Makes `paths-rows` hold one host per path (`paths-{i}`) and writes each row for one warp or a block;
/// true when a row was written anew (its controls are new: everything is written again).
pub fn paint_rows(p: &mut Patch, count: usize, single: bool, lang: Lang) -> bool {
    let Some(rows) = p.find("paths-rows") else {
        return false;
    };
    let mut have = rows.child_element_count() as usize;
    while have > count {
        if let Some(last) = rows.last_element_child() {
            last.remove();
        }
        have -= 1;
    }
    while have < count {
        let host = format!("paths-{have}");
        let _ = rows.insert_adjacent_html("beforeend", &format!("<div id=\"{host}\"></div>"));
        // A host made anew is empty, whatever one of its id held before.
        p.html(&host, "");
        have += 1;
    }
    let mut rewrote = false;
    for i in 0..count {
        if p.html(&format!("paths-{i}"), &row_html(i, single, lang)) {
            // Its lane strip's host is new, and empty.
            p.html(&format!("paths-{i}-strip"), "");
            rewrote = true;
        }
    }
    rewrote
}

/// The rows' values, the lane-strip buttons, the remove buttons, and the open lane strip (in the region
/// shown, `focus` its lane in the tab order).
pub fn paint_paths(
    p: &mut Patch,
    s: &TimelineState,
    shown: Option<&Region>,
    strip: Option<usize>,
    focus: u32,
    lang: Lang,
) {
    let single = s.warps.is_none();
    for (i, path) in s.paths.iter().enumerate() {
        p.value(&format!("path-{i}-length"), &path.length().to_string());
        p.flag(
            &format!("path-{i}-remove"),
            "disabled",
            !s.can_remove_path(),
        );
        let open = single && strip == Some(i);
        if single {
            p.value(&format!("path-{i}-takers"), &path.takers().to_string());
            let expanded = if open { "true" } else { "false" };
            p.attr(&format!("path-{i}-lanes"), "aria-expanded", expanded);
        }
        let lanes = open.then(|| {
            let mask = shown
                .and_then(|r| r.paths().get(i).map(|spec| spec.takers))
                .unwrap_or_default();
            strip_html(i, s.width.lanes(), mask, focus, lang)
        });
        p.html(&format!("paths-{i}-strip"), &lanes.unwrap_or_default());
    }
}

/// The menus and fields over the paths, the line that says why the paths do not make a warp, the
/// buttons under them and the link into the stepper.
pub fn paint_controls(p: &mut Patch, s: &TimelineState, shell: &ShellState, lang: Lang) {
    let preset = s.preset_index().map(|i| i.to_string());
    p.value("timeline-preset", &preset.unwrap_or_default());
    p.value("timeline-warp", &s.width.lanes().to_string());
    p.value("timeline-prologue", &s.prologue.to_string());
    p.value("timeline-tail", &s.tail.to_string());
    p.text("paths-error", &paths_error(s, lang));
    p.flag("paths-add", "disabled", !s.can_add_path());
    p.text("paths-block", block_toggle(s).get(lang));
    let href = StepperState::timeline_href(s, shell);
    let disabled = if href.is_some() { "false" } else { "true" };
    p.attr("timeline-stepper-link", "aria-disabled", disabled);
    p.maybe_attr("timeline-stepper-link", "href", href.as_deref());
}

/// Where the focus goes when the control it was on (`was`) was written away or disabled: to the control
/// written in its place, else to a neighbour that stays (the lane strip's button, Add path, the figure).
pub fn refocus(was: Option<web_sys::Element>) {
    let Some(was) = was else {
        return;
    };
    let usable = |e: &web_sys::Element| e.is_connected() && !e.has_attribute("disabled");
    if usable(&was) {
        return;
    }
    let Some(document) = web_sys::window().and_then(|w| w.document()) else {
        return;
    };
    let id = was.id();
    let strip = id
        .strip_prefix("strip-")
        .and_then(|rest| rest.split('-').next())
        .map(|i| format!("path-{i}-lanes"));
    let in_paths = id.starts_with("path") || strip.is_some();
    let near: &[&str] = if in_paths {
        &["paths-add", "paths-block"]
    } else {
        &[
            "timeline-figure-host",
            "block-figure-host",
            "block-warps",
            "paths-block",
        ]
    };
    let candidates = [Some(id.as_str()), strip.as_deref()]
        .into_iter()
        .flatten()
        .chain(near.iter().copied());
    for candidate in candidates {
        let element = document
            .get_element_by_id(candidate)
            .filter(|e| usable(e))
            .and_then(|e| wasm_bindgen::JsCast::dyn_into::<web_sys::HtmlElement>(e).ok());
        if let Some(element) = element {
            let _ = element.focus();
            return;
        }
    }
}
