//! The Sampling lab's words in both languages, with the seed and p controls the Layouts lab and the
//! Branch tree word the same way (the sentences `state::lab`, `model::binomial` and `geometry::lab`
//! write are theirs, in English).

use crate::model::i18n::Tr;

// Shared with the other labs.
pub const SEED: Tr = Tr::new("Seed", "Seed number");
pub const NEW_SEED: Tr = Tr::new("New seed", "Naya seed");
pub const P_SLIDER: Tr = Tr::new("Drag p", "p ko khiskao");

// The view.
pub const TITLE: Tr = Tr::new(
    "Sampling lab: random branch labels",
    "Sampling lab: random tareeke se bane branch labels",
);
pub const HYPOTHETICAL: Tr = Tr::new("A hypothetical model. ", "Ek hypothetical model. ");
pub const DISCLAIMER: Tr = Tr::new(
    "Each of n labels is true with probability p, independently of the others. The bars are the exact binomial distribution of how many come out true; Step draws one sample and highlights its outcome. This is not a warp scheduler or a timing simulator: it tells you which branch counts are possible and how likely, while the cycles they cost come from the pricing model in the Timeline. ",
    "n labels mein se har ek, baaki sab se independent, probability p ke saath true hota hai. Bars exact binomial distribution hain ki kitne true niklenge; Step ek sample nikaalta hai aur uska outcome highlight karta hai. Yeh warp scheduler ya timing simulator nahi hai: yeh batata hai ki kaun se branch counts ho sakte hain aur kitne likely hain, jabki unki cycles ki keemat Timeline ke pricing model se aati hai. ",
);
pub const LAYOUTS_LINK: Tr = Tr::new(
    "What if the labels are not independent? The layouts lab",
    "Agar labels independent na hon toh? Layouts lab",
);
pub const LAYOUTS_TAIL: Tr = Tr::new(
    " builds a whole dataset and groups it into warps.",
    " poora dataset banati hai aur use warps mein group karti hai.",
);
pub const STEP: Tr = Tr::new("Step", "Step karo");
pub const STEP_100: Tr = Tr::new("Step ×100", "Step karo ×100");
pub const PLAY: Tr = Tr::new("Play", "Chalao");
pub const PAUSE: Tr = Tr::new("Pause", "Roko");
pub const SPEED: Tr = Tr::new("Speed", "Raftaar");
pub const SPEED_1: Tr = Tr::new("1 step per second", "Har second 1 step");
pub const SPEED_5: Tr = Tr::new("5 steps per second", "Har second 5 steps");
pub const SPEED_25: Tr = Tr::new("25 steps per second", "Har second 25 steps");
pub const SPEED_MAX: Tr = Tr::new("As fast as possible", "Jitna tez ho sake");
pub const Y_AXIS: Tr = Tr::new("Y-axis", "Y-axis par kya ho");
pub const PROBABILITY: Tr = Tr::new("Probability", "Probability ke hisaab se");
pub const COUNT: Tr = Tr::new(
    "Count (expected vs observed)",
    "Ginti ke hisaab se (expected vs observed)",
);

// The prediction.
pub const PREDICT_TITLE: Tr = Tr::new("Predict first", "Pehle predict karo");
pub const PREDICT_LEAD: Tr = Tr::new(
    "Before the first step, predict the mean and the variance of the fraction k/n.",
    "Pehla step lene se pehle, fraction k/n ka mean aur variance predict karo.",
);
pub const PREDICTED_MEAN: Tr = Tr::new("Predicted mean fraction", "Predict kiya hua mean fraction");
pub const PREDICTED_VARIANCE: Tr = Tr::new(
    "Predicted variance of the fraction",
    "Fraction ka predict kiya hua variance",
);
pub const COMMIT: Tr = Tr::new("Commit prediction", "Prediction commit karo");
pub const SKIP: Tr = Tr::new("Skip prediction", "Prediction skip karo");
pub const LOCKED: Tr = Tr::new(
    "Step is locked until you commit or skip a prediction.",
    "Jab tak tum prediction commit ya skip nahi karte, Step locked hai.",
);
pub const COMMITTED: Tr = Tr::new(
    "Prediction committed: mean {}, variance {}.",
    "Prediction commit ho gaya: mean {}, variance {}.",
);
pub const SKIPPED: Tr = Tr::new("Prediction skipped.", "Prediction skip ho gaya.");

// The settings.
pub const RESET: Tr = Tr::new("Reset", "Reset karo");
pub const P_FIELD: Tr = Tr::new(
    "Success probability p (0 to 1)",
    "Success ki probability p (0 se 1)",
);
pub const N_SLIDER: Tr = Tr::new(
    "Drag n (logarithmic scale)",
    "n ko khiskao (logarithmic scale)",
);
pub const N_FIELD: Tr = Tr::new(
    "Sample size n (1 to 1,000,000)",
    "Sample size n (1 se 1,000,000)",
);

// The results.
pub const HIDDEN: Tr = Tr::new(
    "hidden until you commit or skip a prediction",
    "prediction commit ya skip karne tak chhupa hai",
);
pub const EXACT_NOTE: Tr = Tr::new("(exact {})", "(exact hisaab se {})");
pub const RUNNING: Tr = Tr::new("Running readout", "Chalta hua readout");
pub const CHART: Tr = Tr::new(
    "Distribution chart (scrolls sideways on a narrow screen)",
    "Distribution chart (chhoti screen par side mein scroll hota hai)",
);
pub const LEGEND_EXACT: Tr = Tr::new(
    " exact probability (solid) ",
    " exact probability (bhara hua) ",
);
pub const LEGEND_OBSERVED: Tr = Tr::new(
    " observed frequency (outline) ",
    " dekhi gayi frequency (sirf outline) ",
);
pub const LEGEND_LAST: Tr = Tr::new(
    " last outcome (marked ▼) ",
    " pichhla outcome (▼ se marked) ",
);
pub const VIEW_HIDDEN: Tr = Tr::new(
    "The exact distribution is drawn here once you commit or skip a prediction.",
    "Prediction commit ya skip karte hi exact distribution yahan ban jaayega.",
);
pub const VIEW_ALL: Tr = Tr::new(
    "The chart shows every outcome.",
    "Chart har outcome dikhata hai.",
);
pub const VIEW_RANGE: Tr = Tr::new(
    "The chart shows k from {} to {} (the mean ± 6 standard deviations); the probability outside is {}. Far from the mean the probabilities underflow to zero, so only about ±40 standard deviations are computed.",
    "Chart k ko {} se {} tak dikhata hai (mean ± 6 standard deviations); iske bahar ki probability {} hai. Mean se bahut door probabilities underflow hokar zero ho jaati hain, isliye sirf lagbhag ±40 standard deviations tak compute hota hai.",
);
pub const LAST_LABELS: Tr = Tr::new(
    "Last step's labels, lane 0 first: {} true (●), {} false (○).",
    "Pichhle step ke labels, pehle lane 0: {} true (●), {} false (○).",
);
pub const LABELS_OF_LAST: Tr = Tr::new("Labels of the last step", "Pichhle step ke labels");
pub const YOUR_MEAN: Tr = Tr::new(
    "Your predicted mean fraction",
    "Tumhara predict kiya hua mean fraction",
);
pub const YOUR_VARIANCE: Tr = Tr::new(
    "Your predicted variance",
    "Tumhara predict kiya hua variance",
);
pub const SAMPLE_MEAN: Tr = Tr::new("The sample mean", "Sample ka mean");
pub const SAMPLE_VARIANCE: Tr = Tr::new("The sample variance", "Sample ka variance");
pub const EXPORT_TITLE: Tr = Tr::new(
    "Binomial(n = {}, p = {}) — {} steps",
    "Binomial(n = {}, p = {}) — {} steps liye",
);
pub const EXPORT_MEAN: Tr = Tr::new(
    "Exact mean of k/n: {}   sample mean: {}",
    "k/n ka exact mean: {}   sample ka mean: {}",
);
pub const EXPORT_VARIANCE: Tr = Tr::new(
    "Exact variance of k/n: {}   sample variance: {}",
    "k/n ka exact variance: {}   sample ka variance: {}",
);

// From labels to warps.
pub const WARPS_TITLE: Tr = Tr::new("From labels to warps", "Labels se warps tak");
pub const ODDS_HIDDEN: Tr = Tr::new(
    "How often a whole warp agrees follows from p; it appears once you commit or skip a prediction.",
    "Poora warp kitni baar ek hi taraf jaata hai, yeh p se nikalta hai; prediction commit ya skip karte hi dikhega.",
);
pub const UNIFORM_HEAD: Tr = Tr::new(
    "With p = {} and independent lanes, a {}-lane warp is uniform with probability p",
    "p = {} aur independent lanes ke saath, {}-lane warp ke uniform hone ki probability hai p",
);
pub const UNIFORM_TAIL: Tr = Tr::new(
    " = {}; among 1,000 such warps about {} diverge (whole warps, rounded).",
    " = {}; aise 1,000 warps mein se lagbhag {} diverge karte hain (poore warps, rounded).",
);
pub const INDEPENDENCE: Tr = Tr::new(
    "Independence is an assumption, not a property of real data: branch outcomes often follow neighbouring data, and data sorted by category give uniform warps even at p = 0.5, while alternating categories split every warp.",
    "Independence ek maanyata hai, asli data ki khaasiyat nahi: branch outcomes aksar aas-paas ke data ke saath chalte hain, aur category ke hisaab se sorted data p = 0.5 par bhi uniform warps dete hain, jabki alternating categories har warp ko baant deti hain.",
);

/// Every text above, for the test that each has both languages.
pub const ALL: [Tr; 57] = [
    SEED,
    NEW_SEED,
    P_SLIDER,
    TITLE,
    HYPOTHETICAL,
    DISCLAIMER,
    LAYOUTS_LINK,
    LAYOUTS_TAIL,
    STEP,
    STEP_100,
    PLAY,
    PAUSE,
    SPEED,
    SPEED_1,
    SPEED_5,
    SPEED_25,
    SPEED_MAX,
    Y_AXIS,
    PROBABILITY,
    COUNT,
    PREDICT_TITLE,
    PREDICT_LEAD,
    PREDICTED_MEAN,
    PREDICTED_VARIANCE,
    COMMIT,
    SKIP,
    LOCKED,
    COMMITTED,
    SKIPPED,
    RESET,
    P_FIELD,
    N_SLIDER,
    N_FIELD,
    HIDDEN,
    EXACT_NOTE,
    RUNNING,
    CHART,
    LEGEND_EXACT,
    LEGEND_OBSERVED,
    LEGEND_LAST,
    VIEW_HIDDEN,
    VIEW_ALL,
    VIEW_RANGE,
    LAST_LABELS,
    LABELS_OF_LAST,
    YOUR_MEAN,
    YOUR_VARIANCE,
    SAMPLE_MEAN,
    SAMPLE_VARIANCE,
    EXPORT_TITLE,
    EXPORT_MEAN,
    EXPORT_VARIANCE,
    WARPS_TITLE,
    ODDS_HIDDEN,
    UNIFORM_HEAD,
    UNIFORM_TAIL,
    INDEPENDENCE,
];
