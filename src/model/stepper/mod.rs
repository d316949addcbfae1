//! The warp stepper (issue 15): a small CUDA-C subset compiled to a flat instruction list and run one issue slot at a time.
//!
//! The pipeline is `compile` (hand-written lexer and a recursive-descent parser that emits the
//! flat code directly, with errors a learner can read) → [`Program`] → a
//! [`Machine`] that executes it SIMT-style with an explicit reconvergence stack. The machine is
//! `Clone`, so a view can keep checkpoints for Back; every issue slot is recorded (as runs of
//! identical slots, see [`Run`]) with its line, active mask and kind.
//!
//! # The language
//!
//! One kernel body, bare or wrapped in `__global__ void name(params) { … }`. Pointer or array
//! parameters (`const int *sel`, `float data[]`) are the per-lane input arrays; scalar parameters
//! (`int n`) are uniform inputs. In a bare body an undeclared `name[…]` is an `int` input array.
//! - built-ins: `threadIdx.x` (the lane, unsigned), `blockIdx.x` (0), `blockDim.x` (the warp
//!   width), `gridDim.x` (1), `laneid`, `warpSize`;
//! - locals `int`, `unsigned`, `float`, `bool` (and `const`), several per declaration;
//! - operators: arithmetic, comparison, `&&`/`||` (short-circuit per lane), bitwise, shifts,
//!   `?:` (a select: no branch), casts, `=`, `+=`-style assignment, `++`/`--` as statements;
//! - `if`/`else`/else-if chains, `switch`/`case`/`default`/`break` (fallthrough as in C), `for`,
//!   `while`, `do … while`, `break`, `continue`, `return`;
//! - `work(N)`: N dependent arithmetic instructions (N a constant or a per-lane expression). To the
//!   H200 model it is N dependent FMAs that each carry two distinct constant coefficients, the chain
//!   every calibration and round measured: about 5 cycles an op. A chain whose coefficients already sit
//!   in registers runs 4.0 cycles an op and four independent chains about 1.0 cycle an op (calibration
//!   family 6, `wr_N`, `wi_N`); neither is a construct of its own (write `work(4 * N / 5)` for the
//!   first), and loops nvcc unrolls are not modelled: write the unrolled body;
//! - array reads: `a[threadIdx.x]` and `a[laneid]` are the lane's own datum, in a register before the
//!   timed region (free to the H200 model); any other index (`tab[j]`) is a load from global memory,
//!   priced as an L1 hit per dependent level (cache misses, bank and coalescing effects and the overlap
//!   of independent loads are not modelled);
//!   `sqrtf`, `expf`, `logf`, `fabsf`, `abs`, `min`, `max`, `fminf`, `fmaxf` (see
//!   [`cost::COST_TABLE`]);
//! - warp intrinsics `__ballot_sync(mask, p)`, `__any_sync`, `__all_sync`, `__activemask()`,
//!   `__shfl_sync(mask, v, src)` (and `_up`, `_down`, `_xor`), `__syncwarp(mask)`. A mask naming a
//!   lane that is not active at the call (on another path, exited, never launched) stops the run,
//!   as the CUDA programming guide requires (seed 004).
//!
//! Values: `int` wraps (two's complement), `unsigned` is 32-bit, `float` is f32 (`1.0` is read as
//! a float, not a double), comparisons give `bool`; mixed arithmetic follows C's usual conversions
//! (float wins, then unsigned, then int). Shift counts wrap modulo 32. Integer division or
//! remainder by zero stops the run. A float stored into an `int` saturates.

/// A `&'static Tr` from its two sides: error sites pass one pointer, not the pair by value.
macro_rules! tr {
    ($en:expr, $hi:expr $(,)?) => {{
        const TEXT: crate::model::i18n::Tr = crate::model::i18n::Tr::new($en, $hi);
        &TEXT
    }};
}

pub mod cost;
pub mod examples;
pub mod from_region;
pub mod h200;
pub mod layout;
pub mod scope;

mod compile;
mod exec;
mod lex;
mod value;

use std::fmt;

use super::i18n::{fill, Bilingual, Lang, Said, Tr};
use super::lanes::{LaneMask, WarpWidth};

pub use compile::{
    compile, ArrayInfo, BranchInfo, Instr, InstrKind, Program, ScalarInput, VarInfo,
};
pub use cost::{CostModel, ToyCost};
pub use exec::{Entry, Machine, Run, Slot, Status, Totals};
pub use value::{Ty, Value};

/// The largest source the stepper reads (a share link carries it base64url-encoded).
pub const MAX_SOURCE_BYTES: usize = 8 * 1024;
/// How deeply statements and expressions may nest; deeper input is refused, never overflows the stack.
pub const MAX_NESTING: u32 = 100;
/// The most values an input array may hold (one per lane of a 64-lane wavefront).
pub const MAX_INPUT_VALUES: usize = 64;
/// Issue slots a run may take before it is stopped as an endless loop.
pub const DEFAULT_BUDGET: u64 = 100_000;
/// The largest `work(N)` count.
pub const MAX_WORK: u32 = 1_000_000;

/// Which costs count.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Default)]
pub enum Mode {
    /// Every instruction costs what [`cost::COST_TABLE`] says, and short branches may be predicated.
    #[default]
    Full,
    /// The seeds' toy model: no overheads and no predication. Control costs nothing — the
    /// condition and branch of `if`/`while`/`for`/`do`/`switch`, a `for`'s init and step, `break`,
    /// `continue`, `return` and the jumps that tie branches together issue no slot — so only
    /// `work()`, ordinary statements (declarations with a value, assignments, `++`) and warp
    /// intrinsics issue slots.
    Toy,
}

/// How the compiler treats one `if`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Decision {
    /// If-converted: every active lane issues both sides; only the lanes whose predicate holds commit.
    Predicated,
    /// A real branch: the sides are issued one after the other for the lanes that take them.
    RealBranch,
}

/// What to compile.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Options {
    pub mode: Mode,
    /// Per-branch overrides, by [`BranchInfo::id`]. A `Predicated` override of a branch that
    /// cannot be if-converted (it holds a loop, a `return`, an intrinsic…) is ignored.
    pub overrides: Vec<(u32, Decision)>,
    /// The measured if-conversion rule the default decisions follow.
    pub rule: PredicationRule,
}

impl Options {
    pub fn toy() -> Self {
        Options {
            mode: Mode::Toy,
            ..Options::default()
        }
    }
}

/// Which measured if-conversion rule gives the default decisions: a committed round is recomputed with the
/// rule its predictions were made with ([`cost::default_decision`]).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum PredicationRule {
    /// The branch-shape study's rule alone (rounds 1–8, H200 model versions 1–7).
    Study,
    /// … and calibration family 10's: an `if` without `else` inside a loop stays a branch from
    /// [`cost::ELSE_LESS_IN_LOOP_BRANCH_SLOTS`] slots on (versions 8 to 10).
    Family10,
    /// … and calibration family 13's: an `if` whose condition depends on a load is if-converted only with sides of
    /// at most [`cost::LOADED_PREDICATION_MAX_SIDE_SLOTS`] slots (versions 11 to 13).
    Family13,
    /// … and rounds 11, 13 and 14's SASS: a branch whose side reads memory (a load) stays a real branch, however
    /// short its sides (version 14 on).
    #[default]
    LoadedSides,
}

/// Which lanes of the warp run the kernel: all of them, or the first N of a partial final warp.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Launch {
    pub width: WarpWidth,
    pub active: LaneMask,
}

impl Launch {
    pub fn full(width: WarpWidth) -> Self {
        Launch {
            width,
            active: width.full_mask(),
        }
    }

    /// Lanes `0 .. count` (clamped to the width): a partial final warp.
    pub fn partial(width: WarpWidth, count: u32) -> Self {
        let active = LaneMask::range(0, count.min(width.lanes()), width).unwrap_or_default();
        Launch { width, active }
    }

    /// An explicit set of lanes, trimmed to the width.
    pub fn lanes(width: WarpWidth, active: LaneMask) -> Self {
        Launch {
            width,
            active: active.intersection(width.full_mask()),
        }
    }
}

/// The values of the input arrays and scalar parameters, by name. A name the kernel never reads
/// is ignored; an input the kernel reads but nobody gave is all zeros (one per lane).
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Inputs {
    entries: Vec<(String, Vec<f64>)>,
}

/// Why an input was refused.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum InputError {
    TooMany { name: String, count: usize },
}

impl Bilingual for InputError {
    fn text(&self, lang: Lang) -> String {
        match self {
            InputError::TooMany { name, count } => fill(
                Tr::new(
                    "{} has {} values; an input array holds at most {}",
                    "{} mein {} values hain; input array mein max {} hoti hain",
                )
                .get(lang),
                &[name, &count.to_string(), &MAX_INPUT_VALUES.to_string()],
            ),
        }
    }
}

/// The English sentence.
impl fmt::Display for InputError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.text(Lang::En))
    }
}

impl std::error::Error for InputError {}

impl Inputs {
    pub fn new() -> Self {
        Inputs::default()
    }

    /// Sets (or replaces) one input. Values are converted to the declared element type when the
    /// machine starts: truncated toward zero for `int`/`unsigned`, non-zero is `true` for `bool`.
    pub fn set(&mut self, name: &str, values: Vec<f64>) -> Result<(), InputError> {
        if values.len() > MAX_INPUT_VALUES {
            return Err(InputError::TooMany {
                name: name.to_string(),
                count: values.len(),
            });
        }
        match self.entries.iter_mut().find(|(n, _)| n == name) {
            Some(entry) => entry.1 = values,
            None => self.entries.push((name.to_string(), values)),
        }
        Ok(())
    }

    pub fn get(&self, name: &str) -> Option<&[f64]> {
        self.entries
            .iter()
            .find(|(n, _)| n == name)
            .map(|(_, v)| v.as_slice())
    }

    pub fn entries(&self) -> &[(String, Vec<f64>)] {
        &self.entries
    }
}

/// A source that cannot be compiled: where, and a sentence saying why (in both languages).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ParseError {
    /// 1-based.
    pub line: u32,
    /// 1-based, in characters.
    pub col: u32,
    /// The sentence in English.
    pub message: String,
    /// The same sentence in Hinglish.
    pub message_hi: String,
}

impl ParseError {
    pub(crate) fn new(line: u32, col: u32, said: Said) -> ParseError {
        ParseError {
            line,
            col,
            message: said.en,
            message_hi: said.hi,
        }
    }

    /// The compiler's errors, built out of line and boxed: its many error sites each only name
    /// their text, and every `?` moves one pointer.
    #[inline(never)]
    pub(crate) fn boxed(line: u32, col: u32, said: Said) -> Box<ParseError> {
        Box::new(ParseError::new(line, col, said))
    }

    /// The message, the offending source line and a caret under the column, in English.
    pub fn render(&self, source: &str) -> String {
        self.render_in(source, Lang::En)
    }

    /// [`ParseError::render`] in `lang`.
    pub fn render_in(&self, source: &str, lang: Lang) -> String {
        with_caret(self.text(lang), source, self.line, self.col)
    }
}

/// "line 2, column 12: …" — the place reads the same in both languages.
impl Bilingual for ParseError {
    fn text(&self, lang: Lang) -> String {
        format!(
            "line {}, column {}: {}",
            self.line,
            self.col,
            pick(lang, &self.message, &self.message_hi)
        )
    }
}

/// The English sentence.
impl fmt::Display for ParseError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.text(Lang::En))
    }
}

impl std::error::Error for ParseError {}

/// A run that stopped: the line, the lane (when one lane is to blame) and a sentence in both languages.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct RuntimeError {
    pub line: u32,
    pub col: u32,
    pub lane: Option<u32>,
    /// Issue slots issued before the stop.
    pub slot: u64,
    /// The sentence in English.
    pub message: String,
    /// The same sentence in Hinglish.
    pub message_hi: String,
}

impl RuntimeError {
    /// The message, the line and a caret, in English.
    pub fn render(&self, source: &str) -> String {
        self.render_in(source, Lang::En)
    }

    /// [`RuntimeError::render`] in `lang`.
    pub fn render_in(&self, source: &str, lang: Lang) -> String {
        with_caret(self.text(lang), source, self.line, self.col)
    }
}

/// "line 4, lane 3: …" — the place reads the same in both languages.
impl Bilingual for RuntimeError {
    fn text(&self, lang: Lang) -> String {
        let message = pick(lang, &self.message, &self.message_hi);
        match self.lane {
            Some(lane) => format!("line {}, lane {lane}: {message}", self.line),
            None => format!("line {}: {message}", self.line),
        }
    }
}

/// The English sentence.
impl fmt::Display for RuntimeError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.text(Lang::En))
    }
}

impl std::error::Error for RuntimeError {}

fn pick<'a>(lang: Lang, en: &'a str, hi: &'a str) -> &'a str {
    match lang {
        Lang::En => en,
        Lang::HiLatn => hi,
    }
}

/// `text` filled with `en` on its English side and `hi` on its Hinglish side (for values that are
/// words, which each language says its own way).
pub(crate) fn said(text: &Tr, en: &[&str], hi: &[&str]) -> Said {
    Said {
        en: fill(text.en, en),
        hi: fill(text.hi, hi),
    }
}

/// What every refusal by name says: "structs are" + " not part of the stepper's language" + advice.
const NOT_PART: Tr = Tr::new(
    "{} not part of the stepper's language{}",
    "{} stepper ki language ka hissa nahi{}",
);

/// "`what` not part of the stepper's language`advice`": `what` carries its verb in English ("structs
/// are") and is the bare name in Hinglish ("structs"), its `{}` (if any) filled with `word`;
/// `advice` starts with its own "; " or ": ".
pub(crate) fn not_part(what: &Tr, word: &str, advice: &Tr) -> Said {
    let what = Said::fill(*what, &[word]);
    said(&NOT_PART, &[&what.en, advice.en], &[&what.hi, advice.hi])
}

/// No advice after a refusal.
pub(crate) const NO_ADVICE: Tr = Tr::new("", "");

/// An error's sentence over the source line it names and a caret under its column.
fn with_caret(text: String, source: &str, line: u32, col: u32) -> String {
    format!("{text}\n{}", caret(source, line, col))
}

/// Source line `line` (1-based) followed by a line with `^` under column `col`.
pub fn caret(source: &str, line: u32, col: u32) -> String {
    let text = source
        .lines()
        .nth(line.saturating_sub(1) as usize)
        .unwrap_or("");
    // Tabs keep their width in the caret line so the caret lands under the right character.
    let pad: String = text
        .chars()
        .take(col.saturating_sub(1) as usize)
        .map(|c| if c == '\t' { '\t' } else { ' ' })
        .collect();
    format!("{text}\n{pad}^")
}

/// Compiles `source` and runs it to the end (or the budget): the shortest path for tests and tools.
pub fn run_source(
    source: &str,
    options: &Options,
    launch: Launch,
    inputs: &Inputs,
    budget: u64,
) -> Result<Machine, ParseError> {
    let program = std::rc::Rc::new(compile(source, options)?);
    let mut machine = Machine::new(program, launch, inputs).with_budget(budget);
    machine.run_to_end();
    Ok(machine)
}

#[cfg(test)]
mod tests;
