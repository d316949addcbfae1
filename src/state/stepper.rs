//! The warp stepper's state: which kernel (an example or a pasted source), its inputs, the warp and its
//! launched lanes, the mode, the learner's predication choices and the slot being looked at — exactly what
//! its link holds.

use std::rc::Rc;

use super::base64url;
use super::params::width_param;
use super::query::{echo, is_bidi_control, problem, problem_tr, LinkProblem, Query};
use super::shell::ShellState;
use super::text::stepper as t;
use super::{View, ViewState};
use crate::model::answers::parse_decimal;
use crate::model::fields;
use crate::model::i18n::{Lang, Said, Tr};
use crate::model::lanes::{LaneMask, WarpWidth};
use crate::model::stepper::examples::{self, fill, Layout, EXAMPLES};
use crate::model::stepper::from_region::{region_kernel, tree_kernel, Generated};
use crate::model::stepper::h200::MODEL_VERSION;
use crate::model::stepper::scope::{latest_error_band, ErrorBand};
use crate::model::stepper::{
    compile, Decision, Inputs, Launch, Machine, Mode, Options, ParseError, Program, Status,
    DEFAULT_BUDGET, MAX_INPUT_VALUES, MAX_NESTING, MAX_SOURCE_BYTES,
};

/// Unread input names a link notice names one by one; the rest are counted.
pub const MAX_NAMED_INPUTS: usize = 5;

/// Which run of the kernel the stepper shows. The mechanism first: every branch a real branch, so the mask
/// splits, the stack pushes, each path runs under its mask and the stack pops at reconvergence — what the
/// seeds teach. Then, one click away, the kernel as nvcc -O3 compiles it: short branches if-converted, both
/// sides issued for every lane with no stack entry (the run the Reality check and the pre-registered
/// rounds price). The learner's own flips apply in both.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum Shown {
    #[default]
    Mechanism,
    Nvcc,
}

/// Where the kernel's text comes from.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Source {
    Example(&'static str),
    Custom(String),
}

#[derive(Clone, Debug, PartialEq)]
pub struct StepperState {
    /// Read it freely; change it only through `set_source`, which keeps `facts` in step.
    pub source: Source,
    /// What the source compiles to that every step asks (worked out once per source, not per step).
    facts: Facts,
    pub width: WarpWidth,
    pub launch: LaneMask,
    /// Input arrays and scalars, by name, as the learner set them.
    pub inputs: Vec<(String, Vec<f64>)>,
    pub mode: Mode,
    /// The learner's flips of the compiler's default, by branch id.
    pub overrides: Vec<(u32, Decision)>,
    /// The run on screen (link: `run=nvcc`; the mechanism is the default).
    pub shown: Shown,
    /// The issue slot being looked at (0 = before the first).
    pub at: u64,
    /// Warps of this kernel on one SM (link: `warps=`, rule in [`super::sm`]); 1 is the stepper alone.
    pub warps: u32,
}

/// What the state needs of the compiled source on every step — the branches nvcc would if-convert, the
/// inputs it reads — kept beside the source so a step, or writing the link, compiles nothing.
#[derive(Clone, Debug, Default, PartialEq)]
struct Facts {
    /// The branches nvcc -O3 would if-convert (by id).
    predicated: Vec<u32>,
    /// Its input arrays, then its scalar parameters; `None` while the source does not compile.
    reads: Option<(Vec<String>, Vec<String>)>,
}

impl Facts {
    fn of(text: &str) -> Facts {
        let options = Options {
            mode: Mode::Full,
            ..Options::default()
        };
        match compile(text, &options) {
            Ok(p) => Facts {
                predicated: p
                    .branches()
                    .iter()
                    .filter(|b| b.predicable && b.default == Decision::Predicated)
                    .map(|b| b.id)
                    .collect(),
                reads: Some((
                    p.arrays().iter().map(|a| a.name.clone()).collect(),
                    p.scalar_inputs().iter().map(|a| a.name.clone()).collect(),
                )),
            },
            Err(_) => Facts::default(),
        }
    }
}

impl Default for StepperState {
    fn default() -> Self {
        let mut s = StepperState {
            facts: Facts::default(),
            source: Source::Example(""),
            width: WarpWidth::Warp32,
            launch: WarpWidth::Warp32.full_mask(),
            inputs: Vec::new(),
            mode: Mode::Full,
            overrides: Vec::new(),
            shown: Shown::Mechanism,
            at: 0,
            warps: super::sm::DEFAULT_WARPS,
        };
        if let Some(first) = EXAMPLES.first() {
            s.choose_example(first.key);
        }
        s
    }
}

impl StepperState {
    pub fn text(&self) -> &str {
        match &self.source {
            Source::Example(key) => examples::find(key).map_or("", |e| e.source),
            Source::Custom(text) => text,
        }
    }

    pub fn example(&self) -> Option<&'static examples::Example> {
        match self.source {
            Source::Example(key) => examples::find(key),
            Source::Custom(_) => None,
        }
    }

    /// The compile options of the run on screen.
    pub fn options(&self) -> Options {
        self.options_for(self.shown)
    }

    /// The compile options of either run: the learner's flips, and in the mechanism run every branch the
    /// compiler would if-convert kept real (toy costs keep every branch real anyway).
    pub fn options_for(&self, shown: Shown) -> Options {
        let mut overrides = self.overrides.clone();
        if shown == Shown::Mechanism && self.mode == Mode::Full {
            for id in self.compiler_predicates() {
                if !overrides.iter().any(|(b, _)| *b == id) {
                    overrides.push((id, Decision::RealBranch));
                }
            }
            overrides.sort_unstable_by_key(|(id, _)| *id);
        }
        Options {
            mode: self.mode,
            overrides,
            ..Options::default()
        }
    }

    /// The branches nvcc -O3 would if-convert (by id): short, straight-line sides.
    pub fn compiler_predicates(&self) -> Vec<u32> {
        self.facts.predicated.clone()
    }

    /// A new source, and what it compiles to.
    fn set_source(&mut self, source: Source) {
        self.source = source;
        self.facts = Facts::of(self.text());
    }

    /// The sentence under the two runs' choice: both runs' whole cycles, or one figure when they compile
    /// alike — because nvcc keeps every branch real, or because every branch it would predicate was set
    /// by the learner or the link (`flipped`), which both runs follow. Empty when a run has no figure.
    pub fn both_runs_text(
        mechanism: Option<u64>,
        nvcc: Option<u64>,
        same: bool,
        flipped: bool,
        lang: crate::model::i18n::Lang,
    ) -> String {
        let cycles = |n: u64| crate::model::i18n::count(n, "cycle");
        match (mechanism, nvcc, same) {
            (Some(m), Some(_), true) => {
                let words = if flipped {
                    t::BOTH_RUNS_FLIPPED
                } else {
                    t::BOTH_RUNS_SAME
                };
                crate::model::i18n::fill(words.get(lang), &[&cycles(m)])
            }
            (Some(m), Some(n), false) => {
                crate::model::i18n::fill(t::BOTH_RUNS.get(lang), &[&cycles(m), &cycles(n)])
            }
            _ => String::new(),
        }
    }

    /// Whether the learner or the link set how some branch compiles (the runs then share that choice).
    pub fn has_branch_choices(&self) -> bool {
        !self.overrides.is_empty()
    }

    /// Predicted cycles of the whole run `shown` (the H200 model; toy costs in toy mode), for the two runs
    /// side by side; `None` when the kernel does not compile or a lane faults.
    pub fn whole_run_cycles(&self, shown: Shown) -> Option<u64> {
        let program = Rc::new(compile(self.text(), &self.options_for(shown)).ok()?);
        let mut m = Machine::new(program, self.launch(), &self.machine_inputs())
            .with_budget(DEFAULT_BUDGET);
        let finished = matches!(m.run_to_end(), Status::Finished);
        finished.then(|| match self.mode {
            Mode::Toy => m.predicted_cycles(&crate::model::stepper::ToyCost),
            Mode::Full => m.predicted_cycles(&crate::model::stepper::h200::H200Cost),
        })
    }

    /// Shows the other run (the slot goes back to 0: it is another kernel).
    pub fn show(&mut self, shown: Shown) {
        if self.shown != shown {
            self.shown = shown;
            self.at = 0;
        }
    }

    /// The kernel, or the compiler's error in words a learner can act on.
    pub fn compile(&self) -> Result<Program, ParseError> {
        compile(self.text(), &self.options()).map_err(explain)
    }

    /// The names of the inputs the kernel reads: its array and scalar parameters, or (while it does not
    /// compile) every name the source spells, so a half-typed kernel keeps its inputs.
    pub fn read_names(&self) -> Vec<String> {
        match &self.facts.reads {
            Some((arrays, scalars)) => arrays.iter().chain(scalars).cloned().collect(),
            None => words(self.text()).map(str::to_string).collect(),
        }
    }

    /// The inputs the kernel reads, in the learner's order (what a link carries).
    pub fn read_inputs(&self) -> Vec<(String, Vec<f64>)> {
        let names = self.read_names();
        self.inputs
            .iter()
            .filter(|(n, _)| names.contains(n))
            .cloned()
            .collect()
    }

    /// Warns, naming the lines, when the source holds bidirectional control characters: a code panel
    /// would show their reordered text, not the order the compiler reads.
    pub fn bidi_warning(&self) -> Option<Said> {
        let lines: Vec<String> = self
            .text()
            .lines()
            .enumerate()
            .filter(|(_, l)| l.chars().any(is_bidi_control))
            .map(|(i, _)| (i + 1).to_string())
            .collect();
        (!lines.is_empty()).then(|| Said::fill(t::BIDI_IN_SOURCE, &[&lines.join(", ")]))
    }

    pub fn machine_inputs(&self) -> Inputs {
        let mut inputs = Inputs::new();
        // An input left empty is no input: the machine gives every lane 0 (what its field promises).
        for (name, values) in self.inputs.iter().filter(|(_, v)| !v.is_empty()) {
            // Every stored input was checked against the limit when it was set.
            let _ = inputs.set(name, values.clone());
        }
        inputs
    }

    pub fn launch(&self) -> Launch {
        Launch::lanes(self.width, self.launch)
    }

    /// A machine for the current program, run to slot `at` (or its end, or the budget).
    pub fn machine(&self, program: Rc<Program>) -> Machine {
        let mut m = Machine::new(program, self.launch(), &self.machine_inputs())
            .with_budget(DEFAULT_BUDGET);
        m.run_until(self.at);
        m
    }

    // ---- edits ----

    /// Loads an example with its default inputs and launch; an unknown key changes nothing.
    pub fn choose_example(&mut self, key: &str) {
        let Some(e) = examples::find(key) else { return };
        self.set_source(Source::Example(e.key));
        self.inputs = e.inputs(self.width).entries().to_vec();
        self.launch = e.launch(self.width).active;
        self.overrides.clear();
        self.at = 0;
    }

    /// A pasted or typed source (at most 8 KB); it need not compile — the view says where it does not.
    pub fn edit_source(&mut self, text: &str) -> Result<(), Said> {
        if text.len() > MAX_SOURCE_BYTES {
            return Err(Said::fill(
                Tr::new(
                    "the source is {} bytes; the stepper reads at most {} KB",
                    "source {} bytes ka hai; stepper max {} KB padhta hai",
                ),
                &[
                    &text.len().to_string(),
                    &(MAX_SOURCE_BYTES / 1024).to_string(),
                ],
            ));
        }
        if self.text() != text {
            self.set_source(Source::Custom(text.to_string()));
            self.overrides.clear();
            self.at = 0;
        }
        Ok(())
    }

    /// The source one statement a line, when that differs from the source (`None`: nothing to format,
    /// or it does not lex).
    pub fn formatted(&self) -> Option<String> {
        crate::model::stepper::layout::format(self.text()).filter(|f| f != self.text())
    }

    /// "Format": the formatted source replaces the source; the link then carries it in `src` (no
    /// parameter of its own, so an old link opens as it always did). The same tokens make the same
    /// program, so the slot, the inputs and the branch choices stay.
    pub fn use_formatted(&mut self, text: String) {
        if text.len() <= MAX_SOURCE_BYTES {
            self.set_source(Source::Custom(text));
        }
    }

    /// Typed values for one input ("0, 1, 1, 0"; commas or spaces); at most one per lane. An input array
    /// takes none (every lane reads 0) or one per launched lane, lane 0 first: fewer are refused here,
    /// before a lane reads past them.
    pub fn edit_input(&mut self, name: &str, text: &str) -> Result<(), Said> {
        let values = parse_values(text, self.width)?;
        let needed = self.array_lanes();
        if !values.is_empty() && values.len() < needed && self.is_array(name) {
            return Err(Said::fill(
                t::TOO_FEW_VALUES,
                &[
                    &crate::model::i18n::count(values.len() as u64, "value"),
                    &crate::model::i18n::count(needed as u64, "launched lane"),
                ],
            ));
        }
        self.set_input(name, values);
        Ok(())
    }

    /// An input array holding more values than the launch reads (a count of launched lanes below the warp's):
    /// how many are read and how many wait for a wider launch, said under its field so none is dropped silently.
    pub fn unread_values(&self, name: &str) -> Option<Said> {
        let typed = self.inputs.iter().find(|(n, _)| n == name)?.1.len();
        let read = self.array_lanes();
        (self.is_array(name) && typed > read)
            .then(|| Said::fill(t::UNREAD_VALUES, &[&read.to_string(), &typed.to_string()]))
    }

    /// Values an input array needs to cover every launched lane: up to the highest launched lane.
    pub fn array_lanes(&self) -> usize {
        self.launch.lanes().last().map_or(0, |l| l as usize + 1)
    }

    /// Whether the kernel reads `name` as a per-lane array (not a scalar parameter). A kernel that does
    /// not compile says nothing either way: no refusal.
    fn is_array(&self, name: &str) -> bool {
        self.facts
            .reads
            .as_ref()
            .is_some_and(|(arrays, _)| arrays.iter().any(|a| a == name))
    }

    /// Fills one input from a layout of `categories` values (sorted, alternating, random, …).
    pub fn fill_input(&mut self, name: &str, layout: Layout, categories: u32) {
        self.set_input(name, fill(layout, categories, self.width));
    }

    fn set_input(&mut self, name: &str, values: Vec<f64>) {
        match self.inputs.iter_mut().find(|(n, _)| n == name) {
            Some(entry) => entry.1 = values,
            None => self.inputs.push((name.to_string(), values)),
        }
        self.at = 0;
    }

    /// A new warp width launches every lane. An example's own inputs become the example's at that width;
    /// other inputs keep their first values (one per lane at most), and a warp's worth of values widens by
    /// repeating it (lanes 32 to 63 as lanes 0 to 31), so a wider warp never reads past its inputs.
    pub fn set_width(&mut self, width: WarpWidth) {
        let (from, to) = (self.width.lanes() as usize, width.lanes() as usize);
        let own = self
            .example()
            .filter(|e| e.inputs(self.width).entries() == self.inputs.as_slice());
        self.width = width;
        self.launch = width.full_mask();
        match own {
            Some(e) => self.inputs = e.inputs(width).entries().to_vec(),
            None => {
                for (_, values) in self.inputs.iter_mut() {
                    if values.len() == from && from < to {
                        *values = (0..to).map(|i| values[i % from]).collect();
                    }
                    values.truncate(to);
                }
            }
        }
        self.at = 0;
    }

    /// A typed count of launched lanes (1 to the width): a partial final warp.
    pub fn edit_active(&mut self, text: &str) -> Result<(), fields::FieldError> {
        let n = fields::parse_whole(
            text,
            "launched lane count",
            1,
            u64::from(self.width.lanes()),
        )?;
        self.launch = Launch::partial(self.width, n as u32).active;
        self.at = 0;
        Ok(())
    }

    pub fn set_mode(&mut self, mode: Mode) {
        self.mode = mode;
        self.at = 0;
    }

    /// Flips one branch between predicated and a real branch, from what the run on screen `shown_as` does;
    /// a choice the run would make by itself (nvcc's `default` in its run, a real branch in the mechanism
    /// run) is no flip and leaves no override.
    pub fn flip_branch(&mut self, id: u32, shown_as: Decision, default: Decision) {
        let next = match shown_as {
            Decision::Predicated => Decision::RealBranch,
            Decision::RealBranch => Decision::Predicated,
        };
        let by_itself = match self.shown {
            Shown::Nvcc => default,
            Shown::Mechanism => Decision::RealBranch,
        };
        set_override(&mut self.overrides, id, (next != by_itself).then_some(next));
        self.at = 0;
    }

    pub fn step(&mut self, done_at: u64) {
        self.at = (self.at + 1).min(done_at);
    }

    pub fn back(&mut self) {
        self.at = self.at.saturating_sub(1);
    }

    pub fn reset(&mut self) {
        self.at = 0;
    }

    /// The timeline's region as a kernel ("Open in stepper"); `None` while the region does not price.
    pub fn from_timeline(t: &super::timeline::TimelineState) -> Option<StepperState> {
        t.region()
            .ok()
            .map(|r| StepperState::from_generated(&region_kernel(&r)))
    }

    /// The tree view's tree and lanes as a kernel ("Open in stepper").
    pub fn from_tree(t: &super::tree::TreeState) -> StepperState {
        StepperState::from_generated(&tree_kernel(t.shape, &t.costs, &t.warp))
    }

    /// The link "Open in stepper" on the timeline writes (the same as `from_timeline(t).href(shell)`).
    pub fn timeline_href(t: &super::timeline::TimelineState, shell: &ShellState) -> Option<String> {
        t.region()
            .ok()
            .map(|r| generated_href(&region_kernel(&r), shell))
    }

    /// The link "Open in stepper" on the tree view writes.
    pub fn tree_href(t: &super::tree::TreeState, shell: &ShellState) -> String {
        generated_href(&tree_kernel(t.shape, &t.costs, &t.warp), shell)
    }

    /// A kernel another view wrote.
    pub fn from_generated(g: &Generated) -> StepperState {
        StepperState {
            facts: Facts::of(&g.source),
            source: Source::Custom(g.source.clone()),
            width: g.launch.width,
            launch: g.launch.active,
            inputs: g.inputs.entries().to_vec(),
            mode: Mode::Full,
            overrides: Vec::new(),
            shown: Shown::Mechanism,
            at: 0,
            warps: super::sm::DEFAULT_WARPS,
        }
    }

    /// The inputs an unedited example starts with, to write only what differs.
    fn default_inputs(&self) -> Option<Vec<(String, Vec<f64>)>> {
        self.example()
            .map(|e| e.inputs(self.width).entries().to_vec())
    }
}

impl ViewState for StepperState {
    const VIEW: View = View::Stepper;
    const KEYS: &'static [&'static str] = &[
        "example", "src", "warp", "active", "lanes", "inputs", "mode", "branches", "run", "at",
        "warps",
    ];

    fn parse(query: &Query) -> (StepperState, Vec<LinkProblem>) {
        let mut problems = Vec::new();
        let mut s = StepperState::default();
        if let Some(width) = width_param(query, &mut problems) {
            s.set_width(width);
        }
        if let Some(key) = query.get("example") {
            if examples::find(key).is_some() {
                s.choose_example(key);
            } else {
                problems.push(problem_tr(
                    "example",
                    crate::model::i18n::Tr::new(
                        "there is no example called \"{}\"",
                        "\"{}\" naam ka koi example nahi hai",
                    ),
                    &[&echo(key)],
                ));
            }
        }
        if let Some(code) = query.get("src") {
            match decode_source(code) {
                Ok(text) => {
                    if query
                        .get("example")
                        .is_some_and(|k| examples::find(k).is_some())
                    {
                        problems.push(problem("example", Said::fill(t::SOURCE_WINS, &[])));
                    }
                    s.set_source(Source::Custom(text))
                }
                Err(reason) => problems.push(problem("src", reason)),
            }
        }
        let mut active_set = false;
        if let Some(text) = query.get("active") {
            match s.edit_active(text) {
                Ok(()) => active_set = true,
                Err(e) => problems.push(problem("active", e)),
            }
        }
        if let Some(hex) = query.get("lanes") {
            match u64::from_str_radix(hex, 16)
                .ok()
                .filter(|_| hex.len() <= 16)
                .map(LaneMask)
            {
                Some(mask) if mask.fits(s.width) && !mask.is_empty() => {
                    if active_set {
                        problems.push(problem("active", Said::fill(t::LANES_WIN, &[])));
                    }
                    s.launch = mask
                }
                _ => problems.push(problem_tr(
                    "lanes",
                    crate::model::i18n::Tr::new(
                        "\"{}\" is not a mask of launched lanes in this warp",
                        "\"{}\" is warp ki launched lanes ka mask nahi hai",
                    ),
                    &[&echo(hex)],
                )),
            }
        }
        if let Some(text) = query.get("inputs") {
            match parse_inputs(text, s.width) {
                Ok(list) => {
                    let read = s.read_names();
                    let (kept, unread): (Vec<_>, Vec<_>) =
                        list.into_iter().partition(|(n, _)| read.contains(n));
                    for (name, values) in kept {
                        s.set_input(&name, values);
                    }
                    if let Some(p) = unread_problem(&unread) {
                        problems.push(p);
                    }
                }
                Err(reason) => problems.push(problem("inputs", reason)),
            }
        }
        match query.get("mode") {
            None | Some("full") => {}
            Some("toy") => s.mode = Mode::Toy,
            Some(other) => problems.push(problem_tr(
                "mode",
                crate::model::i18n::Tr::new(
                    "the modes are full and toy, not \"{}\"",
                    "modes full aur toy hain, \"{}\" nahi",
                ),
                &[&echo(other)],
            )),
        }
        if let Some(text) = query.get("branches") {
            match parse_overrides(text) {
                Ok(list) => s.overrides = list,
                Err(reason) => problems.push(problem("branches", reason)),
            }
        }
        match query.get("run") {
            None | Some("simt") => {}
            Some("nvcc") => s.shown = Shown::Nvcc,
            Some(other) => problems.push(problem_tr(
                "run",
                crate::model::i18n::Tr::new(
                    "the runs are simt (the mechanism) and nvcc (as nvcc -O3 compiles it), not \"{}\"",
                    "runs simt (mechanism) aur nvcc (jaise nvcc -O3 compile karta hai) hain, \"{}\" nahi",
                ),
                &[&echo(other)],
            )),
        }
        if let Some(text) = query.get("at") {
            match fields::parse_whole(text, "issue slot", 0, DEFAULT_BUDGET) {
                Ok(at) => s.at = at,
                Err(e) => problems.push(problem("at", e)),
            }
        }
        if let Some(text) = query.get("warps") {
            match super::sm::parse_warps(text) {
                Ok(w) => s.warps = w,
                Err(reason) => problems.push(problem("warps", reason)),
            }
        }
        (s, problems)
    }

    fn pairs(&self) -> Vec<(&'static str, String)> {
        // Only what the kernel reads: a name it does not read would come back as a notice.
        let read = self.read_inputs();
        let inputs = (self.default_inputs().as_ref() != Some(&self.inputs) && !read.is_empty())
            .then(|| write_inputs(&read));
        let mut pairs = match &self.source {
            Source::Example(key) => {
                let mut p = vec![("example", key.to_string())];
                p.extend(launch_pairs(self.width, self.launch, inputs));
                p
            }
            Source::Custom(text) => custom_pairs(text, self.width, self.launch, inputs),
        };
        if self.mode == Mode::Toy {
            pairs.push(("mode", "toy".into()));
        }
        if !self.overrides.is_empty() {
            let list: Vec<String> = self
                .overrides
                .iter()
                .map(|(id, d)| {
                    format!("{id}{}", if *d == Decision::Predicated { 'p' } else { 'b' })
                })
                .collect();
            pairs.push(("branches", list.join(",")));
        }
        if self.shown == Shown::Nvcc {
            pairs.push(("run", "nvcc".into()));
        }
        if self.at > 0 {
            pairs.push(("at", self.at.to_string()));
        }
        if self.warps != super::sm::DEFAULT_WARPS {
            pairs.push(("warps", self.warps.to_string()));
        }
        pairs
    }
}

/// A link to an example as it starts (what the start page offers). It names only the example, which
/// reads back as the same state as the full link.
pub fn example_href(key: &'static str, shell: &ShellState) -> String {
    super::shell::link(
        vec![
            ("view", View::Stepper.key().to_string()),
            ("example", key.to_string()),
        ],
        shell,
    )
}

/// The link of a kernel another view wrote ("Open in stepper"). It shares its writer with
/// [`StepperState::pairs`], without the examples.
pub fn generated_href(g: &Generated, shell: &ShellState) -> String {
    let inputs: Vec<String> = g
        .inputs
        .entries()
        .iter()
        .map(|(name, values)| {
            let v: Vec<String> = values.iter().map(|&x| (x as i64).to_string()).collect();
            format!("{name}:{}", v.join(","))
        })
        .collect();
    let mut pairs = vec![("view", View::Stepper.key().to_string())];
    pairs.extend(custom_pairs(
        &g.source,
        g.launch.width,
        g.launch.active,
        Some(inputs.join(";")),
    ));
    super::shell::link(pairs, shell)
}

/// The link of a ladder item's kernel: its source with `s` on a full 32-lane warp, its first branch
/// predicated or not, and the warps on the SM. It shares its writer with [`StepperState::pairs`].
pub fn kernel_href(
    source: &str,
    s: &[u32],
    predicated: bool,
    warps: u32,
    shell: &ShellState,
) -> String {
    let values: Vec<String> = s.iter().map(u32::to_string).collect();
    let mut pairs = vec![("view", View::Stepper.key().to_string())];
    pairs.extend(custom_pairs(
        source,
        WarpWidth::Warp32,
        Launch::full(WarpWidth::Warp32).active,
        Some(format!("s:{}", values.join(","))),
    ));
    if predicated {
        pairs.push(("branches", "0p".into()));
    }
    if warps != super::sm::DEFAULT_WARPS {
        pairs.push(("warps", warps.to_string()));
    }
    super::shell::link(pairs, shell)
}

/// `src`, then the launch and inputs: how a pasted or generated kernel is written.
fn custom_pairs(
    text: &str,
    width: WarpWidth,
    launch: LaneMask,
    inputs: Option<String>,
) -> Vec<(&'static str, String)> {
    let mut pairs = vec![("src", base64url::encode(text.as_bytes()))];
    pairs.extend(launch_pairs(width, launch, inputs));
    pairs
}

fn launch_pairs(
    width: WarpWidth,
    launch: LaneMask,
    inputs: Option<String>,
) -> Vec<(&'static str, String)> {
    let mut pairs = vec![("warp", width.lanes().to_string())];
    let n = launch.count();
    if Launch::partial(width, n).active == launch {
        pairs.push(("active", n.to_string()));
    } else {
        pairs.push(("lanes", format!("{:x}", launch.0)));
    }
    if let Some(text) = inputs {
        pairs.push(("inputs", text));
    }
    pairs
}

fn decode_source(code: &str) -> Result<String, Said> {
    let too_long = |bytes: usize| {
        Said::fill(
            t::SOURCE_TOO_LONG,
            &[
                &fields::group_thousands(bytes as u64),
                &fields::group_thousands(MAX_SOURCE_BYTES as u64),
            ],
        )
    };
    if code.len() > MAX_SOURCE_BYTES * 4 / 3 + 4 {
        // Base64 carries three bytes in four characters.
        return Err(too_long(code.len() * 3 / 4));
    }
    let bytes = base64url::decode(code).ok_or_else(|| {
        Said::from("it is not base64url text (A–Z, a–z, 0–9, - and _)".to_string())
    })?;
    if bytes.len() > MAX_SOURCE_BYTES {
        return Err(too_long(bytes.len()));
    }
    String::from_utf8(bytes).map_err(|_| Said::from("it does not decode to text".to_string()))
}

/// The words of `text` that could name an input (letters, digits and `_`, not starting with a digit).
fn words(text: &str) -> impl Iterator<Item = &str> {
    text.split(|c: char| !(c.is_ascii_alphanumeric() || c == '_'))
        .filter(|w| !w.is_empty() && !w.starts_with(|c: char| c.is_ascii_digit()))
}

/// The notice for linked inputs the kernel does not read: the first few named, the rest counted.
fn unread_problem(unread: &[(String, Vec<f64>)]) -> Option<LinkProblem> {
    if unread.is_empty() {
        return None;
    }
    let named: Vec<&str> = unread
        .iter()
        .take(MAX_NAMED_INPUTS)
        .map(|(n, _)| n.as_str())
        .collect();
    let more = Said::fill(
        t::AND_MORE,
        &[&fields::group_thousands(
            (unread.len() - named.len()) as u64,
        )],
    );
    let names = echo(&named.join(", "));
    Some(problem(
        "inputs",
        Said::by(|lang| {
            let tail = if unread.len() > named.len() {
                more.get(lang)
            } else {
                ""
            };
            crate::model::i18n::fill(t::UNREAD_INPUTS.get(lang), &[&names, tail])
        }),
    ))
}

/// The compiler's error as the learner reads it: the nesting limit said in brackets, which each take two
/// of its levels (so "more than 100" would mislead someone counting 49 brackets).
fn explain(e: ParseError) -> ParseError {
    if !e.message.starts_with("the code nests too deeply") {
        return e;
    }
    // A statement at the top of a kernel body and its expression take three levels; each bracket two more.
    let brackets = (MAX_NESTING.saturating_sub(3) / 2).to_string();
    let said = Said::fill(t::NESTS_TOO_DEEPLY, &[&MAX_NESTING.to_string(), &brackets]);
    ParseError {
        message: said.en,
        message_hi: said.hi,
        ..e
    }
}

/// The readout beside "Predicted cycles": the newest measured round's error band, and, while the model on
/// screen is newer than the one that round measured, that no round has measured it yet.
pub fn error_band_text(lang: Lang) -> String {
    error_band_words(&latest_error_band(), MODEL_VERSION, lang)
}

fn error_band_words(band: &ErrorBand, version: u32, lang: Lang) -> String {
    let mut text = crate::model::i18n::fill(
        t::ERROR_BAND.get(lang),
        &[
            &band.round.to_string(),
            &band.model_version.to_string(),
            band.card,
            &band.median_abs_error_pct.to_string(),
            &band.max_abs_error_pct.to_string(),
            &band.ratio_median_abs_error_pct.to_string(),
            &band.ratio_max_abs_error_pct.to_string(),
        ],
    );
    text += super::sm::other_card(band.card, lang);
    if version > band.model_version {
        text += &crate::model::i18n::fill(t::BAND_NEWER.get(lang), &[&version.to_string()]);
    }
    text
}

/// A number as the input fields and links write it: whole numbers without a decimal point.
///
/// Inputs carry at most [`INPUT_DECIMALS`] decimals, so that many decimals write them exactly.
fn write_value(v: f64) -> String {
    if v.fract() == 0.0 && v.abs() < 1e15 {
        format!("{}", v as i64)
    } else {
        let text = format!("{v:.INPUT_DECIMALS$}");
        text.trim_end_matches('0').trim_end_matches('.').to_string()
    }
}

/// Decimals an input value may have.
pub const INPUT_DECIMALS: usize = 6;
/// The largest input value, either sign.
pub const MAX_INPUT_MAGNITUDE: f64 = 1e9;

/// `sel:0,1,1;n:40` — one input per `;`, name then values.
pub fn write_inputs(inputs: &[(String, Vec<f64>)]) -> String {
    inputs
        .iter()
        .map(|(name, values)| {
            let v: Vec<String> = values.iter().map(|&x| write_value(x)).collect();
            format!("{name}:{}", v.join(","))
        })
        .collect::<Vec<_>>()
        .join(";")
}

/// The values of one input as its text field shows them.
pub fn values_text(values: &[f64]) -> String {
    values
        .iter()
        .map(|&x| write_value(x))
        .collect::<Vec<_>>()
        .join(", ")
}

fn parse_values(text: &str, width: WarpWidth) -> Result<Vec<f64>, Said> {
    let mut out = Vec::new();
    for (i, piece) in text
        .split([',', ' ', '\n', '\t'])
        .filter(|p| !p.trim().is_empty())
        .enumerate()
    {
        if i >= width.lanes() as usize || i >= MAX_INPUT_VALUES {
            return Err(Said::fill(
                Tr::new(
                    "more than {} values; an input holds one per lane",
                    "{} se zyada values; input mein har lane ki ek hi value hoti hai",
                ),
                &[&width.lanes().to_string()],
            ));
        }
        let t = piece.trim();
        let decimals = t.split_once('.').map_or(0, |(_, f)| f.len());
        let v = parse_decimal(t)
            .filter(|v| v.abs() <= MAX_INPUT_MAGNITUDE && decimals <= INPUT_DECIMALS)
            .ok_or_else(|| {
                Said::fill(
                    Tr::new(
                        "value {} (\"{}\") is not a number between -1e9 and 1e9 with at most {} decimals",
                        "value {} (\"{}\") -1e9 aur 1e9 ke beech, max {} decimals wala number nahi hai",
                    ),
                    &[&(i + 1).to_string(), &echo(t), &INPUT_DECIMALS.to_string()],
                )
            })?;
        out.push(v);
    }
    Ok(out)
}

fn parse_inputs(text: &str, width: WarpWidth) -> Result<Vec<(String, Vec<f64>)>, String> {
    text.split(';')
        .filter(|p| !p.is_empty())
        .map(|item| {
            let (name, values) = item
                .split_once(':')
                .ok_or_else(|| format!("\"{}\" should look like NAME:1,2,3", echo(item)))?;
            let ok = !name.is_empty()
                && name.len() <= 32
                && name.chars().all(|c| c.is_ascii_alphanumeric() || c == '_')
                && !name.starts_with(|c: char| c.is_ascii_digit());
            if !ok {
                return Err(format!("\"{}\" is not an input name", echo(name)));
            }
            Ok((
                name.to_string(),
                parse_values(&values.replace(',', " "), width)
                    .map_err(|e| format!("{name}: {}", e.en))?,
            ))
        })
        .collect()
}

fn parse_overrides(text: &str) -> Result<Vec<(u32, Decision)>, String> {
    let mut out: Vec<(u32, Decision)> = Vec::new();
    for item in text.split(',').filter(|p| !p.is_empty()) {
        let (id, decision) = match (item.strip_suffix('p'), item.strip_suffix('b')) {
            (Some(id), _) => (id, Decision::Predicated),
            (_, Some(id)) => (id, Decision::RealBranch),
            _ => {
                return Err(format!(
                    "\"{}\" should be a branch number then p (predicated) or b (branch)",
                    echo(item)
                ))
            }
        };
        let id: u32 = id
            .parse()
            .ok()
            .filter(|&i| i < 10_000)
            .ok_or_else(|| format!("\"{}\" does not start with a branch number", echo(item)))?;
        set_override(&mut out, id, Some(decision));
    }
    Ok(out)
}

/// Sets (or with `None` removes) branch `id`'s override in a list kept in id order.
fn set_override(list: &mut Vec<(u32, Decision)>, id: u32, decision: Option<Decision>) {
    match (list.binary_search_by_key(&id, |(b, _)| *b), decision) {
        (Ok(at), Some(d)) => {
            if let Some(entry) = list.get_mut(at) {
                entry.1 = d;
            }
        }
        (Ok(at), None) => {
            list.remove(at);
        }
        (Err(at), Some(d)) => list.insert(at, (id, d)),
        (Err(_), None) => {}
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use proptest::prelude::*;

    #[test]
    fn the_error_band_says_when_the_model_on_screen_is_newer() {
        let band = latest_error_band();
        let (measured, newer) = (band.model_version, band.model_version + 1);
        let head = format!(
            "(round {}, model version {measured}, measured on an {}): median {}%",
            band.round, band.card, band.median_abs_error_pct
        );
        // (model on screen, language, words the readout has, words it must not have)
        let table: [(u32, Lang, String, &str); 4] = [
            (measured, Lang::En, head, "newer"),
            (
                newer,
                Lang::En,
                format!("uses version {newer}, newer than that: no pre-registered round has measured it yet"),
                "naya",
            ),
            (newer, Lang::HiLatn, format!("version {newer} se hai, jo usse naya hai"), "newer"),
            (measured, Lang::HiLatn, "divergent ÷ uniform median".into(), "naya hai"),
        ];
        for (version, lang, has, lacks) in table {
            let text = error_band_words(&band, version, lang);
            assert!(text.contains(&has), "{version} {lang:?}: {text}");
            assert!(!text.contains(lacks), "{version} {lang:?}: {text}");
        }
        assert_eq!(
            error_band_text(Lang::En),
            error_band_words(&band, MODEL_VERSION, Lang::En)
        );
        // A round measured on another card says that card's SM is the H200's; one on an H200 says nothing.
        let same_sm = "That card has the H200's SM";
        for (card, says) in [("NVIDIA H100 80GB HBM3", true), ("NVIDIA H200", false)] {
            let text = error_band_words(&ErrorBand { card, ..band }, measured, Lang::En);
            assert_eq!(text.contains(same_sm), says, "{card}: {text}");
        }
    }

    fn parse(link: &str) -> (StepperState, Vec<LinkProblem>) {
        StepperState::parse(&Query::parse(link))
    }

    /// A kernel reading two per-lane inputs.
    const TWO_INPUTS: &str = "__global__ void k(const int *path, const int *other) {\n    if (path[threadIdx.x] > other[threadIdx.x]) {\n        work(2);\n    }\n}\n";
    /// A kernel reading `sel`.
    const SCALAR_SEL: &str =
        "__global__ void k(float sel) {\n    if (sel > 0.0f) {\n        work(2);\n    }\n}\n";
    const SEL: &str = "__global__ void k(const float *sel) {\n    if (sel[threadIdx.x] > 0.0f) {\n        work(2);\n    }\n}\n";

    #[test]
    fn every_example_round_trips_and_compiles() {
        for e in EXAMPLES {
            let mut s = StepperState::default();
            s.choose_example(e.key);
            let (back, problems) = parse(&s.to_query());
            assert!(problems.is_empty(), "{}: {problems:?}", e.key);
            assert_eq!(back, s, "{}", e.key);
            assert!(s.compile().is_ok(), "{} compiles", e.key);
        }
    }

    #[test]
    fn malformed_links_name_their_part() {
        let table: [(&str, &[&str]); 7] = [
            ("example=nope", &["example"]),
            ("src=***", &["src"]),
            ("inputs=sel", &["inputs"]),
            ("inputs=9x:1,2", &["inputs"]),
            ("mode=fast&at=-1", &["mode", "at"]),
            ("branches=1q", &["branches"]),
            ("warp=32&active=40&lanes=zz", &["active", "lanes"]),
        ];
        for (link, names) in table {
            let (_, problems) = parse(link);
            let got: Vec<&str> = problems.iter().map(|p| p.parameter.as_str()).collect();
            assert_eq!(got, names, "{link}: {problems:?}");
        }
    }

    type Edit = fn(&mut StepperState);
    type Holds = fn(&StepperState) -> bool;

    #[test]
    fn edits() {
        // (what, edit, check on the state after)
        let table: [(&str, Edit, Holds); 8] = [
            (
                "typing a source makes it custom",
                |s| s.edit_source("work(3);").unwrap(),
                |s| s.source == Source::Custom("work(3);".into()),
            ),
            (
                "an oversized source is refused",
                |s| assert!(s.edit_source(&"x".repeat(9000)).is_err()),
                |s| matches!(s.source, Source::Example(_)),
            ),
            (
                "a partial warp",
                |s| s.edit_active("20").unwrap(),
                |s| s.launch.count() == 20,
            ),
            (
                "widening an example gives it the example's inputs for 64 lanes",
                |s| {
                    s.choose_example("l2-1-two-paths");
                    s.set_width(WarpWidth::Wave64)
                },
                |s| {
                    let e = examples::find("l2-1-two-paths").map(|e| e.inputs(WarpWidth::Wave64));
                    e.is_some_and(|e| e.entries() == s.inputs.as_slice())
                        && s.inputs.iter().all(|(_, v)| v.len() == 64)
                },
            ),
            (
                "widening typed inputs repeats a warp's worth, and leaves a short list short",
                |s| {
                    s.edit_source(TWO_INPUTS).unwrap();
                    s.edit_input("path", &"1, 0, ".repeat(16)).unwrap();
                    // A short list comes from a link (the field refuses it).
                    s.set_input("other", vec![5.0, 6.0]);
                    s.set_width(WarpWidth::Wave64)
                },
                |s| {
                    let path = s
                        .inputs
                        .iter()
                        .find(|(n, _)| n == "path")
                        .map(|(_, v)| v.clone());
                    path.is_some_and(|p| p.len() == 64 && p[32] == 1.0 && p[33] == 0.0)
                        && s.inputs.iter().any(|(n, v)| n == "other" && v.len() == 2)
                },
            ),
            (
                "narrowing trims inputs",
                |s| {
                    s.edit_source(SEL).unwrap();
                    s.set_width(WarpWidth::Wave64);
                    s.fill_input("sel", Layout::Cyclic, 4);
                    s.set_width(WarpWidth::Warp32)
                },
                |s| s.inputs.iter().all(|(_, v)| v.len() <= 32),
            ),
            (
                "a flip away from the default is kept, a flip back removed",
                |s| {
                    s.flip_branch(0, Decision::RealBranch, Decision::RealBranch);
                    s.flip_branch(0, Decision::Predicated, Decision::RealBranch)
                },
                |s| s.overrides.is_empty(),
            ),
            (
                "an edit starts the run again",
                |s| {
                    s.at = 9;
                    s.set_mode(Mode::Toy)
                },
                |s| s.at == 0 && s.mode == Mode::Toy,
            ),
        ];
        for (what, edit, holds) in table {
            let mut s = StepperState::default();
            edit(&mut s);
            assert!(holds(&s), "{what}: {s:?}");
            let (back, problems) = parse(&s.to_query());
            assert!(problems.is_empty(), "{what}: {problems:?}");
            assert_eq!(back, s, "{what}");
        }
    }

    #[test]
    fn other_views_open_in_the_stepper_and_cost_the_same() {
        let timeline = super::super::timeline::TimelineState::default();
        let mut s = StepperState::from_timeline(&timeline).unwrap();
        s.set_mode(Mode::Toy);
        let (back, problems) = parse(&s.to_query());
        assert!(problems.is_empty(), "{problems:?}");
        assert_eq!(back, s);
        let mut m = back.machine(Rc::new(back.compile().unwrap()));
        m.run_to_end();
        assert_eq!(m.issue_slots(), timeline.region().unwrap().price().t_div);
        let tree_state = super::super::tree::TreeState::default();
        let tree = StepperState::from_tree(&tree_state);
        assert!(tree.compile().is_ok());
        // The light writer the other views use writes the same link.
        let shell = ShellState::default();
        assert_eq!(
            StepperState::timeline_href(&timeline, &shell),
            StepperState::from_timeline(&timeline).map(|s| s.href(&shell))
        );
        assert_eq!(
            StepperState::tree_href(&tree_state, &shell),
            tree.href(&shell)
        );
    }

    #[test]
    fn input_values_read_and_write_back_exactly() {
        let table: [(&str, Result<&str, &str>); 6] = [
            ("0, 1, -3", Ok("0, 1, -3")),
            ("0.5 -2.25 3.141593", Ok("0.5, -2.25, 3.141593")),
            ("1000000000", Ok("1000000000")),
            ("0.1234567", Err("at most 6 decimals")),
            ("1e3", Err("value 1")),
            ("2000000000", Err("between -1e9 and 1e9")),
        ];
        for (typed, want) in table {
            let mut s = StepperState::default();
            s.edit_source(SCALAR_SEL).unwrap();
            match (s.edit_input("sel", typed), want) {
                (Ok(()), Ok(shown)) => {
                    let values = s.inputs.iter().find(|(n, _)| n == "sel").unwrap().1.clone();
                    assert_eq!(values_text(&values), shown, "{typed}");
                    let (back, problems) = parse(&s.to_query());
                    assert!(problems.is_empty(), "{typed}: {problems:?}");
                    assert_eq!(back, s, "{typed}");
                }
                (Err(e), Err(fragment)) => {
                    assert!(e.en.contains(fragment), "{typed}: {e:?}");
                    assert!(!e.hi.is_empty() && e.hi != e.en, "{typed}: {e:?}");
                }
                (got, _) => panic!("{typed}: {got:?}"),
            }
        }
    }

    /// An input array's field: (launched lanes, typed, refused with this sentence or kept as this many
    /// values). Empty is zeros; fewer values than launched lanes are refused before the run.
    #[test]
    fn an_array_takes_none_or_one_value_per_launched_lane() {
        let ones = |n: usize| "1 ".repeat(n);
        let table: [(&str, String, Result<usize, &str>); 6] = [
            ("32", String::new(), Ok(0)),
            ("32", ones(32), Ok(32)),
            ("32", ones(3), Err("3 values for 32 launched lanes: give one per lane, lane 0 first, or leave it empty for zeros")),
            ("32", ones(1), Err("1 value for 32 launched lanes")),
            ("1", ones(1), Ok(1)),
            ("20", ones(19), Err("19 values for 20 launched lanes")),
        ];
        for (active, typed, want) in table {
            let mut s = StepperState::default();
            s.edit_source(SEL).unwrap();
            s.edit_active(active).unwrap();
            let before = s.inputs.clone();
            match (s.edit_input("sel", &typed), want) {
                (Ok(()), Ok(n)) => {
                    let kept = s.inputs.iter().find(|(n, _)| n == "sel").unwrap();
                    assert_eq!(kept.1.len(), n, "{typed:?}");
                }
                (Err(e), Err(sentence)) => {
                    assert!(e.en.starts_with(sentence), "{}", e.en);
                    assert!(e.hi.contains("zero ke liye khaali"), "{}", e.hi);
                    assert_eq!(s.inputs, before, "refused values change nothing");
                }
                (got, want) => panic!("{active} {typed:?}: {got:?}, want {want:?}"),
            }
        }
        // (launched lanes, values typed) → what the field says of values the launch does not read.
        let unread: [(&str, usize, Option<&str>); 4] = [
            ("32", 32, None),
            ("20", 32, Some("20 of 32 values used (up to the last launched lane); the rest are kept for a wider launch.")),
            ("1", 32, Some("1 of 32 values used")),
            ("20", 0, None),
        ];
        for (active, typed, want) in unread {
            let mut s = StepperState::default();
            s.edit_source(SEL).unwrap();
            s.edit_input("sel", &ones(typed)).unwrap();
            s.edit_active(active).unwrap();
            let said = s.unread_values("sel");
            assert_eq!(said.is_some(), want.is_some(), "{active} {typed}: {said:?}");
            if let (Some(said), Some(want)) = (said, want) {
                assert!(said.en.starts_with(want), "{}", said.en);
                assert!(said.hi.contains("values use hoti hain"), "{}", said.hi);
            }
        }
        // Empty: every lane reads 0.
        let mut s = StepperState::default();
        s.edit_source(SEL).unwrap();
        s.edit_input("sel", "").unwrap();
        let mut m = s.machine(Rc::new(s.compile().unwrap()));
        assert!(
            matches!(m.run_to_end(), Status::Finished),
            "no lane reads past an empty array"
        );
        // A scalar parameter takes one value.
        let mut s = StepperState::default();
        s.edit_source(SCALAR_SEL).unwrap();
        assert!(s.edit_input("sel", "4").is_ok());
    }

    /// Format: the source one statement a line replaces it, the link carries it in `src` and reads
    /// back; the slot and the inputs stay; a source already one statement a line offers nothing.
    #[test]
    fn format_rewrites_the_source_and_the_link_keeps_it() {
        let one_line = "int x = laneid; if (x < 16) { work(2); } else { work(3); }";
        let (mut s, problems) = parse(&src_link(one_line));
        assert!(problems.is_empty());
        s.at = 3;
        let formatted = s.formatted().expect("a one-line kernel formats");
        assert_eq!(formatted.lines().count(), 6);
        s.use_formatted(formatted.clone());
        assert_eq!((s.text(), s.at), (formatted.as_str(), 3));
        assert_eq!(s.formatted(), None, "formatted once is formatted");
        let link = s.to_query();
        assert!(!link.contains("format"), "no parameter of its own: {link}");
        let (back, problems) = parse(&link);
        assert!(problems.is_empty() && back == s);
        // An old link opens exactly as before: the source as it was written.
        let (old, _) = parse(&src_link(one_line));
        assert_eq!(old.text(), one_line);
        // A kernel written one statement a line is not offered Format; any other keeps its program.
        let mut s = StepperState::default();
        s.choose_example("l1-1-no-divergence");
        assert_eq!(s.formatted(), None);
        for e in EXAMPLES {
            s.choose_example(e.key);
            let before = s.compile().unwrap();
            if let Some(text) = s.formatted() {
                s.use_formatted(text);
                let after = s.compile().unwrap();
                assert_eq!(
                    before.instructions().len(),
                    after.instructions().len(),
                    "{}",
                    e.key
                );
                assert_eq!(
                    s.compiler_predicates().len(),
                    before
                        .branches()
                        .iter()
                        .filter(|b| b.default == Decision::Predicated && b.predicable)
                        .count()
                );
            }
        }
    }

    /// The set-up panel's refusals in both languages, the numbers kept.
    #[test]
    fn setup_refusals_speak_hinglish() {
        use crate::model::i18n::{Bilingual, Lang};
        let mut s = StepperState::default();
        let big = s.edit_source(&"x".repeat(9000)).unwrap_err();
        assert_eq!(
            big.en,
            "the source is 9000 bytes; the stepper reads at most 8 KB"
        );
        assert!(big.hi.contains("9000") && big.hi.contains("8 KB") && big.hi != big.en);
        let many = s.edit_input("sel", &"1 ".repeat(40)).unwrap_err();
        assert_eq!(many.en, "more than 32 values; an input holds one per lane");
        assert!(many.hi.contains("32") && many.hi != many.en);
        let lanes = s.edit_active("40").unwrap_err();
        let (en, hi) = (lanes.text(Lang::En), lanes.text(Lang::HiLatn));
        assert_eq!(en, lanes.to_string());
        assert!(hi.contains("32") && hi != en, "{hi}");
    }

    #[test]
    fn an_example_link_names_only_the_example() {
        for e in EXAMPLES {
            let mut full = StepperState::default();
            full.choose_example(e.key);
            let (short, problems) = parse(&example_href(e.key, &ShellState::default()));
            assert!(problems.is_empty());
            assert_eq!(short, full, "{}", e.key);
        }
    }

    #[test]
    fn a_link_restores_the_slot_and_the_machine_follows() {
        let (s, problems) = parse("?view=stepper&at=3");
        assert!(problems.is_empty());
        let program = Rc::new(s.compile().unwrap());
        assert_eq!(s.machine(program).issue_slots(), 3);
    }

    /// The mechanism first: a short branch nvcc would if-convert runs as a real branch (the mask splits, the
    /// stack pushes); the nvcc run predicates it. Both runs are priced; the link says which is on screen.
    #[test]
    fn the_mechanism_run_splits_the_mask_and_nvcc_is_one_click_away() {
        // (run, the short branch compiled as, the stack's deepest depth in the run)
        let table = [
            (Shown::Mechanism, Decision::RealBranch, 2),
            (Shown::Nvcc, Decision::Predicated, 1),
        ];
        let (mut s, problems) = parse("?view=stepper&example=l4-2-short-branch");
        assert!(problems.is_empty());
        assert_eq!(s.shown, Shown::Mechanism, "the default");
        assert!(
            !s.compiler_predicates().is_empty(),
            "nvcc predicates its branch"
        );
        for (shown, decision, depth) in table {
            s.show(shown);
            let program = Rc::new(s.compile().unwrap());
            let id = s.compiler_predicates()[0];
            let branch = program.branches().iter().find(|b| b.id == id).unwrap();
            assert_eq!(branch.decision, decision, "{shown:?}");
            let mut m = Machine::new(program, s.launch(), &s.machine_inputs());
            let mut deepest = 0;
            while !matches!(m.status(), Status::Finished) && m.issue_slots() < 1000 {
                m.run_until(m.issue_slots() + 1);
                deepest = deepest.max(m.stack().len());
            }
            assert_eq!(deepest, depth, "{shown:?}");
            assert!(s.whole_run_cycles(shown).is_some(), "{shown:?} is priced");
        }
        assert_ne!(
            s.whole_run_cycles(Shown::Mechanism),
            s.whole_run_cycles(Shown::Nvcc),
            "the two runs cost differently"
        );
        s.show(Shown::Nvcc);
        assert!(s.to_query().contains("run=nvcc"));
        let (back, problems) = parse(&s.to_query());
        assert!(problems.is_empty() && back == s);
        let (_, problems) = parse("?view=stepper&run=fast");
        assert_eq!(problems.len(), 1);
        assert!(
            crate::model::i18n::Bilingual::text(&problems[0], crate::model::i18n::Lang::En)
                .contains("\"fast\"")
        );
    }

    #[test]
    fn the_two_runs_sentence_says_why_they_agree() {
        use crate::model::i18n::Lang;
        // (mechanism, nvcc, same options, set by the learner or link) → the sentence's start, or nothing
        type Case = (Option<u64>, Option<u64>, bool, bool, &'static str);
        let table: &[Case] = &[
            (Some(162), Some(64), false, false, "Whole run: 162 cycles for the mechanism, 64 cycles as nvcc"),
            (Some(96), Some(96), true, false, "Whole run: 96 cycles either way — nvcc -O3 keeps every branch"),
            (Some(64), Some(64), true, true, "Whole run: 64 cycles either way — how each branch compiles was set by you or by the link"),
            (None, Some(64), false, false, ""),
        ];
        for &(m, n, same, flipped, want) in table {
            let got = StepperState::both_runs_text(m, n, same, flipped, Lang::En);
            assert!(
                got.starts_with(want) && (want.is_empty() == got.is_empty()),
                "{got}"
            );
        }
        // A link that predicates the regime item's branch (ladder R.2) compiles alike in both runs, by its choice.
        let (s, problems) = parse("?view=stepper&src=aWYgKHNbdGhyZWFkSWR4LnhdID09IDApIHsKICAgIHdvcmsoOCk7Cn0gZWxzZSB7CiAgICB3b3JrKDEwKTsKfQ&branches=0p");
        assert!(problems.is_empty(), "{problems:?}");
        assert!(s.has_branch_choices());
        assert_eq!(s.options_for(Shown::Mechanism), s.options_for(Shown::Nvcc));
    }

    fn src_link(text: &str) -> String {
        format!("?view=stepper&src={}", base64url::encode(text.as_bytes()))
    }

    /// Linked inputs: the names kept, and the notice's fragments (none: no notice about inputs).
    fn check_inputs(link: &str, kept: &[&str], notice: &[&str]) {
        let (s, problems) = parse(link);
        let names: Vec<&str> = s.inputs.iter().map(|(n, _)| n.as_str()).collect();
        for name in kept {
            assert!(names.contains(name), "{name} kept: {names:?}");
        }
        let about: Vec<String> = problems
            .iter()
            .filter(|p| p.parameter == "inputs")
            .map(|p| p.to_string())
            .collect();
        if notice.is_empty() {
            assert!(about.is_empty(), "{about:?}");
        } else {
            let text = about.first().expect("a notice about inputs");
            assert!(text.len() < 400, "{text}");
            for fragment in notice {
                assert!(text.contains(fragment), "{fragment} in {text}");
            }
        }
        // Nothing the kernel does not read comes back in the link the app writes.
        let written = s.to_query();
        for dropped in ["__proto__", "zz0"] {
            assert!(!written.contains(dropped), "{written}");
        }
        let (back, again) = parse(&written);
        assert!(again.is_empty(), "{again:?}");
        assert_eq!(back, s);
    }

    #[test]
    fn unread_inputs_are_dropped_and_named() {
        let many: Vec<String> = (0..2000).map(|i| format!("zz{i}:1")).collect();
        let with_sel = src_link(SEL);
        check_inputs(
            &format!("{with_sel}&inputs=__proto__:1,2;sel:1,0"),
            &["sel"],
            &["\"__proto__\"", "dropped"],
        );
        check_inputs(
            &format!("{with_sel}&inputs={}", many.join(";")),
            &[],
            &["\"zz0, zz1, zz2, zz3, zz4\"", "(and 1,995 more)"],
        );
        check_inputs(&format!("{with_sel}&inputs=sel:1,0"), &["sel"], &[]);
        check_inputs(
            "?view=stepper&example=l2-1-two-paths&inputs=path:1,1;__proto__:3",
            &["path"],
            &["\"__proto__\""],
        );
        // A long name is cut as every echo is.
        let long = format!("{with_sel}&inputs={}:1", "a".repeat(32));
        check_inputs(&long, &[], &["aaaa"]);
    }

    /// A link giving two parameters for one setting: which parameter the notice names, and what won.
    fn check_conflict(link: &str, named: &str, fragment: &str, holds: Holds) {
        let (s, problems) = parse(link);
        let notice = problems
            .iter()
            .find(|p| p.parameter == named)
            .map(|p| p.to_string())
            .unwrap_or_else(|| panic!("{link}: no notice naming {named}: {problems:?}"));
        assert!(notice.contains(fragment), "{notice}");
        assert!(holds(&s), "{link}: {s:?}");
    }

    #[test]
    fn conflicting_parameters_say_which_wins() {
        let src = base64url::encode(b"work(3);");
        check_conflict(
            &format!("?view=stepper&example=l2-1-two-paths&src={src}"),
            "example",
            "\"src\"",
            |s| s.source == Source::Custom("work(3);".into()),
        );
        check_conflict(
            "?view=stepper&warp=32&active=20&lanes=f",
            "active",
            "\"lanes\"",
            |s| s.launch == LaneMask(0xf),
        );
        // One of them alone, or a broken one, is no conflict.
        for link in [
            "?view=stepper&active=20",
            "?view=stepper&lanes=f",
            "?view=stepper&active=20&lanes=zz",
            "?view=stepper&example=nope&src=d29yaygzKTs",
        ] {
            let (_, problems) = parse(link);
            assert!(
                problems.iter().all(|p| !p.to_string().contains("also has")),
                "{link}: {problems:?}"
            );
        }
    }

    /// A linked source of `bytes` bytes: refused with a notice naming its size, or opened.
    fn check_source_size(bytes: usize, refused: bool) {
        let text = format!("{}\n", "/".repeat(bytes - 1));
        let (s, problems) = parse(&src_link(&text));
        let notice: Vec<String> = problems.iter().map(|p| p.to_string()).collect();
        if refused {
            let size = fields::group_thousands(bytes as u64);
            assert!(
                notice.iter().any(|n| n.contains("\"src\"")
                    && n.contains(&format!("{size} bytes"))
                    && n.contains("8 KB (8,192 bytes)")),
                "{bytes}: {notice:?}"
            );
            assert!(matches!(s.source, Source::Example(_)));
        } else {
            assert!(notice.is_empty(), "{bytes}: {notice:?}");
            assert_eq!(s.text(), text);
        }
    }

    #[test]
    fn a_linked_source_over_8_kb_is_named() {
        check_source_size(8192, false);
        check_source_size(8193, true);
        check_source_size(8195, true);
        check_source_size(20_000, true);
    }

    /// `n` brackets inside one another in one statement: compiles, or the learner reads the true limit.
    fn check_nesting(n: usize, compiles: bool) {
        let mut s = StepperState::default();
        let text = format!("int x = {}1{};\nwork(x);", "(".repeat(n), ")".repeat(n));
        s.edit_source(&text).unwrap();
        match s.compile() {
            Ok(_) => assert!(compiles, "{n} brackets compiled"),
            Err(e) => {
                assert!(!compiles, "{n}: {}", e.message);
                assert!(e.message.contains("at most 48 brackets"), "{}", e.message);
                assert!(!e.message.contains("more than 100"), "{}", e.message);
                assert!(e.message_hi.contains("48 brackets"), "{}", e.message_hi);
            }
        }
    }

    #[test]
    fn the_nesting_limit_is_said_in_brackets() {
        check_nesting(10, true);
        check_nesting(48, true);
        check_nesting(49, false);
        check_nesting(300, false);
    }

    /// A source and the lines its bidirectional-control warning names (none: no warning).
    fn check_bidi(text: &str, lines: Option<&str>) {
        let mut s = StepperState::default();
        s.edit_source(text).unwrap();
        let warning = s.bidi_warning();
        match (warning, lines) {
            (None, None) => {}
            (Some(w), Some(lines)) => {
                assert!(w.en.contains(&format!("on line {lines}:")), "{}", w.en);
                assert!(w.en.contains("bidirectional control characters"));
                assert!(w.hi.contains(&format!("line {lines} ")) && w.hi != w.en);
            }
            (got, want) => panic!("{text:?}: got {got:?}, want {want:?}"),
        }
    }

    #[test]
    fn bidirectional_controls_in_the_source_are_flagged() {
        check_bidi("int x = 1;\nwork(x);", None);
        check_bidi(
            "int x = 1; /* \u{202E} } if (x) { \u{2066} */\nwork(x);",
            Some("1"),
        );
        check_bidi(
            "work(1);\nwork(2); // \u{200F}\nwork(3);\n\u{061C}",
            Some("2, 4"),
        );
        check_bidi("\u{2069}\u{202A}", Some("1"));
        // Every example is clean.
        for e in EXAMPLES {
            let mut s = StepperState::default();
            s.choose_example(e.key);
            assert_eq!(s.bidi_warning(), None, "{}", e.key);
        }
    }

    proptest! {
        #[test]
        fn custom_states_round_trip(src in "[ -~\n]{0,300}", values in prop::collection::vec(-1000i32..1000, 0..32), active in 1u32..=32, toy: bool, nvcc: bool, at in 0u64..500, flips in prop::collection::vec((0u32..20, any::<bool>(), any::<bool>()), 0..4)) {
            let mut s = StepperState::default();
            // The link carries only inputs the kernel reads; a source that does not compile keeps the
            // names it spells.
            s.edit_source(&format!("{src}\nsel")).unwrap();
            s.set_input("sel", values.iter().map(|&v| f64::from(v)).collect());
            s.edit_active(&active.to_string()).unwrap();
            s.set_mode(if toy { Mode::Toy } else { Mode::Full });
            s.show(if nvcc { Shown::Nvcc } else { Shown::Mechanism });
            let decision = |p: bool| if p { Decision::Predicated } else { Decision::RealBranch };
            for (id, shown_as, default) in flips {
                s.flip_branch(id, decision(shown_as), decision(default));
            }
            s.at = at;
            let (back, problems) = parse(&s.to_query());
            prop_assert!(problems.is_empty(), "{:?}", problems);
            prop_assert_eq!(back, s);
        }
    }
}
