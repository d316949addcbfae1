//! The branch tree view's state: tree shape, leaf costs, the lanes' data (a layout preset or explicit
//! lanes), which panel is open, and the loop panel's counts — exactly what its link holds.

use super::loops::LoopState;
use super::params::{join_numbers, parse_seed, seed_param, width_param};
use super::query::{echo, problem, problem_tr, LinkProblem, Query};
use super::text::tree as t;
use super::timeline::TimelineState;
use super::{View, ViewState};
use crate::model::fields::{self, FieldError};
use crate::model::i18n::{fill, Lang, Said, Tr};
use crate::model::lanes::{LaneMask, WarpWidth};
// The lane codec stays in the model: the H200 measurements file spells lanes the same way.
use crate::model::tree::{decode_lanes, encode_lanes, LanePreset, Predicate, TreeShape, WarpData};
use crate::model::tree_dataset::{self, DEFAULT_WARPS, MAX_WARPS};

/// The random layout's seed when a link names none.
pub const DEFAULT_SEED: u64 = 7;

/// Which panel of the view is open.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum Panel {
    #[default]
    Tree,
    Loop,
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub struct TreeState {
    pub shape: TreeShape,
    pub costs: Vec<u32>,
    pub width: WarpWidth,
    /// The layout the lanes come from; `None` once a lane was edited by hand.
    pub preset: Option<LanePreset>,
    pub seed: u64,
    /// Active lanes of a preset layout (a partial final warp).
    pub active: u32,
    /// The dataset a layout groups into warps: each leaf's share in percent (summing to 100), how many
    /// warps it fills (its final warp holds `active` lanes), and which warp the tree shows.
    pub shares: Vec<u32>,
    pub dataset_warps: u32,
    pub show: u32,
    /// The leaf of every element of that dataset (empty once a lane was edited by hand).
    pub data: Vec<u8>,
    /// The lanes as shown: warp `show` of the dataset, or edited.
    pub warp: WarpData,
    pub panel: Panel,
    pub loops: LoopState,
}

impl Default for TreeState {
    fn default() -> Self {
        let shape = TreeShape::Nested;
        let width = WarpWidth::Warp32;
        let mut state = TreeState {
            shape,
            costs: shape.default_costs(),
            width,
            preset: Some(LanePreset::Worst),
            seed: DEFAULT_SEED,
            active: width.lanes(),
            shares: tree_dataset::equal_shares(shape),
            dataset_warps: DEFAULT_WARPS,
            show: 0,
            data: Vec::new(),
            warp: WarpData::preset(shape, LanePreset::Worst, width, DEFAULT_SEED, width.lanes()),
            panel: Panel::Tree,
            loops: LoopState::default(),
        };
        state.refill();
        state
    }
}

impl TreeState {
    /// Refills the lanes from the preset; a hand-edited warp first goes back to the worst case,
    /// because a new shape or width cannot keep hand-set lanes.
    fn refill(&mut self) {
        let preset = *self.preset.get_or_insert(LanePreset::Worst);
        self.show = self.show.min(self.dataset_warps.saturating_sub(1));
        self.data = tree_dataset::dataset(
            self.shape,
            preset,
            &self.shares,
            self.width,
            self.dataset_warps,
            self.active,
            self.seed,
        );
        self.warp = tree_dataset::warp_of(&self.data, self.shape, self.width, self.show);
    }

    /// The dataset's warps priced with the leaf costs (`None` for hand-set lanes: one warp alone).
    pub fn dataset_cost(&self) -> Option<tree_dataset::DatasetCost> {
        (self.preset.is_some() && !self.data.is_empty())
            .then(|| tree_dataset::price(&self.data, self.width, &self.costs))
    }

    /// The shares as the field and the link write them: "25,25,25,25".
    pub fn shares_text(&self) -> String {
        join_numbers(&self.shares)
    }

    /// Typed shares: one whole percentage per leaf, adding up to 100.
    pub fn edit_shares(&mut self, text: &str) -> Result<(), Said> {
        self.shares = parse_shares(text, self.shape.leaf_count())?;
        self.refill();
        Ok(())
    }

    pub fn edit_dataset_warps(&mut self, text: &str) -> Result<(), FieldError> {
        self.dataset_warps =
            fields::parse_whole(text, "number of warps", 1, u64::from(MAX_WARPS))? as u32;
        self.refill();
        Ok(())
    }

    /// Shows warp `k` of the dataset (clamped to the last one).
    pub fn show_warp(&mut self, k: u32) {
        self.show = k;
        self.refill();
    }

    /// The next (`+1`) or previous (`-1`) warp, wrapping around.
    pub fn step_warp(&mut self, delta: i32) {
        let n = self.dataset_warps.max(1) as i64;
        self.show_warp((i64::from(self.show) + i64::from(delta)).rem_euclid(n) as u32);
    }

    pub fn edit_show(&mut self, text: &str) -> Result<(), FieldError> {
        let k = fields::parse_whole(text, "warp shown", 0, u64::from(self.dataset_warps - 1))?;
        self.show_warp(k as u32);
        Ok(())
    }

    pub fn choose_shape(&mut self, shape: TreeShape) {
        self.shape = shape;
        self.preset = self.preset.map(|p| p.on(shape));
        self.costs = shape.default_costs();
        self.shares = tree_dataset::equal_shares(shape);
        self.refill();
    }

    pub fn choose_preset(&mut self, preset: LanePreset) {
        self.preset = Some(preset.on(self.shape));
        self.refill();
    }

    /// A new width makes every lane active again; the loop panel follows (and may say what it dropped).
    pub fn set_width(&mut self, width: WarpWidth) -> Option<Said> {
        self.width = width;
        self.active = width.lanes();
        self.show = 0;
        self.refill();
        self.loops.set_width(width)
    }

    /// A typed seed (the field shows with the random layout only).
    pub fn edit_seed(&mut self, text: &str) -> Result<(), FieldError> {
        let seed = parse_seed(text)?;
        self.new_seed(seed);
        Ok(())
    }

    /// A fresh seed (the view draws it): a new shuffle for the random layout. The chosen layout stays —
    /// the other layouts do not depend on the seed, so the view offers the seed with Random only.
    pub fn new_seed(&mut self, seed: u64) {
        self.seed = seed;
        self.refill();
    }

    /// Whether the seed changes anything on screen (the random layout's shuffle).
    pub fn seeded(&self) -> bool {
        self.preset == Some(LanePreset::Random)
    }

    /// What the chosen layout is and why it costs what it costs, with this dataset's numbers; `None` for
    /// hand-set lanes (the dataset panel says those stand alone).
    pub fn preset_note(&self, lang: Lang) -> Option<String> {
        let preset = self.preset?;
        let cost = self.dataset_cost()?;
        let warps = cost.per_warp.len().max(1);
        let leaves: usize = cost.per_warp.iter().map(|w| w.2).sum();
        let mean = format!("{:.1}", leaves as f64 / warps as f64);
        Some(fill(
            t::preset_note(preset).get(lang),
            &[
                &cost.divergent_warps().to_string(),
                &warps.to_string(),
                &mean,
            ],
        ))
    }

    /// A typed active-lane count (1 to the warp width).
    pub fn edit_active(&mut self, text: &str) -> Result<(), FieldError> {
        let n = fields::parse_whole(text, "active lane count", 1, u64::from(self.width.lanes()))?;
        self.active = n as u32;
        // The partial warp is the dataset's final one: show it.
        if self.active < self.width.lanes() {
            self.show = self.dataset_warps - 1;
        }
        self.refill();
        Ok(())
    }

    pub fn edit_leaf_cost(&mut self, leaf: usize, text: &str) -> Result<(), FieldError> {
        let v = fields::parse_cycles(text, "leaf cost")?;
        if let Some(c) = self.costs.get_mut(leaf) {
            *c = v;
        }
        Ok(())
    }

    fn edit_lane(&mut self, lane: u32, change: impl FnOnce(&mut WarpData, TreeShape)) {
        if lane >= self.width.lanes() {
            return;
        }
        self.preset = None;
        change(&mut self.warp, self.shape);
    }

    /// Sends a lane to the next leaf (Space in the grid).
    pub fn cycle_leaf(&mut self, lane: u32) {
        self.edit_lane(lane, |w, s| {
            if let Some(data) = w.lanes.get_mut(lane as usize) {
                *data = s.lane_for_leaf(s.leaf_of(data) + 1);
            }
        })
    }

    pub fn toggle_predicate(&mut self, lane: u32, p: Predicate) {
        self.edit_lane(lane, |w, _| {
            if let Some(data) = w.lanes.get_mut(lane as usize) {
                *data = data.toggled(p);
            }
        })
    }

    pub fn toggle_active(&mut self, lane: u32) {
        self.edit_lane(lane, |w, _| {
            w.active = if w.active.contains(lane) {
                w.active.without(lane)
            } else {
                w.active.with(lane)
            };
        })
    }

    pub fn choose_panel(&mut self, panel: Panel) {
        self.panel = panel;
    }

    /// Which leaves the warp reaches, each with its cost and lanes, and which it never issues: the tree
    /// figure's text alternative and the readout beside it.
    pub fn describe(&self, lang: Lang) -> String {
        let masks = self.warp.leaf_masks(self.shape);
        let reached: Vec<String> = masks
            .iter()
            .enumerate()
            .filter(|(_, m)| !m.is_empty())
            .map(|(i, m)| {
                let cost = self.costs.get(i).copied().unwrap_or(0);
                let lanes = if m.count() == 1 { "lane" } else { "lanes" };
                fill(
                    t::REACHED_LEAF.get(lang),
                    &[
                        &(i + 1).to_string(),
                        &cost.to_string(),
                        &m.count().to_string(),
                        lanes,
                    ],
                )
            })
            .collect();
        if reached.is_empty() {
            return t::NO_LANE.get(lang).to_string();
        }
        let mut text = fill(t::REACHED.get(lang), &[&reached.join(", ")]);
        let unreached: Vec<String> = masks
            .iter()
            .enumerate()
            .filter(|(_, m)| m.is_empty())
            .map(|(i, _)| format!("p{}", i + 1))
            .collect();
        if !unreached.is_empty() {
            text.push_str(&fill(t::NOT_REACHED.get(lang), &[&unreached.join(", ")]));
        }
        text
    }

    /// The reached leaves as a timeline region ("Open reached leaves in the timeline"); `None` when no lane is active.
    pub fn timeline_target(&self) -> Option<TimelineState> {
        let paths: Vec<(u32, LaneMask)> = self
            .warp
            .leaf_masks(self.shape)
            .into_iter()
            .zip(self.costs.iter().copied())
            .filter(|(m, _)| !m.is_empty())
            .map(|(mask, length)| (length, mask))
            .collect();
        (!paths.is_empty()).then(|| TimelineState::from_masks(self.width, &paths))
    }

    /// A link to the loop panel with these counts (what an exercise opens).
    pub fn loop_panel(counts: &[u32]) -> TreeState {
        let mut state = TreeState {
            panel: Panel::Loop,
            ..TreeState::default()
        };
        state.loops.counts = counts.to_vec();
        state
    }

    /// A tree with a preset layout (what an exercise opens).
    pub fn with_layout(shape: TreeShape, costs: Option<&[u32]>, preset: LanePreset) -> TreeState {
        let mut state = TreeState::default();
        state.choose_shape(shape);
        if let Some(c) = costs {
            state.costs = c.to_vec();
        }
        state.choose_preset(preset);
        state
    }
}

impl ViewState for TreeState {
    const VIEW: View = View::Tree;
    const KEYS: &'static [&'static str] = &[
        "shape", "leaves", "warp", "preset", "seed", "active", "shares", "dataset", "show",
        "lanes", "panel", "counts",
    ];

    fn parse(query: &Query) -> (TreeState, Vec<LinkProblem>) {
        let mut problems = Vec::new();
        let mut s = TreeState::default();
        if let Some(width) = width_param(query, &mut problems) {
            s.width = width;
            s.active = width.lanes();
        }
        if let Some(key) = query.get("shape") {
            match TreeShape::from_key(key) {
                Some(shape) => {
                    s.shape = shape;
                    s.costs = shape.default_costs();
                    s.shares = tree_dataset::equal_shares(shape);
                }
                None => problems.push(problem_tr(
                    "shape",
                    Tr::new(
                        "the shapes are nested, if and switch, not \"{}\"",
                        "shapes nested, if aur switch hain, \"{}\" nahi",
                    ),
                    &[&echo(key)],
                )),
            }
        }
        if let Some(list) = query.get("leaves") {
            match parse_costs(list, s.shape.leaf_count()) {
                Ok(costs) => s.costs = costs,
                Err(reason) => problems.push(problem("leaves", reason)),
            }
        }
        if let Some(key) = query.get("preset") {
            match LanePreset::from_key(key) {
                Some(preset) => s.preset = Some(preset),
                None => problems.push(problem_tr(
                    "preset",
                    Tr::new(
                        "there is no lane layout called \"{}\"",
                        "\"{}\" naam ka koi lane layout nahi hai",
                    ),
                    &[&echo(key)],
                )),
            }
        }
        s.preset = s.preset.map(|p| p.on(s.shape));
        if let Some(seed) = seed_param(query, &mut problems) {
            s.seed = seed;
        }
        if let Some(text) = query.get("active") {
            match fields::parse_whole(text, "active lane count", 1, u64::from(s.width.lanes())) {
                Ok(n) => s.active = n as u32,
                Err(e) => problems.push(problem("active", e)),
            }
        }
        if let Some(text) = query.get("shares") {
            match parse_shares(text, s.shape.leaf_count()) {
                Ok(shares) => s.shares = shares,
                Err(e) => problems.push(problem("shares", e)),
            }
        }
        if let Some(text) = query.get("dataset") {
            match fields::parse_whole(text, "number of warps", 1, u64::from(MAX_WARPS)) {
                Ok(n) => s.dataset_warps = n as u32,
                Err(e) => problems.push(problem("dataset", e)),
            }
        }
        // A partial warp is the dataset's last: shown unless the link names another.
        s.show = if s.active < s.width.lanes() {
            s.dataset_warps - 1
        } else {
            0
        };
        if let Some(text) = query.get("show") {
            match fields::parse_whole(text, "warp shown", 0, u64::from(s.dataset_warps - 1)) {
                Ok(k) => s.show = k as u32,
                Err(e) => problems.push(problem("show", e)),
            }
        }
        s.refill();
        if let Some(text) = query.get("lanes") {
            match decode_lanes(s.shape, text, s.width) {
                Ok((lanes, active)) => {
                    s.preset = None;
                    s.warp = WarpData {
                        width: s.width,
                        lanes,
                        active,
                    };
                }
                Err(reason) => problems.push(problem("lanes", reason)),
            }
        }
        match query.get("panel") {
            None | Some("tree") => {}
            Some("loop") => s.panel = Panel::Loop,
            Some(other) => problems.push(problem_tr(
                "panel",
                Tr::new(
                    "the panels are tree and loop, not \"{}\"",
                    "panels tree aur loop hain, \"{}\" nahi",
                ),
                &[&echo(other)],
            )),
        }
        let (loops, loop_problems) = LoopState::parse(query, s.width);
        s.loops = loops;
        problems.extend(loop_problems);
        (s, problems)
    }

    fn pairs(&self) -> Vec<(&'static str, String)> {
        let mut pairs = vec![
            ("shape", self.shape.key().to_string()),
            ("leaves", join_numbers(&self.costs)),
            ("warp", self.width.lanes().to_string()),
        ];
        match self.preset {
            Some(p) => {
                pairs.push(("preset", p.key().to_string()));
                pairs.push(("seed", self.seed.to_string()));
                pairs.push(("active", self.active.to_string()));
                // The dataset's settings only when they differ from what a link without them means.
                if self.shares != tree_dataset::equal_shares(self.shape) {
                    pairs.push(("shares", self.shares_text()));
                }
                if self.dataset_warps != DEFAULT_WARPS {
                    pairs.push(("dataset", self.dataset_warps.to_string()));
                }
                let default_show = if self.active < self.width.lanes() {
                    self.dataset_warps - 1
                } else {
                    0
                };
                if self.show != default_show {
                    pairs.push(("show", self.show.to_string()));
                }
            }
            None => pairs.push((
                "lanes",
                encode_lanes(self.shape, &self.warp.lanes, self.warp.active),
            )),
        }
        if self.panel == Panel::Loop {
            pairs.push(("panel", "loop".into()));
            pairs.extend(self.loops.pairs());
        }
        pairs
    }
}

/// "25,25,25,25" (a % sign after a number is allowed): one whole percentage per leaf, adding up to 100.
pub fn parse_shares(text: &str, leaves: usize) -> Result<Vec<u32>, Said> {
    let items: Vec<&str> = text.split(',').map(str::trim).collect();
    if items.len() != leaves {
        let leaves = leaves.to_string();
        return Err(Said::fill(
            Tr::new(
                "this tree has {} leaves, so give {} shares separated by commas, not {}",
                "is tree mein {} leaves hain, isliye comma se alag {} shares do, {} nahi",
            ),
            &[&leaves, &leaves, &items.len().to_string()],
        ));
    }
    let shares = items
        .iter()
        .enumerate()
        .map(|(i, t)| {
            fields::parse_whole(t.trim_end_matches('%'), "share", 0, 100)
                .map(|v| v as u32)
                .map_err(|e| Said::labelled(&format!("leaf p{}", i + 1), &e))
        })
        .collect::<Result<Vec<u32>, Said>>()?;
    let sum: u32 = shares.iter().sum();
    if sum != 100 {
        return Err(Said::fill(
            Tr::new(
                "the shares add up to {}%, not 100%",
                "shares ka jod {}% hai, 100% nahi",
            ),
            &[&sum.to_string()],
        ));
    }
    Ok(shares)
}

fn parse_costs(list: &str, expected: usize) -> Result<Vec<u32>, Said> {
    // Each cost is read first, so a cost that is not a number is named as such ("abc"), not counted.
    let costs = list
        .split(',')
        .enumerate()
        .map(|(i, t)| {
            fields::parse_cycles(t, "leaf cost")
                .map_err(|e| Said::labelled(&format!("leaf p{}", i + 1), &e))
        })
        .collect::<Result<Vec<u32>, Said>>()?;
    if costs.len() != expected {
        let given = if costs.len() == 1 {
            Tr::new(
                "this tree has {} leaves, but 1 cost was given",
                "is tree mein {} leaves hain, par 1 cost di gayi",
            )
        } else {
            Tr::new(
                "this tree has {} leaves, but {} costs were given",
                "is tree mein {} leaves hain, par {} costs diye gaye",
            )
        };
        return Err(Said::fill(
            given,
            &[&expected.to_string(), &costs.len().to_string()],
        ));
    }
    Ok(costs)
}

#[cfg(test)]
mod tests {
    use super::*;
    use proptest::prelude::*;

    fn parse(link: &str) -> (TreeState, Vec<LinkProblem>) {
        TreeState::parse(&Query::parse(link))
    }

    #[test]
    fn the_description_names_reached_and_unreached_leaves_in_both_languages() {
        // (link, language, the sentence)
        let table = [
            ("?view=tree&shape=nested&leaves=10,14,8,12&preset=best", Lang::En,
             "Reached: p1 (10 cycles) by 16 lanes, p3 (8 cycles) by 16 lanes. Not reached, so never issued: p2, p4."),
            ("?view=tree&shape=nested&leaves=10,14,8,12&preset=best", Lang::HiLatn,
             "Pahunchi leaves: p1 (10 cycles) 16 lanes se, p3 (8 cycles) 16 lanes se. Jin tak koi lane nahi pahunchi, woh kabhi issue nahi hui: p2, p4."),
            ("?view=tree&shape=if&leaves=5,7&lanes=1.......................2.......", Lang::En,
             "Reached: p1 (5 cycles) by 1 lane, p2 (7 cycles) by 1 lane."),
            ("?view=tree&shape=if&leaves=5,7&lanes=................................", Lang::HiLatn,
             "Koi lane active nahi hai, isliye koi leaf nahi pahunchti aur kuch issue nahi hota."),
        ];
        for (link, lang, sentence) in table {
            let (s, problems) = parse(link);
            assert!(problems.is_empty(), "{link}: {problems:?}");
            assert_eq!(s.describe(lang), sentence, "{link}");
        }
    }

    #[test]
    fn links_parse() {
        let (s, problems) = parse("?view=tree&leaves=10,14,8,12&preset=best");
        assert!(problems.is_empty());
        assert_eq!(s.preset, Some(LanePreset::Best));
        let (s, _) = parse(
            "?view=tree&shape=nested&leaves=1,2,3,4&warp=32&lanes=3333333333333333444444444444444.",
        );
        assert_eq!(s.preset, None);
        assert_eq!(s.warp.active.count(), 31);
        let (s, _) = parse("view=tree&panel=loop&counts=5,20,3,15");
        assert_eq!(
            (s.panel, s.loops.counts.clone()),
            (Panel::Loop, vec![5, 20, 3, 15])
        );
    }

    #[test]
    fn malformed_links_name_their_part() {
        let table: [(&str, &[&str]); 6] = [
            (
                "leaves=1,2,3&counts=5,x&lanes=zz",
                &["leaves", "lanes", "counts"],
            ),
            ("leaves=10,14&preset=nope", &["leaves", "preset"]),
            ("shape=oak&seed=-4", &["shape", "seed"]),
            ("active=0&panel=side", &["active", "panel"]),
            ("warp=64&active=65", &["active"]),
            ("lanes=9999999999999999999999999999999.", &["lanes"]),
        ];
        for (link, names) in table {
            let (_, problems) = parse(link);
            let got: Vec<&str> = problems.iter().map(|p| p.parameter.as_str()).collect();
            assert_eq!(got, names, "{link}: {problems:?}");
        }
        // (leaves, what the refusal says): a cost that is not a number is named before any count.
        let said = [
            (
                "leaves=abc",
                "leaf p1: the leaf cost must be a number; \"abc\" is not one",
            ),
            (
                "leaves=1,2,abc,4",
                "leaf p3: the leaf cost must be a number; \"abc\" is not one",
            ),
            ("leaves=7", "this tree has 4 leaves, but 1 cost was given"),
            (
                "leaves=7,8",
                "this tree has 4 leaves, but 2 costs were given",
            ),
        ];
        for (link, says) in said {
            let (_, problems) = parse(link);
            let text = problems
                .first()
                .map(|p| crate::model::i18n::Bilingual::text(p, Lang::En))
                .unwrap_or_default();
            assert!(text.contains(says), "{link}: {text}");
        }
    }

    type Edit = fn(&mut TreeState);

    #[test]
    fn edits() {
        // (what, link before, edit, link after)
        let table: [(&str, &str, Edit, &str); 8] = [
            ("a hand edit leaves the preset", "preset=best", |s| s.cycle_leaf(0),
                "shape=nested&leaves=10,14,8,12&warp=32&lanes=13333333333333334444444444444444"),
            ("a new shape refills from the worst case", "lanes=11111111111111111111111111111111", |s| s.choose_shape(TreeShape::Switch4),
                "shape=switch&leaves=10,14,8,12&warp=32&preset=worst&seed=7&active=32"),
            ("a new width refills all lanes", "preset=sorted&active=5", |s| { s.set_width(WarpWidth::Wave64); },
                "shape=nested&leaves=10,14,8,12&warp=64&preset=sorted&seed=7&active=64"),
            ("a new seed keeps the layout", "preset=sorted", |s| s.new_seed(99),
                "shape=nested&leaves=10,14,8,12&warp=32&preset=sorted&seed=99&active=32"),
            ("a one-level tree has no alternating layout", "preset=alternating", |s| s.choose_shape(TreeShape::OneLevel),
                "shape=if&leaves=10,14&warp=32&preset=worst&seed=7&active=32"),
            ("switching a lane off", "preset=worst", |s| s.toggle_active(31),
                "shape=nested&leaves=10,14,8,12&warp=32&lanes=3140314031403140314031403140314."),
            ("the loop panel", "preset=worst", |s| s.choose_panel(Panel::Loop),
                "shape=nested&leaves=10,14,8,12&warp=32&preset=worst&seed=7&active=32&panel=loop&counts=5,20,3,15,1,17,9,10,5,20,3,15,1,17,9,10,5,20,3,15,1,17,9,10,5,20,3,15,1,17,9,10"),
            ("out-of-warp lanes are ignored", "preset=worst", |s| s.cycle_leaf(40),
                "shape=nested&leaves=10,14,8,12&warp=32&preset=worst&seed=7&active=32"),
        ];
        for (what, before, edit, after) in table {
            let mut s = parse(before).0;
            edit(&mut s);
            let want = parse(after).0;
            assert_eq!(s.pairs(), want.pairs(), "{what}: {}", s.to_query());
        }
    }

    /// (link, leaves reached in the shown warp, dataset issued, divergent warps, problems named)
    #[test]
    fn presets_are_one_warp_of_a_dataset() {
        let table: [(&str, usize, u64, usize, &[&str]); 7] = [
            ("preset=sorted", 1, 2 * 44, 0, &[]),
            ("preset=sorted&show=3", 1, 2 * 44, 0, &[]),
            ("preset=worst", 4, 8 * 44, 8, &[]),
            ("preset=alternating&dataset=2", 2, 18 + 26, 2, &[]),
            // 102/26/26/102 elements: three p1 warps, p1+p2, p3+p4, three p4 warps.
            (
                "preset=sorted&shares=40,10,10,40",
                1,
                3 * 10 + 24 + 20 + 3 * 12,
                2,
                &[],
            ),
            ("preset=sorted&shares=50,50,1,0", 4, 8 * 44, 8, &["shares"]),
            (
                "preset=sorted&dataset=0&show=9",
                1,
                2 * 44,
                0,
                &["dataset", "show"],
            ),
        ];
        for (link, reached, issued, divergent, named) in table {
            let (s, problems) = parse(link);
            let names: Vec<&str> = problems.iter().map(|p| p.parameter.as_str()).collect();
            assert_eq!(names, named, "{link}");
            let leaves = s
                .warp
                .leaf_masks(s.shape)
                .iter()
                .filter(|m| !m.is_empty())
                .count();
            let cost = s.dataset_cost().unwrap();
            if named.is_empty() || named == ["dataset", "show"] {
                assert_eq!(
                    (leaves, cost.total_issued, cost.divergent_warps()),
                    (reached, issued, divergent),
                    "{link}"
                );
            }
        }
        // A partial warp is the final one of its dataset, and that is the warp shown.
        let (s, _) = parse("preset=worst&active=20");
        assert_eq!((s.show, s.warp.active.count()), (7, 20));
        assert_eq!(parse(&s.to_query()).0, s);
        let mut s = parse("preset=sorted").0;
        s.step_warp(-1);
        assert_eq!(s.show, 7);
        assert!(s.edit_shares("30,30,30").is_err());
        assert!(s
            .edit_shares("30,30,30,30")
            .unwrap_err()
            .en
            .contains("120%"));
        s.edit_shares("70, 10, 10%, 10").unwrap();
        assert_eq!(s.to_query(), "?view=tree&shape=nested&leaves=10,14,8,12&warp=32&preset=sorted&seed=7&active=32&shares=70,10,10,10&show=7");
    }

    #[test]
    fn reached_leaves_open_in_the_timeline() {
        let s = parse("preset=best").0;
        let t = s.timeline_target().unwrap();
        assert_eq!(t.region().unwrap().price().t_div, 10 + 8);
        let mut off = parse("preset=worst&active=1").0;
        off.toggle_active(0);
        assert_eq!(off.timeline_target(), None);
    }

    fn arb_state() -> impl Strategy<Value = TreeState> {
        (
            0usize..3,
            any::<bool>(),
            0usize..5,
            0u64..=u64::from(u32::MAX),
            1u32..=64,
            prop::collection::vec(0u32..=1000, 4),
            any::<bool>(),
            prop::collection::vec(0u32..=100_000, 1..=32),
            prop::option::of(prop::collection::vec(0u32..=30, 64)),
        )
            .prop_map(
                |(shape, wide, preset, seed, active, costs, looped, counts, hand)| {
                    let width = if wide {
                        WarpWidth::Wave64
                    } else {
                        WarpWidth::Warp32
                    };
                    let mut s = TreeState::default();
                    s.set_width(width);
                    s.choose_shape(TreeShape::ALL[shape]);
                    let n = s.costs.len();
                    s.costs = costs[..n].to_vec();
                    s.seed = seed;
                    s.active = active.min(width.lanes());
                    s.choose_preset(LanePreset::ALL[preset]);
                    if let Some(edits) = hand {
                        for lane in edits.iter().take(width.lanes() as usize) {
                            s.cycle_leaf(*lane);
                        }
                    }
                    if looped {
                        s.choose_panel(Panel::Loop);
                        s.loops.counts = counts;
                    }
                    s
                },
            )
    }

    proptest! {
        #[test]
        fn every_state_round_trips(state in arb_state()) {
            let (back, problems) = parse(&state.to_query());
            prop_assert!(problems.is_empty(), "{:?}", problems);
            // Equal as far as a person can see: inactive lanes carry no data in a link.
            prop_assert_eq!(back.pairs(), state.pairs());
            prop_assert_eq!(&back.loops, &state.loops);
            prop_assert_eq!(back.warp.leaf_masks(back.shape), state.warp.leaf_masks(state.shape));
        }
    }

    /// Each layout's sentence carries the dataset's own numbers, in both languages; hand-set lanes have none.
    #[test]
    fn each_layout_says_what_it_is_and_what_it_costs() {
        let table: [(&str, &str, &str); 5] = [
            (
                "preset=worst",
                "Worst case:",
                "8 of 8 warps diverge, 4.0 leaves",
            ),
            (
                "preset=best",
                "Other data,",
                "8 of 8 warps diverge, 2.0 leaves",
            ),
            (
                "preset=sorted",
                "Sorted by category",
                "0 of 8 warps diverge, 1.0 leaves",
            ),
            (
                "preset=alternating",
                "Neighbouring lanes",
                "8 of 8 warps diverge, 2.0 leaves",
            ),
            (
                "preset=random&seed=3",
                "The sorted elements shuffled",
                "8 of 8 warps diverge, 4.0 leaves",
            ),
        ];
        for (link, opens, numbers) in table {
            let s = parse(link).0;
            let en = s.preset_note(Lang::En).unwrap_or_default();
            assert!(
                en.starts_with(opens) && en.contains(numbers),
                "{link}: {en}"
            );
            let hi = s.preset_note(Lang::HiLatn).unwrap_or_default();
            assert!(hi.contains("kul 8 mein se") && hi != en, "{link}: {hi}");
        }
        assert_eq!(
            parse("lanes=11111111111111111111111111111111")
                .0
                .preset_note(Lang::En),
            None
        );
    }
}
