//! The timeline view: edit a divergent region (or a block of warps), read its price, project, export and share it.
//!
//! Markup in the markup shell (`ui::app::start_markup`): `geometry::timeline_page` writes the page once; one
//! listener per event kind reads what a control does from its `data-act`, and one effect writes what
//! changed (`ui::patch`): the stage here, the path rows and lane strips in `ui::timeline_paths`.

use std::str::FromStr;

use wasm_bindgen::JsCast;

use super::browser;
use super::export::download_svg;
use super::field::edit;
use super::link_sync::sync_link;
use super::notices::notices_html;
use super::patch::{acting, listen, section, value_of, Patch};
use super::reactive::{
    ev, spawn_local, window_event_listener, Effect, LocalStorage, Memo, RwSignal, StoredValue,
};
use super::shortcuts::is_typing;
use super::timeline_paths::{paint_controls, paint_paths, paint_rows, refocus};
use super::timeline_stage::{paint_block, paint_warp, write_stage};
use super::{shared, Shared};
use crate::geometry::palette::palette;
use crate::geometry::timeline_page::page_html;
use crate::geometry::timeline_values::{export_markup, title};
use crate::model::i18n::{fill, Bilingual, Lang, Said};
use crate::model::pricing::Region;
use crate::state::params::parse_width;
use crate::state::text::timeline as t;
use crate::state::timeline::{warps_text, TimelineState};
use crate::state::{open, View};

/// The exports' file name, without extension.
const EXPORT_NAME: &str = "warpwise-timeline";

/// Writes the timeline into `main` (the markup shell); false for any other view. An unknown `?view=` opens
/// the timeline too (the shell names the part it ignored).
pub fn mount(view: View, main: &web_sys::Element) -> bool {
    if view != View::Timeline {
        return false;
    }
    let shared = shared();
    let lang = shared.lang.get_untracked();
    let (initial, _, problems) = open::<TimelineState>(&browser::current_search());
    let notices: Vec<String> = problems
        .iter()
        .chain(initial.unpriced_paths().as_ref())
        .map(|p| p.text(lang))
        .collect();
    let page = page_html(&initial, lang, &notices_html(&notices));
    let Some(root) = section(main, "timeline", "timeline-title", &page) else {
        return true;
    };
    // A link whose paths do not make one warp still shows the first paths that do.
    let shown = initial
        .region()
        .ok()
        .or_else(|| initial.priced_prefix().map(|(_, r)| r))
        .or_else(|| TimelineState::default().region().ok());
    let state = RwSignal::new(initial);
    let v = Timeline {
        state,
        last_valid: RwSignal::new(shown),
        notices: RwSignal::new(notices),
        open_strip: RwSignal::new(None),
        lane_focus: RwSignal::new(0),
        before: RwSignal::new(None),
        warps_error: StoredValue::new(None),
        export_status: RwSignal::new(String::new()),
        patch: StoredValue::new_local(Patch::default()),
        shared,
        lang,
    };
    sync_link(state, shared);
    // The figure keeps the last region that priced, so a half-typed edit never blanks it.
    let checked = Memo::new(move |_| state.with(TimelineState::region));
    Effect::new(move |_| {
        if let Ok(region) = checked.get() {
            v.last_valid.set(Some(region));
        }
    });
    // A block shown anew starts without a refusal or a regrouping, and a lane strip from its first lane.
    let single = Memo::new(move |_| state.with(|s| s.warps.is_none()));
    Effect::new(move |previous: Option<bool>| {
        let now = single.get();
        if previous.is_some() {
            v.lane_focus.set(0);
            if !now {
                v.before.set(None);
                v.warps_error.set_value(None);
            }
        }
        now
    });
    let _ = window_event_listener(ev::keydown, move |ev| v.key(&ev));
    listen(&root, "click", move |ev| v.click(ev));
    listen(&root, "change", move |ev| v.change(ev));
    listen(&root, "input", move |ev| v.input(ev));
    listen(&root, "keydown", move |ev| v.lane_key(ev));
    v.patch.update_value(|p| p.attach(root));
    Effect::new(move |_| v.paint());
    true
}

/// The view's signals, copied into every handler.
#[derive(Clone, Copy)]
struct Timeline {
    state: RwSignal<TimelineState>,
    /// The last region that priced: what the figure, the readouts and the lane strips show.
    last_valid: RwSignal<Option<Region>>,
    notices: RwSignal<Vec<String>>,
    /// The path whose lane strip is open.
    open_strip: RwSignal<Option<usize>>,
    /// The lane of the open strip that is in the tab order.
    lane_focus: RwSignal<u32>,
    /// The block's issued cycles before the last regrouping.
    before: RwSignal<Option<u64>>,
    /// Why the warps as typed were refused, and the warps' text the block had then: new warps from
    /// elsewhere (a preset, regrouping, Back) are written over the refused text, and its refusal goes.
    warps_error: StoredValue<Option<(String, String)>>,
    export_status: RwSignal<String>,
    patch: StoredValue<Patch, LocalStorage>,
    shared: Shared,
    lang: Lang,
}

impl Timeline {
    /// The page's keys: Alt+R resets, ? opens the help, ] and [ step the presets, A adds a path (P is the
    /// shell's) — none while the learner types, and while the help is open the page behind it waits.
    fn key(self, ev: &web_sys::KeyboardEvent) {
        let key = ev.key();
        if ev.alt_key() && (key == "r" || key == "R" || ev.code() == "KeyR") {
            ev.prevent_default();
            self.state.update(TimelineState::reset);
            self.notices.set(Vec::new());
            return;
        }
        if is_typing(ev) || ev.ctrl_key() || ev.meta_key() || ev.alt_key() || help_open() {
            return;
        }
        match key.as_str() {
            "?" => open_help(),
            "]" => self.state.update(|s| s.step_preset(1)),
            "[" => self.state.update(|s| s.step_preset(-1)),
            "a" | "A" => self.state.update(TimelineState::add_path),
            _ => {}
        }
    }

    fn click(self, ev: &web_sys::Event) {
        let Some((act, element)) = acting(ev) else {
            return;
        };
        let path = data::<usize>(&element, "data-path");
        match (act.as_str(), path) {
            ("projector", _) => self.shared.projector.update(|p| *p = !*p),
            ("help", _) => open_help(),
            ("close-help", _) => {
                if let Some(dialog) = help() {
                    dialog.close();
                }
            }
            ("add", _) => self.state.update(TimelineState::add_path),
            ("block", _) => {
                let shown = self.last_valid.get_untracked();
                self.state.update(|s| s.toggle_block(shown.as_ref()));
            }
            ("reset", _) => {
                self.state.update(TimelineState::reset);
                self.open_strip.set(None);
                self.notices.set(Vec::new());
            }
            ("strip", Some(i)) => {
                self.open_strip
                    .update(|o| *o = if *o == Some(i) { None } else { Some(i) });
                self.lane_focus.set(0);
            }
            ("remove", Some(i)) => self.state.update(|s| s.remove_path(i)),
            ("lane", Some(i)) => {
                let Some(lane) = data::<u32>(&element, "data-lane") else {
                    return;
                };
                self.lane_focus.set(lane);
                if let Some(region) = self.last_valid.get_untracked() {
                    self.state.update(|s| s.toggle_lane(i, lane, &region));
                }
            }
            ("regroup", _) => {
                let before = self.state.with_untracked(|s| match s.block() {
                    Some(Ok(b)) => Some(b.price().total_issued),
                    _ => None,
                });
                self.before.set(before);
                self.state.update(TimelineState::regroup);
            }
            ("export", _) => {
                let said = download_svg(EXPORT_NAME, &self.export(), self.lang);
                self.export_status.set(said);
            }
            ("export-png", _) => self.export_png(),
            _ => {}
        }
    }

    /// The preset and warp-width menus.
    fn change(self, ev: &web_sys::Event) {
        let Some((act, element)) = acting(ev) else {
            return;
        };
        let value = value_of(&element);
        match act.as_str() {
            "preset" => {
                if let Ok(i) = value.parse::<usize>() {
                    self.state.update(|s| s.choose_preset(i));
                }
            }
            "width" => {
                if let Ok(w) = parse_width(&value) {
                    self.state.update(|s| s.set_width(w));
                }
            }
            _ => {}
        }
    }

    /// A typed field: taken into the state (and so the link), or refused at the field.
    fn input(self, ev: &web_sys::Event) {
        let Some((act, element)) = acting(ev) else {
            return;
        };
        let text = value_of(&element);
        let (state, i) = (self.state, data::<usize>(&element, "data-path"));
        let i = i.unwrap_or_default();
        let result: Result<(), Said> = match act.as_str() {
            "prologue" => edit(state, |s| s.edit_prologue(&text)),
            "tail" => edit(state, |s| s.edit_tail(&text)),
            "length" => edit(state, |s| s.edit_length(i, &text)),
            "takers" => edit(state, |s| s.edit_takers(i, &text)),
            "warps" => return self.warps(&text),
            _ => return,
        };
        let id = element.id();
        let now = state.with_untracked(|s| match act.as_str() {
            "prologue" => s.prologue,
            "tail" => s.tail,
            "length" => s.paths.get(i).map_or(0, |p| p.length()),
            _ => s.paths.get(i).map_or(0, |p| p.takers()),
        });
        self.patch
            .update_value(|p| p.edited(&id, &result, self.lang, || Some(now.to_string())));
    }

    /// The block's warps as typed: taken (the box keeps the learner's text), or refused under the box.
    fn warps(self, text: &str) {
        match edit(self.state, |s| s.edit_warps(text)) {
            Ok(()) => {
                self.warps_error.set_value(None);
                self.before.set(None);
                let now = self
                    .state
                    .with_untracked(|s| s.warps.as_deref().map(warps_text).unwrap_or_default());
                self.patch.update_value(|p| p.remember("block-warps", now));
            }
            Err(e) => {
                let had = self
                    .state
                    .with_untracked(|s| s.warps.as_deref().map(warps_text));
                let said = e.get(self.lang).to_string();
                self.patch
                    .update_value(|p| p.refusal("block-warps", Some(&said)));
                self.warps_error
                    .set_value(Some((said, had.unwrap_or_default())));
            }
        }
    }

    /// Arrow keys, Home and End move along a lane strip (Space or Enter moves the lane, as a click).
    fn lane_key(self, ev: &web_sys::Event) {
        let (Some((act, element)), Some(ev)) = (acting(ev), ev.dyn_ref::<web_sys::KeyboardEvent>())
        else {
            return;
        };
        let (Some(path), Some(lane)) = (
            data::<usize>(&element, "data-path"),
            data::<u32>(&element, "data-lane"),
        ) else {
            return;
        };
        if act != "lane" {
            return;
        }
        let last = self.state.with_untracked(|s| s.width.lanes()) - 1;
        let next = match ev.key().as_str() {
            "ArrowRight" => (lane + 1).min(last),
            "ArrowLeft" => lane.saturating_sub(1),
            "Home" => 0,
            "End" => last,
            _ => return,
        };
        ev.prevent_default();
        self.lane_focus.set(next);
        browser::focus_by_id(&format!("strip-{path}-lane-{next}"));
    }

    /// What the exports save: the figure on screen, framed with its name and readouts.
    fn export(self) -> String {
        let projector = self.shared.projector.get_untracked();
        self.state.with_untracked(|s| {
            self.last_valid.with_untracked(|r| {
                let cost = r.as_ref().map(Region::price);
                export_markup(s, r.as_ref().zip(cost.as_ref()), projector, self.lang)
            })
        })
    }

    /// Draws the export onto a 1920 × 1080 canvas and downloads it; the status line says how it went.
    fn export_png(self) {
        let svg = self.export();
        let background = palette(self.shared.projector.get_untracked()).background;
        let (status, lang) = (self.export_status, self.lang);
        status.set(t::PNG_DRAWING.get(lang).into());
        spawn_local(async move {
            let file = format!("{EXPORT_NAME}.png");
            let result = browser::download_png(svg, 1920, 1080, background, &file).await;
            status.set(match result {
                Ok(()) => t::PNG_DONE.get(lang).into(),
                Err(e) => fill(t::PNG_FAILED.get(lang), &[&e.to_string()]),
            });
        });
    }

    /// Why the warps as typed were refused, while the block still has the warps they were refused against.
    fn refused(self, s: &TimelineState) -> Option<String> {
        let now = s.warps.as_deref().map(warps_text).unwrap_or_default();
        let still = self.warps_error.get_value().filter(|(_, had)| *had == now);
        if still.is_none() {
            self.warps_error.set_value(None);
        }
        still.map(|(said, _)| said)
    }

    /// Writes what changed since the last paint; then, if the control under the focus was written anew or
    /// disabled, the focus moves to its successor.
    fn paint(self) {
        let (lang, projector, shell) =
            (self.lang, self.shared.projector.get(), self.shared.shell());
        let focused = web_sys::window()
            .and_then(|w| w.document())
            .and_then(|d| d.active_element());
        let notices = self.notices.with(|n| notices_html(n));
        let (strip, lane) = (self.open_strip.get(), self.lane_focus.get());
        let before = self.before.get();
        let status = self.export_status.get();
        self.state.with(|s| {
            self.last_valid.with(|shown| {
                self.patch.update_value(|p| {
                    let single = s.warps.is_none();
                    // Rewrites first: what they hold is new, so everything after is written again.
                    let stage = write_stage(p, single, lang);
                    if paint_rows(p, s.paths.len(), single, lang) || stage {
                        p.forget();
                    }
                    p.attr(
                        "timeline-projector",
                        "aria-pressed",
                        if projector { "true" } else { "false" },
                    );
                    p.html("timeline-notices", &notices);
                    p.text("timeline-scenario", title(s, lang));
                    if single {
                        paint_warp(p, shown.as_ref(), projector, &shell, lang);
                    } else {
                        let refused = self.refused(s);
                        paint_block(p, s, before, refused.as_deref(), projector, lang);
                    }
                    paint_controls(p, s, &shell, lang);
                    paint_paths(p, s, shown.as_ref(), strip, lane, lang);
                    p.text("timeline-export-status", &status);
                });
            });
        });
        refocus(focused);
    }
}

/// A number a control carries in a data attribute (`data-path`, `data-lane`).
fn data<T: FromStr>(element: &web_sys::Element, name: &str) -> Option<T> {
    element.get_attribute(name)?.parse().ok()
}

/// The keyboard shortcuts' dialog.
fn help() -> Option<web_sys::HtmlDialogElement> {
    web_sys::window()?
        .document()?
        .get_element_by_id("timeline-help")?
        .dyn_into()
        .ok()
}

fn help_open() -> bool {
    help().is_some_and(|d| d.open())
}

/// Opens the help as a modal dialog, with the focus on its Close button.
fn open_help() {
    if let Some(dialog) = help().filter(|d| !d.open()) {
        if dialog.show_modal().is_ok() {
            browser::focus_by_id("timeline-help-close");
        }
    }
}
