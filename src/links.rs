//! Share links: the query string that names the open view and its settings, parsed and written back.
//!
//! Formats are part of the product (teachers keep links for years); they are documented in the README.
//! A malformed part is reported with the parameter's name and dropped; everything else is kept.

use std::fmt;

use crate::model::block::{Block, BlockError, MAX_WARPS};
use crate::model::fields;
use crate::model::lanes::{LaneError, LaneMask, WarpWidth};
use crate::model::pricing::{PathSpec, PricingError, Region};
pub use crate::model::tree::{decode_lanes, encode_lanes};
use crate::model::tree::{LaneData, LanePreset, TreeShape};

/// The views the shell can open.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Default)]
pub enum View {
    #[default]
    Timeline,
    Tree,
    Ladder,
    Lab,
    Reality,
    About,
}

impl View {
    pub const ALL: [View; 6] = [
        View::Timeline,
        View::Tree,
        View::Ladder,
        View::Lab,
        View::Reality,
        View::About,
    ];

    pub fn key(self) -> &'static str {
        match self {
            View::Timeline => "timeline",
            View::Tree => "tree",
            View::Ladder => "ladder",
            View::Lab => "lab",
            View::Reality => "reality",
            View::About => "about",
        }
    }

    pub fn label(self) -> &'static str {
        match self {
            View::Timeline => "Timeline",
            View::Tree => "Branch tree",
            View::Ladder => "Ladder",
            View::Lab => "Sampling lab",
            View::Reality => "Reality check",
            View::About => "About",
        }
    }

    pub fn from_key(key: &str) -> Option<View> {
        View::ALL.into_iter().find(|v| v.key() == key)
    }
}

/// One thing wrong with a link, said so a teacher can fix it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct LinkProblem {
    pub parameter: String,
    pub reason: String,
}

impl fmt::Display for LinkProblem {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "The link's \"{}\" part was ignored: {}.",
            self.parameter, self.reason
        )
    }
}

fn problem(parameter: &str, reason: impl fmt::Display) -> LinkProblem {
    LinkProblem {
        parameter: parameter.to_string(),
        reason: reason.to_string(),
    }
}

/// A parsed query string: ordered key/value pairs, percent-decoded.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Query(Vec<(String, String)>);

impl Query {
    pub fn parse(search: &str) -> Query {
        let body = search.strip_prefix('?').unwrap_or(search);
        Query(
            body.split('&')
                .filter(|p| !p.is_empty())
                .map(|pair| {
                    let (k, v) = pair.split_once('=').unwrap_or((pair, ""));
                    (decode(k), decode(v))
                })
                .collect(),
        )
    }

    pub fn get(&self, key: &str) -> Option<&str> {
        self.0
            .iter()
            .find(|(k, _)| k == key)
            .map(|(_, v)| v.as_str())
    }

    pub fn flag(&self, key: &str) -> bool {
        matches!(self.get(key), Some("1" | "true" | "on" | "yes"))
    }
}

fn decode(text: &str) -> String {
    let bytes = text.as_bytes();
    let mut out = Vec::with_capacity(bytes.len());
    let mut i = 0;
    while i < bytes.len() {
        match bytes[i] {
            b'+' => out.push(b' '),
            b'%' if i + 2 < bytes.len() => {
                match u8::from_str_radix(
                    std::str::from_utf8(&bytes[i + 1..i + 3]).unwrap_or("zz"),
                    16,
                ) {
                    Ok(b) => {
                        out.push(b);
                        i += 2;
                    }
                    Err(_) => out.push(b'%'),
                }
            }
            b => out.push(b),
        }
        i += 1;
    }
    String::from_utf8_lossy(&out).into_owned()
}

/// Builds a query string from pairs, keeping commas readable.
pub fn build_query(pairs: &[(&str, String)]) -> String {
    let encoded: Vec<String> = pairs
        .iter()
        .map(|(k, v)| {
            let value: String = v
                .chars()
                .map(|c| match c {
                    'a'..='z' | 'A'..='Z' | '0'..='9' | ',' | '.' | '-' | '_' | '@' | '/' | ';' => {
                        c.to_string()
                    }
                    other => {
                        let mut buf = [0u8; 4];
                        other
                            .encode_utf8(&mut buf)
                            .bytes()
                            .map(|b| format!("%{b:02X}"))
                            .collect()
                    }
                })
                .collect();
            format!("{k}={value}")
        })
        .collect();
    format!("?{}", encoded.join("&"))
}

/// Which view a query opens; an unknown one opens the timeline and says so.
pub fn view_of(query: &Query) -> (View, Option<LinkProblem>) {
    match query.get("view") {
        None | Some("") => (View::Timeline, None),
        Some(key) => match View::from_key(key) {
            Some(view) => (view, None),
            None => (
                View::Timeline,
                Some(problem(
                    "view",
                    format!("there is no view called \"{key}\", so the timeline opened instead"),
                )),
            ),
        },
    }
}

/// A path as a link writes it: a length and either a taker count or an explicit lane mask.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum PathLink {
    Count { length: u32, takers: u32 },
    Mask { length: u32, mask: LaneMask },
}

impl PathLink {
    pub fn length(self) -> u32 {
        match self {
            PathLink::Count { length, .. } | PathLink::Mask { length, .. } => length,
        }
    }

    pub fn takers(self) -> u32 {
        match self {
            PathLink::Count { takers, .. } => takers,
            PathLink::Mask { mask, .. } => mask.count(),
        }
    }

    fn write(self, width: WarpWidth) -> String {
        match self {
            PathLink::Count { length, takers } => format!("{length}x{takers}"),
            PathLink::Mask { length, mask } => {
                let hex = mask.hex(width);
                format!("{length}@{}", hex.trim_start_matches("0x").to_lowercase())
            }
        }
    }
}

/// Everything a timeline link carries.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct TimelineLink {
    pub paths: Vec<PathLink>,
    pub prologue: u32,
    pub tail: u32,
    pub width: WarpWidth,
    /// Block mode: per warp, the taker count of each path (the paths' lengths are shared).
    pub warps: Option<Vec<Vec<u32>>>,
}

impl Default for TimelineLink {
    fn default() -> Self {
        TimelineLink {
            paths: vec![
                PathLink::Count {
                    length: 15,
                    takers: 8,
                },
                PathLink::Count {
                    length: 25,
                    takers: 24,
                },
            ],
            prologue: 0,
            tail: 0,
            width: WarpWidth::Warp32,
            warps: None,
        }
    }
}

fn parse_cycles_param(
    query: &Query,
    key: &'static str,
    what: &'static str,
    problems: &mut Vec<LinkProblem>,
) -> Option<u32> {
    let text = query.get(key)?;
    match fields::parse_cycles(text, what) {
        Ok(v) => Some(v),
        Err(e) => {
            problems.push(problem(key, e));
            None
        }
    }
}

/// Parses one `LENGTHxTAKERS` or `LENGTH@HEXMASK` item.
pub fn parse_path(item: &str, width: WarpWidth) -> Result<PathLink, String> {
    if let Some((length, mask)) = item.split_once('@') {
        let length = fields::parse_cycles(length, "path length").map_err(|e| e.to_string())?;
        let bits = u64::from_str_radix(mask.trim_start_matches("0x"), 16)
            .map_err(|_| format!("\"{mask}\" is not a hexadecimal lane mask"))?;
        let mask = LaneMask(bits);
        if !mask.fits(width) {
            let lane = mask.highest().unwrap_or(0);
            return Err(LaneError::NoSuchLane {
                lane,
                width: width.lanes(),
            }
            .to_string());
        }
        return Ok(PathLink::Mask { length, mask });
    }
    let (length, takers) = item
        .split_once(['x', 'X'])
        .ok_or_else(|| format!("\"{item}\" should look like LENGTHxTAKERS, for example 15x8"))?;
    let length = fields::parse_cycles(length, "path length").map_err(|e| e.to_string())?;
    let takers = fields::parse_whole(takers, "taker count", 0, u64::from(width.lanes()))
        .map_err(|e| e.to_string())? as u32;
    Ok(PathLink::Count { length, takers })
}

impl TimelineLink {
    pub fn parse(query: &Query) -> (TimelineLink, Vec<LinkProblem>) {
        let mut problems = Vec::new();
        let mut link = TimelineLink::default();
        if let Some(w) = query.get("warp") {
            match w
                .trim()
                .parse::<u32>()
                .map_err(|_| LaneError::UnsupportedWidth(0))
                .and_then(WarpWidth::from_lanes)
            {
                Ok(width) => link.width = width,
                Err(_) => problems.push(problem("warp", "a warp has 32 or 64 lanes")),
            }
        }
        if let Some(v) = parse_cycles_param(query, "pre", "prologue", &mut problems) {
            link.prologue = v;
        }
        if let Some(v) = parse_cycles_param(query, "tail", "reconvergence tail", &mut problems) {
            link.tail = v;
        }
        if let Some(list) = query.get("paths") {
            match parse_paths(list, link.width) {
                Ok(paths) => link.paths = paths,
                Err(reason) => problems.push(problem("paths", reason)),
            }
        }
        if let Some(block) = query.get("block") {
            match crate::model::block::find_block(block) {
                Some(seed) => {
                    link.paths = seed
                        .lengths
                        .iter()
                        .map(|&length| PathLink::Count { length, takers: 0 })
                        .collect();
                    link.warps = Some(seed.takers.iter().map(|t| t.to_vec()).collect());
                    link.width = WarpWidth::Warp32;
                }
                None => problems.push(problem(
                    "block",
                    format!("there is no block scenario called \"{block}\""),
                )),
            }
        }
        if let Some(warps) = query.get("warps") {
            match parse_warps(warps, link.paths.len()) {
                Ok(w) => link.warps = Some(w),
                Err(reason) => problems.push(problem("warps", reason)),
            }
        }
        (link, problems)
    }

    /// Lays the paths onto lanes: explicit masks stay, counts fill the lowest free lanes in path order.
    pub fn region(&self) -> Result<Region, PricingError> {
        let explicit = self.paths.iter().fold(LaneMask::EMPTY, |acc, p| match p {
            PathLink::Mask { mask, .. } => acc.union(*mask),
            PathLink::Count { .. } => acc,
        });
        let lanes = self.width.lanes();
        let mut free = (0..lanes).filter(|&l| !explicit.contains(l));
        let mut specs = Vec::with_capacity(self.paths.len());
        for path in &self.paths {
            match *path {
                PathLink::Mask { length, mask } => specs.push(PathSpec {
                    length,
                    takers: mask,
                }),
                PathLink::Count { length, takers } => {
                    let mut mask = LaneMask::EMPTY;
                    for _ in 0..takers {
                        match free.next() {
                            Some(lane) => mask = mask.with(lane),
                            None => {
                                let total = self.paths.iter().map(|p| u64::from(p.takers())).sum();
                                return Err(PricingError::TakersExceedWidth {
                                    total,
                                    width: lanes,
                                });
                            }
                        }
                    }
                    specs.push(PathSpec {
                        length,
                        takers: mask,
                    });
                }
            }
        }
        Region::new(self.width, specs, self.prologue, self.tail)
    }

    /// The block this link describes, when it is in block mode.
    pub fn block(&self) -> Option<Result<Block, BlockError>> {
        let warps = self.warps.clone()?;
        Some(Block::new(
            self.width,
            self.paths.iter().map(|p| p.length()).collect(),
            warps,
        ))
    }

    pub fn to_query(&self, projector: bool) -> String {
        let paths: Vec<String> = self.paths.iter().map(|p| p.write(self.width)).collect();
        let mut pairs = vec![
            ("view", "timeline".to_string()),
            ("paths", paths.join(",")),
            ("pre", self.prologue.to_string()),
            ("tail", self.tail.to_string()),
            ("warp", self.width.lanes().to_string()),
        ];
        if let Some(warps) = &self.warps {
            pairs.push(("warps", write_warps(warps)));
        }
        if projector {
            pairs.push(("projector", "1".into()));
        }
        build_query(&pairs)
    }
}

/// `32/0;16/16` — one warp per `;`, one taker count per path separated by `/`.
pub fn write_warps(warps: &[Vec<u32>]) -> String {
    warps
        .iter()
        .map(|w| w.iter().map(u32::to_string).collect::<Vec<_>>().join("/"))
        .collect::<Vec<_>>()
        .join(";")
}

/// Parses the block form, one warp per `;` or line.
pub fn parse_warps(text: &str, paths: usize) -> Result<Vec<Vec<u32>>, String> {
    let warps: Vec<&str> = text
        .split([';', '\n'])
        .map(str::trim)
        .filter(|w| !w.is_empty())
        .collect();
    if warps.is_empty() {
        return Err("it lists no warps".into());
    }
    if warps.len() > MAX_WARPS {
        return Err(format!(
            "it lists {} warps; the tutor draws at most {MAX_WARPS}",
            warps.len()
        ));
    }
    warps
        .iter()
        .enumerate()
        .map(|(w, line)| {
            let counts: Vec<&str> = line.split('/').collect();
            if counts.len() != paths {
                return Err(format!(
                    "warp {w} lists {} taker counts, but there are {paths} paths",
                    counts.len()
                ));
            }
            counts
                .iter()
                .map(|c| {
                    fields::parse_whole(c, "taker count", 0, 64)
                        .map(|v| v as u32)
                        .map_err(|e| format!("warp {w}: {e}"))
                })
                .collect()
        })
        .collect()
}

fn parse_paths(list: &str, width: WarpWidth) -> Result<Vec<PathLink>, String> {
    let items: Vec<&str> = list.split(',').filter(|s| !s.trim().is_empty()).collect();
    if items.is_empty() {
        return Err("it lists no paths".into());
    }
    if items.len() > width.lanes() as usize {
        return Err(format!(
            "it lists {} paths, more than the {} lanes of the warp",
            items.len(),
            width.lanes()
        ));
    }
    let mut out = Vec::with_capacity(items.len());
    for (i, item) in items.iter().enumerate() {
        out.push(parse_path(item.trim(), width).map_err(|e| format!("path {}: {e}", i + 1))?);
    }
    Ok(out)
}

/// Everything a tree link carries.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct TreeLink {
    pub shape: TreeShape,
    pub costs: Vec<u32>,
    pub preset: LanePreset,
    pub seed: u64,
    pub active: u32,
    pub width: WarpWidth,
    /// Explicit per-lane data, overriding the preset.
    pub lanes: Option<(Vec<LaneData>, LaneMask)>,
    pub loop_panel: bool,
    pub counts: Option<Vec<u32>>,
}

impl Default for TreeLink {
    fn default() -> Self {
        TreeLink {
            shape: TreeShape::Nested,
            costs: TreeShape::Nested.default_costs(),
            preset: LanePreset::Worst,
            seed: 7,
            active: 32,
            width: WarpWidth::Warp32,
            lanes: None,
            loop_panel: false,
            counts: None,
        }
    }
}

impl TreeLink {
    pub fn parse(query: &Query) -> (TreeLink, Vec<LinkProblem>) {
        let mut problems = Vec::new();
        let mut link = TreeLink::default();
        if let Some(w) = query.get("warp") {
            match w
                .trim()
                .parse::<u32>()
                .ok()
                .and_then(|n| WarpWidth::from_lanes(n).ok())
            {
                Some(width) => {
                    link.width = width;
                    link.active = width.lanes();
                }
                None => problems.push(problem("warp", "a warp has 32 or 64 lanes")),
            }
        }
        if let Some(s) = query.get("shape") {
            match TreeShape::from_key(s) {
                Some(shape) => {
                    link.shape = shape;
                    link.costs = shape.default_costs();
                }
                None => problems.push(problem(
                    "shape",
                    format!("the shapes are nested, if and switch, not \"{s}\""),
                )),
            }
        }
        if let Some(list) = query.get("leaves") {
            match parse_costs(list, link.shape.leaf_count()) {
                Ok(costs) => link.costs = costs,
                Err(reason) => problems.push(problem("leaves", reason)),
            }
        }
        if let Some(p) = query.get("preset") {
            match LanePreset::from_key(p) {
                Some(preset) => link.preset = preset,
                None => problems.push(problem(
                    "preset",
                    format!("there is no lane layout called \"{p}\""),
                )),
            }
        }
        if let Some(s) = query.get("seed") {
            match fields::parse_whole(s, "seed", 0, 999_999_999) {
                Ok(seed) => link.seed = seed,
                Err(e) => problems.push(problem("seed", e)),
            }
        }
        if let Some(a) = query.get("active") {
            match fields::parse_whole(a, "active lane count", 1, u64::from(link.width.lanes())) {
                Ok(n) => link.active = n as u32,
                Err(e) => problems.push(problem("active", e)),
            }
        }
        if let Some(l) = query.get("lanes") {
            match decode_lanes(link.shape, l, link.width) {
                Ok(lanes) => link.lanes = Some(lanes),
                Err(reason) => problems.push(problem("lanes", reason)),
            }
        }
        link.loop_panel = query.get("panel") == Some("loop");
        if let Some(c) = query.get("counts") {
            match crate::model::loops::TripCounts::parse(link.width, c) {
                Ok(trips) => link.counts = Some(trips.counts().to_vec()),
                Err(e) => problems.push(problem("counts", e)),
            }
        }
        (link, problems)
    }
}

fn parse_costs(list: &str, expected: usize) -> Result<Vec<u32>, String> {
    let items: Vec<&str> = list.split(',').collect();
    if items.len() != expected {
        return Err(format!(
            "this tree has {expected} leaves, but {} costs were given",
            items.len()
        ));
    }
    items
        .iter()
        .enumerate()
        .map(|(i, t)| {
            fields::parse_cycles(t, "leaf cost").map_err(|e| format!("leaf p{}: {e}", i + 1))
        })
        .collect()
}

/// The lab's link: settings only, never the history.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct LabLink {
    pub p: f64,
    pub n: u32,
    pub seed: u64,
}

impl Default for LabLink {
    fn default() -> Self {
        LabLink {
            p: 0.5,
            n: 32,
            seed: 42,
        }
    }
}

impl LabLink {
    pub fn parse(query: &Query) -> (LabLink, Vec<LinkProblem>) {
        use crate::model::binomial::LabSettings;
        let mut problems = Vec::new();
        let mut link = LabLink::default();
        if let Some(p) = query.get("p") {
            match LabSettings::parse_p(p) {
                Ok(v) => link.p = v,
                Err(e) => problems.push(problem("p", e)),
            }
        }
        if let Some(n) = query.get("n") {
            match LabSettings::parse_n(n) {
                Ok(v) => link.n = v,
                Err(e) => problems.push(problem("n", e)),
            }
        }
        if let Some(s) = query.get("seed") {
            match fields::parse_whole(s, "seed", 0, u64::from(u32::MAX)) {
                Ok(v) => link.seed = v,
                Err(e) => problems.push(problem("seed", e)),
            }
        }
        (link, problems)
    }
}

/// The ladder's variant seed, if the link names one.
pub fn ladder_seed(query: &Query) -> (Option<u64>, Option<LinkProblem>) {
    match query.get("seed") {
        None => (None, None),
        Some(s) => match fields::parse_whole(s, "seed", 0, u64::from(u32::MAX)) {
            Ok(v) => (Some(v), None),
            Err(e) => (None, Some(problem("seed", e))),
        },
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use proptest::prelude::*;

    #[test]
    fn timeline_links_round_trip() {
        let q = Query::parse("?view=timeline&paths=15x8,25x24&pre=0&tail=10&warp=32&projector=1");
        let (link, problems) = TimelineLink::parse(&q);
        assert!(problems.is_empty(), "{problems:?}");
        assert_eq!(
            link.paths,
            vec![
                PathLink::Count {
                    length: 15,
                    takers: 8
                },
                PathLink::Count {
                    length: 25,
                    takers: 24
                }
            ]
        );
        assert_eq!(link.tail, 10);
        assert!(q.flag("projector"));
        assert_eq!(
            link.to_query(true),
            "?view=timeline&paths=15x8,25x24&pre=0&tail=10&warp=32&projector=1"
        );
        let masked = TimelineLink::parse(&Query::parse("paths=15@000000ff,25@ffffff00")).0;
        assert_eq!(
            masked.paths[0],
            PathLink::Mask {
                length: 15,
                mask: LaneMask(0xff)
            }
        );
        assert_eq!(
            TimelineLink::parse(&Query::parse(&masked.to_query(false))).0,
            masked
        );
    }

    #[test]
    fn malformed_parts_are_named_and_the_rest_kept() {
        let (link, problems) =
            TimelineLink::parse(&Query::parse("paths=15x8,abc&tail=-3&pre=5&warp=48"));
        assert_eq!(link.prologue, 5);
        assert_eq!(link.paths, TimelineLink::default().paths);
        let names: Vec<&str> = problems.iter().map(|p| p.parameter.as_str()).collect();
        assert_eq!(names, vec!["warp", "tail", "paths"]);
        assert_eq!(
            problems[1].to_string(),
            "The link's \"tail\" part was ignored: the reconvergence tail cannot be negative."
        );
        assert!(problems[2].reason.contains("path 2"));
        let (_, p) = TimelineLink::parse(&Query::parse("paths=5@100000000"));
        assert!(p[0].reason.contains("lane 32 does not exist"));
    }

    #[test]
    fn counts_fill_free_lanes_around_masks() {
        let link = TimelineLink::parse(&Query::parse("paths=10@3,5x2")).0;
        let region = link.region().unwrap();
        assert_eq!(region.paths()[1].takers, LaneMask(0b1100));
        let over = TimelineLink::parse(&Query::parse("paths=10x20,5x20")).0;
        assert_eq!(
            over.region().unwrap_err().to_string(),
            "the paths have 40 takers in all, but the warp has only 32 lanes"
        );
    }

    #[test]
    fn block_links() {
        let (link, problems) = TimelineLink::parse(&Query::parse("view=timeline&block=L5.1"));
        assert!(problems.is_empty());
        let cost = link.block().unwrap().unwrap().price();
        assert_eq!(cost.total_issued, 174);
        let q = link.to_query(false);
        assert!(q.contains("warps=32/0;16/16;16/16;16/16"), "{q}");
        assert_eq!(TimelineLink::parse(&Query::parse(&q)).0, link);
        let (_, problems) = TimelineLink::parse(&Query::parse("paths=1x1,2x2&warps=1/2/3"));
        assert!(problems[0]
            .reason
            .contains("3 taker counts, but there are 2 paths"));
    }

    #[test]
    fn unknown_views_open_the_timeline_with_a_notice() {
        assert_eq!(view_of(&Query::parse("?view=lab")).0, View::Lab);
        let (view, notice) = view_of(&Query::parse("?view=nope"));
        assert_eq!(view, View::Timeline);
        assert!(notice.unwrap().reason.contains("no view called \"nope\""));
    }

    #[test]
    fn tree_links() {
        let (link, problems) =
            TreeLink::parse(&Query::parse("?view=tree&leaves=10,14,8,12&preset=best"));
        assert!(problems.is_empty());
        assert_eq!(link.preset, LanePreset::Best);
        let lanes = vec![
            LaneData {
                a: true,
                b: false,
                c: true,
                case: 0
            };
            32
        ];
        let active = LaneMask::range(0, 30, WarpWidth::Warp32).unwrap();
        let text = encode_lanes(TreeShape::Nested, &lanes, active);
        assert_eq!(&text[..2], "55");
        assert!(text.ends_with(".."));
        let (back, back_active) =
            decode_lanes(TreeShape::Nested, &text, WarpWidth::Warp32).unwrap();
        assert_eq!(back_active, active);
        assert_eq!(back[0], lanes[0]);
        let (_, problems) = TreeLink::parse(&Query::parse("leaves=1,2,3&counts=5,x&lanes=zz"));
        assert_eq!(problems.len(), 3);
        let (loop_link, _) =
            TreeLink::parse(&Query::parse("view=tree&panel=loop&counts=5,20,3,15"));
        assert!(loop_link.loop_panel);
        assert_eq!(loop_link.counts, Some(vec![5, 20, 3, 15]));
    }

    #[test]
    fn lab_links_refuse_bad_values_and_keep_the_rest() {
        let (link, problems) = LabLink::parse(&Query::parse("p=1.5&n=64&seed=9"));
        assert_eq!(link.p, 0.5);
        assert_eq!((link.n, link.seed), (64, 9));
        assert_eq!(problems[0].parameter, "p");
        let (link, problems) = LabLink::parse(&Query::parse("n=0&p=abc"));
        assert_eq!(link, LabLink::default());
        assert_eq!(problems.len(), 2);
    }

    #[test]
    fn decoding() {
        assert_eq!(decode("a%2Cb+c%"), "a,b c%");
        assert_eq!(decode("%zz"), "%zz");
        assert_eq!(Query::parse("?a=1&b&c=%E2%9C%93").get("c"), Some("✓"));
    }

    proptest! {
        #[test]
        fn no_link_panics(text in ".{0,200}") {
            let q = Query::parse(&text);
            let _ = view_of(&q);
            let _ = TimelineLink::parse(&q);
            let _ = TreeLink::parse(&q);
            let _ = LabLink::parse(&q);
        }
    }
}
