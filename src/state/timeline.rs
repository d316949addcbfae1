//! The timeline's state: the paths (lengths and takers), uniform code, warp width and block mode — exactly
//! what its link holds — with the edits the view offers, each keeping the state valid.

use super::params::{cycles_param, width_param};
use super::query::{echo, problem, problem_tr, LinkProblem, Query};
use super::{View, ViewState};
use crate::model::block::{find_block, Block, BlockError, MAX_WARPS, SEED_BLOCKS};
use crate::model::fields::{self, FieldError};
use crate::model::i18n::{fill, Bilingual, Lang, Said, Tr};
use crate::model::lanes::{LaneError, LaneMask, WarpWidth};
use crate::model::pricing::{PathSpec, PricingError, Region};
use crate::model::scenarios::SEED_SCENARIOS;

/// Length of a path the "Add path" button creates.
pub const NEW_PATH_LENGTH: u32 = 10;
/// Warps a new block starts with.
pub const NEW_BLOCK_WARPS: usize = 4;

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

    fn with_length(self, length: u32) -> PathLink {
        match self {
            PathLink::Count { takers, .. } => PathLink::Count { length, takers },
            PathLink::Mask { mask, .. } => PathLink::Mask { length, mask },
        }
    }

    fn write(self, width: WarpWidth) -> String {
        match self {
            PathLink::Count { length, takers } => format!("{length}x{takers}"),
            PathLink::Mask { length, mask } => {
                let hex = mask.hex(width);
                format!(
                    "{length}@{}",
                    hex.strip_prefix("0x").unwrap_or(&hex).to_ascii_lowercase()
                )
            }
        }
    }
}

/// Everything a timeline link carries.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct TimelineState {
    pub paths: Vec<PathLink>,
    pub prologue: u32,
    pub tail: u32,
    pub width: WarpWidth,
    /// Block mode: per warp, the taker count of each path (the paths' lengths are shared).
    pub warps: Option<Vec<Vec<u32>>>,
}

impl Default for TimelineState {
    /// Seed 000's L2.1 split (15 cycles for 8 lanes, 25 for 24): the region a first visit shows.
    fn default() -> Self {
        TimelineState::from_counts(&[(15, 8), (25, 24)], 0, 0)
    }
}

/// The number of presets: the seeds' single-warp scenarios, then their blocks.
pub fn preset_count() -> usize {
    SEED_SCENARIOS.len() + SEED_BLOCKS.len()
}

/// A preset's title in `lang`, as the preset box and the figure's caption name it.
pub fn preset_title(index: usize, lang: Lang) -> &'static str {
    let (id, english) = match SEED_SCENARIOS.get(index) {
        Some(s) => (s.id, s.title),
        None => match SEED_BLOCKS.get(index - SEED_SCENARIOS.len()) {
            Some(b) => (b.id, b.title),
            None => return super::text::timeline::CUSTOM_SCENARIO.get(lang),
        },
    };
    match lang {
        Lang::En => english,
        Lang::HiLatn => super::text::timeline::PRESET_TITLES_HI
            .iter()
            .find(|(key, _)| *key == id)
            .map_or(english, |(_, hi)| hi),
    }
}

impl TimelineState {
    /// Preset `index` (see [`preset_count`]); `None` past the end.
    pub fn preset(index: usize) -> Option<TimelineState> {
        if let Some(s) = SEED_SCENARIOS.get(index) {
            return Some(TimelineState {
                paths: s
                    .paths
                    .iter()
                    .map(|&(length, takers)| PathLink::Count { length, takers })
                    .collect(),
                prologue: s.prologue,
                tail: s.tail,
                width: s.width(),
                warps: None,
            });
        }
        let block = SEED_BLOCKS.get(index.checked_sub(SEED_SCENARIOS.len())?)?;
        Some(TimelineState::from_block(
            block.lengths,
            block.takers.iter().map(|t| t.to_vec()).collect(),
        ))
    }

    fn from_block(lengths: &[u32], warps: Vec<Vec<u32>>) -> TimelineState {
        TimelineState {
            paths: lengths
                .iter()
                .map(|&length| PathLink::Count { length, takers: 0 })
                .collect(),
            prologue: 0,
            tail: 0,
            width: WarpWidth::Warp32,
            warps: Some(warps),
        }
    }

    /// A single-warp region from (length, takers) pairs, as an exercise or another view names it.
    pub fn from_counts(paths: &[(u32, u32)], prologue: u32, tail: u32) -> TimelineState {
        TimelineState {
            paths: paths
                .iter()
                .map(|&(length, takers)| PathLink::Count { length, takers })
                .collect(),
            prologue,
            tail,
            width: WarpWidth::Warp32,
            warps: None,
        }
    }

    /// A region with explicit lanes (the tree's reached leaves).
    pub fn from_masks(width: WarpWidth, paths: &[(u32, LaneMask)]) -> TimelineState {
        TimelineState {
            paths: paths
                .iter()
                .map(|&(length, mask)| PathLink::Mask { length, mask })
                .collect(),
            prologue: 0,
            tail: 0,
            width,
            warps: None,
        }
    }

    /// The preset this state is, if it is one (so the preset box always names what is loaded).
    pub fn preset_index(&self) -> Option<usize> {
        (0..preset_count())
            .find(|&i| TimelineState::preset(i).is_some_and(|p| p.same_scenario(self)))
    }

    /// Equal up to how lanes are spelled: counts that fill lanes in order equal the masks they give.
    fn same_scenario(&self, other: &TimelineState) -> bool {
        if self == other {
            return true;
        }
        self.warps.is_none()
            && other.warps.is_none()
            && (self.prologue, self.tail, self.width) == (other.prologue, other.tail, other.width)
            && matches!((self.region(), other.region()), (Ok(a), Ok(b)) if a == b)
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
            let spec = match *path {
                PathLink::Mask { length, mask } => PathSpec {
                    length,
                    takers: mask,
                },
                PathLink::Count { length, takers } => {
                    let mut mask = LaneMask::EMPTY;
                    for _ in 0..takers {
                        let Some(lane) = free.next() else {
                            let total = self.paths.iter().map(|p| u64::from(p.takers())).sum();
                            return Err(PricingError::TakersExceedWidth {
                                total,
                                width: lanes,
                            });
                        };
                        mask = mask.with(lane);
                    }
                    PathSpec {
                        length,
                        takers: mask,
                    }
                }
            };
            specs.push(spec);
        }
        Region::new(self.width, specs, self.prologue, self.tail)
    }

    /// The block this state describes, when it is in block mode.
    /// Paths that read one by one but do not make one warp (more takers than lanes, say): the problem a
    /// link's reader names at the top, since the figure can only show the last scenario that priced.
    pub fn unpriced_paths(&self) -> Option<LinkProblem> {
        if self.warps.is_some() {
            return None;
        }
        let unpriced = Tr::new(
            "{}, so the figure shows the default scenario until the paths below are fixed",
            "{}, isliye jab tak neeche ke paths theek nahi hote, figure default scenario dikhata hai",
        );
        let first_fit = Tr::new(
            "{}, so the figure shows the first {} paths, the ones that fit, until the paths below are fixed",
            "{}, isliye jab tak neeche ke paths theek nahi hote, figure pehle {} paths dikhata hai, jo fit hote hain",
        );
        let first_one = Tr::new(
            "{}, so the figure shows the first path, the one that fits, until the paths below are fixed",
            "{}, isliye jab tak neeche ke paths theek nahi hote, figure pehla path dikhata hai, jo fit hota hai",
        );
        self.region().err().map(|e| {
            let shown = self.priced_prefix().map(|(n, _)| n);
            problem(
                "paths",
                Said::by(|lang| match shown {
                    Some(1) => fill(first_one.get(lang), &[&e.text(lang)]),
                    Some(n) => fill(first_fit.get(lang), &[&e.text(lang), &n.to_string()]),
                    None => fill(unpriced.get(lang), &[&e.text(lang)]),
                }),
            )
        })
    }

    /// The longest run of leading paths that makes one warp, and its region: what the figure shows when a
    /// link's paths do not (one path too many, more takers than lanes), so the rest of the link still shows.
    pub fn priced_prefix(&self) -> Option<(usize, Region)> {
        (1..=self.paths.len()).rev().find_map(|n| {
            let mut first = self.clone();
            first.paths.truncate(n);
            first.region().ok().map(|r| (n, r))
        })
    }

    pub fn block(&self) -> Option<Result<Block, BlockError>> {
        let warps = self.warps.clone()?;
        Some(Block::new(
            self.width,
            self.paths.iter().map(|p| p.length()).collect(),
            warps,
        ))
    }

    // ---- edits ----

    /// Loads preset `index`; an index past the end changes nothing.
    pub fn choose_preset(&mut self, index: usize) {
        if let Some(p) = TimelineState::preset(index) {
            *self = p;
        }
    }

    /// The next (`delta` = 1) or previous (−1) preset, wrapping; from a custom state, the first.
    pub fn step_preset(&mut self, delta: isize) {
        let n = preset_count() as isize;
        let next = self
            .preset_index()
            .map_or(0, |i| (i as isize + delta).rem_euclid(n)) as usize;
        self.choose_preset(next);
    }

    pub fn reset(&mut self) {
        *self = TimelineState::default();
    }

    /// Changes the warp width: masks lose lanes past the new width, counts shrink (in path order) to the lanes
    /// the masks leave free, and paths past one per lane go.
    pub fn set_width(&mut self, width: WarpWidth) {
        self.width = width;
        let full = width.full_mask();
        for p in self.paths.iter_mut() {
            if let PathLink::Mask { length, mask } = *p {
                *p = PathLink::Mask {
                    length,
                    mask: mask.intersection(full),
                };
            }
        }
        let masked: u32 = self
            .paths
            .iter()
            .filter(|p| matches!(p, PathLink::Mask { .. }))
            .map(|p| p.takers())
            .sum();
        let mut free = width.lanes().saturating_sub(masked);
        for p in self.paths.iter_mut() {
            if let PathLink::Count { length, takers } = *p {
                let kept = takers.min(free);
                free -= kept;
                *p = PathLink::Count {
                    length,
                    takers: kept,
                };
            }
        }
        self.paths.truncate(width.lanes() as usize);
        let lanes = width.lanes();
        if let Some(warps) = self.warps.as_mut() {
            for w in warps.iter_mut() {
                w.truncate(self.paths.len());
                for c in w.iter_mut() {
                    *c = (*c).min(lanes);
                }
            }
        }
    }

    pub fn can_add_path(&self) -> bool {
        self.paths.len() < self.width.lanes() as usize
    }

    /// Adds a path nobody takes yet (every warp of a block gets a zero for it).
    pub fn add_path(&mut self) {
        if !self.can_add_path() {
            return;
        }
        self.paths.push(PathLink::Count {
            length: NEW_PATH_LENGTH,
            takers: 0,
        });
        if let Some(warps) = self.warps.as_mut() {
            for w in warps.iter_mut() {
                w.push(0);
            }
        }
    }

    pub fn can_remove_path(&self) -> bool {
        self.paths.len() > 1
    }

    /// Removes path `i`, and its column from every warp of a block; the last path stays.
    pub fn remove_path(&mut self, i: usize) {
        if !self.can_remove_path() || i >= self.paths.len() {
            return;
        }
        self.paths.remove(i);
        if let Some(warps) = self.warps.as_mut() {
            for w in warps.iter_mut() {
                if i < w.len() {
                    w.remove(i);
                }
            }
        }
    }

    /// A typed path length.
    pub fn edit_length(&mut self, i: usize, text: &str) -> Result<(), FieldError> {
        let v = fields::parse_cycles(text, "path length")?;
        if let Some(p) = self.paths.get_mut(i) {
            *p = p.with_length(v);
        }
        Ok(())
    }

    /// A typed taker count: 0 to the lanes the other paths leave free (one warp's paths share its lanes, so a
    /// count past them is refused at the field and the figure, the link and the state stay one scenario);
    /// explicit lanes become a count. A block's warps carry their own counts.
    pub fn edit_takers(&mut self, i: usize, text: &str) -> Result<(), FieldError> {
        let lanes = self.width.lanes();
        let others: u32 = self
            .paths
            .iter()
            .enumerate()
            .filter(|(j, _)| *j != i)
            .map(|(_, p)| p.takers())
            .sum();
        let v = if self.warps.is_some() || others == 0 {
            fields::parse_whole(text, "taker count", 0, u64::from(lanes))?
        } else {
            let free = lanes.saturating_sub(others);
            fields::parse_whole(text, "taker count", 0, u64::from(free)).map_err(|e| match e {
                FieldError::TooLarge { .. } => FieldError::LanesTaken {
                    what: "taker count",
                    free: u64::from(free),
                    taken: u64::from(others),
                    lanes: u64::from(lanes),
                },
                other => other,
            })?
        };
        if let Some(p) = self.paths.get_mut(i) {
            *p = PathLink::Count {
                length: p.length(),
                takers: v as u32,
            };
        }
        Ok(())
    }

    pub fn edit_prologue(&mut self, text: &str) -> Result<(), FieldError> {
        self.prologue = fields::parse_cycles(text, "prologue")?;
        Ok(())
    }

    pub fn edit_tail(&mut self, text: &str) -> Result<(), FieldError> {
        self.tail = fields::parse_cycles(text, "reconvergence tail")?;
        Ok(())
    }

    /// Moves `lane` onto path `path` (or off it, if it is there), taking it from any other path.
    /// `shown` is the region on screen: every path is spelled as explicit lanes from it.
    pub fn toggle_lane(&mut self, path: usize, lane: u32, shown: &Region) {
        if path >= self.paths.len() || lane >= self.width.lanes() {
            return;
        }
        let on = shown
            .paths()
            .get(path)
            .is_some_and(|p| p.takers.contains(lane));
        let specs = shown.paths();
        for (j, p) in self.paths.iter_mut().enumerate() {
            let mask = specs.get(j).map_or(LaneMask::EMPTY, |s| s.takers);
            let mask = if j == path && !on {
                mask.with(lane)
            } else {
                mask.without(lane)
            };
            *p = PathLink::Mask {
                length: p.length(),
                mask,
            };
        }
    }

    /// Switches between one warp and a block (which starts as copies of this warp's taker counts).
    ///
    /// A block starts from what the figure shows: when the warp as typed does not price (33 takers in
    /// a 32-lane warp), the warp goes back to `shown`, the last valid one, first. Otherwise every warp
    /// of the block would copy the refused counts, and block mode has no taker fields to fix them in.
    pub fn toggle_block(&mut self, shown: Option<&Region>) {
        if self.warps.is_some() {
            self.warps = None;
            return;
        }
        let usable =
            shown.filter(|r| r.width() == self.width && r.paths().len() == self.paths.len());
        if let (Err(_), Some(shown)) = (self.region(), usable) {
            let as_counts = self
                .paths
                .iter()
                .all(|p| matches!(p, PathLink::Count { .. }));
            for (p, spec) in self.paths.iter_mut().zip(shown.paths()) {
                *p = if as_counts {
                    PathLink::Count {
                        length: spec.length,
                        takers: spec.takers.count(),
                    }
                } else {
                    PathLink::Mask {
                        length: spec.length,
                        mask: spec.takers,
                    }
                };
            }
        }
        let counts: Vec<u32> = self.paths.iter().map(|p| p.takers()).collect();
        self.warps = Some(vec![counts; NEW_BLOCK_WARPS]);
    }

    /// The block's warps as typed: one warp per line or `;`, taker counts separated by `/`. Warps that do
    /// not make a block with these paths (more takers than the warp has lanes) are refused like a typo, so
    /// the figure and the link keep the last block that priced.
    pub fn edit_warps(&mut self, text: &str) -> Result<(), Said> {
        self.warps = Some(self.checked_warps(text)?);
        Ok(())
    }

    /// `text` as warps that make a block with this state's paths and width, or why not.
    fn checked_warps(&self, text: &str) -> Result<Vec<Vec<u32>>, Said> {
        let warps = parse_warps(text, self.paths.len())?;
        let lengths = self.paths.iter().map(|p| p.length()).collect();
        Block::new(self.width, lengths, warps.clone()).map_err(|e| e.said())?;
        Ok(warps)
    }

    /// Sorts the block's lanes into warps by path (see `Block::regrouped`).
    pub fn regroup(&mut self) {
        if let Some(Ok(block)) = self.block() {
            self.warps = Some(block.regrouped().takers().to_vec());
        }
    }
}

impl ViewState for TimelineState {
    const VIEW: View = View::Timeline;
    const KEYS: &'static [&'static str] = &["paths", "pre", "tail", "warp", "warps", "block"];

    fn parse(query: &Query) -> (TimelineState, Vec<LinkProblem>) {
        let mut problems = Vec::new();
        let mut link = TimelineState::default();
        if let Some(width) = width_param(query, &mut problems) {
            link.width = width;
        }
        if let Some(v) = cycles_param(query, "pre", "prologue", &mut problems) {
            link.prologue = v;
        }
        if let Some(v) = cycles_param(query, "tail", "reconvergence tail", &mut problems) {
            link.tail = v;
        }
        if let Some(list) = query.get("paths") {
            match parse_paths(list, link.width) {
                Ok(paths) => link.paths = paths,
                Err(reason) => problems.push(problem("paths", reason)),
            }
        }
        if let Some(block) = query.get("block") {
            match find_block(block) {
                Some(seed) => {
                    link = TimelineState::from_block(
                        seed.lengths,
                        seed.takers.iter().map(|t| t.to_vec()).collect(),
                    )
                }
                None => problems.push(problem_tr(
                    "block",
                    Tr::new(
                        "there is no block scenario called \"{}\"",
                        "\"{}\" naam ka koi block scenario nahi hai",
                    ),
                    &[&echo(block)],
                )),
            }
        }
        if let Some(warps) = query.get("warps") {
            match link.checked_warps(warps) {
                Ok(w) => link.warps = Some(w),
                Err(reason) => problems.push(problem("warps", reason)),
            }
        }
        (link, problems)
    }

    fn pairs(&self) -> Vec<(&'static str, String)> {
        let paths: Vec<String> = self.paths.iter().map(|p| p.write(self.width)).collect();
        let mut pairs = vec![
            ("paths", paths.join(",")),
            ("pre", self.prologue.to_string()),
            ("tail", self.tail.to_string()),
            ("warp", self.width.lanes().to_string()),
        ];
        if let Some(warps) = &self.warps {
            pairs.push(("warps", write_warps(warps)));
        }
        pairs
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

/// The block form as the view's text box shows it: one warp per line.
pub fn warps_text(warps: &[Vec<u32>]) -> String {
    write_warps(warps).replace(';', "\n")
}

/// Parses the block form, one warp per `;` or line.
pub fn parse_warps(text: &str, paths: usize) -> Result<Vec<Vec<u32>>, Said> {
    let warps: Vec<&str> = text
        .split([';', '\n'])
        .map(str::trim)
        .filter(|w| !w.is_empty())
        .collect();
    if warps.is_empty() {
        return Err(Said::fill(
            Tr::new("it lists no warps", "ismein koi warp nahi hai"),
            &[],
        ));
    }
    if warps.len() > MAX_WARPS {
        return Err(Said::fill(
            Tr::new(
                "it lists {} warps; the tutor draws at most {}",
                "ismein {} warps hain; tutor zyada se zyada {} banata hai",
            ),
            &[&warps.len().to_string(), &MAX_WARPS.to_string()],
        ));
    }
    warps
        .iter()
        .enumerate()
        .map(|(w, line)| {
            let counts: Vec<&str> = line.split('/').collect();
            if counts.len() != paths {
                return Err(Said::fill(
                    Tr::new(
                        "warp {} lists {} taker counts, but there are {} paths",
                        "warp {} mein {} taker counts hain, par paths {} hain",
                    ),
                    &[
                        &w.to_string(),
                        &counts.len().to_string(),
                        &paths.to_string(),
                    ],
                ));
            }
            counts
                .iter()
                .map(|c| {
                    fields::parse_whole(c, "taker count", 0, 64)
                        .map(|v| v as u32)
                        .map_err(|e| Said::labelled(&format!("warp {w}"), &e))
                })
                .collect()
        })
        .collect()
}

/// Parses one `LENGTHxTAKERS` or `LENGTH@HEXMASK` item.
pub fn parse_path(item: &str, width: WarpWidth) -> Result<PathLink, Said> {
    if let Some((length, mask)) = item.split_once('@') {
        let length = fields::parse_cycles(length, "path length").map_err(|e| e.said())?;
        let hex = mask.strip_prefix("0x").unwrap_or(mask);
        let bits =
            (!hex.is_empty() && hex.len() <= 16 && hex.bytes().all(|b| b.is_ascii_hexdigit()))
                .then(|| u64::from_str_radix(hex, 16).ok())
                .flatten()
                .ok_or_else(|| {
                    Said::fill(
                        Tr::new(
                            "\"{}\" is not a hexadecimal lane mask",
                            "\"{}\" hexadecimal lane mask nahi hai",
                        ),
                        &[&echo(mask)],
                    )
                })?;
        let mask = LaneMask(bits);
        if !mask.fits(width) {
            let lane = mask.highest().unwrap_or(0);
            return Err(LaneError::NoSuchLane {
                lane,
                width: width.lanes(),
            }
            .said());
        }
        return Ok(PathLink::Mask { length, mask });
    }
    let (length, takers) = item.split_once(['x', 'X']).ok_or_else(|| {
        Said::fill(
            Tr::new(
                "\"{}\" should look like LENGTHxTAKERS, for example 15x8",
                "\"{}\" LENGTHxTAKERS jaisa hona chahiye, jaise 15x8",
            ),
            &[&echo(item)],
        )
    })?;
    let length = fields::parse_cycles(length, "path length").map_err(|e| e.said())?;
    let takers = fields::parse_whole(takers, "taker count", 0, u64::from(width.lanes()))
        .map_err(|e| e.said())? as u32;
    Ok(PathLink::Count { length, takers })
}

fn parse_paths(list: &str, width: WarpWidth) -> Result<Vec<PathLink>, Said> {
    let items: Vec<&str> = list.split(',').filter(|s| !s.trim().is_empty()).collect();
    if items.is_empty() {
        return Err(Said::fill(
            Tr::new("it lists no paths", "ismein koi path nahi hai"),
            &[],
        ));
    }
    if items.len() > width.lanes() as usize {
        return Err(Said::fill(
            Tr::new(
                "it lists {} paths, more than the {} lanes of the warp",
                "ismein {} paths hain, warp ki {} lanes se zyada",
            ),
            &[&items.len().to_string(), &width.lanes().to_string()],
        ));
    }
    items
        .iter()
        .enumerate()
        .map(|(i, item)| {
            parse_path(item.trim(), width).map_err(|e| {
                Said::labelled(&format!("path {}", crate::model::pricing::path_name(i)), &e)
            })
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use proptest::prelude::*;

    fn parse(link: &str) -> (TimelineState, Vec<LinkProblem>) {
        TimelineState::parse(&Query::parse(link))
    }

    #[test]
    fn a_link_whose_paths_do_not_fit_shows_the_first_ones_that_do() {
        // (link, paths the figure shows, a fragment of the notice)
        let table = [
            (
                "paths=30x8,25x24,7x4",
                Some(2),
                "the figure shows the first 2 paths",
            ),
            (
                "paths=30x8,25x30",
                Some(1),
                "the figure shows the first path, the one that fits",
            ),
            (
                "paths=3@ff,4@f0,5@f00",
                Some(1),
                "the figure shows the first path, the one that fits",
            ),
            ("paths=15x8,25x24", Some(2), ""),
        ];
        for (link, shows, says) in table {
            let (s, _) = parse(link);
            assert_eq!(s.priced_prefix().map(|(n, _)| n), shows, "{link}");
            let notice = s
                .unpriced_paths()
                .map(|p| p.text(Lang::En))
                .unwrap_or_default();
            assert!(notice.contains(says), "{link}: {notice}");
            assert_eq!(says.is_empty(), notice.is_empty(), "{link}: {notice}");
        }
        let (s, _) = parse("paths=30x8,25x24,7x4");
        let shown = s.priced_prefix().unwrap().1;
        assert_eq!((shown.paths().len(), shown.price().t_div), (2, 55));
    }

    #[test]
    fn links_round_trip() {
        let (link, problems) = parse("?view=timeline&paths=15x8,25x24&pre=0&tail=10&warp=32");
        assert!(problems.is_empty(), "{problems:?}");
        assert_eq!(link.tail, 10);
        assert_eq!(
            link.to_query(),
            "?view=timeline&paths=15x8,25x24&pre=0&tail=10&warp=32"
        );
        let shell = super::super::ShellState {
            view: View::Timeline,
            projector: true,
            ..Default::default()
        };
        assert_eq!(
            link.href(&shell),
            "?view=timeline&paths=15x8,25x24&pre=0&tail=10&warp=32&projector=1"
        );
        let masked = parse("paths=15@000000ff,25@ffffff00").0;
        assert_eq!(
            masked.paths[0],
            PathLink::Mask {
                length: 15,
                mask: LaneMask(0xff)
            }
        );
        assert_eq!(parse(&masked.to_query()).0, masked);
    }

    #[test]
    fn malformed_links_name_their_part() {
        let table: [(&str, &[&str], &str); 9] = [
            (
                "paths=15x8,abc&tail=-3&pre=5&warp=48",
                &["warp", "tail", "paths"],
                "path B",
            ),
            ("paths=5@100000000", &["paths"], "lane 32 does not exist"),
            ("paths=5@zz", &["paths"], "not a hexadecimal lane mask"),
            ("paths=5@", &["paths"], "not a hexadecimal lane mask"),
            ("paths=", &["paths"], "lists no paths"),
            ("block=L9", &["block"], "no block scenario called"),
            (
                "paths=1x1,2x2&warps=1/2/3",
                &["warps"],
                "3 taker counts, but there are 2 paths",
            ),
            ("paths=1x40", &["paths"], "taker count"),
            (
                "paths=15x8,25x24&warps=8/24;40/40",
                &["warps"],
                "warp 1: the paths have 80 takers in all, but the warp has only 32 lanes",
            ),
        ];
        for (link, names, fragment) in table {
            let (_, problems) = parse(link);
            let got: Vec<&str> = problems.iter().map(|p| p.parameter.as_str()).collect();
            assert_eq!(got, names, "{link}");
            assert!(
                problems.iter().any(|p| p.reason.contains(fragment)),
                "{link}: {problems:?}"
            );
        }
        let (link, _) = parse("paths=15x8,abc&tail=-3&pre=5");
        assert_eq!(
            (link.prologue, link.paths.clone()),
            (5, TimelineState::default().paths)
        );
    }

    #[test]
    fn paths_that_do_not_make_a_warp_are_named() {
        let (link, problems) = parse("paths=15x8,25x8,35x8,45x8,55x8&tail=3");
        assert!(problems.is_empty(), "each path reads: {problems:?}");
        let named = link.unpriced_paths().expect("40 takers in 32 lanes");
        assert_eq!(named.parameter, "paths");
        assert!(
            named
                .reason
                .contains("the figure shows the first 4 paths, the ones that fit"),
            "{}",
            named.reason
        );
        assert_eq!(
            parse("paths=15x8,25x8,35x8,45x8,55x8&warp=64")
                .0
                .unpriced_paths(),
            None
        );
        assert_eq!(parse("block=L5.1").0.unpriced_paths(), None);
    }

    #[test]
    fn counts_fill_free_lanes_around_masks() {
        let link = parse("paths=10@3,5x2").0;
        assert_eq!(link.region().unwrap().paths()[1].takers, LaneMask(0b1100));
        let over = parse("paths=10x20,5x20").0;
        assert_eq!(
            over.region().unwrap_err().to_string(),
            "the paths have 40 takers in all, but the warp has only 32 lanes"
        );
    }

    #[test]
    fn block_links() {
        let (link, problems) = parse("view=timeline&block=L5.1");
        assert!(problems.is_empty());
        assert_eq!(link.block().unwrap().unwrap().price().total_issued, 174);
        let q = link.to_query();
        assert!(q.contains("warps=32/0;16/16;16/16;16/16"), "{q}");
        assert_eq!(parse(&q).0, link);
        assert!(link
            .preset_index()
            .map(|i| preset_title(i, Lang::En))
            .is_some_and(|t| t.starts_with("L5.1")));
    }

    /// Every preset has its Hinglish title, and it is not the English copied (but for the formula-only one).
    /// Typed warps are refused, the block kept, unless they make a block with the paths and the width.
    #[test]
    fn typed_warps_that_do_not_make_a_block_are_refused() {
        // (typed, refused with, the link afterwards)
        let table: [(&str, Option<&str>, &str); 4] = [
            ("8/24\n16/16", None, "warps=8/24;16/16"),
            (
                "40/40",
                Some("80 takers in all, but the warp has only 32"),
                "warps=8/24",
            ),
            (
                "8/24/1",
                Some("3 taker counts, but there are 2 paths"),
                "warps=8/24",
            ),
            ("", Some("lists no warps"), "warps=8/24"),
        ];
        for (typed, refusal, after) in table {
            let (mut s, _) = parse("paths=15x8,25x24&warps=8/24");
            let got = s.edit_warps(typed).err().map(|e| e.text(Lang::En));
            match refusal {
                None => assert_eq!(got, None, "{typed}"),
                Some(want) => assert!(
                    got.as_deref().is_some_and(|g| g.contains(want)),
                    "{typed}: {got:?}"
                ),
            }
            let link = s.href(&crate::state::ShellState::default());
            assert!(link.contains(after), "{typed}: {link}");
        }
    }

    #[test]
    fn every_preset_is_named_in_both_languages() {
        for i in 0..preset_count() {
            let (en, hi) = (preset_title(i, Lang::En), preset_title(i, Lang::HiLatn));
            assert!(!en.is_empty() && !hi.is_empty(), "{i}");
            assert_ne!(hi, en);
        }
        let ids: Vec<&str> = SEED_SCENARIOS
            .iter()
            .map(|s| s.id)
            .chain(SEED_BLOCKS.iter().map(|b| b.id))
            .collect();
        let named: Vec<&str> = crate::state::text::timeline::PRESET_TITLES_HI
            .iter()
            .map(|(id, _)| *id)
            .collect();
        assert_eq!(
            named, ids,
            "one Hinglish title per preset, in the presets' order"
        );
    }

    /// (edit, state before as a link, state after as a link)
    type Edit = fn(&mut TimelineState);

    #[test]
    fn edits_keep_the_state_valid() {
        let table: [(&str, &str, Edit, &str); 11] = [
            (
                "narrowing clips masks",
                "paths=5@ff00000000,7@ff&warp=64",
                |s| s.set_width(WarpWidth::Warp32),
                "paths=5@0,7@ff&warp=32",
            ),
            (
                "narrowing clips counts",
                "paths=5x20,7x24&warp=64",
                |s| s.set_width(WarpWidth::Warp32),
                "paths=5x20,7x12&warp=32",
            ),
            (
                "removing a path edits the block",
                "paths=1x0,2x0,3x0&warps=1/2/3;4/5/6",
                |s| s.remove_path(1),
                "paths=1x0,3x0&warps=1/3;4/6",
            ),
            (
                "the last path stays",
                "paths=9x32",
                |s| s.remove_path(0),
                "paths=9x32",
            ),
            (
                "adding a path adds a block column",
                "paths=1x0&warps=3;4",
                |s| s.add_path(),
                "paths=1x0,10x0&warps=3/0;4/0",
            ),
            (
                "block from one warp",
                "paths=15x8,25x24",
                |s| s.toggle_block(None),
                "paths=15x8,25x24&warps=8/24;8/24;8/24;8/24",
            ),
            (
                "a block from a warp that does not price starts from the one shown",
                "paths=15x9,25x24",
                |s| {
                    let shown = parse("paths=15x8,25x24").0.region().ok();
                    s.toggle_block(shown.as_ref())
                },
                "paths=15x8,25x24&warps=8/24;8/24;8/24;8/24",
            ),
            (
                "lanes placed by hand stay placed",
                "paths=15@ff,25@ffffff80",
                |s| {
                    let shown = parse("paths=15@ff,25@ffffff00").0.region().ok();
                    s.toggle_block(shown.as_ref())
                },
                "paths=15@ff,25@ffffff00&warps=8/24;8/24;8/24;8/24",
            ),
            (
                "back to one warp",
                "paths=15x8,25x24&warps=8/24",
                |s| s.toggle_block(None),
                "paths=15x8,25x24",
            ),
            (
                "a lane moves between paths",
                "paths=15x8,25x24",
                |s| {
                    let r = s.region().unwrap();
                    s.toggle_lane(0, 8, &r)
                },
                "paths=15@1ff,25@fffffe00",
            ),
            (
                "a lane leaves its path",
                "paths=15x8,25x24",
                |s| {
                    let r = s.region().unwrap();
                    s.toggle_lane(0, 0, &r)
                },
                "paths=15@fe,25@ffffff00",
            ),
        ];
        for (what, before, edit, after) in table {
            let mut state = parse(before).0;
            edit(&mut state);
            let want = parse(after).0;
            assert_eq!(state.paths, want.paths, "{what}");
            assert_eq!(state.warps, want.warps, "{what}");
            assert_eq!(state.width, want.width, "{what}");
        }
    }

    #[test]
    fn takers_are_refused_past_the_free_lanes() {
        // (link, path edited, typed, the refusal's words or None, the paths after)
        let table: [(&str, usize, &str, Option<&str>, &str); 7] = [
            ("paths=15x8,25x24", 0, "8", None, "15x8,25x24"),
            (
                "paths=15x8,25x24",
                0,
                "30",
                Some("at most 8: the other paths already take 24 of the warp's 32 lanes"),
                "15x8,25x24",
            ),
            ("paths=15x8,25x24", 1, "20", None, "15x8,25x20"),
            ("paths=15x8,25x20", 0, "12", None, "15x12,25x20"),
            (
                "paths=15x8,25x24",
                0,
                "-3",
                Some("cannot be negative"),
                "15x8,25x24",
            ),
            ("paths=9x32", 0, "33", Some("at most 32"), "9x32"),
            (
                "paths=15@ff,25x4&warp=64",
                1,
                "57",
                Some("at most 56: the other paths already take 8 of the warp's 64 lanes"),
                "15@00000000000000ff,25x4",
            ),
        ];
        for (link, i, typed, refusal, after) in table {
            let mut s = parse(link).0;
            let got = s.edit_takers(i, typed).err().map(|e| e.text(Lang::En));
            match refusal {
                None => assert_eq!(got, None, "{link} {typed}"),
                Some(want) => assert!(
                    got.as_deref().is_some_and(|g| g.contains(want)),
                    "{link} {typed}: {got:?}"
                ),
            }
            assert!(s.region().is_ok(), "{link} {typed}");
            let paths = s.to_query();
            assert!(
                paths.contains(&format!("paths={after}")),
                "{link} {typed}: {paths}"
            );
        }
    }

    #[test]
    fn presets_are_named_and_stepped() {
        // The first visit's region is a named preset, so `]` steps on from it.
        assert!(TimelineState::default().preset_index().is_some());
        let mut s = TimelineState::preset(0).unwrap();
        assert_eq!(s.preset_index(), Some(0));
        s.step_preset(-1);
        assert_eq!(s.preset_index(), Some(preset_count() - 1));
        s.step_preset(1);
        assert_eq!(s.preset_index(), Some(0));
        // The landing link is a preset and the box names it (L2.1 spelled as counts or masks).
        let l21 = parse("paths=15x8,25x24&pre=0&tail=0&warp=32").0;
        let masks = parse("paths=15@ff,25@ffffff00").0;
        assert_eq!(l21.preset_index(), masks.preset_index());
        assert!(l21.preset_index().is_some());
        s.edit_length(0, "999").unwrap();
        assert_eq!(s.preset_index(), None);
        s.step_preset(1);
        assert_eq!(s.preset_index(), Some(0));
    }

    fn arb_state() -> impl Strategy<Value = TimelineState> {
        let width = prop_oneof![Just(WarpWidth::Warp32), Just(WarpWidth::Wave64)];
        (width, 0u32..=1000, 0u32..=1000).prop_flat_map(|(width, prologue, tail)| {
            let lanes = width.lanes();
            let path = prop_oneof![
                (0u32..=1_000_000, 0..=lanes)
                    .prop_map(|(length, takers)| PathLink::Count { length, takers }),
                (0u32..=1_000_000, any::<u64>()).prop_map(move |(length, bits)| PathLink::Mask {
                    length,
                    mask: LaneMask(bits).intersection(width.full_mask())
                }),
            ];
            (
                prop::collection::vec(path, 1..6),
                prop::option::of(prop::collection::vec(
                    prop::collection::vec(0u32..=64, 0..1),
                    1..5,
                )),
            )
                .prop_map(move |(paths, warps)| {
                    let n = paths.len();
                    TimelineState {
                        warps: warps.map(|w| w.iter().map(|_| vec![1; n]).collect()),
                        paths,
                        prologue,
                        tail,
                        width,
                    }
                })
        })
    }

    proptest! {
        #[test]
        fn every_state_round_trips(state in arb_state()) {
            let (back, problems) = parse(&state.to_query());
            prop_assert!(problems.is_empty(), "{:?}", problems);
            prop_assert_eq!(back, state);
        }
    }
}
