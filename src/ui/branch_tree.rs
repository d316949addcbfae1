//! The branch tree view: set each lane's data, see which leaves of the tree it reaches and what that
//! costs; its loop panel: per-lane trip counts and the shrinking active mask.
//!
//! Markup in the markup shell (`ui::app::start_markup`): `geometry::tree_page` writes both panels once;
//! one listener per event kind reads what a control does from its `data-act`, and one effect writes what
//! changed (`ui::patch`).

use wasm_bindgen::JsCast;

use super::export::{download_svg, save_png};
use super::field::edit;
use super::link_sync::sync_link;
use super::notices::notices_html;
use super::patch::{acting, focused_id, listen, section, value_of, Patch};
use super::reactive::{Effect, LocalStorage, RwSignal, StoredValue};
use super::{browser, shared, Shared};
use crate::geometry::export::framed;
use crate::geometry::markup::measured_badge_html;
use crate::geometry::palette::palette;
use crate::geometry::tree::{dataset_strip_svg, grid_move, tree_svg};
use crate::geometry::tree_page::{
    costs_html, dataset_values, description_html, export_parts, grid_html, loop_rows_html,
    loop_values, page_html, partial_text, tree_values, DATASET_TERMS, LOOP_TERMS, TREE_TERMS,
};
use crate::model::fields::percent_or_dash;
use crate::model::glossary::{self as g, Term};
use crate::model::i18n::{Bilingual, Lang, Said};
use crate::model::lanes::WarpWidth;
use crate::model::reality::measured_tree;
use crate::model::tree::{LanePreset, Predicate, TreeShape};
use crate::state::params::parse_width;
use crate::state::stepper::StepperState;
use crate::state::tree::{Panel, TreeState};
use crate::state::{open, View, ViewState};

/// Writes the branch tree into `main` (the markup shell); false for any other view.
pub fn mount(view: View, main: &web_sys::Element) -> bool {
    if view != View::Tree {
        return false;
    }
    let shared = shared();
    let lang = shared.lang.get_untracked();
    let (initial, _, problems) = open::<TreeState>(&browser::current_search());
    let notices: Vec<String> = problems.iter().map(|p| p.text(lang)).collect();
    let page = page_html(&initial, lang, "");
    let Some(root) = section(main, "tree", "tree-title", &page) else {
        return true;
    };
    let state = RwSignal::new(initial);
    sync_link(state, shared);
    let v = Tree {
        state,
        notices: RwSignal::new(notices),
        focus: RwSignal::new(0),
        export_status: RwSignal::new(String::new()),
        patch: StoredValue::new_local(Patch::default()),
        shared,
        lang,
    };
    listen(&root, "click", move |ev| v.click(ev));
    listen(&root, "change", move |ev| v.change(ev));
    listen(&root, "input", move |ev| v.input(ev));
    listen(&root, "keydown", move |ev| v.keydown(ev));
    v.patch.update_value(|p| p.attach(root));
    Effect::new(move |_| v.paint());
    true
}

/// The view's signals, copied into every handler.
#[derive(Clone, Copy)]
struct Tree {
    state: RwSignal<TreeState>,
    /// The link's problems, and what a width change had to drop.
    notices: RwSignal<Vec<String>>,
    /// The lane cell in the tab order (the grid's roving focus).
    focus: RwSignal<u32>,
    export_status: RwSignal<String>,
    patch: StoredValue<Patch, LocalStorage>,
    shared: Shared,
    lang: Lang,
}

impl Tree {
    fn click(self, ev: &web_sys::Event) {
        let Some((act, element)) = acting(ev) else {
            return;
        };
        let state = self.state;
        match act.as_str() {
            "panel" => {
                let panel = match element.get_attribute("data-panel").as_deref() {
                    Some("loop") => Panel::Loop,
                    _ => Panel::Tree,
                };
                state.update(|s| s.choose_panel(panel));
            }
            "new-seed" => state.update(|s| s.new_seed(browser::fresh_seed())),
            "warp" => {
                let step = element
                    .get_attribute("data-step")
                    .and_then(|d| d.parse().ok());
                state.update(|s| s.step_warp(step.unwrap_or(1)));
            }
            "lane" => {
                if let Some(lane) = lane_of(&element) {
                    self.focus.set(lane);
                    state.update(|s| s.cycle_leaf(lane));
                }
            }
            "open-timeline" => {
                if let Some(target) = state.with_untracked(TreeState::timeline_target) {
                    browser::go(&target.href(&self.shared.shell()));
                }
            }
            "export" => {
                let said = download_svg("warpwise-tree", &self.export(), self.lang);
                self.export_status.set(said);
            }
            "export-png" => {
                let background = palette(self.shared.projector.get_untracked()).background;
                save_png(
                    "warpwise-tree",
                    self.export(),
                    background,
                    self.export_status,
                    self.lang,
                );
            }
            _ => {}
        }
    }

    /// The figure framed with the tree's name, the layout and the readouts, in the palette on screen.
    fn export(self) -> String {
        let (lang, colours) = (self.lang, palette(self.shared.projector.get_untracked()));
        self.state.with_untracked(|s| {
            let figure = tree_figure(s, colours, lang);
            let (title, readouts) = export_parts(s, lang);
            framed(&title, &readouts, &figure, colours)
        })
    }

    /// The menus.
    fn change(self, ev: &web_sys::Event) {
        let Some((act, element)) = acting(ev) else {
            return;
        };
        let value = value_of(&element);
        let state = self.state;
        match act.as_str() {
            "shape" => {
                if let Some(shape) = TreeShape::from_key(&value) {
                    state.update(|s| s.choose_shape(shape));
                }
            }
            "preset" => {
                if let Some(p) = LanePreset::from_key(&value) {
                    state.update(|s| s.choose_preset(p));
                }
            }
            "width" => {
                if let Ok(w) = parse_width(&value) {
                    let mut said = None;
                    state.update(|s| said = s.set_width(w));
                    if let Some(n) = said {
                        self.notices
                            .update(|list| list.push(n.get(self.lang).to_string()));
                    }
                }
            }
            "loop-preset" => state.update(|s| s.loops.choose_preset(&value)),
            _ => {}
        }
    }

    /// A typed field: taken into the state (and so the link), or refused at the field.
    fn input(self, ev: &web_sys::Event) {
        let Some((act, element)) = acting(ev) else {
            return;
        };
        let text = value_of(&element);
        let state = self.state;
        let result: Result<(), Said> = match act.as_str() {
            "seed" => edit(state, |s| s.edit_seed(&text)),
            "active" => edit(state, |s| s.edit_active(&text)),
            "leaf" => {
                let leaf = element
                    .get_attribute("data-leaf")
                    .and_then(|l| l.parse().ok());
                edit(state, |s| {
                    s.edit_leaf_cost(leaf.unwrap_or(usize::MAX), &text)
                })
            }
            "shares" => edit(state, |s| s.edit_shares(&text)),
            "dataset" => edit(state, |s| s.edit_dataset_warps(&text)),
            "show" => edit(state, |s| s.edit_show(&text)),
            "counts" => edit(state, |s| s.loops.edit_counts(&text)),
            _ => return,
        };
        let id = element.id();
        self.patch.update_value(|p| {
            p.edited(&id, &result, self.lang, || {
                Some(state.with_untracked(|s| field_text(s, &id)))
            })
        });
    }

    /// The lane grid's keys: Space/Enter cycle the leaf, A/B/C flip a predicate, X or Delete switch the
    /// lane off or on, arrows and Home/End move between cells.
    fn keydown(self, ev: &web_sys::Event) {
        let Some(key_event) = ev.dyn_ref::<web_sys::KeyboardEvent>() else {
            return;
        };
        let Some(lane) = acting(ev)
            .filter(|(act, _)| act == "lane")
            .and_then(|(_, e)| lane_of(&e))
        else {
            return;
        };
        let state = self.state;
        let key = key_event.key();
        match key.as_str() {
            " " | "Enter" => {
                ev.prevent_default();
                state.update(|t| t.cycle_leaf(lane));
            }
            "a" | "A" => state.update(|t| t.toggle_predicate(lane, Predicate::A)),
            "b" | "B" => state.update(|t| t.toggle_predicate(lane, Predicate::B)),
            "c" | "C" => state.update(|t| t.toggle_predicate(lane, Predicate::C)),
            "x" | "X" | "Delete" => state.update(|t| t.toggle_active(lane)),
            _ => {
                let lanes = state.with_untracked(|s| s.width.lanes());
                let next = grid_move(lane, &key, lanes);
                if next != lane || key.starts_with("Arrow") {
                    ev.prevent_default();
                }
                if next != lane {
                    self.focus.set(next);
                    browser::focus_by_id(&format!("lane-{next}"));
                }
            }
        }
    }

    /// Writes what changed since the last paint.
    fn paint(self) {
        let (lang, colours) = (self.lang, palette(self.shared.projector.get()));
        let shell = self.shared.shell();
        let (focus, notices, status) = (
            self.focus.get(),
            self.notices.get(),
            self.export_status.get(),
        );
        self.state.with(|s| {
            self.patch.update_value(|p| {
                p.html("tree-notices", &notices_html(&notices));
                p.text("tree-export-status", &status);
                let on_loop = s.panel == Panel::Loop;
                p.attr(
                    "tab-tree",
                    "aria-selected",
                    if on_loop { "false" } else { "true" },
                );
                p.attr(
                    "tab-loop",
                    "aria-selected",
                    if on_loop { "true" } else { "false" },
                );
                p.flag("panel-tree", "hidden", on_loop);
                p.flag("panel-loop", "hidden", !on_loop);
                if on_loop {
                    paint_loop(p, s, lang);
                } else {
                    paint_controls(p, s, lang);
                    paint_stage(p, s, &shell, colours, lang);
                    paint_dataset(p, s, colours, lang);
                    // The grid is rewritten whole; a focused cell keeps the focus in its new markup.
                    let refocus = focused_id().is_some_and(|id| id.starts_with("lane-"));
                    let focus = focus.min(s.width.lanes() - 1);
                    if p.html("lane-grid", &grid_html(s, focus, lang)) && refocus {
                        browser::focus_by_id(&format!("lane-{focus}"));
                    }
                }
            });
        });
    }
}

/// The lane a grid cell stands for.
fn lane_of(element: &web_sys::Element) -> Option<u32> {
    element
        .get_attribute("data-lane")
        .and_then(|l| l.parse().ok())
}

/// The text a field shows for what the state holds.
fn field_text(s: &TreeState, id: &str) -> String {
    match id {
        "tree-seed" => s.seed.to_string(),
        "tree-active" => s.active.to_string(),
        "tree-shares" => s.shares_text(),
        "tree-dataset" => s.dataset_warps.to_string(),
        "tree-show" => s.show.to_string(),
        "loop-counts" => s.loops.text(),
        _ => id
            .strip_prefix("leaf-")
            .and_then(|i| i.parse::<usize>().ok())
            .and_then(|i| s.costs.get(i))
            .map(u32::to_string)
            .unwrap_or_default(),
    }
}

/// Writes each readout's value by its term.
fn readouts<const N: usize>(p: &mut Patch, terms: [Term; N], values: [String; N]) {
    for (term, value) in terms.iter().zip(values) {
        p.text(&format!("ro-{}", term.key), &value);
    }
}

/// The menus' and fields' values, and one leaf-cost field per leaf of the shape.
fn paint_controls(p: &mut Patch, s: &TreeState, lang: Lang) {
    p.value("tree-shape", s.shape.key());
    p.value("tree-preset", s.preset.map_or("custom", |x| x.key()));
    p.value("tree-warp", &s.width.lanes().to_string());
    if p.html("tree-costs", &costs_html(s, lang)) {
        p.forget_values("leaf-");
    }
    for id in ["tree-seed", "tree-active"] {
        p.value(id, &field_text(s, id));
    }
    for i in 0..s.shape.leaf_count() {
        let id = format!("leaf-{i}");
        p.value(&id, &field_text(s, &id));
    }
}

/// The code, figure, caption, readouts, partial-warp note, the stepper's link and the measured badge.
fn paint_stage(
    p: &mut Patch,
    s: &TreeState,
    shell: &crate::state::ShellState,
    colours: &crate::geometry::palette::Palette,
    lang: Lang,
) {
    let priced = s.warp.region(s.shape, &s.costs, 0, 0).map(|r| r.price());
    p.text("tree-code", s.shape.source());
    p.html("tree-figure-host", &tree_figure(s, colours, lang));
    p.html("tree-desc", &description_html(s, &priced, lang));
    readouts(p, TREE_TERMS, tree_values(s, &priced, lang));
    let partial = partial_text(s, lang);
    p.flag("tree-partial", "hidden", partial.is_none());
    p.text("tree-partial-text", partial.as_deref().unwrap_or_default());
    let utilisation = percent_or_dash(priced.as_ref().ok().and_then(|c| c.lane_utilisation()));
    p.text(&format!("ro-{}", g::LANE_UTILISATION.key), &utilisation);
    p.attr(
        "tree-stepper-link",
        "href",
        &StepperState::tree_href(s, shell),
    );
    let measured = (s.shape == TreeShape::Nested && s.width == WarpWidth::Warp32)
        .then(|| {
            let reached: Vec<bool> = s
                .warp
                .leaf_masks(s.shape)
                .iter()
                .map(|m| !m.is_empty())
                .collect();
            measured_tree(&reached, &s.costs)
        })
        .flatten();
    p.html("tree-badge", &measured_badge_html(measured, shell, lang));
}

/// The dataset panel: its fields, strip and readouts for a preset's dataset, or the hand-set note.
fn paint_dataset(
    p: &mut Patch,
    s: &TreeState,
    colours: &crate::geometry::palette::Palette,
    lang: Lang,
) {
    let on = s.preset.is_some();
    p.flag("tree-hand-set", "hidden", on);
    p.flag("tree-dataset-on", "hidden", !on);
    if !on {
        return;
    }
    for id in ["tree-shares", "tree-dataset", "tree-show"] {
        p.value(id, &field_text(s, id));
    }
    p.html(
        "tree-dataset-strip",
        &dataset_strip_svg(&s.data, s.width, s.show, &s.costs, colours, lang),
    );
    readouts(
        p,
        DATASET_TERMS,
        dataset_values(s.dataset_cost().as_ref(), lang),
    );
}

/// The loop panel: trip counts, readouts, summary and iteration rows.
fn paint_loop(p: &mut Patch, s: &TreeState, lang: Lang) {
    p.value("loop-counts", &s.loops.text());
    let trips = s.loops.trips().ok();
    readouts(p, LOOP_TERMS, loop_values(trips.as_ref()));
    let summary = trips
        .as_ref()
        .map(|t| crate::state::loops::describe(t, lang))
        .unwrap_or_default();
    p.text("loop-summary", &summary);
    p.html(
        "loop-rows",
        &trips
            .as_ref()
            .map(|t| loop_rows_html(t, lang))
            .unwrap_or_default(),
    );
}

/// The tree figure of `s` in `colours`, as the page and the export both draw it.
fn tree_figure(s: &TreeState, colours: &crate::geometry::palette::Palette, lang: Lang) -> String {
    tree_svg(
        s.shape,
        &s.warp.node_masks(s.shape),
        &s.costs,
        colours,
        &s.describe(lang),
    )
}
