//! The Reality check view's words in both languages, with the "Measured on an H200" badge other views
//! show, and the words of its figures (`geometry::reality`: the chart, the tables, their captions and the
//! fit's sentences). The measurements themselves (the SASS summaries, kernel names) stay as recorded.

use crate::model::i18n::Tr;

pub const BADGE: Tr = Tr::new(
    "✓ Measured on an H200 ({}) — see the Reality check",
    "✓ H200 par measure kiya gaya ({}) — Asli H200 se milaan dekho",
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
    "The stepper's H200 model prices each construct with a cost measured on its own calibration microkernel (scripts/gpu/calib). To test it out of sample, new kernels were written, the model's predictions committed to the repository, and only then the kernels measured on the card each round names: an H200 for rounds 1–5, an H100 (the same Hopper SM) from round 6 on, when no H200 could be started (scripts/gpu/prereg). When a round missed the targets, the effect the model lacked was calibrated separately and a fresh round pre-registered; every round stays here.",
    "Stepper ka H200 model har construct ki keemat uske apne calibration microkernel par measure ki gayi cost se lagata hai (scripts/gpu/calib). Ise out of sample test karne ke liye naye kernels likhe gaye, model ke predictions repository mein commit kiye gaye, aur uske baad hi kernels us card par measure hue jiska naam har round deta hai: rounds 1–5 H200 par, round 6 se H100 par (wahi Hopper SM), kyunki H200 start nahi ho paaya (scripts/gpu/prereg). Jab koi round targets se chooka, toh model mein jo effect missing tha use alag se calibrate kiya gaya aur naya round pre-register hua; har round yahan maujood hai.",
);
pub const PREREG_TABLE: Tr = Tr::new(
    "Pre-registered rounds (scrolls sideways)",
    "Pre-registered rounds (side mein scroll hote hain)",
);

// The figures' words (`geometry::reality`). Values fill the `{}` in order.

pub const SERIES_TOY: Tr = Tr::new("toy model", "toy model ka hisaab");
pub const SERIES_FITTED: Tr = Tr::new("fitted (in-sample)", "fit kiya (in-sample)");
pub const SERIES_LEFT_OUT: Tr = Tr::new("left-out prediction", "left-out prediction (bina dekhe)");
pub const SERIES_MEASURED: Tr = Tr::new("measured on H200", "H200 par measure kiya");
pub const CHART_TITLE: Tr = Tr::new(
    "Model against H200 measurements",
    "Model banaam H200 ke measurements",
);
pub const NO_BAR: Tr = Tr::new(
    "left-out prediction: cannot be predicted (see the table)",
    "left-out prediction: predict nahi ho sakta (table dekho)",
);
pub const OP_UNITS: Tr = Tr::new("op units", "op units mein");
pub const DESCRIPTION: Tr = Tr::new(
    "For each scenario four bars in op units: the toy model's prediction, the model fitted to every run (in-sample), the prediction of a fit that left the scenario out, and the H200 measurement.",
    "Har scenario ke liye op units mein chaar bars: toy model ka prediction, har run par fit kiya gaya model (in-sample), us fit ka prediction jisne yeh scenario bahar rakha, aur H200 ka measurement.",
);
/// The two ends of the break, in ops.
pub const DESCRIPTION_BROKEN: Tr = Tr::new(
    " The value axis is broken between {} and {} ops.",
    " Value axis {} aur {} ops ke beech tooti hui hai.",
);
/// A scenario's name, and why it cannot be predicted.
pub const DESCRIPTION_NO_BAR: Tr = Tr::new(
    " {} has no left-out bar: it {}.",
    " {} ki koi left-out bar nahi hai: yeh {}.",
);
pub const DESCRIPTION_END: Tr = Tr::new(
    " Every number is in the table below.",
    " Har number neeche ki table mein hai.",
);
pub const CAPTION_SERIES: Tr = Tr::new(
    "Toy model (solid blue), fitted in-sample (solid green), left-out prediction (solid purple) and the H200 (dashed amber outline), in op units.",
    "Toy model (bhari neeli), in-sample fit (bhari hari), left-out prediction (bhari baingani) aur H200 (dashed amber outline), op units mein.",
);
/// Where the axis jumps from, to, and the scenarios that cross it.
pub const CAPTION_BROKEN: Tr = Tr::new(
    " Broken axis: the value axis jumps from {} to {} ops at the slanted marks, so the {} fits without squashing the other scenarios; past the break the scale is compressed.",
    " Tooti axis: value axis tirchhe nishaanon par {} se {} ops par koodti hai, taaki {} baaki scenarios ko dabaye bina fit ho jaye; break ke baad scale sikuda hua hai.",
);
pub const CAPTION_LINEAR: Tr = Tr::new(
    " The value axis is linear from 0.",
    " Value axis 0 se linear hai.",
);
pub const CAPTION_END: Tr = Tr::new(
    " The numbers are repeated in the table.",
    " Yahi numbers table mein bhi hain.",
);
/// Joins the last name of a list to the others.
pub const AND: Tr = Tr::new("{} and {}", "{} aur {}");
pub const TALLEST: Tr = Tr::new("tallest scenario", "sabse ooncha scenario");
pub const TABLE_CAPTION: Tr = Tr::new(
    "Toy model (pricing core), the refinement fitted to every run (in-sample: it has seen the very runs it is compared with), its leave-one-out prediction (fitted without any run of that scenario), and the H200, per scenario. Ops are the model's units; measured cycles are converted at the calibrated cycles per op; errors are shares of the measured ops.",
    "Har scenario ke liye: toy model (pricing core), har run par fit ki gayi refinement (in-sample: isne wahi runs dekhe hain jinse iski tulna ho rahi hai), uska leave-one-out prediction (us scenario ke kisi bhi run ke bina fit kiya), aur H200. Ops model ki units hain; measured cycles calibrated cycles per op se badle gaye hain; errors measured ops ka hissa hain.",
);
pub const COL_SCENARIO: Tr = Tr::new("Scenario", "Scenario");
pub const COL_MODEL_OPS: Tr = Tr::new("Model ops", "Model ke ops");
pub const COL_CYCLES: Tr = Tr::new("Measured cycles (p10–p90)", "Measure kiye cycles (p10–p90)");
pub const COL_MEASURED_OPS: Tr = Tr::new("Measured ops", "Measure kiye ops");
pub const COL_RATIO: Tr = Tr::new("Measured / model", "Measured / model (anupaat)");
pub const COL_FITTED_OPS: Tr = Tr::new("Fitted ops (in-sample)", "Fit kiye ops (in-sample)");
pub const COL_FITTED_ERROR: Tr = Tr::new("Fitted error (in-sample)", "Fit ki error (in-sample)");
pub const COL_LEFT_OUT_OPS: Tr = Tr::new(
    "Left-out prediction (ops)",
    "Left-out prediction (ops mein)",
);
pub const COL_LEFT_OUT_ERROR: Tr = Tr::new("Left-out error", "Left-out ki error");
pub const COL_EFFICIENCY_MODEL: Tr = Tr::new("Path efficiency, model", "Path efficiency, model ki");
pub const COL_EFFICIENCY_MEASURED: Tr =
    Tr::new("Path efficiency, measured", "Path efficiency, measure ki");
pub const COL_WHAT: Tr = Tr::new("What happened", "Kya hua");
/// Cycles per op.
pub const OP_NOTE: Tr = Tr::new(
    "1 op = {} cycles (calibrated).",
    "1 op = {} cycles (calibrate kiya hua).",
);
/// The SASS summary, as recorded.
pub const EMITTED: Tr = Tr::new("The compiler emitted {}.", "Compiler ne yeh emit kiya: {}.");
/// The kinds of code `scripts/gpu/summarize.py` reads in a run's SASS, as its summaries begin.
pub const SASS_KINDS: [Tr; 6] = [
    Tr::new(
        "straight-line code, no branch",
        "seedha code, koi branch nahi",
    ),
    Tr::new(
        "real branch through a jump table (BRX)",
        "jump table (BRX) se asli branch",
    ),
    Tr::new(
        "real branch (BSSY/BSYNC reconvergence, conditional BRA)",
        "asli branch (BSSY/BSYNC reconvergence, conditional BRA)",
    ),
    Tr::new(
        "predicated (if-converted): both sides issued under predicates",
        "predicated (if-converted): dono sides predicates ke saath issue hui",
    ),
    Tr::new("no branch in the region", "region mein koi branch nahi"),
    Tr::new(
        "SASS not found for this kernel",
        "is kernel ka SASS nahi mila",
    ),
];
/// The FFMA it counted, and how many the source has.
pub const FFMA_COUNTS: Tr = Tr::new(
    "{} FFMA in the kernel, {} expected",
    "kernel mein {} FFMA, source ke hisaab se {}",
);
pub const OPS_CHANGED: Tr = Tr::new(
    " (the compiler changed the op count)",
    " (compiler ne op count badal diya)",
);
pub const AGREE: Tr = Tr::new(
    " Path efficiency is 100 % measured and modelled (the cycle columns judge the absolute figures): no time penalty, the region costs the same as its uniform baseline. Lanes may still disagree when one side issues nothing; path efficiency counts time, not lanes — lane utilisation (the ladder's L3.2) counts idle lanes.",
    " Path efficiency measure aur model dono mein 100 % hai (absolute figures ko cycle columns parakhte hain): time ka koi penalty nahi, region ki cost uske uniform baseline jitni hai. Jab ek side kuch issue nahi karti tab lanes phir bhi alag raaste ja sakti hain; path efficiency time ginti hai, lanes nahi — lane utilisation (ladder ka L3.2) khaali baithi lanes ginta hai.",
);
/// Measured efficiency, the model's, the verdict.
pub const MEASURED_EFFICIENCY: Tr = Tr::new(
    " Measured efficiency {} against the model's {}: {}.",
    " Measured efficiency {}, model ki {}: {}.",
);
pub const WITHIN_3: Tr = Tr::new("within 3 points of the model", "model se 3 points ke andar");
pub const MILDER: Tr = Tr::new(
    "milder than the model says",
    "model jitna kehta hai usse halka",
);
pub const HARSHER: Tr = Tr::new(
    "harsher than the model says",
    "model jitna kehta hai usse bhaari",
);
/// The else-if groups, the two lengths, the if/else groups, and [`TOOK_35`] or nothing.
pub const WHY_NOT_PREDICATED: Tr = Tr::new(
    " Why not predicated: the harness writes its paths as an else-if chain, if (s == 0) … else if (s == 1) …, three outcomes (s == 0, s == 1, neither) behind two conditional branches, and ptxas never if-converts an else-if chain (a real branch in all {} else-if groups of the if-conversion study in scripts/gpu/calib, whatever the context). Written as a plain if/else, the same {} vs {} is if-converted in all {} groups with a per-lane condition, this harness's context included{}; the stepper's default decision follows both rules.",
    " Predicate kyon nahi hua: harness apne paths ek else-if chain ki tarah likhta hai, if (s == 0) … else if (s == 1) …, teen outcomes (s == 0, s == 1, dono nahi) do conditional branches ke peeche, aur ptxas else-if chain ko kabhi if-convert nahi karta (scripts/gpu/calib ki if-conversion study ke sabhi {} else-if groups mein real branch, context chahe jo ho). Seedhe if/else ki tarah likha jaye toh wahi {} vs {} per-lane condition wale sabhi {} groups mein if-convert hota hai, is harness ka context bhi{}; stepper ka default decision dono rules maanta hai.",
);
pub const TOOK_35: Tr = Tr::new(
    ", and took 35 cycles whatever the lanes did",
    ", aur lanes ne jo bhi kiya, 35 cycles hi liye",
);
/// Iterations, the uniform baseline's cycles, this run's cycles.
pub const LOOP_RAN: Tr = Tr::new(
    " The loop ran {} iterations for the whole warp, as the model says; the uniform 20-trip baseline took {} cycles against {} here, so the lanes that left early still cost a little.",
    " Loop poore warp ke liye {} iterations chala, jaisa model kehta hai; uniform 20-trip baseline ne {} cycles liye aur yahan {}, isliye jaldi nikli lanes ki bhi thodi keemat hai.",
);
/// Fitted ops, how far off.
pub const FITTED_OFF: Tr = Tr::new(
    " Fitted (in-sample): {} ops, {} off; ",
    " Fit kiya (in-sample): {} ops, {} ka fark; ",
);
/// Predicted ops, how far off.
pub const PREDICTED_LEFT_OUT: Tr = Tr::new(
    "predicted with this scenario left out of the fit: {} ops, {} off.",
    "is scenario ko fit se bahar rakhkar predict kiya: {} ops, {} ka fark.",
);
/// Why it cannot be predicted.
pub const LEFT_OUT_WHY: Tr = Tr::new(
    "left out of the fit, it {}.",
    "fit se bahar rakhne par yeh {}.",
);
pub const NCU: Tr = Tr::new(
    " Nsight Compute: {} active threads per instruction.",
    " Nsight Compute: har instruction par {} active threads.",
);
pub const NO_FITTED: Tr = Tr::new(
    "There are no fitted predictions to compare.",
    "Tulna ke liye koi fit kiye gaye predictions nahi hain.",
);
/// Median, maximum, the worst scenario, the count.
pub const ERRORS_FITTED: Tr = Tr::new(
    "How far off, as a share of the measured ops. Fitted in-sample (a fit that saw every run, the scenario's own included): median {} and at most {} ({}), over {} scenarios.",
    "Kitna fark, measured ops ke hisse ki tarah. In-sample fit (jis fit ne har run dekha, scenario ka apna bhi): median {} aur zyada se zyada {} ({}), {} scenarios par.",
);
/// Median, maximum, the worst scenario, the count.
pub const ERRORS_LEFT_OUT: Tr = Tr::new(
    " Left out (each scenario predicted by a fit on the other scenarios' runs, never its own): median {} and at most {} ({}), over the {} scenarios it can predict.",
    " Left out (har scenario ko baaki scenarios ke runs par kiye fit se predict kiya, apne runs se kabhi nahi): median {} aur zyada se zyada {} ({}), un {} scenarios par jinhe yeh predict kar sakta hai.",
);
pub const ERRORS_NONE_LEFT_OUT: Tr = Tr::new(
    " No scenario can be predicted with its own runs left out.",
    " Apne runs bahar rakhkar koi bhi scenario predict nahi ho sakta.",
);
/// How many scenarios share a kernel.
pub const SHARED_KERNELS: Tr = Tr::new(
    " {} scenarios share their kernel with another and differ only in lanes or leaves; those stay in each other's fits.",
    " {} scenarios apna kernel kisi aur ke saath baantte hain aur sirf lanes ya leaves mein alag hain; woh ek doosre ke fits mein rehte hain.",
);
pub const NO_FIT: Tr = Tr::new(
    "The refinement could not be fitted to these measurements.",
    "In measurements par refinement fit nahi ho saka.",
);
/// Runs, then the per-path, jump-table path, per-iteration and fixed costs.
pub const FIT: Tr = Tr::new(
    "The fitted model adds, by non-negative least squares on all {} runs, {} ops per serialized path (the branch, the mask bookkeeping, the reconvergence), {} ops per path reached through a jump table (BRX), {} ops per loop iteration and {} ops fixed. Every cost is constrained to be ≥ 0, because a cost cannot be negative: no instruction gives time back.",
    "Fit kiya model, saare {} runs par non-negative least squares se, yeh jodta hai: har serialized path par {} ops (branch, mask ka hisaab, reconvergence), jump table (BRX) se pahunche har path par {} ops, har loop iteration par {} ops aur {} ops fixed. Har cost ≥ 0 rakhi gayi hai, kyonki cost negative nahi ho sakti: koi instruction time wapas nahi deti.",
);
/// A cost's name and the value least squares would give it.
pub const BENT: Tr = Tr::new("the {} to {} ops", "{} ko {} ops");
/// The bent costs.
pub const UNCONSTRAINED: Tr = Tr::new(
    " Unconstrained, least squares would set {}, bending costs below zero to soak up noise in a few runs.",
    " Bina rok ke, least squares {} kar deta, kuch runs ka noise sokhne ke liye costs ko zero se neeche mod kar.",
);
/// The toy model's average error, the fitted model's, the share of the gap closed.
pub const FIT_GAP: Tr = Tr::new(
    " In-sample, the toy model is off by {} ops on average and the fitted model by {}: it closes {} of the gap on runs it has seen. The left-out column is the real test: each scenario predicted by a fit that never saw it.",
    " In-sample, toy model ausatan {} ops se chookta hai aur fit kiya model {} se: dekhe hue runs par yeh {} fark mita deta hai. Asli test left-out column hai: har scenario ko us fit ne predict kiya jisne use kabhi nahi dekha.",
);
pub const TARGETS_MET: Tr = Tr::new("targets met", "targets poore");
pub const TARGETS_MISSED: Tr = Tr::new("targets missed", "targets chooke");
/// Runs above the limit, the limit.
pub const MISSED_OVER: Tr = Tr::new(
    "targets missed ({} above {}%)",
    "targets chooke ({} case {}% se upar)",
);
/// The median target.
/// The median limit, runs above the limit, the limit.
pub const MISSED_BOTH: Tr = Tr::new(
    "targets missed (median above {}%, {} above {}%)",
    "targets chooke (median {}% se upar, {} case {}% se upar)",
);
pub const MISSED_MEDIAN: Tr = Tr::new(
    "targets missed (median above {}%)",
    "targets chooke (median {}% se upar)",
);
/// Round, median, maximum, runs, verdict.
pub const ROUND_LINE: Tr = Tr::new(
    "round {}: median |error| {}%, maximum {}% over {} runs — {}",
    "round {}: median |error| {}%, maximum {}%, {} runs par — {}",
);
/// The two targets, then the rounds.
pub const PREREG_SUMMARY: Tr = Tr::new(
    "Out-of-sample error of the pre-registered rounds (targets: median ≤ {}%, none above {}%), newest first: {}.",
    "Pre-registered rounds ki out-of-sample error (targets: median ≤ {}%, koi bhi {}% se upar nahi), sabse naya pehle: {}.",
);
/// Round, median, maximum, the two targets, verdict, runs within 10%, all runs.
pub const ROUND_CAPTION: Tr = Tr::new(
    "Round {}, predictions committed before the measurements: median |error| {}%, maximum {}% (targets: median ≤ {}%, none above {}%) — {}; {} of {} within 10%.",
    "Round {}, predictions measurements se pehle commit hue: median |error| {}%, maximum {}% (targets: median ≤ {}%, koi bhi {}% se upar nahi) — {}; {} runs 10% ke andar, kul {} mein se.",
);
/// The links at the top to the sections below the long comparison table.
pub const JUMP: Tr = Tr::new("Further down this page", "Is page par neeche");
pub const COL_KERNEL: Tr = Tr::new("Kernel", "Kernel");
/// The SM rounds (issue 36): the heading, what was predicted, and each table's caption.
pub const SM_TITLE: Tr = Tr::new(
    "Many warps on one SM, pre-registered",
    "Ek SM par kai warps, pehle se register kiye hue",
);
pub const SM_INTRO: Tr = Tr::new(
    "The SM model (the stepper's one-warp trace on four schedulers, its issue cycles calibrated with 1 to 32 warps of other kernels) predicted how much a branch costs at each warp count, as a ratio of two cases of one kernel: divergent ÷ uniform, or predicated ÷ divergent. The predictions were committed before the kernels ran.",
    "SM model (stepper ka ek-warp trace chaar schedulers par, uske issue cycles doosre kernels ke 1 se 32 warps se calibrate kiye) ne predict kiya ki har warp ginti par branch kitni mehngi hai, ek kernel ke do cases ke ratio ki tarah: divergent ÷ uniform, ya predicated ÷ divergent. Predictions kernels chalne se pehle commit hue.",
);
pub const SM_CAPTION: Tr = Tr::new(
    "Round {}, measured on an {}: median |error| {}%, maximum {}% over {} ratios (targets: median ≤ {}%, none above {}%) — {}. Measured again on an {}: median {}%, maximum {}.",
    "Round {}, {} par measure kiya: median |error| {}%, maximum {}%, {} ratios par (targets: median ≤ {}%, koi bhi {}% se upar nahi) — {}. {} par dobara measure kiya: median {}%, maximum {}.",
);
pub const SM_CAPTION_ONCE: Tr = Tr::new(
    "Round {}, measured on an {}: median |error| {}%, maximum {}% over {} ratios (targets: median ≤ {}%, none above {}%) — {}.",
    "Round {}, {} par measure kiya: median |error| {}%, maximum {}%, {} ratios par (targets: median ≤ {}%, koi bhi {}% se upar nahi) — {}.",
);
pub const SM_TABLE: Tr = Tr::new(
    "SM rounds (scrolls sideways)",
    "SM rounds (side mein scroll hote hain)",
);
pub const COL_WARPS: Tr = super::layouts::COL_WARPS;
pub const COL_CASES: Tr = Tr::new("Ratio of", "Kiska ratio");
pub const COL_PREDICTED_RATIO: Tr = Tr::new("Predicted ratio", "Predict kiya ratio");
pub const COL_MEASURED_RATIO: Tr = Tr::new("Measured ratio", "Measure kiya ratio");
pub const COL_INPUT: Tr = Tr::new("Input", "Input");
pub const COL_PREDICTED_CYCLES: Tr = Tr::new("Predicted cycles", "Predict kiye cycles");
pub const COL_MEASURED_CYCLES: Tr = Tr::new("Measured cycles", "Measure kiye cycles");
pub const COL_ERROR: Tr = Tr::new("Error", "Error");
/// The limit a run's error is over.
pub const OVER: Tr = Tr::new(" (over {}%)", " ({}% se upar)");
/// The round.
pub const LACKS: Tr = Tr::new(
    "Round {}: what it tested, and what it showed the model lacks:",
    "Round {}: isne kya test kiya, aur model mein kya kami dikhayi:",
);

/// Every text above, for the test that each has both languages.
pub const ALL: [Tr; 23] = [
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
    JUMP,
    SM_TITLE,
    SM_INTRO,
    SM_TABLE,
];

/// The figures' words, for the same test.
pub const FIGURES: [Tr; 83] = [
    SERIES_TOY,
    SERIES_FITTED,
    SERIES_LEFT_OUT,
    SERIES_MEASURED,
    CHART_TITLE,
    NO_BAR,
    OP_UNITS,
    DESCRIPTION,
    DESCRIPTION_BROKEN,
    DESCRIPTION_NO_BAR,
    DESCRIPTION_END,
    CAPTION_SERIES,
    CAPTION_BROKEN,
    CAPTION_LINEAR,
    CAPTION_END,
    AND,
    TALLEST,
    TABLE_CAPTION,
    COL_SCENARIO,
    COL_MODEL_OPS,
    COL_CYCLES,
    COL_MEASURED_OPS,
    COL_RATIO,
    COL_FITTED_OPS,
    COL_FITTED_ERROR,
    COL_LEFT_OUT_OPS,
    COL_LEFT_OUT_ERROR,
    COL_EFFICIENCY_MODEL,
    COL_EFFICIENCY_MEASURED,
    COL_WHAT,
    OP_NOTE,
    EMITTED,
    SASS_KINDS[0],
    SASS_KINDS[1],
    SASS_KINDS[2],
    SASS_KINDS[3],
    SASS_KINDS[4],
    SASS_KINDS[5],
    FFMA_COUNTS,
    OPS_CHANGED,
    AGREE,
    MEASURED_EFFICIENCY,
    WITHIN_3,
    MILDER,
    HARSHER,
    WHY_NOT_PREDICATED,
    TOOK_35,
    LOOP_RAN,
    FITTED_OFF,
    PREDICTED_LEFT_OUT,
    LEFT_OUT_WHY,
    NCU,
    NO_FITTED,
    ERRORS_FITTED,
    ERRORS_LEFT_OUT,
    ERRORS_NONE_LEFT_OUT,
    SHARED_KERNELS,
    NO_FIT,
    FIT,
    BENT,
    UNCONSTRAINED,
    FIT_GAP,
    TARGETS_MET,
    TARGETS_MISSED,
    MISSED_OVER,
    MISSED_MEDIAN,
    MISSED_BOTH,
    ROUND_LINE,
    PREREG_SUMMARY,
    ROUND_CAPTION,
    COL_KERNEL,
    COL_INPUT,
    COL_PREDICTED_CYCLES,
    COL_MEASURED_CYCLES,
    COL_ERROR,
    OVER,
    LACKS,
    SM_CAPTION,
    SM_CAPTION_ONCE,
    COL_WARPS,
    COL_CASES,
    COL_PREDICTED_RATIO,
    COL_MEASURED_RATIO,
];
