//! Recursive-descent compiler: tokens straight to a flat instruction list with PCs, lines and post-dominators.
//!
//! There is no syntax tree: statements emit instructions as they are parsed and expressions emit
//! postfix code for a small per-lane stack machine (jumps in it are relative, so pieces of code
//! can be copied). Nesting is bounded by [`MAX_NESTING`], so no input can overflow the stack.

use super::cost::{self, default_decision};
use super::lex::{lex, Tok, Token};
use super::value::{Bin, Func, Ty, Un, Value};
use super::{
    not_part, said, Decision, Mode, Options, ParseError, PredicationRule, MAX_NESTING, MAX_WORK,
    NO_ADVICE,
};
use crate::model::i18n::{Said, Tr};

/// A compiled kernel: what the machine runs and what the view lists.
#[derive(Clone, Debug, PartialEq)]
pub struct Program {
    pub(crate) code: Vec<Instr>,
    pub(crate) ex: Vec<E>,
    pub(crate) cases: Vec<(i64, u32)>,
    pub(crate) ipdom: Vec<u32>,
    pub(crate) vars: Vec<VarInfo>,
    pub(crate) arrays: Vec<ArrayInfo>,
    pub(crate) scalars: Vec<ScalarInput>,
    pub(crate) branches: Vec<BranchInfo>,
    pub(crate) pred_regs: u16,
    pub(crate) mode: Mode,
    pub(crate) name: Option<String>,
}

/// One flat instruction: what it does, where it came from, and how many issue slots it takes.
#[derive(Clone, Debug, PartialEq)]
pub struct Instr {
    pub(crate) op: Op,
    pub line: u32,
    pub col: u32,
    pub kind: InstrKind,
    /// Issue slots in full mode (a `work(expr)` adds its per-lane count at run time).
    pub cost: u32,
    /// Control flow: free in toy mode.
    pub control: bool,
    /// Predicate register of an if-converted side: the lanes that commit.
    pub(crate) guard: Option<u16>,
}

/// What an instruction (and so an issue slot) is, for the view's legend.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum InstrKind {
    /// An assignment or declaration with a value.
    Compute,
    /// A declaration without a value (issues nothing; marks the variable unset).
    Declare,
    Work,
    /// Compare and branch (`if`, a loop test).
    Branch,
    /// An unconditional jump (`else`, `break`, `continue`, a loop entry).
    Jump,
    Switch,
    /// The predicate set-up of an if-converted branch.
    Predicate,
    Intrinsic,
    Return,
    /// An `else` jump removed by if-conversion.
    Nop,
}

/// A local variable (or a scalar parameter) as the view lists it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct VarInfo {
    pub name: String,
    pub ty: Ty,
    pub line: u32,
    pub constant: bool,
    /// A compiler temporary (an intrinsic's result): not shown.
    pub hidden: bool,
}

/// An input array the kernel reads.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ArrayInfo {
    pub name: String,
    pub ty: Ty,
    pub line: u32,
}

/// A scalar kernel parameter (`int n`): one uniform input value.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ScalarInput {
    pub name: String,
    pub ty: Ty,
    /// Index into [`Program::variables`].
    pub var: usize,
}

/// One `if` (each link of an else-if chain is its own), with its predication decision.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct BranchInfo {
    /// In source order, from 0: the key for [`super::Options::overrides`].
    pub id: u32,
    pub line: u32,
    pub col: u32,
    /// Full-mode slots of the then side and of the else side (the rest of an else-if chain).
    pub then_slots: u32,
    pub else_slots: u32,
    /// Both sides are straight-line, so the branch can be if-converted.
    pub predicable: bool,
    /// What [`cost::default_decision`] says.
    pub default: Decision,
    /// What was compiled (the default, an override, or a real branch in toy mode).
    pub decision: Decision,
}

#[derive(Clone, Copy, Debug, PartialEq)]
pub(crate) enum E {
    Lit(Value),
    Var(u16),
    Builtin(Builtin),
    /// Pops an index, pushes the element.
    Load(u16),
    Un(Un),
    Bin(Bin),
    Call(Func),
    Cast(Ty),
    /// `&&`: a false top becomes `false` and skips `n`; otherwise it is dropped.
    AndSkip(u32),
    /// `||`: a true top becomes `true` and skips `n`; otherwise it is dropped.
    OrSkip(u32),
    Truth,
    /// `?:`: pops; skips `n` when false.
    SkipIfFalse(u32),
    Skip(u32),
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Builtin {
    ThreadIdx,
    BlockIdx,
    BlockDim,
    GridDim,
    LaneId,
    WarpSize,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Default)]
pub(crate) struct ExprRef {
    pub start: u32,
    pub len: u32,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Dest {
    Var(u16),
    Elem(u16, ExprRef),
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Intrinsic {
    Ballot,
    Any,
    All,
    ActiveMask,
    Shfl,
    ShflUp,
    ShflDown,
    ShflXor,
    SyncWarp,
}

impl Intrinsic {
    pub(crate) fn name(self) -> &'static str {
        match self {
            Intrinsic::Ballot => "__ballot_sync",
            Intrinsic::Any => "__any_sync",
            Intrinsic::All => "__all_sync",
            Intrinsic::ActiveMask => "__activemask",
            Intrinsic::Shfl => "__shfl_sync",
            Intrinsic::ShflUp => "__shfl_up_sync",
            Intrinsic::ShflDown => "__shfl_down_sync",
            Intrinsic::ShflXor => "__shfl_xor_sync",
            Intrinsic::SyncWarp => "__syncwarp",
        }
    }

    fn lookup(name: &str) -> Option<(Intrinsic, usize, &'static str)> {
        Some(match name {
            "__ballot_sync" => (Intrinsic::Ballot, 2, "mask, predicate"),
            "__any_sync" => (Intrinsic::Any, 2, "mask, predicate"),
            "__all_sync" => (Intrinsic::All, 2, "mask, predicate"),
            "__activemask" => (Intrinsic::ActiveMask, 0, "no arguments"),
            "__shfl_sync" => (Intrinsic::Shfl, 3, "mask, value, source lane"),
            "__shfl_up_sync" => (Intrinsic::ShflUp, 3, "mask, value, delta"),
            "__shfl_down_sync" => (Intrinsic::ShflDown, 3, "mask, value, delta"),
            "__shfl_xor_sync" => (Intrinsic::ShflXor, 3, "mask, value, lane mask"),
            _ => return None,
        })
    }
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Op {
    Eval {
        dest: Dest,
        expr: ExprRef,
    },
    Declare(u16),
    /// `None`: a constant count, held in the instruction's cost.
    Work(Option<ExprRef>),
    /// Lanes whose condition's truth equals `jump_if` go to `target`; the rest fall through.
    Branch {
        cond: ExprRef,
        jump_if: bool,
        target: u32,
    },
    Jump(u32),
    Switch {
        sel: ExprRef,
        first_case: u32,
        cases: u32,
        default: u32,
    },
    Pred {
        cond: ExprRef,
        then_reg: u16,
        else_reg: u16,
    },
    Intrinsic {
        which: Intrinsic,
        args: [Option<ExprRef>; 3],
        dest: Option<u16>,
    },
    Return,
    Nop,
}

impl Program {
    pub fn instructions(&self) -> &[Instr] {
        &self.code
    }

    /// The PC one past the last instruction: where lanes leave the kernel.
    pub fn exit_pc(&self) -> u32 {
        self.code.len() as u32
    }

    /// The source line of an instruction; `None` for the exit.
    pub fn line_of(&self, pc: u32) -> Option<u32> {
        self.code.get(pc as usize).map(|i| i.line)
    }

    /// Where the lanes that split at `pc` meet again (its immediate post-dominator).
    pub fn reconvergence_pc(&self, pc: u32) -> Option<u32> {
        self.ipdom.get(pc as usize).copied()
    }

    pub fn variables(&self) -> &[VarInfo] {
        &self.vars
    }

    pub fn arrays(&self) -> &[ArrayInfo] {
        &self.arrays
    }

    pub fn scalar_inputs(&self) -> &[ScalarInput] {
        &self.scalars
    }

    pub fn branches(&self) -> &[BranchInfo] {
        &self.branches
    }

    /// The branch compiled from an `if` on `line`, if any (the first when a line holds several).
    pub fn branch_at_line(&self, line: u32) -> Option<&BranchInfo> {
        self.branches.iter().find(|b| b.line == line)
    }

    pub fn mode(&self) -> Mode {
        self.mode
    }

    pub fn kernel_name(&self) -> Option<&str> {
        self.name.as_deref()
    }

    /// Issue slots the instruction at `pc` takes in this program's mode (a `work(expr)` counts its static part).
    pub fn slots_of(&self, pc: u32) -> u32 {
        self.code.get(pc as usize).map_or(0, |i| {
            if self.mode == Mode::Toy && i.control {
                0
            } else {
                i.cost
            }
        })
    }

    /// A short text for the listing, e.g. "branch if false to 7".
    pub fn describe(&self, pc: u32) -> String {
        let Some(ins) = self.code.get(pc as usize) else {
            return "exit".into();
        };
        let guard = if ins.guard.is_some() {
            " (predicated)"
        } else {
            ""
        };
        let text = match ins.op {
            Op::Eval { dest, .. } => match dest {
                Dest::Var(v) => format!("set {}", self.var_name(v)),
                Dest::Elem(a, _) => format!(
                    "store to {}[…]",
                    self.arrays
                        .get(usize::from(a))
                        .map_or("?", |a| a.name.as_str())
                ),
            },
            Op::Declare(v) => format!("declare {}", self.var_name(v)),
            Op::Work(None) => format!("work({})", ins.cost),
            Op::Work(Some(_)) => "work(per lane)".into(),
            Op::Branch {
                jump_if, target, ..
            } => format!("branch if {jump_if} to {target}"),
            Op::Jump(t) => format!("jump to {t}"),
            Op::Switch { .. } => "switch (jump table)".into(),
            Op::Pred { .. } => "set predicate".into(),
            Op::Intrinsic { which, .. } => which.name().into(),
            Op::Return => "return (lanes exit)".into(),
            Op::Nop => "nothing (jump removed by if-conversion)".into(),
        };
        format!("{text}{guard}")
    }

    fn var_name(&self, v: u16) -> &str {
        self.vars
            .get(usize::from(v))
            .map_or("?", |v| v.name.as_str())
    }
}

impl Instr {
    /// Whether this instruction belongs to an if-converted side (only its predicate's lanes commit).
    pub fn is_predicated(&self) -> bool {
        self.guard.is_some()
    }
}

/// Compiles a kernel (or a bare body) to a [`Program`].
pub fn compile(source: &str, options: &Options) -> Result<Program, ParseError> {
    let toks = lex(source)?;
    let mut c = Compiler {
        toks,
        pos: 0,
        depth: 0,
        opts: options,
        p: Program {
            code: Vec::new(),
            ex: Vec::new(),
            cases: Vec::new(),
            ipdom: Vec::new(),
            vars: Vec::new(),
            arrays: Vec::new(),
            scalars: Vec::new(),
            branches: Vec::new(),
            pred_regs: 0,
            mode: options.mode,
            name: None,
        },
        scope: Vec::new(),
        marks: Vec::new(),
        ctx: Vec::new(),
        hoists: Vec::new(),
        cur: Vec::new(),
        cur_cost: 0,
        short: 0,
        bare: true,
    };
    c.program().map_err(|e| *e)?;
    let mut p = c.p;
    p.ipdom = post_dominators(&p.code, &p.cases);
    Ok(p)
}

/// Boxed inside the compiler: every `?` then moves one pointer, not the whole error.
type Res<T> = Result<T, Box<ParseError>>;

#[derive(Clone, Copy, Debug)]
enum Sym {
    Var(u16),
    Array(u16),
}

struct Hoist {
    which: Intrinsic,
    args: [Option<ExprRef>; 3],
    cost: u32,
    temp: u16,
    line: u32,
    col: u32,
}

struct Ctx {
    is_loop: bool,
    breaks: Vec<u32>,
    conts: Vec<u32>,
    /// Links that are a lone `if (…) continue;`: whether ptxas if-converts the rest of the body is
    /// known only when the loop closes (`cost::continue_rest_is_predicated`).
    continue_ifs: Vec<Link>,
}

struct Link {
    id: u32,
    branch: usize,
    jump: Option<usize>,
    cond_cost: u32,
}

struct Compiler<'s, 'o> {
    toks: Vec<Token<'s>>,
    pos: usize,
    depth: u32,
    opts: &'o Options,
    p: Program,
    scope: Vec<(&'s str, Sym)>,
    marks: Vec<usize>,
    ctx: Vec<Ctx>,
    hoists: Vec<Hoist>,
    cur: Vec<E>,
    cur_cost: u32,
    /// Depth inside `&&`, `||` or `?:` operands, where only some lanes evaluate.
    short: u32,
    bare: bool,
}

/// Words the language refuses by name: the words, what they are (with its verb in English, `{}` the
/// word itself; the bare name in Hinglish) and advice after the refusal, each beside its Hinglish.
/// Every word that starts with "atomic" is looked up as "atomic".
static REFUSED: [(&[&str], Tr, Tr); 19] = [
    (
        &["struct", "union", "class"],
        Tr::new("structs are", "structs"),
        Tr::new("; use separate variables", "; alag variables lo"),
    ),
    (
        &["enum"],
        Tr::new("enums are", "enums"),
        Tr::new("; use int constants", "; int constants lo"),
    ),
    (&["typedef", "using"], Tr::new("type aliases are", "type aliases"), NO_ADVICE),
    (
        &["goto"],
        Tr::new("goto is", "goto"),
        Tr::new(
            "; use a loop with break or continue",
            "; break ya continue wala loop lo",
        ),
    ),
    (
        &["__shared__"],
        Tr::new("shared memory (__shared__) is", "shared memory (__shared__)"),
        Tr::new(
            ": each lane has its own variables, and the input arrays hold the data",
            ": har lane ke apne variables hain, data input arrays mein hai",
        ),
    ),
    (
        &["__constant__"],
        Tr::new("constant memory (__constant__) is", "constant memory (__constant__)"),
        Tr::new("; use an input array", "; input array lo"),
    ),
    (
        &["__syncthreads"],
        Tr::new("__syncthreads (a block barrier) is", "__syncthreads (block barrier)"),
        Tr::new(
            ": the stepper runs one warp; use __syncwarp",
            ": stepper ek hi warp chalata hai; __syncwarp lo",
        ),
    ),
    (
        &[
            "__device__", "__host__", "__forceinline__", "__noinline__", "inline", "static",
            "extern", "template", "namespace",
        ],
        Tr::new("functions other than the one kernel are", "kernel ke alawa functions"),
        Tr::new("; put the code in the kernel body", "; code kernel body mein likho"),
    ),
    (&["double"], Tr::new("double is", "double"), Tr::new("; use float", "; float lo")),
    (
        &[
            "long", "short", "char", "size_t", "int64_t", "uint64_t", "int8_t", "uint8_t",
            "int16_t", "uint16_t", "half", "__half", "auto", "float2", "float4", "int2", "int4",
            "dim3",
        ],
        Tr::new("the type {} is", "type {}"),
        Tr::new(
            "; use int, unsigned, float or bool",
            "; int, unsigned, float ya bool lo",
        ),
    ),
    (&["sizeof"], Tr::new("sizeof is", "sizeof"), NO_ADVICE),
    (
        &["new", "delete", "malloc", "free", "cudaMalloc"],
        Tr::new("memory allocation is", "memory allocation"),
        NO_ADVICE,
    ),
    (&["nullptr", "NULL"], POINTERS, NO_ADVICE),
    (
        &["printf"],
        Tr::new("printf is", "printf"),
        Tr::new(
            ": the stepper shows every lane's variables instead",
            ": stepper har lane ke variables khud dikhata hai",
        ),
    ),
    (&["volatile", "register"], Tr::new("{} is", "{}"), NO_ADVICE),
    (&["asm", "__asm__"], Tr::new("inline assembly is", "inline assembly"), NO_ADVICE),
    (
        &[
            "__threadfence", "__ldg", "__match_any_sync", "__match_all_sync", "__reduce_add_sync",
            "__reduce_min_sync", "__reduce_max_sync", "__nanosleep", "clock", "clock64",
        ],
        Tr::new("{} is", "{}"),
        Tr::new(
            " (its warp intrinsics are __ballot_sync, __any_sync, __all_sync, __activemask, __shfl_sync and __syncwarp)",
            " (iske warp intrinsics: __ballot_sync, __any_sync, __all_sync, __activemask, __shfl_sync, __syncwarp)",
        ),
    ),
    (
        &["atomic"],
        Tr::new("atomics (atomicAdd, atomicCAS, …) are", "atomics (atomicAdd, atomicCAS, …)"),
        NO_ADVICE,
    ),
    (
        &["try", "catch", "throw", "this", "operator", "virtual"],
        Tr::new("{} is C++,", "{} C++ hai,"),
        NO_ADVICE,
    ),
];

/// Straight-line code, as if-conversion needs it: no branch, jump, loop, switch or intrinsic.
fn straight_line(i: &Instr) -> bool {
    matches!(
        i.op,
        Op::Eval { .. } | Op::Declare(_) | Op::Work(_) | Op::Pred { .. } | Op::Nop
    )
}

/// The issue slots of the instructions in `range` (full mode).
fn range_slots(code: &[Instr], range: std::ops::Range<usize>) -> u32 {
    code.get(range)
        .unwrap_or(&[])
        .iter()
        .fold(0u32, |a, i| a.saturating_add(i.cost))
}

/// The sentence refusing `word` by name, if the language refuses it.
fn refusal(word: &str) -> Option<Said> {
    let key = if word.starts_with("atomic") {
        "atomic"
    } else {
        word
    };
    REFUSED
        .iter()
        .find(|(words, ..)| words.contains(&key))
        .map(|(_, what, advice)| not_part(what, word, advice))
}

const POINTERS: Tr = Tr::new("pointers are", "pointers");

/// "pointers are not part of the stepper's language", wherever a `*`, `&` or `->` shows one.
fn pointers() -> Said {
    not_part(&POINTERS, "", &NO_ADVICE)
}

/// Words that cannot name a variable.
fn reserved(word: &str) -> bool {
    matches!(
        word,
        "if" | "else"
            | "switch"
            | "case"
            | "default"
            | "for"
            | "while"
            | "do"
            | "break"
            | "continue"
            | "return"
            | "int"
            | "unsigned"
            | "signed"
            | "float"
            | "bool"
            | "const"
            | "void"
            | "true"
            | "false"
            | "work"
            | "threadIdx"
            | "blockIdx"
            | "blockDim"
            | "gridDim"
            | "__global__"
    ) || refusal(word).is_some()
}

fn type_word(word: &str) -> bool {
    matches!(
        word,
        "int" | "unsigned" | "signed" | "float" | "bool" | "const" | "uint32_t" | "int32_t"
    )
}

fn binary_op(tok: Tok<'_>) -> Option<(u8, Option<Bin>)> {
    let Tok::Punct(p) = tok else { return None };
    // `None`: && (precedence 2) or || (1), which jump.
    Some(match p {
        "||" => (1, None),
        "&&" => (2, None),
        "|" => (3, Some(Bin::Or)),
        "^" => (4, Some(Bin::Xor)),
        "&" => (5, Some(Bin::And)),
        "==" => (6, Some(Bin::Eq)),
        "!=" => (6, Some(Bin::Ne)),
        "<" => (7, Some(Bin::Lt)),
        "<=" => (7, Some(Bin::Le)),
        ">" => (7, Some(Bin::Gt)),
        ">=" => (7, Some(Bin::Ge)),
        "<<" => (8, Some(Bin::Shl)),
        ">>" => (8, Some(Bin::Shr)),
        "+" => (9, Some(Bin::Add)),
        "-" => (9, Some(Bin::Sub)),
        "*" => (10, Some(Bin::Mul)),
        "/" => (10, Some(Bin::Div)),
        "%" => (10, Some(Bin::Rem)),
        _ => return None,
    })
}

fn compound_op(p: &str) -> Option<Bin> {
    Some(match p {
        "+=" => Bin::Add,
        "-=" => Bin::Sub,
        "*=" => Bin::Mul,
        "/=" => Bin::Div,
        "%=" => Bin::Rem,
        "&=" => Bin::And,
        "|=" => Bin::Or,
        "^=" => Bin::Xor,
        "<<=" => Bin::Shl,
        ">>=" => Bin::Shr,
        _ => return None,
    })
}

fn function(name: &str) -> Option<(Func, u32)> {
    Some(match name {
        "sqrtf" | "sqrt" => (Func::Sqrt, cost::SQRTF),
        "expf" | "exp" => (Func::Exp, cost::EXPF),
        "logf" | "log" => (Func::Log, cost::LOGF),
        "fabsf" | "fabs" => (Func::Fabs, cost::SIMPLE_FN),
        "abs" => (Func::Abs, cost::SIMPLE_FN),
        "min" => (Func::Min, cost::SIMPLE_FN),
        "max" => (Func::Max, cost::SIMPLE_FN),
        "fminf" | "fmin" => (Func::Fmin, cost::SIMPLE_FN),
        "fmaxf" | "fmax" => (Func::Fmax, cost::SIMPLE_FN),
        _ => return None,
    })
}

/// The token found where another was expected, as the sentence names it.
fn describe(tok: Tok<'_>) -> Said {
    let (text, value) = match tok {
        Tok::Ident(w) => (Tr::new("\"{}\"", "\"{}\""), w.to_string()),
        Tok::Int { value, .. } => (Tr::new("the number {}", "number {}"), value.to_string()),
        Tok::Float(_) => (Tr::new("a number", "ek number"), String::new()),
        Tok::Punct(p) => (Tr::new("'{}'", "'{}'"), p.to_string()),
        Tok::End => (
            Tr::new("the end of the source", "source ka end"),
            String::new(),
        ),
    };
    Said::fill(text, &[&value])
}

/// `text` whose last `{}` is what was found instead (`describe`), after `values`.
fn found(text: &Tr, values: &[&str], tok: Tok<'_>) -> Said {
    let d = describe(tok);
    let mut en = values.to_vec();
    let mut hi = values.to_vec();
    en.push(&d.en);
    hi.push(&d.hi);
    said(text, &en, &hi)
}

impl<'s> Compiler<'s, '_> {
    // ---- tokens ----

    fn tok(&self) -> Token<'s> {
        self.toks
            .get(self.pos)
            .or_else(|| self.toks.last())
            .copied()
            .unwrap_or(Token {
                tok: Tok::End,
                line: 1,
                col: 1,
            })
    }

    fn peek_at(&self, k: usize) -> Tok<'s> {
        self.toks.get(self.pos + k).map_or(Tok::End, |t| t.tok)
    }

    fn advance(&mut self) -> Token<'s> {
        let t = self.tok();
        if self.pos < self.toks.len() {
            self.pos += 1;
        }
        t
    }

    fn is(&self, p: &str) -> bool {
        matches!(self.tok().tok, Tok::Punct(q) if q == p)
    }

    fn is_word(&self, w: &str) -> bool {
        matches!(self.tok().tok, Tok::Ident(q) if q == w)
    }

    fn eat(&mut self, p: &str) -> bool {
        let hit = self.is(p);
        if hit {
            self.advance();
        }
        hit
    }

    /// The error at `at`: `text` with its `{}` filled by `values` (the same in both languages).
    fn err<T>(&self, at: Token<'_>, text: &'static Tr, values: &[&str]) -> Res<T> {
        Err(fail(at.line, at.col, text, values))
    }

    /// The error at `at`, said already (values that are words, which each language says its way).
    fn err_said<T>(&self, at: Token<'_>, said: Said) -> Res<T> {
        Err(ParseError::boxed(at.line, at.col, said))
    }

    /// Eats `p` or says it was expected; `why` (where it belongs) is said in English only.
    fn expect(&mut self, p: &str, why: &str) -> Res<()> {
        if self.eat(p) {
            Ok(())
        } else {
            let t = self.tok();
            let d = describe(t.tok);
            self.err_said(
                t,
                said(
                    tr!(
                        "expected '{}' {}, found {}",
                        "'{}' chahiye tha, par {} mila",
                    ),
                    &[p, why, &d.en],
                    &[p, &d.hi],
                ),
            )
        }
    }

    fn ident(&mut self, what: &str) -> Res<(&'s str, Token<'s>)> {
        let t = self.tok();
        match t.tok {
            Tok::Ident(w) => {
                if let Some(m) = refusal(w) {
                    return self.err_said(t, m);
                }
                self.advance();
                Ok((w, t))
            }
            Tok::Punct("*") => self.err_said(t, pointers()),
            other => {
                let d = describe(other);
                self.err_said(
                    t,
                    said(
                        tr!(
                            "expected {}, found {}",
                            "yahan naam chahiye tha, par {} mila",
                        ),
                        &[what, &d.en],
                        &[&d.hi],
                    ),
                )
            }
        }
    }

    fn enter(&mut self) -> Res<()> {
        self.depth += 1;
        if self.depth > MAX_NESTING {
            let t = self.tok();
            return self.err(
                t,
                tr!(
                    "the code nests too deeply: more than {} statements, blocks and brackets inside one another (an if with its braces counts twice); the stepper stops here",
                    "code bahut gehra nest hai: {} se zyada statements, blocks aur brackets ek ke andar ek (braces wala if do baar ginta hai); stepper yahin rukta hai"
                ),
                &[&MAX_NESTING.to_string()],
            );
        }
        Ok(())
    }

    fn leave(&mut self) {
        self.depth = self.depth.saturating_sub(1);
    }

    // ---- scopes and symbols ----

    fn lookup(&self, name: &str) -> Option<Sym> {
        self.scope
            .iter()
            .rev()
            .find(|(n, _)| *n == name)
            .map(|(_, s)| *s)
    }

    fn new_var(&mut self, name: &str, ty: Ty, line: u32, constant: bool, hidden: bool) -> Res<u16> {
        let id = self.p.vars.len();
        if id >= usize::from(u16::MAX) {
            let t = self.tok();
            return self.err(t, tr!("too many variables", "bahut zyada variables"), &[]);
        }
        self.p.vars.push(VarInfo {
            name: name.to_string(),
            ty,
            line,
            constant,
            hidden,
        });
        Ok(id as u16)
    }

    fn new_array(&mut self, name: &'s str, ty: Ty, line: u32) -> u16 {
        let id = self.p.arrays.len() as u16;
        self.p.arrays.push(ArrayInfo {
            name: name.to_string(),
            ty,
            line,
        });
        self.scope.push((name, Sym::Array(id)));
        id
    }

    fn push_scope(&mut self) {
        self.marks.push(self.scope.len());
    }

    fn pop_scope(&mut self) {
        if let Some(m) = self.marks.pop() {
            self.scope.truncate(m);
        }
    }

    // ---- emission ----

    fn emit(&mut self, op: Op, at: Token<'_>, kind: InstrKind, cost: u32, control: bool) -> usize {
        self.p.code.push(Instr {
            op,
            line: at.line,
            col: at.col,
            kind,
            cost,
            control,
            guard: None,
        });
        self.p.code.len() - 1
    }

    fn here(&self) -> u32 {
        self.p.code.len() as u32
    }

    fn patch_target(&mut self, at: usize, to: u32) {
        if let Some(ins) = self.p.code.get_mut(at) {
            match &mut ins.op {
                Op::Jump(t) => *t = to,
                Op::Branch { target, .. } => *target = to,
                _ => {}
            }
        }
    }

    fn intern(&mut self, code: Vec<E>) -> ExprRef {
        let start = self.p.ex.len() as u32;
        let len = code.len() as u32;
        self.p.ex.extend(code);
        ExprRef { start, len }
    }

    /// Parses one expression into fresh code, leaving the code being built untouched.
    fn sub_code(&mut self) -> Res<(Vec<E>, u32)> {
        let saved = std::mem::take(&mut self.cur);
        let saved_cost = std::mem::replace(&mut self.cur_cost, 0);
        let result = self.expr();
        let code = std::mem::replace(&mut self.cur, saved);
        let cost = std::mem::replace(&mut self.cur_cost, saved_cost);
        result.map(|()| (code, cost))
    }

    fn flush_hoists(&mut self) {
        for h in std::mem::take(&mut self.hoists) {
            self.p.code.push(Instr {
                op: Op::Intrinsic {
                    which: h.which,
                    args: h.args,
                    dest: Some(h.temp),
                },
                line: h.line,
                col: h.col,
                kind: InstrKind::Intrinsic,
                cost: h.cost,
                control: false,
                guard: None,
            });
        }
    }

    /// Emits `dest = code` after any intrinsics its expression called.
    fn emit_assign(&mut self, dest: Dest, code: Vec<E>, cost: u32, at: Token<'_>) {
        // `x = __ballot_sync(…)`: let the intrinsic write x itself rather than spend a move.
        if let (Dest::Var(v), [E::Var(t)]) = (dest, code.as_slice()) {
            if let Some(h) = self.hoists.last_mut() {
                if h.temp == *t {
                    h.temp = v;
                    self.flush_hoists();
                    return;
                }
            }
        }
        self.flush_hoists();
        let expr = self.intern(code);
        self.emit(Op::Eval { dest, expr }, at, InstrKind::Compute, cost, false);
    }

    // ---- top level ----

    fn program(&mut self) -> Res<()> {
        let wrapped = self.is_word("__global__")
            || (self.is_word("void")
                && matches!(self.peek_at(1), Tok::Ident(_))
                && self.peek_at(2) == Tok::Punct("("));
        self.push_scope();
        if wrapped {
            self.bare = false;
            if self.is_word("__global__") {
                self.advance();
            }
            if !self.is_word("void") {
                let t = self.tok();
                return self.err(
                    t,
                    tr!(
                        "a kernel returns void: write __global__ void name(…) { … }",
                        "kernel void return karta hai: __global__ void name(…) { … } likho"
                    ),
                    &[],
                );
            }
            self.advance();
            let (name, _) = self.ident("the kernel's name")?;
            self.p.name = Some(name.to_string());
            self.expect("(", "after the kernel's name")?;
            self.params()?;
            self.expect("{", "to open the kernel's body")?;
            let open = self.toks.get(self.pos.saturating_sub(1)).copied();
            self.block_rest(open)?;
            if self.tok().tok != Tok::End {
                let t = self.tok();
                return self.err(
                    t,
                    tr!(
                        "the stepper runs one kernel: nothing may follow its closing }",
                        "stepper ek hi kernel chalata hai: uske closing } ke baad kuch nahi"
                    ),
                    &[],
                );
            }
        } else {
            while self.tok().tok != Tok::End {
                self.statement()?;
            }
        }
        Ok(())
    }

    fn params(&mut self) -> Res<()> {
        if self.eat(")") {
            return Ok(());
        }
        if self.is_word("void") && self.peek_at(1) == Tok::Punct(")") {
            self.advance();
            self.advance();
            return Ok(());
        }
        loop {
            let start = self.tok();
            let Some((ty, _)) = self.parse_type()? else {
                if let Tok::Ident(w) = start.tok {
                    if let Some(m) = refusal(w) {
                        return self.err_said(start, m);
                    }
                }
                return self.err_said(
                    start,
                    found(
                        tr!(
                            "expected a parameter type (int, unsigned, float or bool), found {}",
                            "parameter type (int, unsigned, float ya bool) chahiye tha, par {} mila",
                        ),
                        &[],
                        start.tok,
                    ),
                );
            };
            let mut array = false;
            loop {
                if self.eat("*") {
                    array = true;
                } else if self.is_word("const")
                    || self.is_word("__restrict__")
                    || self.is_word("restrict")
                {
                    self.advance();
                } else {
                    break;
                }
            }
            if self.is("&") {
                let t = self.tok();
                return self.err_said(
                    t,
                    not_part(tr!("references are", "references"), "", &NO_ADVICE),
                );
            }
            let (name, at) = self.ident("a parameter name")?;
            if reserved(name) {
                return self.err(at, &RESERVED_NAME, &[name, "parameter"]);
            }
            if self.eat("[") {
                if matches!(self.tok().tok, Tok::Int { .. }) {
                    self.advance();
                }
                self.expect("]", "to close the array parameter")?;
                array = true;
            }
            if array {
                self.new_array(name, ty, at.line);
            } else {
                let var = self.new_var(name, ty, at.line, false, false)?;
                self.p.scalars.push(ScalarInput {
                    name: name.to_string(),
                    ty,
                    var: usize::from(var),
                });
                self.scope.push((name, Sym::Var(var)));
            }
            if !self.eat(",") {
                break;
            }
        }
        self.expect(")", "to close the parameter list")
    }

    /// A type (with `const` before or after) at the current token, or `None` with nothing consumed.
    fn parse_type(&mut self) -> Res<Option<(Ty, bool)>> {
        let start = self.pos;
        let mut constant = false;
        while self.is_word("const") {
            self.advance();
            constant = true;
        }
        let t = self.tok();
        let ty = match t.tok {
            Tok::Ident("int" | "int32_t") => Ty::Int,
            Tok::Ident("signed") => {
                self.advance();
                if self.is_word("int") {
                    self.advance();
                }
                self.pos -= 1;
                Ty::Int
            }
            Tok::Ident("unsigned") => {
                self.advance();
                if !self.is_word("int") {
                    self.pos -= 1;
                }
                Ty::Uint
            }
            Tok::Ident("uint32_t") => Ty::Uint,
            Tok::Ident("float") => Ty::Float,
            Tok::Ident("bool") => Ty::Bool,
            Tok::Ident(w) if constant => {
                return self.err_said(
                    t,
                    refusal(w).unwrap_or_else(|| {
                        found(
                            tr!(
                                "expected a type after const, found {}",
                                "const ke baad type chahiye tha, par {} mila",
                            ),
                            &[],
                            t.tok,
                        )
                    }),
                )
            }
            _ => {
                self.pos = start;
                return Ok(None);
            }
        };
        self.advance();
        while self.is_word("const") {
            self.advance();
            constant = true;
        }
        Ok(Some((ty, constant)))
    }

    // ---- statements ----

    fn block_rest(&mut self, open: Option<Token<'_>>) -> Res<()> {
        self.push_scope();
        while !self.is("}") {
            if self.tok().tok == Tok::End {
                let at = open.unwrap_or(self.tok());
                return self.err(
                    at,
                    tr!(
                        "this { is never closed: add a } to end the block",
                        "yeh { band nahi hua: block ke end mein } lagao"
                    ),
                    &[],
                );
            }
            self.statement()?;
        }
        self.advance();
        self.pop_scope();
        Ok(())
    }

    fn statement(&mut self) -> Res<()> {
        self.enter()?;
        let result = self.statement_inner();
        self.leave();
        result
    }

    fn statement_inner(&mut self) -> Res<()> {
        let t = self.tok();
        match t.tok {
            Tok::Punct("{") => {
                self.advance();
                self.block_rest(Some(t))
            }
            Tok::Punct(";") => {
                self.advance();
                Ok(())
            }
            Tok::Ident(w) => match w {
                "if" => self.if_chain(),
                "switch" => self.switch(),
                "while" => self.while_loop(),
                "do" => self.do_loop(),
                "for" => self.for_loop(),
                "break" | "continue" => {
                    self.advance();
                    self.expect(";", &format!("after {w}"))?;
                    let is_break = w == "break";
                    let Some(index) = self.ctx.iter().rposition(|c| is_break || c.is_loop) else {
                        return self.err(
                            t,
                            if is_break {
                                tr!(
                                    "break is only allowed inside a loop or a switch",
                                    "break sirf loop ya switch ke andar chalta hai",
                                )
                            } else {
                                tr!(
                                    "continue is only allowed inside a loop",
                                    "continue sirf loop ke andar chalta hai",
                                )
                            },
                            &[],
                        );
                    };
                    let j = self.emit(Op::Jump(0), t, InstrKind::Jump, cost::BRANCH, true) as u32;
                    if let Some(ctx) = self.ctx.get_mut(index) {
                        if is_break {
                            ctx.breaks.push(j);
                        } else {
                            ctx.conts.push(j);
                        }
                    }
                    Ok(())
                }
                "return" => {
                    self.advance();
                    if !self.is(";") {
                        let at = self.tok();
                        return self.err(
                            at,
                            tr!(
                                "a kernel returns nothing (it is void): write return;",
                                "kernel kuch return nahi karta (void hai): return; likho",
                            ),
                            &[],
                        );
                    }
                    self.advance();
                    self.emit(Op::Return, t, InstrKind::Return, cost::BRANCH, true);
                    Ok(())
                }
                "case" | "default" => self.err(
                    t,
                    tr!(
                        "{} labels belong directly inside a switch's braces",
                        "{} labels seedhe switch ke braces ke andar aate hain",
                    ),
                    &[w],
                ),
                "else" => self.err(
                    t,
                    tr!("this else has no if before it", "is else se pehle koi if nahi hai"),
                    &[],
                ),
                "void" => self.err(
                    t,
                    tr!(
                        "void is only the kernel's return type; locals are int, unsigned, float or bool",
                        "void sirf kernel ka return type hai; locals int, unsigned, float ya bool hote hain",
                    ),
                    &[],
                ),
                _ => {
                    if let Some(m) = refusal(w) {
                        return self.err_said(t, m);
                    }
                    if self.peek_at(1) == Tok::Punct(":") && !reserved(w) {
                        return self.err_said(
                            t,
                            not_part(
                                tr!("labels (for goto) are", "labels (goto ke liye)"),
                                "",
                                &NO_ADVICE,
                            ),
                        );
                    }
                    if let Some((ty, constant)) = self.parse_type()? {
                        return self.declaration(ty, constant, false);
                    }
                    self.simple()?;
                    self.expect(";", "at the end of the statement")
                }
            },
            _ => {
                self.simple()?;
                self.expect(";", "at the end of the statement")
            }
        }
    }

    fn declaration(&mut self, ty: Ty, constant: bool, control: bool) -> Res<()> {
        loop {
            if self.is("*") || self.is("&") {
                let at = self.tok();
                return self.err_said(at, pointers());
            }
            let (name, at) = self.ident("a variable name")?;
            if reserved(name) {
                return self.err(at, &RESERVED_NAME, &[name, "variable"]);
            }
            if self.is("[") {
                let t = self.tok();
                return self.err_said(
                    t,
                    not_part(
                        tr!("local arrays are", "local arrays"),
                        "",
                        tr!(
                            "; use an input array (a kernel parameter such as const int *values)",
                            "; input array lo (kernel parameter, jaise const int *values)",
                        ),
                    ),
                );
            }
            let var = self.new_var(name, ty, at.line, constant, false)?;
            let mark = self.p.code.len();
            if self.eat("=") {
                let (code, ops) = self.sub_code()?;
                self.emit_assign(Dest::Var(var), code, ops.max(cost::MOVE), at);
            } else if constant {
                return self.err(
                    at,
                    tr!(
                        "const {} needs a value: const {} {} = …;",
                        "const {} ko value chahiye: const {} {} = …;"
                    ),
                    &[name, ty.name(), name],
                );
            } else {
                self.emit(Op::Declare(var), at, InstrKind::Declare, 0, false);
            }
            if control {
                for ins in self.p.code.iter_mut().skip(mark) {
                    ins.control = true;
                }
            }
            // In scope only after its own initializer, so `int x = x + 1` reads an outer x.
            self.scope.push((name, Sym::Var(var)));
            if !self.eat(",") {
                break;
            }
        }
        self.expect(";", "at the end of the declaration")
    }

    /// An assignment, `++`/`--`, `work(N)` or `__syncwarp(…)`, without the `;`.
    fn simple(&mut self) -> Res<()> {
        let t = self.tok();
        if let Tok::Punct(p @ ("++" | "--")) = t.tok {
            self.advance();
            let (dest, load, extra) = self.lvalue()?;
            return self.step(dest, load, extra, p, t);
        }
        if let Tok::Ident(w) = t.tok {
            if self.peek_at(1) == Tok::Punct("(") {
                return self.call_statement(w, t);
            }
        }
        let (dest, load, extra) = self.lvalue()?;
        let op = self.tok();
        match op.tok {
            Tok::Punct("=") => {
                self.advance();
                let (code, ops) = self.sub_code()?;
                let cost = match dest {
                    Dest::Var(_) => ops.max(cost::MOVE),
                    Dest::Elem(..) => extra + ops + cost::STORE,
                };
                self.emit_assign(dest, code, cost, t);
                Ok(())
            }
            Tok::Punct(p @ ("++" | "--")) => {
                self.advance();
                self.step(dest, load, extra, p, t)
            }
            Tok::Punct(p) if compound_op(p).is_some() => {
                self.advance();
                let (rhs, ops) = self.sub_code()?;
                let mut code = load;
                code.extend(rhs);
                if let Some(b) = compound_op(p) {
                    code.push(E::Bin(b));
                }
                let cost = match dest {
                    Dest::Var(_) => ops + cost::OP,
                    Dest::Elem(..) => extra + cost::LOAD + ops + cost::OP + cost::STORE,
                };
                self.emit_assign(dest, code, cost, t);
                Ok(())
            }
            other => self.err_said(
                op,
                found(
                    tr!(
                        "expected =, +=, ++ or -- here, found {}: an expression on its own does nothing",
                        "yahan =, +=, ++ ya -- chahiye tha, par {} mila: akela expression kuch nahi karta",
                    ),
                    &[],
                    other,
                ),
            ),
        }
    }

    fn step(
        &mut self,
        dest: Dest,
        mut code: Vec<E>,
        extra: u32,
        p: &str,
        at: Token<'_>,
    ) -> Res<()> {
        code.push(E::Lit(Value::Int(1)));
        code.push(E::Bin(if p == "++" { Bin::Add } else { Bin::Sub }));
        let cost = match dest {
            Dest::Var(_) => cost::OP,
            Dest::Elem(..) => extra + cost::LOAD + cost::OP + cost::STORE,
        };
        self.emit_assign(dest, code, cost, at);
        Ok(())
    }

    /// The target of an assignment: the destination, code that reads its current value, and the index's cost.
    fn lvalue(&mut self) -> Res<(Dest, Vec<E>, u32)> {
        let t = self.tok();
        if self.is("*") {
            return self.err_said(t, pointers());
        }
        let (name, at) = self.ident("a variable to assign to")?;
        match self.lookup(name) {
            Some(Sym::Var(v)) => {
                if self.p.vars.get(usize::from(v)).is_some_and(|v| v.constant) {
                    return self.err(
                        at,
                        tr!(
                            "{} is const and cannot change",
                            "{} const hai, badal nahi sakta"
                        ),
                        &[name],
                    );
                }
                Ok((Dest::Var(v), vec![E::Var(v)], 0))
            }
            Some(Sym::Array(a)) => self.element(a, name, at),
            None if self.bare && self.is("[") => {
                let a = self.new_array(name, Ty::Int, at.line);
                self.element(a, name, at)
            }
            None => {
                if matches!(
                    name,
                    "threadIdx" | "blockIdx" | "blockDim" | "gridDim" | "laneid" | "warpSize"
                ) {
                    return self.err(
                        at,
                        tr!(
                            "{} is a built-in and cannot be assigned",
                            "{} built-in hai, assign nahi ho sakta"
                        ),
                        &[name],
                    );
                }
                self.err_said(at, self.undeclared(name))
            }
        }
    }

    fn element(&mut self, a: u16, name: &str, at: Token<'_>) -> Res<(Dest, Vec<E>, u32)> {
        if !self.is("[") {
            return self.err(at, &WHOLE_ARRAY, &[name, name]);
        }
        self.advance();
        let (index, ops) = self.sub_code()?;
        self.expect("]", "to close the index")?;
        let mut load = index.clone();
        load.push(E::Load(a));
        let index = self.intern(index);
        Ok((Dest::Elem(a, index), load, ops))
    }

    fn undeclared(&self, name: &str) -> Said {
        let (en, hi) = if self.bare {
            ("", "")
        } else {
            (
                " or make it a kernel parameter",
                " ya kernel parameter banao",
            )
        };
        said(
            tr!(
                "{} is not declared: declare it first (int {} = 0;){}",
                "{} declared nahi hai: pehle declare karo (int {} = 0;){}",
            ),
            &[name, name, en],
            &[name, name, hi],
        )
    }

    fn call_statement(&mut self, name: &str, at: Token<'_>) -> Res<()> {
        match name {
            "work" => {
                self.advance();
                self.advance();
                // A per-lane count issues max(count) slots; its expression's operators are not charged.
                let (code, _) = self.sub_code()?;
                self.expect(")", "to close work(…)")?;
                self.flush_hoists();
                if let [E::Lit(v)] = code.as_slice() {
                    let n = v.whole().unwrap_or(-1);
                    if !(0..=i64::from(MAX_WORK)).contains(&n) {
                        return self.err(
                            at,
                            tr!(
                                "work() takes a whole number of instructions from 0 to 1,000,000, not {}",
                                "work() ko 0 se 1,000,000 tak ka whole number chahiye, {} nahi",
                            ),
                            &[&v.to_string()],
                        );
                    }
                    self.emit(Op::Work(None), at, InstrKind::Work, n as u32, false);
                } else {
                    let expr = self.intern(code);
                    self.emit(Op::Work(Some(expr)), at, InstrKind::Work, 0, false);
                }
                Ok(())
            }
            "__syncwarp" => {
                self.advance();
                self.advance();
                let mut args = [None; 3];
                let mut ops = cost::INTRINSIC;
                if !self.is(")") {
                    let (code, c) = self.sub_code()?;
                    ops += c;
                    args[0] = Some(self.intern(code));
                }
                if self.is(",") {
                    let t = self.tok();
                    return self.err(
                        t,
                        tr!(
                            "__syncwarp takes one argument (the mask)",
                            "__syncwarp ek hi argument leta hai (mask)"
                        ),
                        &[],
                    );
                }
                self.expect(")", "to close __syncwarp(…)")?;
                self.flush_hoists();
                self.emit(
                    Op::Intrinsic {
                        which: Intrinsic::SyncWarp,
                        args,
                        dest: None,
                    },
                    at,
                    InstrKind::Intrinsic,
                    ops,
                    false,
                );
                Ok(())
            }
            _ if function(name).is_some() || Intrinsic::lookup(name).is_some() => self.err(
                at,
                tr!(
                    "the value of {}(…) is thrown away: assign it, as in x = {}(…);",
                    "{}(…) ki value bekaar jaati hai: use assign karo, jaise x = {}(…);"
                ),
                &[name, name],
            ),
            _ => {
                if let Some(m) = refusal(name) {
                    return self.err_said(at, m);
                }
                match self.lookup(name) {
                    Some(Sym::Var(_)) => self.err(at, &VARIABLE_NOT_FUNCTION, &[name]),
                    Some(Sym::Array(_)) => self.err(
                        at,
                        tr!(
                            "{} is an input array, not a function",
                            "{} input array hai, function nahi"
                        ),
                        &[name],
                    ),
                    None => self.err(at, &UNKNOWN_FUNCTION, &[name]),
                }
            }
        }
    }

    fn if_chain(&mut self) -> Res<()> {
        let mut links = Vec::new();
        let mut jumps = Vec::new();
        loop {
            let at = self.advance(); // `if`
            let id = self.p.branches.len() as u32;
            self.p.branches.push(BranchInfo {
                id,
                line: at.line,
                col: at.col,
                then_slots: 0,
                else_slots: 0,
                predicable: false,
                default: Decision::RealBranch,
                decision: Decision::RealBranch,
            });
            let (cond, cond_cost) = self.condition()?;
            let branch = self.emit(
                Op::Branch {
                    cond,
                    jump_if: false,
                    target: 0,
                },
                at,
                InstrKind::Branch,
                cond_cost + cost::BRANCH,
                true,
            );
            self.statement()?;
            if self.is_word("else") {
                let else_tok = self.advance();
                let jump = self.emit(Op::Jump(0), else_tok, InstrKind::Jump, cost::BRANCH, true);
                jumps.push(jump);
                let here = self.here();
                self.patch_target(branch, here);
                links.push(Link {
                    id,
                    branch,
                    jump: Some(jump),
                    cond_cost,
                });
                if self.is_word("if") {
                    continue;
                }
                self.statement()?;
            } else {
                let here = self.here();
                self.patch_target(branch, here);
                links.push(Link {
                    id,
                    branch,
                    jump: None,
                    cond_cost,
                });
            }
            break;
        }
        let end = self.p.code.len();
        for j in jumps {
            self.patch_target(j, end as u32);
        }
        // Inner links first: an outer side is straight-line only if the chain inside it was if-converted.
        // A link is never if-converted when it and a neighbouring link compare one value with constants
        // (ptxas makes that a switch: `ifc3`, `ch_*`); an `else if` on another value is an ordinary nested
        // if/else, as `else { if … }` is (`eis2` and `eib2` compile to the same SASS; scripts/gpu/calib/brx).
        let subjects: Vec<Option<Vec<E>>> =
            links.iter().map(|l| self.eq_subject(l.branch)).collect();
        let same = |i: usize, j: usize| matches!((subjects.get(i), subjects.get(j)), (Some(Some(a)), Some(Some(b))) if a == b);
        for (i, link) in links.iter().enumerate().rev() {
            let in_chain = links.len() > 1 && ((i > 0 && same(i, i - 1)) || same(i, i + 1));
            self.decide(link, end, in_chain);
        }
        // A lone `if (…) continue;`: its then side is the continue's jump, and nothing else.
        if let [link] = links.as_slice() {
            let jump = link.branch + 1;
            let alone = link.jump.is_none() && end == jump + 1;
            if let Some(ctx) = self.ctx.iter_mut().rev().find(|c| c.is_loop) {
                if alone && ctx.conts.contains(&(jump as u32)) {
                    ctx.continue_ifs.push(Link {
                        id: link.id,
                        branch: link.branch,
                        jump: Some(jump),
                        cond_cost: link.cond_cost,
                    });
                }
            }
        }
        Ok(())
    }

    /// The code of X when the branch at `pc` tests `X == constant` (an integer literal).
    fn eq_subject(&self, pc: usize) -> Option<Vec<E>> {
        let Some(Op::Branch { cond, .. }) = self.p.code.get(pc).map(|i| i.op) else {
            return None;
        };
        let start = cond.start as usize;
        let mut ops = self.p.ex.get(start..start + cond.len as usize)?;
        while let Some((E::Truth, rest)) = ops.split_last() {
            ops = rest;
        }
        let (E::Bin(Bin::Eq), rest) = ops.split_last()? else {
            return None;
        };
        let (lit, x) = rest.split_last()?;
        let literal = matches!(lit, E::Lit(Value::Int(_)) | E::Lit(Value::Uint(_)));
        (literal && !x.is_empty()).then(|| x.to_vec())
    }

    fn decide(&mut self, link: &Link, end: usize, in_chain: bool) {
        let (then_range, else_range) = match link.jump {
            Some(j) => (link.branch + 1..j, j + 1..end),
            None => (link.branch + 1..end, end..end),
        };
        let straight = |code: &[Instr], r: std::ops::Range<usize>| {
            code.get(r).unwrap_or(&[]).iter().all(straight_line)
        };
        let predicable = straight(&self.p.code, then_range.clone())
            && straight(&self.p.code, else_range.clone());
        let then_slots = range_slots(&self.p.code, then_range.clone());
        let else_slots = range_slots(&self.p.code, else_range.clone());
        let else_less_in_loop = self.opts.rule != PredicationRule::Study
            && link.jump.is_none()
            && self.ctx.iter().any(|c| c.is_loop);
        let loaded_cond = matches!(
            self.opts.rule,
            PredicationRule::Family13 | PredicationRule::LoadedSides
        ) && self.reads_a_load(link.branch);
        let loaded_side = self.opts.rule == PredicationRule::LoadedSides
            && (self.reads_memory(then_range.clone()) || self.reads_memory(else_range.clone()));
        let default = default_decision(
            then_slots,
            else_slots,
            predicable,
            in_chain,
            else_less_in_loop,
            loaded_cond,
            loaded_side,
        );
        let wanted = self.wanted(link.id, default);
        let decision = if self.opts.mode == Mode::Toy || !predicable {
            Decision::RealBranch
        } else {
            wanted
        };
        if let Some(info) = self.p.branches.get_mut(link.id as usize) {
            info.then_slots = then_slots;
            info.else_slots = else_slots;
            info.predicable = predicable;
            info.default = if self.opts.mode == Mode::Toy {
                Decision::RealBranch
            } else {
                default
            };
            info.decision = decision;
        }
        if decision == Decision::Predicated {
            self.if_convert(link, then_range, else_range);
        }
    }

    /// Whether an instruction in `range` reads memory: an array element other than the lane's own (see
    /// [`super::h200::load_depth`]).
    fn reads_memory(&self, range: std::ops::Range<usize>) -> bool {
        let loads = |e: ExprRef| {
            let start = e.start as usize;
            let ops = self.p.ex.get(start..start + e.len as usize).unwrap_or(&[]);
            super::h200::load_depth(ops) > 0
        };
        self.p
            .code
            .get(range)
            .unwrap_or(&[])
            .iter()
            .any(|i| match i.op {
                Op::Eval { expr, .. } | Op::Work(Some(expr)) | Op::Pred { cond: expr, .. } => {
                    loads(expr)
                }
                _ => false,
            })
    }

    /// Whether the condition of the branch at `pc` depends on a load: it reads an array other than at the lane's
    /// own index (loaded before the timed code), or a variable such a read set earlier in the code.
    fn reads_a_load(&self, pc: usize) -> bool {
        let ops = |e: ExprRef| {
            let start = e.start as usize;
            self.p.ex.get(start..start + e.len as usize).unwrap_or(&[])
        };
        let mut loaded: Vec<u16> = Vec::new();
        let tainted = |ops: &[E], loaded: &[u16]| {
            super::h200::load_depth(ops) > 0
                || ops
                    .iter()
                    .any(|o| matches!(o, E::Var(v) if loaded.contains(v)))
        };
        for ins in self.p.code.get(..pc).unwrap_or(&[]) {
            if let Op::Eval {
                dest: Dest::Var(v),
                expr,
            } = ins.op
            {
                if tainted(ops(expr), &loaded) {
                    loaded.push(v);
                }
            }
        }
        match self.p.code.get(pc).map(|i| i.op) {
            Some(Op::Branch { cond, .. }) => tainted(ops(cond), &loaded),
            _ => false,
        }
    }

    /// The learner's decision for branch `id` (the last override wins), else `default`.
    fn wanted(&self, id: u32, default: Decision) -> Decision {
        self.opts
            .overrides
            .iter()
            .rev()
            .find(|(b, _)| *b == id)
            .map_or(default, |(_, d)| *d)
    }

    /// Predicates a link: its branch becomes the predicate set-up, its jump over the else side (or its
    /// `continue`) a no-op, and each side's instructions run under its side's predicate.
    fn if_convert(
        &mut self,
        link: &Link,
        then_range: std::ops::Range<usize>,
        else_range: std::ops::Range<usize>,
    ) {
        let then_reg = self.p.pred_regs;
        let else_reg = then_reg.saturating_add(1);
        self.p.pred_regs = then_reg.saturating_add(2);
        if let Some(ins) = self.p.code.get_mut(link.branch) {
            if let Op::Branch { cond, .. } = ins.op {
                ins.op = Op::Pred {
                    cond,
                    then_reg,
                    else_reg,
                };
                ins.kind = InstrKind::Predicate;
                ins.cost = link.cond_cost.max(1);
            }
        }
        if let Some(j) = link.jump {
            if let Some(ins) = self.p.code.get_mut(j) {
                ins.op = Op::Nop;
                ins.kind = InstrKind::Nop;
                ins.cost = 0;
            }
        }
        for (range, reg) in [(then_range, then_reg), (else_range, else_reg)] {
            for ins in self.p.code.get_mut(range).unwrap_or(&mut []) {
                if ins.guard.is_none() {
                    ins.guard = Some(reg);
                }
            }
        }
    }

    /// `( expr )`, with any intrinsics it calls emitted first.
    fn condition(&mut self) -> Res<(ExprRef, u32)> {
        self.expect("(", "before the condition")?;
        let r = self.cond_expr()?;
        self.expect(")", "after the condition")?;
        Ok(r)
    }

    fn cond_expr(&mut self) -> Res<(ExprRef, u32)> {
        let (code, ops) = self.sub_code()?;
        self.flush_hoists();
        Ok((self.intern(code), ops))
    }

    fn switch(&mut self) -> Res<()> {
        let at = self.advance();
        let (sel, ops) = self.condition()?;
        let sw = self.emit(
            Op::Switch {
                sel,
                first_case: 0,
                cases: 0,
                default: 0,
            },
            at,
            InstrKind::Switch,
            ops + cost::BRANCH,
            true,
        );
        let open = self.tok();
        self.expect("{", "to open the switch's cases: switch (k) { case 0: … }")?;
        self.ctx.push(Ctx {
            is_loop: false,
            breaks: Vec::new(),
            conts: Vec::new(),
            continue_ifs: Vec::new(),
        });
        self.push_scope();
        let mut cases: Vec<(i64, u32)> = Vec::new();
        let mut default = None;
        while !self.is("}") {
            let t = self.tok();
            if t.tok == Tok::End {
                return self.err(
                    open,
                    tr!(
                        "this switch's { is never closed: add a }",
                        "is switch ka { band nahi hua: } lagao"
                    ),
                    &[],
                );
            }
            if self.is_word("case") {
                self.advance();
                let value = self.case_value()?;
                self.expect(":", "after the case value")?;
                if cases.iter().any(|(v, _)| *v == value) {
                    return self.err(
                        t,
                        tr!(
                            "case {} appears twice in this switch",
                            "case {} is switch mein do baar hai"
                        ),
                        &[&value.to_string()],
                    );
                }
                cases.push((value, self.here()));
            } else if self.is_word("default") {
                self.advance();
                self.expect(":", "after default")?;
                if default.is_some() {
                    return self.err(
                        t,
                        tr!(
                            "a switch has only one default",
                            "switch mein ek hi default hota hai"
                        ),
                        &[],
                    );
                }
                default = Some(self.here());
            } else {
                self.statement()?;
            }
        }
        self.advance();
        self.pop_scope();
        let end = self.here();
        if let Some(ctx) = self.ctx.pop() {
            for b in ctx.breaks {
                self.patch_target(b as usize, end);
            }
        }
        let first_case = self.p.cases.len() as u32;
        let count = cases.len() as u32;
        self.p.cases.extend(cases);
        if let Some(ins) = self.p.code.get_mut(sw) {
            ins.op = Op::Switch {
                sel,
                first_case,
                cases: count,
                default: default.unwrap_or(end),
            };
        }
        Ok(())
    }

    fn case_value(&mut self) -> Res<i64> {
        let negative = self.eat("-");
        let t = self.advance();
        let value = match t.tok {
            Tok::Int { value, .. } => i64::from(value),
            Tok::Ident("true") => 1,
            Tok::Ident("false") => 0,
            _ => {
                return self.err(
                    t,
                    tr!(
                        "a case label must be a whole-number literal, as in case 3:",
                        "case label whole-number literal hona chahiye, jaise case 3:"
                    ),
                    &[],
                )
            }
        };
        Ok(if negative { -value } else { value })
    }

    fn loop_ctx(&mut self) {
        self.ctx.push(Ctx {
            is_loop: true,
            breaks: Vec::new(),
            conts: Vec::new(),
            continue_ifs: Vec::new(),
        });
    }

    fn close_loop(&mut self, cont: u32, exit: u32) {
        if let Some(ctx) = self.ctx.pop() {
            for b in ctx.breaks {
                self.patch_target(b as usize, exit);
            }
            for c in ctx.conts {
                self.patch_target(c as usize, cont);
            }
            for link in ctx.continue_ifs {
                self.decide_continue(&link, cont as usize);
            }
        }
    }

    /// A lone `if (cond) continue;` whose rest of the body, up to the loop's continue point `cont`, is
    /// short straight-line code: ptxas if-converts that rest (`cost::continue_rest_is_predicated`), so
    /// by default the stepper predicates it — the continue becomes the then side's predicate, the rest
    /// the else side's — as it does a short `if`.
    fn decide_continue(&mut self, link: &Link, cont: usize) {
        let Some(jump) = link.jump else {
            return;
        };
        let rest = jump + 1..cont;
        let code = &self.p.code;
        let straight = code
            .get(rest.clone())
            .is_some_and(|r| r.iter().all(straight_line));
        let rest_slots = range_slots(code, rest.clone());
        if !cost::continue_rest_is_predicated(rest_slots, straight) {
            return;
        }
        let wanted = self.wanted(link.id, Decision::Predicated);
        let toy = self.opts.mode == Mode::Toy;
        if let Some(info) = self.p.branches.get_mut(link.id as usize) {
            info.else_slots = rest_slots;
            info.predicable = true;
            info.default = if toy {
                Decision::RealBranch
            } else {
                Decision::Predicated
            };
            info.decision = if toy { Decision::RealBranch } else { wanted };
        }
        if !toy && wanted == Decision::Predicated {
            self.if_convert(link, jump..jump + 1, rest);
        }
    }

    // Loops are laid out test-at-the-bottom, as nvcc does: one entry jump, then one
    // compare-and-branch per iteration.
    fn while_loop(&mut self) -> Res<()> {
        let at = self.advance();
        let mark = self.p.code.len();
        let (cond, ops) = self.condition()?;
        let test_code = self.p.code.split_off(mark);
        let entry = self.emit(Op::Jump(0), at, InstrKind::Jump, cost::BRANCH, true);
        let body = self.here();
        self.loop_ctx();
        self.statement()?;
        let test = self.here();
        self.p.code.extend(test_code);
        self.emit(
            Op::Branch {
                cond,
                jump_if: true,
                target: body,
            },
            at,
            InstrKind::Branch,
            ops + cost::BRANCH,
            true,
        );
        let exit = self.here();
        self.patch_target(entry, test);
        self.close_loop(test, exit);
        Ok(())
    }

    fn do_loop(&mut self) -> Res<()> {
        self.advance();
        let body = self.here();
        self.loop_ctx();
        self.statement()?;
        let at = self.tok();
        if !self.is_word("while") {
            return self.err_said(
                at,
                found(
                    tr!(
                        "expected while after the body of do, found {}",
                        "do ki body ke baad while chahiye tha, par {} mila",
                    ),
                    &[],
                    at.tok,
                ),
            );
        }
        self.advance();
        let test = self.here();
        let (cond, ops) = self.condition()?;
        self.expect(";", "after do … while (…)")?;
        self.emit(
            Op::Branch {
                cond,
                jump_if: true,
                target: body,
            },
            at,
            InstrKind::Branch,
            ops + cost::BRANCH,
            true,
        );
        let exit = self.here();
        self.close_loop(test, exit);
        Ok(())
    }

    fn for_loop(&mut self) -> Res<()> {
        let at = self.advance();
        self.expect("(", "after for")?;
        self.push_scope();
        // init: runs once; loop control, so free in toy mode.
        if !self.eat(";") {
            let mark = self.p.code.len();
            if let Some((ty, constant)) = self.parse_type()? {
                self.declaration(ty, constant, true)?;
            } else {
                self.simple()?;
                self.expect(";", "after the for loop's first part")?;
                for ins in self.p.code.iter_mut().skip(mark) {
                    ins.control = true;
                }
            }
        }
        let mark = self.p.code.len();
        let cond = if self.is(";") {
            None
        } else {
            Some(self.cond_expr()?)
        };
        let test_code = self.p.code.split_off(mark);
        self.expect(";", "after the for loop's condition")?;
        let mark = self.p.code.len();
        if !self.is(")") {
            self.simple()?;
        }
        let mut step_code = self.p.code.split_off(mark);
        for ins in &mut step_code {
            ins.control = true;
        }
        self.expect(")", "to close for (…)")?;
        let entry = self.emit(Op::Jump(0), at, InstrKind::Jump, cost::BRANCH, true);
        let body = self.here();
        self.loop_ctx();
        self.statement()?;
        let cont = self.here();
        self.p.code.extend(step_code);
        let test = self.here();
        self.p.code.extend(test_code);
        match cond {
            Some((cond, ops)) => self.emit(
                Op::Branch {
                    cond,
                    jump_if: true,
                    target: body,
                },
                at,
                InstrKind::Branch,
                ops + cost::BRANCH,
                true,
            ),
            None => self.emit(Op::Jump(body), at, InstrKind::Jump, cost::BRANCH, true),
        };
        let exit = self.here();
        self.patch_target(entry, test);
        self.close_loop(cont, exit);
        self.pop_scope();
        Ok(())
    }

    // ---- expressions (postfix code into self.cur) ----

    fn expr(&mut self) -> Res<()> {
        self.ternary()?;
        let t = self.tok();
        if let Tok::Punct(p) = t.tok {
            if p == "=" || compound_op(p).is_some() {
                return self.err_said(
                    t,
                    not_part(
                        tr!(
                            "an assignment inside an expression is",
                            "expression ke andar assignment",
                        ),
                        "",
                        tr!(
                            ": write it as its own statement (or did you mean ==?)",
                            ": use alag statement mein likho (ya == chahiye tha?)",
                        ),
                    ),
                );
            }
        }
        Ok(())
    }

    fn skip_from(&mut self, at: usize) {
        let n = (self.cur.len() - at - 1) as u32;
        if let Some(E::AndSkip(s) | E::OrSkip(s) | E::SkipIfFalse(s) | E::Skip(s)) =
            self.cur.get_mut(at)
        {
            *s = n;
        }
    }

    fn ternary(&mut self) -> Res<()> {
        self.enter()?;
        self.binary(0)?;
        if self.eat("?") {
            self.short += 1;
            let at = self.cur.len();
            self.cur.push(E::SkipIfFalse(0));
            self.cur_cost += cost::OP;
            self.ternary()?;
            let jump = self.cur.len();
            self.cur.push(E::Skip(0));
            self.skip_from(at);
            self.expect(":", "in the ?: operator")?;
            self.ternary()?;
            self.skip_from(jump);
            self.short -= 1;
        }
        self.leave();
        Ok(())
    }

    fn binary(&mut self, min: u8) -> Res<()> {
        self.unary()?;
        while let Some((prec, op)) = binary_op(self.tok().tok) {
            if prec < min {
                break;
            }
            self.advance();
            self.cur_cost += cost::OP;
            match op {
                Some(b) => {
                    self.binary(prec + 1)?;
                    self.cur.push(E::Bin(b));
                }
                None => {
                    self.short += 1;
                    let at = self.cur.len();
                    self.cur.push(if prec == 2 {
                        E::AndSkip(0)
                    } else {
                        E::OrSkip(0)
                    });
                    self.binary(prec + 1)?;
                    self.cur.push(E::Truth);
                    self.skip_from(at);
                    self.short -= 1;
                }
            }
        }
        Ok(())
    }

    fn unary(&mut self) -> Res<()> {
        self.enter()?;
        let t = self.tok();
        let un = match t.tok {
            Tok::Punct("-") => Some(Un::Neg),
            Tok::Punct("!") => Some(Un::Not),
            Tok::Punct("~") => Some(Un::BitNot),
            _ => None,
        };
        if let Some(un) = un {
            self.advance();
            self.unary()?;
            self.cur.push(E::Un(un));
            self.cur_cost += cost::OP;
        } else if self.is("+") {
            self.advance();
            self.unary()?;
        } else if self.is("*") || self.is("&") {
            return self.err_said(t, pointers());
        } else if self.is("++") || self.is("--") {
            return self.err(t, &STATEMENTS_ONLY, &[]);
        } else if self.is("(") && matches!(self.peek_at(1), Tok::Ident(w) if type_word(w)) {
            self.advance();
            let Some((ty, _)) = self.parse_type()? else {
                return self.err(
                    t,
                    tr!(
                        "expected a type in this cast",
                        "is cast mein type chahiye tha"
                    ),
                    &[],
                );
            };
            if self.is("*") {
                let at = self.tok();
                return self.err_said(at, pointers());
            }
            self.expect(")", "to close the cast")?;
            self.unary()?;
            self.cur.push(E::Cast(ty));
            self.cur_cost += cost::OP;
        } else {
            self.primary()?;
        }
        self.leave();
        Ok(())
    }

    fn primary(&mut self) -> Res<()> {
        let t = self.advance();
        match t.tok {
            Tok::Int { value, unsigned } => self.cur.push(E::Lit(if unsigned {
                Value::Uint(value)
            } else {
                Value::Int(value as i32)
            })),
            Tok::Float(v) => self.cur.push(E::Lit(Value::Float(v))),
            Tok::Punct("(") => {
                self.expr()?;
                self.expect(")", "to close the parenthesis")?;
            }
            Tok::Ident(w) => self.identifier(w, t)?,
            Tok::End => {
                return self.err(
                    t,
                    tr!(
                        "the source ends in the middle of an expression: a value is missing",
                        "source expression ke beech mein khatam hai: ek value missing hai"
                    ),
                    &[],
                )
            }
            other => {
                return self.err_said(
                    t,
                    found(
                        tr!(
                            "expected a value, found {}",
                            "value chahiye thi, par {} mili",
                        ),
                        &[],
                        other,
                    ),
                )
            }
        }
        let next = self.tok();
        match next.tok {
            Tok::Punct("++" | "--") => self.err(next, &STATEMENTS_ONLY, &[]),
            Tok::Punct("->") => self.err_said(next, pointers()),
            Tok::Punct(".") => self.err_said(
                next,
                not_part(
                    tr!("member access is", "member access"),
                    "",
                    tr!(
                        " (only threadIdx.x, blockIdx.x, blockDim.x and gridDim.x)",
                        " (sirf threadIdx.x, blockIdx.x, blockDim.x aur gridDim.x)",
                    ),
                ),
            ),
            _ => Ok(()),
        }
    }

    fn identifier(&mut self, w: &'s str, t: Token<'s>) -> Res<()> {
        if let Some(m) = refusal(w) {
            return self.err_said(t, m);
        }
        match w {
            "true" => {
                self.cur.push(E::Lit(Value::Bool(true)));
                return Ok(());
            }
            "false" => {
                self.cur.push(E::Lit(Value::Bool(false)));
                return Ok(());
            }
            _ => {}
        }
        match self.lookup(w) {
            Some(Sym::Var(v)) => {
                if self.is("(") {
                    return self.err(t, &VARIABLE_NOT_FUNCTION, &[w]);
                }
                if self.is("[") {
                    return self.err(
                        t,
                        tr!(
                            "{} is a variable, not an input array",
                            "{} variable hai, input array nahi"
                        ),
                        &[w],
                    );
                }
                self.cur.push(E::Var(v));
                return Ok(());
            }
            Some(Sym::Array(a)) => return self.load(a, w, t),
            None => {}
        }
        let builtin = match w {
            "threadIdx" | "blockIdx" | "blockDim" | "gridDim" => {
                self.expect(".", &format!("after {w} (as in {w}.x)"))?;
                let (member, at) = self.ident("x")?;
                if member != "x" {
                    return self.err(
                        at,
                        tr!(
                            "only {}.x: the stepper runs one warp of a one-dimensional block",
                            "sirf {}.x: stepper one-dimensional block ka ek warp chalata hai"
                        ),
                        &[w],
                    );
                }
                Some(match w {
                    "threadIdx" => Builtin::ThreadIdx,
                    "blockIdx" => Builtin::BlockIdx,
                    "blockDim" => Builtin::BlockDim,
                    _ => Builtin::GridDim,
                })
            }
            "laneid" => Some(Builtin::LaneId),
            "warpSize" => Some(Builtin::WarpSize),
            _ => None,
        };
        if let Some(b) = builtin {
            self.cur.push(E::Builtin(b));
            return Ok(());
        }
        if self.is("(") {
            return self.call(w, t);
        }
        if self.bare && self.is("[") {
            let a = self.new_array(w, Ty::Int, t.line);
            return self.load(a, w, t);
        }
        self.err_said(t, self.undeclared(w))
    }

    fn load(&mut self, a: u16, name: &str, at: Token<'_>) -> Res<()> {
        if !self.is("[") {
            return self.err(at, &WHOLE_ARRAY, &[name, name]);
        }
        self.advance();
        self.expr()?;
        self.expect("]", "to close the index")?;
        self.cur.push(E::Load(a));
        self.cur_cost += cost::LOAD;
        Ok(())
    }

    fn call(&mut self, name: &str, at: Token<'_>) -> Res<()> {
        if let Some((f, slots)) = function(name) {
            self.advance();
            let mut count = 0;
            if !self.is(")") {
                loop {
                    self.expr()?;
                    count += 1;
                    if !self.eat(",") {
                        break;
                    }
                }
            }
            self.expect(")", &format!("to close {name}(…)"))?;
            if count != f.arity() {
                let plural = if f.arity() == 1 {
                    "argument"
                } else {
                    "arguments"
                };
                let (arity, count) = (f.arity().to_string(), count.to_string());
                return self.err_said(
                    at,
                    said(
                        tr!("{} takes {} {}, not {}", "{} {} argument leta hai, {} nahi"),
                        &[name, &arity, plural, &count],
                        &[name, &arity, &count],
                    ),
                );
            }
            self.cur.push(E::Call(f));
            self.cur_cost += slots;
            return Ok(());
        }
        if let Some((which, arity, names)) = Intrinsic::lookup(name) {
            if self.short > 0 {
                return self.err(
                    at,
                    tr!(
                        "{} inside &&, || or ?: would be called by only some lanes; call it in its own statement (unsigned m = {}(…);) and use the result",
                        "&&, || ya ?: ke andar {} ko sirf kuch lanes call karengi; use alag statement mein call karo (unsigned m = {}(…);) aur result use karo",
                    ),
                    &[name, name],
                );
            }
            self.advance();
            let mut args = [None; 3];
            let mut count = 0;
            let mut ops = cost::INTRINSIC;
            if !self.is(")") {
                loop {
                    let (code, c) = self.sub_code()?;
                    ops += c;
                    let r = self.intern(code);
                    if let Some(slot) = args.get_mut(count) {
                        *slot = Some(r);
                    }
                    count += 1;
                    if !self.eat(",") {
                        break;
                    }
                }
            }
            self.expect(")", &format!("to close {name}(…)"))?;
            if count != arity {
                let extra = if which != Intrinsic::ActiveMask && count == arity + 1 {
                    tr!(
                        " (the optional width argument is not part of the stepper's language)",
                        " (optional width argument stepper ki language ka hissa nahi)",
                    )
                } else {
                    &NO_ADVICE
                };
                let (arity, count) = (arity.to_string(), count.to_string());
                return self.err_said(
                    at,
                    said(
                        tr!(
                            "{} takes {} arguments ({}), not {}{}",
                            "{} {} arguments ({}) leta hai, {} nahi{}",
                        ),
                        &[name, &arity, names, &count, extra.en],
                        &[name, &arity, names, &count, extra.hi],
                    ),
                );
            }
            let ty = match which {
                Intrinsic::Ballot | Intrinsic::ActiveMask => Ty::Uint,
                Intrinsic::Any | Intrinsic::All => Ty::Int,
                _ => Ty::Float,
            };
            let temp = self.new_var(name, ty, at.line, false, true)?;
            self.hoists.push(Hoist {
                which,
                args,
                cost: ops,
                temp,
                line: at.line,
                col: at.col,
            });
            self.cur.push(E::Var(temp));
            return Ok(());
        }
        match name {
            "__syncwarp" => self.err(
                at,
                tr!(
                    "__syncwarp returns nothing: call it as a statement",
                    "__syncwarp kuch return nahi karta: use statement ki tarah call karo"
                ),
                &[],
            ),
            "work" => self.err(
                at,
                tr!(
                    "work(N) is a statement, not a value",
                    "work(N) statement hai, value nahi"
                ),
                &[],
            ),
            _ => self.err(at, &UNKNOWN_FUNCTION, &[name]),
        }
    }
}

const UNKNOWN_FUNCTION: Tr = Tr::new(
            "{} is not a function the stepper knows (it knows work, sqrtf, expf, logf, fabsf, abs, min, max, fminf, fmaxf and the warp intrinsics); use work(N) for N instructions",
            "{} stepper ka jaana hua function nahi (woh work, sqrtf, expf, logf, fabsf, abs, min, max, fminf, fmaxf aur warp intrinsics jaanta hai); N instructions ke liye work(N) lo",
);

#[inline(never)]
fn fail(line: u32, col: u32, text: &'static Tr, values: &[&str]) -> Box<ParseError> {
    ParseError::boxed(line, col, Said::fill(*text, values))
}

const RESERVED_NAME: Tr = Tr::new(
    "{} is a reserved word and cannot name a {}",
    "{} reserved word hai, {} ka naam nahi ban sakta",
);

const WHOLE_ARRAY: Tr = Tr::new(
    "{} is an input array: use one value of it, as in {}[i]",
    "{} input array hai: uski ek value lo, jaise {}[i]",
);

const VARIABLE_NOT_FUNCTION: Tr = Tr::new(
    "{} is a variable, not a function",
    "{} variable hai, function nahi",
);

const STATEMENTS_ONLY: Tr = Tr::new(
    "++ and -- are statements in the stepper's language: write i++; on its own",
    "++ aur -- stepper mein sirf statements hain: i++; alag likho",
);

/// Immediate post-dominators of every instruction (Cooper, Harvey and Kennedy's iterative
/// algorithm on the reversed control-flow graph). Instructions that cannot reach the exit (an
/// endless loop) get the exit.
fn post_dominators(code: &[Instr], cases: &[(i64, u32)]) -> Vec<u32> {
    let n = code.len();
    let exit = n;
    let clamp = |t: u32| (t as usize).min(exit);
    let succs = |pc: usize| -> Vec<usize> {
        match code.get(pc).map(|i| i.op) {
            Some(Op::Branch { target, .. }) => vec![pc + 1, clamp(target)],
            Some(Op::Jump(t)) => vec![clamp(t)],
            Some(Op::Switch {
                first_case,
                cases: count,
                default,
                ..
            }) => {
                let mut v: Vec<usize> = cases
                    .get(first_case as usize..(first_case + count) as usize)
                    .unwrap_or(&[])
                    .iter()
                    .map(|&(_, t)| clamp(t))
                    .collect();
                v.push(clamp(default));
                v
            }
            Some(Op::Return) => vec![exit],
            Some(_) => vec![pc + 1],
            None => Vec::new(),
        }
    };
    let all_succs: Vec<Vec<usize>> = (0..n).map(succs).collect();
    let mut preds: Vec<Vec<usize>> = vec![Vec::new(); n + 1];
    for (pc, ss) in all_succs.iter().enumerate() {
        for &s in ss {
            if let Some(p) = preds.get_mut(s) {
                p.push(pc);
            }
        }
    }
    // Postorder of the reversed graph from the exit, without recursion.
    const NONE: usize = usize::MAX;
    let mut po = vec![NONE; n + 1];
    let mut order = Vec::with_capacity(n + 1);
    let mut seen = vec![false; n + 1];
    let mut stack = vec![(exit, 0usize)];
    if let Some(s) = seen.get_mut(exit) {
        *s = true;
    }
    while let Some(top) = stack.last_mut() {
        let (node, i) = *top;
        if let Some(&p) = preds.get(node).and_then(|ps| ps.get(i)) {
            top.1 += 1;
            if seen.get(p) == Some(&false) {
                seen[p] = true;
                stack.push((p, 0));
            }
        } else {
            if let Some(slot) = po.get_mut(node) {
                *slot = order.len();
            }
            order.push(node);
            stack.pop();
        }
    }
    let mut idom = vec![NONE; n + 1];
    idom[exit] = exit;
    let intersect = |idom: &[usize], mut a: usize, mut b: usize| -> usize {
        // Bounded: each walk moves strictly up the tree.
        for _ in 0..=(2 * n + 2) {
            if a == b {
                return a;
            }
            let (pa, pb) = (
                po.get(a).copied().unwrap_or(NONE),
                po.get(b).copied().unwrap_or(NONE),
            );
            if pa < pb {
                a = idom.get(a).copied().unwrap_or(exit);
            } else {
                b = idom.get(b).copied().unwrap_or(exit);
            }
        }
        exit
    };
    let mut changed = true;
    let mut rounds = 0;
    while changed && rounds <= n + 2 {
        changed = false;
        rounds += 1;
        for &b in order.iter().rev() {
            if b == exit {
                continue;
            }
            let mut new = NONE;
            for &s in all_succs.get(b).map_or(&[][..], |v| v.as_slice()) {
                if idom.get(s).copied().unwrap_or(NONE) != NONE {
                    new = if new == NONE {
                        s
                    } else {
                        intersect(&idom, s, new)
                    };
                }
            }
            if new != NONE && idom[b] != new {
                idom[b] = new;
                changed = true;
            }
        }
    }
    (0..n)
        .map(|pc| {
            let d = idom.get(pc).copied().unwrap_or(NONE);
            (if d == NONE { exit } else { d }) as u32
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    fn program(src: &str) -> Program {
        compile(src, &Options::default()).unwrap_or_else(|e| panic!("{}", e.render(src)))
    }

    #[test]
    fn if_else_reconverges_after_the_else() {
        let p =
            program("int x = threadIdx.x;\nif (x < 16) { work(10); } else { work(8); }\nwork(1);");
        // 0: x =, 1: branch, 2: work 10, 3: jump, 4: work 8, 5: work 1
        assert_eq!(p.code.len(), 6);
        assert_eq!(p.reconvergence_pc(1), Some(5));
        assert_eq!(p.code[1].kind, InstrKind::Branch);
        assert_eq!(p.code[3].op, Op::Jump(5));
    }

    #[test]
    fn loops_test_at_the_bottom() {
        let p = program("for (int i = 0; i < 4; i++) { work(2); }");
        // 0: i = 0 (control), 1: jump to test, 2: work, 3: i++ (control), 4: branch to 2
        let kinds: Vec<InstrKind> = p.code.iter().map(|i| i.kind).collect();
        assert_eq!(
            kinds,
            vec![
                InstrKind::Compute,
                InstrKind::Jump,
                InstrKind::Work,
                InstrKind::Compute,
                InstrKind::Branch
            ]
        );
        assert!(p.code[0].control && p.code[3].control && !p.code[2].control);
        assert_eq!(p.reconvergence_pc(4), Some(5));
    }

    #[test]
    fn short_branches_are_predicated_by_default() {
        let p = program("int y = 0;\nif (threadIdx.x % 2 == 0) y = 3;");
        assert_eq!(p.branches[0].decision, Decision::Predicated);
        assert_eq!(p.code[1].kind, InstrKind::Predicate);
        assert!(p.code[2].is_predicated());
        let toy = compile(
            "int y = 0;\nif (threadIdx.x % 2 == 0) y = 3;",
            &Options::toy(),
        )
        .unwrap();
        assert_eq!(toy.branches[0].decision, Decision::RealBranch);
    }

    #[test]
    fn deep_nesting_is_refused_not_overflowed() {
        for src in [
            format!("int x = {}1{};", "(".repeat(3000), ")".repeat(3000)),
            format!("int x = {}1;", "!".repeat(5000)),
            format!("{}{}", "{".repeat(3000), "}".repeat(3000)),
            format!("{}work(1);", "if (1) ".repeat(1000)),
            format!("int x = {}1;", "1 ? 1 : ".repeat(900)),
        ] {
            let err = compile(&src, &Options::default()).unwrap_err();
            assert!(err.message.contains("nests too deeply"), "{}", err.message);
        }
    }
}
