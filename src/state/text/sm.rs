//! The SM panel's words (issue 36), in the stepper and in Learn's regime topic: the warp control, the readouts, the figure.

use crate::model::i18n::Tr;

pub const HEADING: Tr = Tr::new("Many warps on one SM", "Ek SM par kai warps");
pub const INTRO: Tr = Tr::new(
    "The same kernel, W warps of it, each with these lanes' inputs, on one H200 SM: four schedulers (warp w on scheduler w mod 4), each issuing at most one instruction a cycle from a warp whose last result is ready. One warp waits out its own latencies; more warps fill each other's waits until the issue slots run out.",
    "Wahi kernel, uske W warps, har ek in lanes ke inputs ke saath, ek H200 SM par: chaar schedulers (warp w scheduler w mod 4 par), har ek har cycle mein zyada se zyada ek instruction issue karta hai, us warp se jiska pichhla result ready ho. Ek warp apni latencies khud jhelta hai; zyada warps ek doosre ka intezaar bharte hain jab tak issue slots khatam na ho jaayein.",
);
/// Said wherever the panel's numbers show: where the issue cycles come from and what they leave out.
pub const CALIBRATION: Tr = Tr::new(
    "Measured on an H200 SM (calibration run {}): a work op takes {} scheduler cycles to issue, and each warp issues {} more around its kernel (its set-up, loads and stores); a branch or any other statement takes one (not measured), and so does a work op in a constant loop of straight-line code, whose constant moves nvcc hoists out of the loop. Not modelled: the execution pipes, memory bandwidth, caches.",
    "Ek H200 SM par measure kiya (calibration run {}): ek work op issue hone mein {} scheduler cycles leta hai, aur har warp apne kernel ke aas-paas {} aur issue karta hai (uska set-up, loads aur stores); branch ya koi aur statement ek (measure nahi kiya), aur seedhe code wale constant loop ka work op bhi, jiske constant moves nvcc loop se bahar nikaal deta hai. Model mein nahi: execution pipes, memory bandwidth, caches.",
);
/// After [`CALIBRATION`]: the latest pre-registered round and the card it ran on.
pub const CHECKED: Tr = Tr::new(
    "Checked before measuring: round {} predicted {} ratios (divergent ÷ uniform, predicated ÷ divergent), then measured on an {}: median {} % off, the largest {} %.",
    "Measure karne se pehle jaancha: round {} ne {} ratios (divergent ÷ uniform, predicated ÷ divergent) pehle se bataaye, phir {} par measure kiye: median {} % ka fark, sabse bada {} %.",
);
/// After a figure measured on another card than the H200 (the stepper's error band, [`CHECKED`]).
pub const OTHER_CARD: Tr = Tr::new(
    " That card has the H200's SM (Hopper, compute capability 9.0, the same compiler output); no H200 could be started for that round.",
    " Us card mein H200 wala hi SM hai (Hopper, compute capability 9.0, compiler ka wahi output); us round ke liye koi H200 start nahi ho saka.",
);
pub const WARPS: Tr = Tr::new("Warps on the SM", "SM par warps");
pub const WARPS_RANGE: Tr = Tr::new("{} to {}", "{} se {}");
pub const SM_CYCLES: Tr = Tr::new(
    "Cycles until the last warp finishes",
    "Aakhri warp khatam hone tak cycles",
);
pub const REGIME: Tr = Tr::new("Regime", "Regime");
/// "issue-bound: schedulers busy 83 % of the cycles".
pub const REGIME_VALUE: Tr = Tr::new(
    "{}: schedulers busy {} of their cycles",
    "{}: schedulers apne {} cycles busy",
);
pub const REGIME_RULE: Tr = Tr::new(
    "Busy share = the issue cycles every warp spends before the last warp finishes ÷ (4 schedulers × those cycles). A warp issues its {} cycles around its kernel as it finishes, so on each scheduler the last warp's fall after the run and are not counted (with 1 to 4 warps, no warp's are). Issue-bound at {} or more: the issue slots, not the latencies, set the time, and divergence costs what its extra instructions cost. Below it, latency-bound: the schedulers wait, and another warp would fill the wait.",
    "Busy share = aakhri warp ke khatam hone tak har warp ke issue cycles ÷ (4 schedulers × utne cycles). Warp apne kernel ke aas-paas ke {} cycles khatam hote waqt issue karta hai, isliye har scheduler par aakhri warp ke woh cycles run ke baad aate hain aur gine nahi jaate (1 se 4 warps mein kisi ke nahi). {} ya zyada par issue-bound: time issue slots tay karte hain, latencies nahi, aur divergence utni hi mehngi jitne uske extra instructions. Usse neeche latency-bound: schedulers intezaar karte hain, aur ek aur warp woh intezaar bhar deta.",
);
pub const PER_WARP: Tr = Tr::new(
    "{} cycles a warp; one warp alone: {}",
    "har warp {} cycles; akela ek warp: {}",
);
pub const TOY_MODE: Tr = Tr::new(
    "The SM model prices the H200 model's cycles; toy mode has none, so choose the full mode to see it.",
    "SM model H200 model ke cycles par chalta hai; toy mode mein woh nahi hote, isliye dekhne ke liye full mode chuno.",
);
pub const FIGURE_LABEL: Tr = Tr::new(
    "The four schedulers' issue slots over time",
    "Chaaron schedulers ke issue slots, samay ke saath",
);
pub const FIGURE_CAPTION: Tr = Tr::new(
    "One row per scheduler, time to the right (the first {} cycles). Each block is an issued instruction, coloured by its warp and numbered where it is wide enough; a hatched block with a dot is on a divergent path (only some lanes), an outlined one predicated (issued for every lane, committed by some), a dashed one the warp's code around its kernel. Gaps are cycles the scheduler had no ready warp.",
    "Har scheduler ki ek row, samay daayein (pehle {} cycles). Har block ek issued instruction hai, apne warp ke rang mein, aur jahan jagah ho wahan warp ke number ke saath; dhaariyon aur bindu wala block divergent path par hai (sirf kuch lanes), sirf outline wala predicated (har lane ke liye issue, kuch ne commit kiya), dashed wala warp ka apne kernel ke aas-paas ka code. Khaali jagah woh cycles hain jab scheduler ke paas koi ready warp nahi tha.",
);
pub const SCHEDULER: Tr = Tr::new("Scheduler {}", "Scheduler {}");
pub const WARP_N: Tr = Tr::new("warp {}", "warp {}");
/// Runs of warp numbers: "warps 0–3, 24–27".
pub const WARPS_N: Tr = Tr::new("warps {}", "warps {}");
pub const AROUND_MARK: Tr = Tr::new(
    "dashed: the warp's code around its kernel",
    "dashed: warp ka kernel ke aas-paas ka code",
);
pub const LEGEND: Tr = Tr::new("Warps", "Warps");
pub const DIVERGENT_MARK: Tr = Tr::new(
    "hatched with a dot: divergent path",
    "dhaariyan aur bindu: divergent path",
);
pub const PREDICATED_MARK: Tr = Tr::new("outlined: predicated", "sirf outline: predicated");
/// The figure's text alternative.
pub const FIGURE_ALT: Tr = Tr::new(
    "{} warps on four schedulers finish after {} cycles; the schedulers issue {} of their cycles ({}). In the first {} cycles: {}.",
    "Chaar schedulers par {} warps {} cycles mein khatam; schedulers apne {} cycles issue karte hain ({}). Pehle {} cycles mein: {}.",
);
/// One scheduler in the text alternative.
pub const ALT_ROW: Tr = Tr::new(
    "scheduler {} issues {} instructions of warps {}, {} on divergent paths",
    "scheduler {}: {} instructions issue, warps {} ke, {} divergent paths par",
);
pub const NO_WARPS: Tr = Tr::new("none", "koi nahi");
pub const BAD_WARPS: Tr = Tr::new(
    "\"{}\" is not a number of warps: an SM holds {} to {} warps",
    "\"{}\" warps ki ginti nahi hai: ek SM mein {} se {} warps hote hain",
);

pub const ALL: [Tr; 26] = [
    WARPS_N,
    AROUND_MARK,
    CALIBRATION,
    CHECKED,
    OTHER_CARD,
    NO_WARPS,
    HEADING,
    INTRO,
    WARPS,
    WARPS_RANGE,
    SM_CYCLES,
    REGIME,
    REGIME_VALUE,
    REGIME_RULE,
    PER_WARP,
    TOY_MODE,
    FIGURE_LABEL,
    FIGURE_CAPTION,
    SCHEDULER,
    WARP_N,
    LEGEND,
    DIVERGENT_MARK,
    PREDICATED_MARK,
    FIGURE_ALT,
    ALT_ROW,
    BAD_WARPS,
];
