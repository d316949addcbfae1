//! The Reality check view's words in both languages, with the "Measured on an H200" badge other views
//! show (the chart, the tables and their captions, and the fit's sentences are `geometry::reality`'s
//! and stay English; so do the measurements themselves).

use crate::model::i18n::Tr;

pub const BADGE: Tr = Tr::new(
    "✓ Measured on an H200 ({}) — see the Reality check",
    "✓ H200 par measure kiya gaya ({}) — Reality check dekho",
);
pub const THIS_SCENARIO: Tr = Tr::new("this scenario", "yeh scenario");
pub const NOT_SHOWN: Tr = Tr::new(
    "The measurements could not be shown: {}.",
    "Measurements dikhaye nahi ja sake: {}.",
);
pub const TITLE: Tr = Tr::new(
    "Reality check: the model against an H200",
    "Reality check: model ka muqabla ek H200 se",
);
/// GPU, SMs, compute capability, driver, nvcc, date, repetitions, cycles per op, the clock floor twice,
/// cycles per op again.
pub const METHOD: Tr = Tr::new(
    "Every scenario below ran on one warp of an {} ({} SMs, compute capability {}, driver {}, {}), measured on {} with in-kernel clock reads: the median of {} repetitions, with the 10th–90th percentile spread. A path of length L is L dependent FMA instructions that the compiler cannot fold or merge; lanes pick their path from data in global memory. One op took {} cycles (calibrated on straight-line chains of 100 and 200 ops), and an empty region {} cycles (the clock reads' own floor), so a measured time of T cycles is (T − {}) / {} ops.",
    "Neeche ka har scenario ek {} ({} SMs, compute capability {}, driver {}, {}) ke ek warp par chala, {} ko kernel ke andar clock padhkar measure hua: {} repetitions ka median, 10th–90th percentile ke spread ke saath. Length L ka path yaani L dependent FMA instructions, jinhe compiler fold ya merge nahi kar sakta; lanes apna path global memory ke data se chunti hain. Ek op ne {} cycles liye (100 aur 200 ops ki straight-line chains par calibrate kiya), aur khaali region ne {} cycles (clock reads ka apna floor), isliye T cycles ka measured time (T − {}) / {} ops hota hai.",
);
pub const CHART: Tr = Tr::new(
    "Chart (scrolls sideways on a narrow screen)",
    "Chart (chhoti screen par side mein scroll hota hai)",
);
pub const LESSONS: Tr = Tr::new("What the measurements say", "Measurements kya kehte hain");
pub const LANE_COUNTS: Tr = Tr::new(
    "Lane counts do not set the time. The same two paths with 8/24 lanes, 24/8, 8 lanes spread across the warp, and 1/31 took {}.",
    "Lanes ki ginti time tay nahi karti. Wahi do paths 8/24 lanes, 24/8, poore warp mein bikhri 8 lanes, aur 1/31 ke saath: {}.",
);
pub const RANKING: Tr = Tr::new(
    "The ranking of the model holds: every divergent run costs more than its uniform baseline, and measured efficiencies track the model's T_ideal / T_div closely for two- to four-way branches.",
    "Model ki ranking sahi baithti hai: har divergent run apne uniform baseline se mehnga hai, aur do se chaar raaste wali branches mein measured efficiencies model ke T_ideal / T_div ke kaafi kareeb rehti hain.",
);
pub const NOT_FREE: Tr = Tr::new(
    "Branches are not free. A fixed cost per serialized path — the branch, the mask bookkeeping, the reconvergence — comes on top of the toy model's sum; it matters most for short paths, where it can be as large as the path itself.",
    "Branches muft nahi hoti. Har serialized path par ek fixed cost — branch, mask ka hisaab-kitaab, reconvergence — toy model ke sum ke upar judti hai; chhote paths par iska asar sabse zyada hai, jahan yeh path jitni hi badi ho sakti hai.",
);
/// The short branch's SASS summary, its divergent and its uniform cycles.
pub const SHORT: Tr = Tr::new(
    "Source note 000 (L4.2) expects the compiler to predicate a 4-versus-3 branch. Here it did not: {}, and the divergent run took {} cycles against {} uniform.",
    "Source note 000 (L4.2) maanta hai ki compiler 4-versus-3 branch ko predicate karega. Yahan nahi kiya: {}, aur divergent run ne {} cycles liye, uniform ne {}.",
);
/// Model ops, model efficiency, measured op-equivalents, measured efficiency.
pub const WORST: Tr = Tr::new(
    "The 32-way switch is the extreme: the model predicts {} ops ({} efficiency) and the H200 took {} op-equivalents ({} efficiency): every one of the 32 serialized cases pays its jump-table dispatch and reconvergence on top of its 10 ops.",
    "32-way switch sabse aakhri hadd hai: model {} ops predict karta hai ({} efficiency) aur H200 ne {} op-equivalents liye ({} efficiency): 32 serialized cases mein se har ek apne 10 ops ke upar jump-table dispatch aur reconvergence ki keemat bhi chukata hai.",
);
pub const LOOP: Tr = Tr::new(
    "A loop runs as many iterations as its longest lane, as the model says; the measured time is a little above the uniform baseline, so lanes leaving early are not entirely free.",
    "Loop utne iterations chalta hai jitne uski sabse lambi lane ko chahiye, jaisa model kehta hai; measured time uniform baseline se thoda upar hai, isliye jaldi nikalne wali lanes poori tarah muft nahi hain.",
);
pub const FITTED: Tr = Tr::new("Fitted or predicted?", "Fit kiya ya predict kiya?");
pub const TABLE: Tr = Tr::new(
    "Comparison table (scrolls sideways)",
    "Comparison table (side mein scroll hoti hai)",
);
pub const REPRODUCE: Tr = Tr::new(
    "Reproduce: {}. Source and raw output in scripts/gpu/.",
    "Khud dohrao: {}. Source aur raw output scripts/gpu/ mein hain.",
);
pub const PREREG_TITLE: Tr = Tr::new(
    "The warp stepper's predictions, pre-registered",
    "Warp stepper ke predictions, pehle se register kiye hue",
);
pub const PREREG: Tr = Tr::new(
    "The stepper's H200 model prices each construct with a cost measured on its own calibration microkernel (scripts/gpu/calib). To test it out of sample, new kernels were written, the model's predictions committed to the repository, and only then the kernels measured on the H200 (scripts/gpu/prereg). When a round missed the targets, the effect the model lacked was calibrated separately and a fresh round pre-registered; every round stays here.",
    "Stepper ka H200 model har construct ki keemat uske apne calibration microkernel par measure ki gayi cost se lagata hai (scripts/gpu/calib). Ise out of sample test karne ke liye naye kernels likhe gaye, model ke predictions repository mein commit kiye gaye, aur uske baad hi kernels H200 par measure hue (scripts/gpu/prereg). Jab koi round targets se chooka, toh model mein jo effect missing tha use alag se calibrate kiya gaya aur naya round pre-register hua; har round yahan maujood hai.",
);
pub const PREREG_TABLE: Tr = Tr::new(
    "Pre-registered rounds (scrolls sideways)",
    "Pre-registered rounds (side mein scroll hote hain)",
);

/// Every text above, for the test that each has both languages.
pub const ALL: [Tr; 19] = [
    BADGE,
    THIS_SCENARIO,
    NOT_SHOWN,
    TITLE,
    METHOD,
    CHART,
    LESSONS,
    LANE_COUNTS,
    RANKING,
    NOT_FREE,
    SHORT,
    WORST,
    LOOP,
    FITTED,
    TABLE,
    REPRODUCE,
    PREREG_TITLE,
    PREREG,
    PREREG_TABLE,
];
