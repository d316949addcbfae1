//! The branch tree view's page as markup: both panels (tree and loop) written once with the `data-act`
//! each control does, and the parts that change — leaf-cost fields, lane grid, loop rows, readouts —
//! written from the state. `ui::branch_tree` wires it.

use super::markup::{
    export_buttons_html, field_html, maths_html, readout_html, select_html, width_select_html,
};
use super::svg::escape;
use crate::model::fields::{counted, group_thousands, percent, percent_or_dash};
use crate::model::glossary::{self as g, Term};
use crate::model::i18n::{fill, Bilingual, Lang, Tr};
use crate::model::loops::TripCounts;
use crate::model::pricing::{PricingError, RegionCost};
use crate::model::tree::{LaneData, LanePreset, TreeShape};
use crate::model::tree_dataset::DatasetCost;
use crate::state::loops::LOOP_PRESETS;
use crate::state::text::lab::NEW_SEED;
use crate::state::text::timeline::OPEN_IN_STEPPER;
use crate::state::text::tree as t;
use crate::state::tree::TreeState;

use super::tree::GRID_COLUMNS;

/// The tree's readouts, in page order.
pub const TREE_TERMS: [Term; 4] = [g::LEAVES_REACHED, g::T_DIV, g::T_IDEAL, g::EFFICIENCY];
/// The dataset panel's readouts, in page order.
pub const DATASET_TERMS: [Term; 4] = [
    g::BLOCK_ISSUED,
    g::BLOCK_IDEAL,
    g::BLOCK_EFFICIENCY,
    g::DIVERGENT_WARPS,
];
/// The loop panel's readouts, in page order.
pub const LOOP_TERMS: [Term; 3] = [g::LOOP_ITERATIONS, g::LOOP_USEFUL, g::LOOP_UTILISATION];

/// Iteration rows drawn before the loop's list is summarised.
const MAX_ROWS: u32 = 64;

/// The whole page for the state it opens with; `notices` is markup. The panel not chosen is hidden.
pub fn page_html(s: &TreeState, lang: Lang, notices: &str) -> String {
    let tr = |text: Tr| escape(text.get(lang));
    let tab = |id: &str, panel: &str, label: Tr| {
        format!(
            "<button type=\"button\" role=\"tab\" class=\"button\" id=\"tab-{id}\" aria-controls=\"panel-{id}\" aria-selected=\"false\" data-act=\"panel\" data-panel=\"{panel}\">{}</button>",
            tr(label)
        )
    };
    let mut out = format!(
        "<div class=\"view__head\"><h1 id=\"tree-title\">{}</h1><div class=\"view__actions\" role=\"tablist\" aria-label=\"{}\">{}{}</div></div><div class=\"notices-host\" id=\"tree-notices\">{notices}</div><div id=\"panel-tree\" role=\"tabpanel\" aria-labelledby=\"tab-tree\" hidden>",
        tr(t::TITLE),
        tr(t::PANELS),
        tab("tree", "tree", t::TAB_TREE),
        tab("loop", "loop", t::LOOP),
    );
    out.push_str(&controls_html(s, lang));
    out.push_str(&stage_html(lang));
    out.push_str(&dataset_html(s, lang));
    out.push_str(&format!(
        "<h2 id=\"grid-title\">{}</h2><p class=\"tree__help\" id=\"grid-help\">{}</p><div class=\"lane-grid\" role=\"grid\" aria-labelledby=\"grid-title\" aria-describedby=\"grid-help\" id=\"lane-grid\"></div></div><div id=\"panel-loop\" role=\"tabpanel\" aria-labelledby=\"tab-loop\" hidden>",
        tr(t::LANES),
        tr(t::GRID_HELP)
    ));
    out.push_str(&loop_html(s, lang));
    out.push_str("</div>");
    out
}

/// Shape, lane layout, width, seed, active lanes, and the host of the leaf-cost fields.
fn controls_html(s: &TreeState, lang: Lang) -> String {
    let tr = |text: Tr| escape(text.get(lang));
    let shapes: Vec<(String, String)> = TreeShape::ALL
        .iter()
        .map(|sh| (sh.key().to_string(), tr(t::shape(*sh))))
        .collect();
    let presets: Vec<(String, String)> = LanePreset::ALL
        .iter()
        .map(|p| (p.key().to_string(), tr(t::preset(*p))))
        .collect();
    let preset_menu = select_html(
        "tree-preset",
        "preset",
        "",
        &tr(t::LANE_LAYOUT),
        &presets,
        s.preset.map_or("custom", |p| p.key()),
    );
    // The "custom" entry names a hand-edited warp; it cannot be chosen.
    let custom = format!(
        "<option value=\"custom\" disabled{}>{}</option></select></div>",
        if s.preset.is_none() { " selected" } else { "" },
        tr(t::CUSTOM_EDITED)
    );
    let preset_menu = preset_menu
        .strip_suffix("</select></div>")
        .unwrap_or(&preset_menu)
        .to_string()
        + &custom;
    format!(
        "<div class=\"tree__controls\">{}{preset_menu}{}{}<button type=\"button\" class=\"button tree__newseed\" data-act=\"new-seed\">{}</button>{}</div><fieldset class=\"tree__costs\" id=\"tree-costs\"></fieldset>",
        select_html("tree-shape", "shape", "", &tr(t::SHAPE), &shapes, s.shape.key()),
        width_select_html("tree-warp", "width", s.width, lang),
        field_html("tree-seed", "seed", "", &tr(t::RANDOM_SEED), &s.seed.to_string(), "numeric", ""),
        tr(NEW_SEED),
        field_html("tree-active", "active", "", &tr(t::ACTIVE), &s.active.to_string(), "numeric", ""),
    )
}

/// The leaf-cost fields' legend and one field per leaf of the shape.
pub fn costs_html(s: &TreeState, lang: Lang) -> String {
    let mut out = format!("<legend>{}</legend>", escape(t::LEAF_COSTS.get(lang)));
    for i in 0..s.shape.leaf_count() {
        let value = s.costs.get(i).map(u32::to_string).unwrap_or_default();
        out.push_str(&field_html(
            &format!("leaf-{i}"),
            "leaf",
            &format!(" data-leaf=\"{i}\""),
            &format!("p{}", i + 1),
            &value,
            "numeric",
            "",
        ));
    }
    out
}

/// The code, figure, description, readouts, partial-warp note, actions and export.
fn stage_html(lang: Lang) -> String {
    let tr = |text: Tr| escape(text.get(lang));
    let readouts: String = TREE_TERMS
        .iter()
        .map(|term| readout_html(*term, lang))
        .collect();
    format!(
        "<div class=\"tree__stage\"><figure class=\"tree__figure-wrap\"><pre class=\"code\" tabindex=\"0\" role=\"region\" aria-label=\"{}\" id=\"tree-code\"></pre><div class=\"tree__figure-host figure-scroll\" tabindex=\"0\" role=\"region\" aria-label=\"{}\" id=\"tree-figure-host\"></div><figcaption id=\"tree-desc\" class=\"tree__caption\" data-testid=\"tree-description\"></figcaption></figure><div class=\"readouts\" role=\"group\" aria-label=\"{}\">{readouts}</div><div class=\"tree__partial\" data-testid=\"partial-warp\" id=\"tree-partial\" hidden>{}<p id=\"tree-partial-text\"></p></div><div class=\"tree__actions\"><button type=\"button\" class=\"button\" data-act=\"open-timeline\">{}</button><a class=\"button\" id=\"tree-stepper-link\">{}</a><span id=\"tree-badge\"></span></div>{}</div>",
        tr(t::CODE),
        tr(t::FIGURE),
        tr(t::READOUTS),
        readout_html(g::LANE_UTILISATION, lang),
        tr(t::OPEN_IN_TIMELINE),
        tr(OPEN_IN_STEPPER),
        export_buttons_html("tree-export-status", lang),
    )
}

/// The dataset panel: a note for a hand-set warp, or (hidden until a preset is chosen) its fields, warp
/// buttons, strip and readouts.
fn dataset_html(s: &TreeState, lang: Lang) -> String {
    let tr = |text: Tr| escape(text.get(lang));
    let readouts: String = DATASET_TERMS
        .iter()
        .map(|term| readout_html(*term, lang))
        .collect();
    format!(
        "<section class=\"tree__dataset\" aria-labelledby=\"dataset-title\"><h2 id=\"dataset-title\">{}</h2><p id=\"tree-hand-set\">{}</p><div id=\"tree-dataset-on\"><p>{}</p><div class=\"tree__dataset-controls\">{}{}{}<button type=\"button\" class=\"button\" data-act=\"warp\" data-step=\"-1\">{}</button><button type=\"button\" class=\"button\" data-act=\"warp\" data-step=\"1\">{}</button></div><div class=\"tree__dataset-host figure-scroll\" tabindex=\"0\" role=\"region\" aria-label=\"{}\" id=\"tree-dataset-strip\"></div><div class=\"readouts\" role=\"group\" aria-label=\"{}\">{readouts}</div></div></section>",
        tr(t::DATASET_TITLE),
        tr(t::HAND_SET_NOTE),
        tr(t::DATASET_LEAD),
        field_html("tree-shares", "shares", "", &tr(t::SHARES), &s.shares_text(), "numeric", ""),
        field_html("tree-dataset", "dataset", "", &tr(t::DATASET_WARPS), &s.dataset_warps.to_string(), "numeric", ""),
        field_html("tree-show", "show", "", &tr(t::SHOWN), &s.show.to_string(), "numeric", ""),
        tr(t::PREVIOUS_WARP),
        tr(t::NEXT_WARP),
        tr(t::STRIP),
        tr(t::DATASET_READOUTS),
    )
}

/// The loop panel: its code, trip counts, preset menu, readouts, summary and the iteration rows' host.
fn loop_html(s: &TreeState, lang: Lang) -> String {
    let tr = |text: Tr| escape(text.get(lang));
    let presets: Vec<(String, String)> = std::iter::once((String::new(), tr(t::CHOOSE)))
        .chain(LOOP_PRESETS.iter().map(|(key, label)| {
            (
                key.to_string(),
                escape(t::loop_preset(key).map_or(*label, |l| l.get(lang))),
            )
        }))
        .collect();
    let readouts: String = LOOP_TERMS
        .iter()
        .map(|term| readout_html(*term, lang))
        .collect();
    format!(
        "<section class=\"loop\" aria-labelledby=\"loop-title\"><h2 id=\"loop-title\">{}</h2><pre class=\"code\" tabindex=\"0\" role=\"region\" aria-label=\"{}\">for (int i = 0; i &lt; counts[idx]; i++) {{\n    data[idx] += i * 0.5f;\n}}</pre><div class=\"loop__controls\">{}{}</div><div class=\"readouts\" role=\"group\" aria-label=\"{}\">{readouts}</div><p class=\"loop__summary\" id=\"loop-summary\"></p><table class=\"data loop__rows\"><caption>{}</caption><thead><tr><th scope=\"col\">{}</th><th scope=\"col\">{}</th><th scope=\"col\" class=\"text\">{}</th></tr></thead><tbody id=\"loop-rows\"></tbody></table></section>",
        tr(t::LOOP),
        tr(t::CODE),
        field_html("loop-counts", "counts", "", &tr(t::TRIP_COUNTS), &escape(&s.loops.text()), "text", " loop__counts"),
        select_html("loop-preset", "loop-preset", "", &tr(t::LOOP_PRESET), &presets, ""),
        tr(t::LOOP_READOUTS),
        tr(t::ROWS_CAPTION),
        tr(t::ITERATION),
        tr(t::ACTIVE_LANES),
        tr(t::MASK),
    )
}

/// The loop's iteration rows: one per iteration up to [`MAX_ROWS`], then how many more.
pub fn loop_rows_html(trips: &TripCounts, lang: Lang) -> String {
    let width = trips.width();
    let shown = trips.iterations().min(MAX_ROWS);
    let mut out = String::new();
    for i in 0..shown {
        let mask = trips.active_in(i);
        out.push_str(&format!(
            "<tr><th scope=\"row\">{i}</th><td>{}</td><td class=\"text mono\">{}</td></tr>",
            mask.count(),
            mask.strip(width).replace('#', "■").replace('.', "·")
        ));
    }
    if trips.iterations() > shown {
        out.push_str(&format!(
            "<tr><td colspan=\"3\" class=\"text\">{}</td></tr>",
            escape(&fill(
                t::MORE_ITERATIONS.get(lang),
                &[&group_thousands(u64::from(trips.iterations() - shown))]
            ))
        ));
    }
    out
}

/// The loop's readouts in [`LOOP_TERMS`] order ("" for counts that do not parse).
pub fn loop_values(trips: Option<&TripCounts>) -> [String; 3] {
    match trips {
        Some(t) => [
            group_thousands(u64::from(t.iterations())),
            group_thousands(t.useful_lane_iterations()),
            t.utilisation().map(percent).unwrap_or_else(|| "—".into()),
        ],
        None => [String::new(), String::new(), "—".into()],
    }
}

/// The tree's readouts in [`TREE_TERMS`] order.
pub fn tree_values(
    s: &TreeState,
    priced: &Result<RegionCost, PricingError>,
    lang: Lang,
) -> [String; 4] {
    let reached = s
        .warp
        .leaf_masks(s.shape)
        .iter()
        .filter(|m| !m.is_empty())
        .count();
    let cycles = |f: fn(&RegionCost) -> u64| {
        priced
            .as_ref()
            .map(|c| format!("{} cycles", f(c)))
            .unwrap_or_default()
    };
    [
        fill(
            t::OF.get(lang),
            &[&reached.to_string(), &s.shape.leaf_count().to_string()],
        ),
        cycles(|c| c.t_div),
        cycles(|c| c.t_ideal),
        priced
            .as_ref()
            .ok()
            .and_then(|c| c.path_efficiency())
            .map(percent)
            .unwrap_or_else(|| "—".into()),
    ]
}

/// The dataset panel's readouts in [`DATASET_TERMS`] order ("—" when the dataset cannot be priced).
pub fn dataset_values(cost: Option<&DatasetCost>, lang: Lang) -> [String; 4] {
    match cost {
        Some(c) => [
            format!("{} cycles", c.total_issued),
            format!("{} cycles", c.total_ideal),
            percent_or_dash(c.efficiency()),
            fill(
                t::OF.get(lang),
                &[
                    &c.divergent_warps().to_string(),
                    &c.per_warp.len().to_string(),
                ],
            ),
        ],
        None => ["—".into(), "—".into(), "—".into(), "—".into()],
    }
}

/// The figure's caption: which leaves the warp reaches, then what it issues, with its maths as maths.
pub fn description_html(
    s: &TreeState,
    priced: &Result<RegionCost, PricingError>,
    lang: Lang,
) -> String {
    let cost = priced
        .as_ref()
        .map(|c| {
            fill(
                t::ISSUES.get(lang),
                &[&c.t_div.to_string(), &c.t_ideal.to_string()],
            )
        })
        .unwrap_or_default();
    maths_html(&format!("{}{cost}", s.describe(lang)))
}

/// A partial final warp's sentence: how many lanes run and which boundary branch idles the rest.
pub fn partial_text(s: &TreeState, lang: Lang) -> Option<String> {
    let lanes = s.width.lanes();
    (s.active < lanes).then(|| {
        fill(
            t::PARTIAL.get(lang),
            &[
                &s.active.to_string(),
                &lanes.to_string(),
                &counted(u64::from(lanes - s.active), "lane", "lanes"),
            ],
        )
    })
}

/// The export frame's title and readouts for the tree on screen.
pub fn export_parts(s: &TreeState, lang: Lang) -> (String, Vec<String>) {
    let layout = s.preset.map_or(t::HAND_SET, t::preset).get(lang);
    let title = format!("{} — {layout}", t::shape(s.shape).get(lang));
    let reached = s
        .warp
        .leaf_masks(s.shape)
        .iter()
        .filter(|m| !m.is_empty())
        .count();
    let readouts = match s.warp.region(s.shape, &s.costs, 0, 0).map(|r| r.price()) {
        Ok(c) => vec![
            fill(
                t::EXPORT_REACHED.get(lang),
                &[&reached.to_string(), &s.shape.leaf_count().to_string()],
            ),
            fill(
                t::EXPORT_CYCLES.get(lang),
                &[
                    &c.t_div.to_string(),
                    &c.t_ideal.to_string(),
                    &c.path_efficiency()
                        .map(percent)
                        .unwrap_or_else(|| "—".into()),
                ],
            ),
        ],
        Err(e) => vec![e.text(lang)],
    };
    (title, readouts)
}

/// The lane grid: a row of [`GRID_COLUMNS`] cells at a time, each a button with its data and leaf; only
/// the cell `focus` is in the tab order (arrow keys move between cells).
pub fn grid_html(s: &TreeState, focus: u32, lang: Lang) -> String {
    let lanes = s.width.lanes();
    let mut out = String::with_capacity(lanes as usize * 400);
    for row in 0..lanes / GRID_COLUMNS {
        out.push_str("<div role=\"row\" class=\"lane-grid__row\">");
        for col in 0..GRID_COLUMNS {
            let lane = row * GRID_COLUMNS + col;
            let data = s.warp.lanes.get(lane as usize).copied().unwrap_or_default();
            let on = s.warp.active.contains(lane);
            let leaf = s.shape.leaf_of(&data);
            let (class, values, to, said) = if on {
                (
                    format!("lane-grid__cell lane-grid__cell--leaf{leaf}"),
                    format!("{} ", lane_text(s.shape, &data)),
                    format!("→ p{}", leaf + 1),
                    fill(
                        t::REACHES.get(lang),
                        &[
                            &lane.to_string(),
                            &(leaf + 1).to_string(),
                            &lane_words(s.shape, &data),
                        ],
                    ),
                )
            } else {
                (
                    "lane-grid__cell lane-grid__cell--inactive".to_string(),
                    t::OFF.get(lang).to_string(),
                    "—".to_string(),
                    fill(t::INACTIVE.get(lang), &[&lane.to_string()]),
                )
            };
            out.push_str(&format!(
                "<button type=\"button\" role=\"gridcell\" id=\"lane-{lane}\" class=\"{class}\" tabindex=\"{}\" data-act=\"lane\" data-lane=\"{lane}\"><span class=\"lane-grid__index\">L{lane} </span><span class=\"lane-grid__values\">{}</span><span class=\"lane-grid__leaf\">{}</span><span class=\"visually-hidden\">{}</span></button>",
                if lane == focus { "0" } else { "-1" },
                escape(&values),
                escape(&to),
                escape(&said),
            ));
        }
        out.push_str("</div>");
    }
    out
}

fn lane_text(shape: TreeShape, lane: &LaneData) -> String {
    let flag = |b: bool| if b { "T" } else { "F" };
    match shape {
        TreeShape::OneLevel => format!("A{}", flag(lane.a)),
        TreeShape::Nested => format!("A{} B{} C{}", flag(lane.a), flag(lane.b), flag(lane.c)),
        TreeShape::Switch4 => format!("k={}", lane.case),
    }
}

fn lane_words(shape: TreeShape, lane: &LaneData) -> String {
    let word = |b: bool| if b { "true" } else { "false" };
    match shape {
        TreeShape::OneLevel => format!("A {}", word(lane.a)),
        TreeShape::Nested => format!("A {}, B {}, C {}", word(lane.a), word(lane.b), word(lane.c)),
        TreeShape::Switch4 => format!("k = {}", lane.case),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Every control of both panels is in the page once, with what it does, in both languages.
    #[test]
    fn the_page_has_every_control_of_both_panels() {
        let s = TreeState::default();
        let acts = [
            ("panel", 2),
            ("shape", 1),
            ("preset", 1),
            ("width", 1),
            ("seed", 1),
            ("new-seed", 1),
            ("active", 1),
            ("shares", 1),
            ("dataset", 1),
            ("show", 1),
            ("warp", 2),
            ("open-timeline", 1),
            ("export", 1),
            ("export-png", 1),
            ("counts", 1),
            ("loop-preset", 1),
        ];
        for lang in Lang::ALL {
            let html = page_html(&s, lang, "");
            for (act, n) in acts {
                let found = html.matches(&format!("data-act=\"{act}\"")).count();
                assert_eq!(found, n, "{act} in {lang:?}");
            }
            assert!(html.contains(t::TITLE.get(lang)), "{lang:?}");
            assert!(
                html.contains("&lt; counts[idx]"),
                "the loop's code is escaped"
            );
        }
    }

    /// The grid: one cell per lane, only the focused one in the tab order, each saying its leaf.
    #[test]
    fn the_grid_has_a_cell_per_lane_and_one_tab_stop() {
        let check = |width: u32, focus: u32| {
            let mut s = TreeState::default();
            if width == 64 {
                let _ = s.set_width(crate::model::lanes::WarpWidth::Wave64);
            }
            let html = grid_html(&s, focus, Lang::En);
            assert_eq!(
                html.matches("role=\"gridcell\"").count() as u32,
                width,
                "{width}"
            );
            assert_eq!(html.matches("tabindex=\"0\"").count(), 1, "{width}");
            assert!(
                html.contains(&format!("id=\"lane-{focus}\" class=\"lane-grid__cell")),
                "{focus}"
            );
            assert_eq!(
                html.matches("role=\"row\"").count() as u32,
                width / GRID_COLUMNS
            );
        };
        check(32, 0);
        check(32, 31);
        check(64, 40);
    }

    /// Leaf-cost fields follow the shape: one per leaf, labelled p1, p2, ….
    #[test]
    fn one_cost_field_per_leaf() {
        for shape in TreeShape::ALL {
            let mut s = TreeState::default();
            s.choose_shape(shape);
            let html = costs_html(&s, Lang::En);
            assert_eq!(
                html.matches("data-act=\"leaf\"").count(),
                shape.leaf_count(),
                "{shape:?}"
            );
            assert!(
                html.contains(&format!(">p{}</label>", shape.leaf_count())),
                "{shape:?}"
            );
        }
    }
}
