//! The Warp stepper's words in both languages: the controls, the panels, the set-up, the help and the
//! markup `geometry::stepper` writes. Repeated pieces are composed (a label and `SIDEWAYS`, the help's code lists) rather than repeated.
//! The example kernels, their titles, the cost table's rows and the cost models' names stay English.

use crate::model::i18n::Tr;

// The view.
pub const TITLE: Tr = Tr::new(
    "Warp stepper: watch a warp execute, one issue slot at a time",
    "Warp stepper: warp ko ek-ek issue slot chalte dekho",
);
pub const HELP_BUTTON: Tr = Tr::new("Language and keys (?)", "Language aur keys (?)");
pub const STEPPING: Tr = Tr::new("Stepping", "Step ke controls");
pub const STEP: Tr = Tr::new("Step", "Step karo");
pub const BACK: Tr = Tr::new("Back", "Peeche jao");
pub const RUN_TO_END: Tr = Tr::new("Run to end", "Ant tak chalao");
pub const RESET: Tr = Tr::new("Reset", "Reset karo");
pub const PAUSE: Tr = Tr::new("Pause", "Roko");
pub const PLAY: Tr = Tr::new("Play", "Chalao");
pub const SPEED: Tr = Tr::new("Speed", "Raftaar");
pub const PER_SECOND: Tr = Tr::new("{} slots per second", "{} slots har second");
pub const STOPPED: Tr = Tr::new("Stopped at slot {}.", "Slot {} par ruk gaya.");
/// Filled with a count of issue slots ("1 issue slot", "40 issue slots").
pub const FINISHED: Tr = Tr::new("Finished after {}.", "{} mein khatam.");
/// The slot, the next statement's line and its text.
pub const AT_SLOT: Tr = Tr::new("Slot {}; next: line {}, {}", "Slot {}; agla: line {}, {}");
pub const NO_COMPILE: Tr = Tr::new(
    "The kernel does not compile yet.",
    "Kernel abhi compile nahi hota.",
);
pub const STRIP_CAPTION: Tr = Tr::new(
    "Issue slots so far: a column per run of slots, a row per lane; filled = the lane did work, outlined = issued but masked by a predicate (p), empty = waiting. A longer run gets a wider column: runs of 1, 2, 4 and 8 or more slots are 1, 2, 3 and 4 cells wide.",
    "Ab tak ke issue slots: har run ka ek column, har lane ki ek row; bhara = lane ne kaam kiya, outline = issue hua par predicate (p) ne mask kiya, khaali = wait. Lamba run, chauda column: 1, 2, 4 aur 8 ya zyada slots ke runs 1, 2, 3 aur 4 cells chaude hote hain.",
);
/// Follows the cost model's name in the predicted-cycles label at slot 0 ([`EMPTY_REGION_MORE`] explains).
pub const EMPTY_REGION: Tr = Tr::new(
    " — slot 0: the clock reads alone",
    " — slot 0: sirf clock reads",
);
/// Follows the predicted cycles' definition at slot 0.
pub const EMPTY_REGION_MORE: Tr = Tr::new(
    "Before the first slot the prediction is not 0: an empty timed region still costs the two clock reads around it (their own floor, measured).",
    "Pehle slot se pehle prediction 0 nahi hota: khaali timed region bhi apne dono taraf ke clock reads ki keemat leta hai (unka apna floor, measure kiya hua).",
);
/// The cost model's full name, after the predicted cycles' definition.
pub const MODEL_IS: Tr = Tr::new("This prediction: {}.", "Yeh prediction: {}.");
/// The reconvergence stack's only row when it holds nothing.
pub const STACK_EMPTY: Tr = Tr::new(
    "Empty: every lane is on the same path (or has finished), so there is nothing to reconverge.",
    "Khaali: har lane ek hi path par hai (ya khatam ho chuki hai), isliye reconverge karne ko kuch nahi.",
);
/// Filled with a count of issue slots.
pub const SO_FAR: Tr = Tr::new("{} so far.", "Ab tak {}.");
pub const STRIP: Tr = Tr::new("Strip of issue slots", "Issue slots ki strip");
/// Added to a scrolling region's name.
pub const SIDEWAYS: Tr = Tr::new(" (scrolls sideways)", " (side mein scroll)");
pub const PASTED: Tr = Tr::new("Pasted kernel", "Paste kiya kernel");
/// Filled with two counts: issue slots, active lane-slots.
pub const EXPORT_SLOTS: Tr = Tr::new("{}, {}", "{} aur {}");
pub const EXPORT_EFFICIENCY: Tr = Tr::new(
    "Path efficiency {}, lane-weighted issue efficiency {}",
    "Path ki efficiency {}, lane-weighted issue efficiency {}",
);

// The panels.
pub const ACTIVE_MASK: Tr = Tr::new("Active mask", "Abhi ka active mask");
pub const STACK: Tr = Tr::new("Reconvergence stack", "Reconvergence ka stack");
pub const VALUES: Tr = Tr::new("Per-lane values", "Har lane ki values");
pub const BRANCHES: Tr = Tr::new(
    "Branches: predicated or real?",
    "Branches: predicated ya real?",
);
/// The most slots a side may have, the most a rest after `continue` may have.
pub const BRANCHES_LEAD: Tr = Tr::new(
    "nvcc if-converts a branch whose sides are short and straight-line (measured on the H200: up to {} issue slots a side, {} when the condition reads a freshly loaded value, and never a link of an else-if chain on one value or a branch whose side reads memory), and the rest of a loop body after if (…) continue; when that rest is at most {} slots; see the Reality check. Otherwise it keeps a real branch. (The H200 model prices one shown as predicated as a branch: an if on a value its side just loaded, at the end of that side.) Flip any branch to compare the costs.",
    "nvcc chhoti, straight-line sides wali branch ko if-convert karta hai (H200 par measured: har side {} issue slots tak, condition abhi load hui value padhe to {} tak, aur ek value par else-if chain ki kadi ya aisi branch jiski koi side memory padhe kabhi nahi), aur if (…) continue; ke baad loop body ka baaki hissa jab woh {} slots tak ho; “Asli H200 se milaan” dekho. Warna real branch rakhta hai. (H200 model ek predicated dikhne wale if ki keemat branch ki tarah lagata hai: side ne abhi jo value load ki us par if, us side ke ant mein.) Costs milane ke liye koi bhi branch flip karo.",
);
pub const PREDICATED: Tr = Tr::new(
    "predicated (both sides issued, no branch)",
    "predicated (dono sides issue, branch nahi)",
);
pub const REAL: Tr = Tr::new(
    "a real branch (sides serialized)",
    "real branch (sides serialize)",
);
pub const MAKE_REAL: Tr = Tr::new("Make it a real branch", "Real branch banao");
/// Beside "Predicted cycles": the model's measured error and what in the kernel it never measured.
pub const ERROR_BAND: Tr = Tr::new(
    "The H200 model's error on its newest pre-registered round (round {}, model version {}, measured on an {}): median {}%, at most {}% off in cycles; divergent ÷ uniform median {}%, at most {}%.",
    "H200 model ki galti uske sabse naye pre-registered round par (round {}, model version {}, {} par measure): cycles mein median {}%, zyada se zyada {}%; divergent ÷ uniform median {}%, zyada se zyada {}%.",
);
/// After [`ERROR_BAND`] while the model on screen is newer than the one the band measured.
pub const BAND_NEWER: Tr = Tr::new(
    " The prediction above uses version {}, newer than that: no pre-registered round has measured it yet.",
    " Upar wala prediction version {} se hai, jo usse naya hai: kisi pre-registered round ne use abhi measure nahi kiya.",
);
pub const OUTSIDE_TITLE: Tr = Tr::new(
    "Outside the calibration in this kernel (the model's guess, not a measurement):",
    "Is kernel mein calibration ke bahar (model ka andaza, measurement nahi):",
);
/// The cycles card of a run that stopped (a fault, the slot limit): after the name, and in its explanation.
pub const STOPPED_NO_CYCLES: Tr = Tr::new("none, the run stopped", "koi nahi, run ruk gaya");
pub const STOPPED_NO_CYCLES_MORE: Tr = Tr::new(
    "The run stopped before the kernel finished, so the model has no cycle count to predict.",
    "Kernel khatam hone se pehle run ruk gaya, isliye model ke paas predict karne ko koi cycle count nahi hai.",
);
pub const ALL_CALIBRATED: Tr = Tr::new(
    "Every construct in this kernel is inside the calibration.",
    "Is kernel ka har construct calibration ke andar hai.",
);
/// The run chooser: the mechanism first, nvcc's code one click away.
pub const RUN_LABEL: Tr = Tr::new("Run on screen", "Screen par run");
pub const RUN_MECHANISM: Tr = Tr::new(
    "The SIMT mechanism: every branch real, so the mask splits",
    "SIMT mechanism: har branch real, isliye mask split hota hai",
);
pub const RUN_NVCC: Tr = Tr::new(
    "As nvcc -O3 compiles it: short branches predicated",
    "Jaise nvcc -O3 compile karta hai: chhoti branches predicated",
);
pub const BOTH_RUNS: Tr = Tr::new(
    "Whole run: {} for the mechanism, {} as nvcc -O3 compiles it.",
    "Poora run: mechanism ke {}, nvcc -O3 wale compile ke {}.",
);
pub const BOTH_RUNS_SAME: Tr = Tr::new(
    "Whole run: {} either way — nvcc -O3 keeps every branch of this kernel real.",
    "Poora run: dono taraf {} — nvcc -O3 is kernel ki har branch real rakhta hai.",
);
/// Both runs alike because the learner (or a link's `branches=`) set how each branch compiles.
pub const BOTH_RUNS_FLIPPED: Tr = Tr::new(
    "Whole run: {} either way — how each branch compiles was set by you or by the link, and both runs follow it; flip a branch back under Branches to compare the two.",
    "Poora run: dono taraf {} — har branch kaise compile ho yeh tumne ya link ne tay kiya, aur dono runs wahi maante hain; tulna ke liye Branches mein branch wapas palto.",
);
pub const NVCC_WOULD: Tr = Tr::new(
    " nvcc -O3 would predicate this branch: both sides issue for all {}, no stack entry.",
    " nvcc -O3 is branch ko predicate karta: dono sides sabhi {} ke liye issue hoti hain, stack entry nahi.",
);
pub const MECHANISM_SHOWS: Tr = Tr::new(
    ", shown real to let the mask split",
    ", mask split dikhane ke liye real dikhayi gayi",
);
pub const PREDICATE_IT: Tr = Tr::new("Predicate it", "Predicate karo");
pub const DEFAULT: Tr = Tr::new(", the compiler's default", ", compiler ka default");
pub const YOURS: Tr = Tr::new(", your choice", ", tumhari choice");
pub const CANNOT: Tr = Tr::new(
    "It cannot be predicated: a side holds a loop, a call, a return or another branch.",
    "Predicate nahi ho sakti: kisi side mein loop, call, return ya doosri branch hai.",
);
/// In place of the flip button in toy mode, where every branch is real.
pub const TOY_BRANCHES: Tr = Tr::new(
    "Toy costs keep every branch real; choose full costs to flip it.",
    "Toy costs mein har branch real rehti hai; ise flip karne ke liye full costs chuno.",
);

// The set-up.
pub const EXAMPLE: Tr = Tr::new("Example", "Example chuno");
pub const PASTED_OR_EDITED: Tr = Tr::new("Pasted or edited kernel", "Paste ya edit kiya kernel");
pub const LAUNCHED: Tr = Tr::new(
    "Launched lanes (a partial final warp)",
    "Launch hui lanes (aakhri adhoora warp)",
);
pub const COSTS: Tr = Tr::new("Costs", "Cost ka hisaab");
pub const FULL: Tr = Tr::new(
    "Every instruction (branches, predication)",
    "Har instruction (branches, predication)",
);
pub const TOY: Tr = Tr::new(
    "Toy model: work only, as the seeds count",
    "Toy model: sirf work, seeds ki tarah",
);
/// The setup (example, lanes, costs, kernel, inputs) as one disclosure: open, except in projector mode,
/// where the code and the lanes come first on the room's screen.
pub const SETUP: Tr = Tr::new("Kernel, lanes and inputs", "Kernel, lanes aur inputs");
pub const EDIT: Tr = Tr::new(
    "Edit the kernel (paste CUDA C)",
    "Kernel edit karo (CUDA C paste karo)",
);
/// The code panel's button for a source written on few lines.
pub const FORMAT: Tr = Tr::new(
    "Format: one statement a line",
    "Format karo: har line par ek statement",
);
pub const SOURCE: Tr = Tr::new("Kernel source", "Kernel ka source");
pub const INPUTS: Tr = Tr::new(
    "Per-lane inputs (lane 0 first)",
    "Har lane ke inputs (pehle lane 0)",
);
pub const NO_INPUTS: Tr = Tr::new(
    "This kernel reads no per-lane inputs: each lane runs on its index alone. Reading an array such as sel[threadIdx.x] adds one.",
    "Yeh kernel koi per-lane input nahi padhta: har lane sirf apne index par chalti hai. sel[threadIdx.x] jaisa array padhne se ek input ban jaata hai.",
);
/// Under every input's field.
pub const EMPTY_IS_ZEROS: Tr = Tr::new(
    "Empty means zeros: every lane reads 0. Otherwise one value per launched lane, lane 0 first.",
    "Khaali ka matlab zero: har lane 0 padhti hai. Warna har launched lane ki ek value, pehle lane 0.",
);
/// Filled with the count of values typed and the count of launched lanes.
pub const TOO_FEW_VALUES: Tr = Tr::new(
    "{} for {}: give one per lane, lane 0 first, or leave it empty for zeros",
    "{} aur {}: har lane ki ek value do, pehle lane 0, ya zero ke liye khaali chhodo",
);
/// Under an input's field when it holds more values than the launch reads: the values read, then those typed.
pub const UNREAD_VALUES: Tr = Tr::new(
    "{} of {} values used (up to the last launched lane); the rest are kept for a wider launch.",
    "{} values use hoti hain, {} mein se (aakhri launched lane tak); baaki wider launch ke liye rakhi hain.",
);
pub const VALUES_OF: Tr = Tr::new("Values of {}", "{} ki values");
pub const FILL_FROM: Tr = Tr::new("Fill {} from a layout", "{} ko layout se bharo");
pub const CHOOSE: Tr = Tr::new("Choose…", "Chuno…");
pub const SORTED: Tr = Tr::new("Sorted (one category)", "Sorted (ek category)");
pub const ALTERNATING: Tr = Tr::new("Alternating lanes", "Baari-baari lanes");
pub const BLOCKS: Tr = Tr::new("Blocks of categories", "Categories ke blocks");
pub const CYCLIC: Tr = Tr::new("Worst case (every category)", "Worst case (har category)");
pub const RANDOM: Tr = Tr::new("Random (seed 7)", "Random, seed 7 se");

// The help.
pub const HELP_TITLE: Tr = Tr::new(
    "The stepper's language and keys",
    "Stepper ki language aur keys",
);
/// Filled with `HELP_CODE`, in order.
pub const HELP: Tr = Tr::new(
    "One kernel body, bare or as {}. Pointer or array parameters are per-lane inputs (set beside the code); scalar parameters are uniform inputs. Built-ins: {}. Types {}; {}; work(N) for N dependent arithmetic instructions; warp intrinsics {}. A *_sync mask that names a lane which is not at the call stops the run on that lane.",
    "Ek kernel body, seedhi ya {} ke roop mein. Pointer ya array parameters per-lane inputs hain (code ke bagal mein set karo); scalar parameters uniform inputs. Built-ins: {}. Types {}; {}; work(N) yaani N dependent arithmetic instructions; warp intrinsics {}. Agar *_sync mask mein aisi lane ho jo call par nahi hai, toh us lane par run ruk jaata hai.",
);
/// The language's code, the same in both languages.
pub const HELP_CODE: [&str; 5] = [
    "__global__ void name(params) { … }",
    "threadIdx.x, laneid, warpSize, blockIdx.x (0), blockDim.x",
    "int, unsigned, float, bool",
    "if/else, switch, for, while, do … while, break, continue, return",
    "__ballot_sync, __any_sync, __all_sync, __activemask, __shfl_sync, __syncwarp",
];
pub const KEYS: Tr = Tr::new(
    "Keys: → or . steps, ← or , goes back, End runs to the end, Home resets, P switches projector mode, ? shows or hides this, Esc hides it.",
    "Keys: → ya . step, ← ya , peeche, End ant tak, Home reset, P projector mode on ya off, ? yeh help dikhao ya chhupao, Esc chhupao.",
);

// What `geometry::stepper` writes.
pub const LANE_ACTIVE: Tr = Tr::new("active", "active");
pub const LANE_WAITING: Tr = Tr::new("waiting (masked off)", "intezaar mein (masked off)");
pub const LANE_EXITED: Tr = Tr::new("exited", "exit ho gayi");
pub const LANE_OFF: Tr = Tr::new("not launched", "launch nahi hui");
/// Active lanes, the warp's width, then ": 0–7, 12–15" (or nothing).
pub const ACTIVE_WORDS: Tr = Tr::new("{} of {} lanes active{}", "{}/{} lanes active{}");
pub const CODE_LABEL: Tr = Tr::new(
    "Kernel source, the line about to issue marked",
    "Kernel source, agli issue hone wali line marked",
);
pub const TOTALS: Tr = Tr::new("Totals so far", "Ab tak ke totals");
pub const COST_CAPTION: Tr = Tr::new(
    "What each construct issues",
    "Har construct kitna issue karta hai",
);
pub const IN_TOY_MODE: Tr = Tr::new("In toy mode", "Toy mode mein");
pub const NOTE: Tr = Tr::new("Note", "Khaas baat");
pub const COUNTED: Tr = Tr::new("counted", "gina jaata");
pub const FREE: Tr = Tr::new("free", "muft");
pub const LANES_LABEL: Tr = Tr::new("Lanes, lane 0 first", "Lanes, pehle lane 0");
pub const STACK_CAPTION: Tr = Tr::new(
    "Top of the stack first: the entry that runs now. Each entry is a mask, its next line and the line where its lanes reconverge.",
    "Stack ka top pehle: jo entry abhi chal rahi hai. Har entry ek mask, uski agli line, aur woh line jahan uski lanes reconverge hoti hain.",
);
pub const DEPTH: Tr = Tr::new("Depth", "Gehraai");
pub const NEXT_LINE: Tr = Tr::new("Next line", "Agli line");
pub const RECONVERGES: Tr = Tr::new("Reconverges at", "Reconverge kahan");
pub const KERNEL_END: Tr = Tr::new("the kernel's end", "kernel ka ant");
pub const VALUES_CAPTION: Tr = Tr::new(
    "The value of each variable, and of each input array's own element (name[lane]), in each launched lane at this slot",
    "Is slot par har launched lane mein har variable ki value, aur har input array ka us lane wala element (name[lane])",
);
pub const STRIP_TITLE: Tr = Tr::new(
    "Issue slots so far, one column per run of slots, one row per lane",
    "Ab tak ke issue slots, har run ka ek column, har lane ki ek row",
);
/// The exported strip's legend (drawn to scale).
pub const LEGEND_WORK: Tr = Tr::new(
    "filled: the lane did work in that slot",
    "bhara: us slot mein lane ne kaam kiya",
);
pub const LEGEND_MASKED: Tr = Tr::new(
    "outlined: issued, but a predicate masked the lane (p over the column)",
    "outline: issue hua, par predicate ne lane ko mask kiya (column ke upar p)",
);
pub const LEGEND_WAITING: Tr = Tr::new(
    "empty: the lane waited (masked off, exited or not launched)",
    "khaali: lane ne wait kiya (masked off, exit ya launch nahi hui)",
);
/// Filled with the count of issue slots.
pub const LEGEND_SCALE: Tr = Tr::new(
    "Drawn to scale: {}, left to right, every slot the same width.",
    "Scale ke hisaab se: {}, baayen se daayen, har slot ki chaudai barabar.",
);
/// First slot, last slot (counted from 1, as the position line counts them), columns shown, all columns.
pub const NEWEST: Tr = Tr::new(
    "slots {}–{} (the newest {} of {} columns)",
    "slots {}–{} (sabse naye {} columns, kul {} mein se)",
);

// Link notices and warnings about the source (state::stepper).
pub const UNREAD_INPUTS: Tr = Tr::new(
    "the kernel reads no input called \"{}\"{}, so those names were dropped and the other inputs kept",
    "kernel \"{}\"{} naam ka koi input nahi padhta, isliye yeh naam hata diye gaye aur baaki inputs rakhe gaye",
);
pub const AND_MORE: Tr = Tr::new(" (and {} more)", " (aur {} naam)");
pub const SOURCE_WINS: Tr = Tr::new(
    "the link also has \"src\", and a pasted source replaces the example, so the source was opened",
    "link mein \"src\" bhi hai, aur paste kiya source example ki jagah leta hai, isliye source khola gaya",
);
pub const LANES_WIN: Tr = Tr::new(
    "the link also has \"lanes\", and the exact lane mask replaces a count of launched lanes, so the mask was used",
    "link mein \"lanes\" bhi hai, aur exact lane mask launched lanes ki ginti ki jagah leta hai, isliye mask liya gaya",
);
pub const SOURCE_TOO_LONG: Tr = Tr::new(
    "the source is {} bytes; the stepper reads at most 8 KB ({} bytes)",
    "source {} bytes ka hai; stepper max 8 KB ({} bytes) padhta hai",
);
pub const NESTS_TOO_DEEPLY: Tr = Tr::new(
    "the code nests too deeply: the stepper follows at most {} levels, and every bracket inside an expression takes two of them, so one statement holds at most {} brackets inside one another (fewer inside an if or a loop); the stepper stops here",
    "code bahut gehra nest hai: stepper max {} levels tak jaata hai, aur expression ke andar har bracket do level leta hai, isliye ek statement mein max {} brackets ek ke andar ek aa sakte hain (if ya loop ke andar aur kam); stepper yahin rukta hai",
);
pub const BIDI_IN_SOURCE: Tr = Tr::new(
    "The source holds Unicode bidirectional control characters on line {}: they can make the code read differently from how it runs. Delete them unless you mean them.",
    "Source ki line {} mein Unicode bidirectional control characters hain: inse code jaisa chalta hai usse alag padha ja sakta hai. Jab tak jaan-boojh kar nahi daale, inhe hata do.",
);

/// The help's cost table in Hinglish: each row's construct (English, as `cost::COST_TABLE` writes it), then
/// the construct and its note in Hinglish. Code stays code.
pub const COST_ROWS_HI: [(&str, &str, &str); 14] = [
    ("work(N)", "work(N)", "N dependent arithmetic instructions (har lane ka N alag ho sakta hai: jiska count khatam, woh lane bahar)"),
    ("arithmetic, bitwise, shift, comparison, && / ||, unary, cast, ?:", "arithmetic, bitwise, shift, comparison, && / ||, unary, cast, ?:", "har operator ka"),
    ("reading an input array element a[i]", "input array ka element a[i] padhna", "har read ka"),
    ("writing an input array element a[i] = …", "input array ka element a[i] = … likhna", "store, value ke operators ke upar"),
    ("x = e, T x = e, x += e, x++", "x = e, T x = e, x += e, x++", "assignment apne operators jitna, kam se kam 1 (move); x += e yaani e ke operators + 1"),
    ("T x; (no value)", "T x; (bina value)", "akela declaration kuch issue nahi karta"),
    ("sqrtf", "sqrtf", "MUFU.RSQ aur fix-ups"),
    ("expf", "expf", "scale, MUFU.EX2, phir fix-up"),
    ("logf", "logf", "MUFU.LG2, scale, phir fix-up"),
    ("fabsf, abs, min, max, fminf, fmaxf", "fabsf, abs, min, max, fminf, fmaxf", "ek instruction"),
    ("warp intrinsic (__ballot_sync, __any_sync, __all_sync, __activemask, __shfl_sync, __syncwarp)", "warp intrinsic (__ballot_sync, __any_sync, __all_sync, __activemask, __shfl_sync, __syncwarp)", "upar se uske arguments ke operators"),
    ("if / loop test / switch", "if / loop test / switch", "branch, upar se condition ke operators; predicated if sirf apni condition issue karta hai (kam se kam 1, predicate set-up) aur branch nahi"),
    ("else (the jump over it), break, continue, return, a loop's entry jump", "else (uske upar ka jump), break, continue, return, loop ka entry jump", "har ek ek branch"),
    ("for (init; ; step)", "for (init; ; step)", "full mode mein init aur step statements jitne, toy mode mein kuch nahi"),
];

/// Every text above, for the test that each has both languages.
pub const ALL: [Tr; 111] = [
    UNREAD_VALUES,
    LEGEND_WORK,
    LEGEND_MASKED,
    LEGEND_WAITING,
    LEGEND_SCALE,
    EMPTY_IS_ZEROS,
    TOO_FEW_VALUES,
    FORMAT,
    UNREAD_INPUTS,
    AND_MORE,
    SOURCE_WINS,
    LANES_WIN,
    SOURCE_TOO_LONG,
    NESTS_TOO_DEEPLY,
    BIDI_IN_SOURCE,
    SETUP,
    TITLE,
    HELP_BUTTON,
    STEPPING,
    STEP,
    BACK,
    RUN_TO_END,
    RESET,
    PAUSE,
    PLAY,
    SPEED,
    PER_SECOND,
    STOPPED,
    FINISHED,
    AT_SLOT,
    NO_COMPILE,
    STRIP_CAPTION,
    SO_FAR,
    EMPTY_REGION,
    STACK_EMPTY,
    EMPTY_REGION_MORE,
    MODEL_IS,
    STRIP,
    SIDEWAYS,
    PASTED,
    EXPORT_SLOTS,
    EXPORT_EFFICIENCY,
    ACTIVE_MASK,
    STACK,
    VALUES,
    BRANCHES,
    BRANCHES_LEAD,
    PREDICATED,
    REAL,
    MAKE_REAL,
    ERROR_BAND,
    BAND_NEWER,
    OUTSIDE_TITLE,
    ALL_CALIBRATED,
    STOPPED_NO_CYCLES,
    STOPPED_NO_CYCLES_MORE,
    RUN_LABEL,
    RUN_MECHANISM,
    RUN_NVCC,
    BOTH_RUNS,
    BOTH_RUNS_SAME,
    BOTH_RUNS_FLIPPED,
    NVCC_WOULD,
    MECHANISM_SHOWS,
    PREDICATE_IT,
    DEFAULT,
    YOURS,
    CANNOT,
    TOY_BRANCHES,
    EXAMPLE,
    PASTED_OR_EDITED,
    LAUNCHED,
    COSTS,
    FULL,
    TOY,
    EDIT,
    SOURCE,
    INPUTS,
    NO_INPUTS,
    VALUES_OF,
    FILL_FROM,
    CHOOSE,
    SORTED,
    ALTERNATING,
    BLOCKS,
    CYCLIC,
    RANDOM,
    HELP_TITLE,
    HELP,
    KEYS,
    LANE_ACTIVE,
    LANE_WAITING,
    LANE_EXITED,
    LANE_OFF,
    ACTIVE_WORDS,
    CODE_LABEL,
    TOTALS,
    COST_CAPTION,
    IN_TOY_MODE,
    NOTE,
    COUNTED,
    FREE,
    LANES_LABEL,
    STACK_CAPTION,
    DEPTH,
    NEXT_LINE,
    RECONVERGES,
    KERNEL_END,
    VALUES_CAPTION,
    STRIP_TITLE,
    NEWEST,
];

#[cfg(test)]
mod tests {
    use super::*;
    use crate::model::i18n::fill;

    /// The help composed from its pieces reads exactly as the English it replaced.
    #[test]
    fn the_help_reads_as_before() {
        assert_eq!(
            fill(HELP.en, &HELP_CODE),
            "One kernel body, bare or as __global__ void name(params) { … }. Pointer or array parameters are per-lane inputs (set beside the code); scalar parameters are uniform inputs. Built-ins: threadIdx.x, laneid, warpSize, blockIdx.x (0), blockDim.x. Types int, unsigned, float, bool; if/else, switch, for, while, do … while, break, continue, return; work(N) for N dependent arithmetic instructions; warp intrinsics __ballot_sync, __any_sync, __all_sync, __activemask, __shfl_sync, __syncwarp. A *_sync mask that names a lane which is not at the call stops the run on that lane."
        );
    }
}
