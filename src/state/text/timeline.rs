//! The Timeline view's words in both languages, with those of the shared pieces it shows (readouts,
//! export buttons, the warp-width choice, the shortcut list), which other views use as they are.

use crate::model::i18n::Tr;

// The view.
pub const TITLE: Tr = Tr::new(
    "Timeline: what a divergent region costs",
    "Timeline: ek divergent region ki keemat kitni hai",
);
pub const SHORTCUTS_BUTTON: Tr = Tr::new("Keyboard shortcuts (?)", "Keyboard ke shortcuts (?)");
pub const CUSTOM_SCENARIO: Tr = Tr::new("Custom scenario", "Apna banaya scenario");
pub const CAPTION: Tr = Tr::new(
    "Top: the ideal world, where the taken paths overlap and the warp is done at the longest. Bottom: the paths run back to back. The hatched amber gap is the divergence waste, T_div − T_ideal.",
    "Upar: ideal duniya, jahan liye gaye paths overlap hote hain aur warp sabse lambe path par khatam ho jaata hai. Neeche: paths ek ke baad ek chalte hain. Beech ka hatched amber gap divergence ka waste hai, T_div − T_ideal.",
);
pub const OPEN_IN_STEPPER: Tr = Tr::new("Open in the warp stepper", "Warp stepper mein kholo");
pub const READOUTS: Tr = Tr::new("Readouts", "Saare readouts");
pub const NOTHING_ISSUED: Tr = Tr::new("— (nothing issued)", "— (kuch issue nahi hua)");
pub const FIGURE: Tr = Tr::new(
    "Timeline figure (scrolls sideways on a narrow screen)",
    "Timeline figure (chhoti screen par side mein scroll hota hai)",
);
// What an export writes above the figure.
pub const EXPORT_BLOCK_ISSUED: Tr = Tr::new(
    "Σ issued (T_div per warp, added): {} cycles",
    "Σ issued (har warp ka T_div, jodkar): {} cycles",
);
pub const EXPORT_BLOCK_IDEAL: Tr = Tr::new(
    "Σ ideal (T_ideal per warp, added): {} cycles",
    "Σ ideal (har warp ka T_ideal, jodkar): {} cycles",
);
pub const EXPORT_WARP: Tr = Tr::new(
    "T_div: {} cycles   T_ideal: {} cycles   Waste: {} cycles",
    "T_div: {} cycles   T_ideal: {} cycles   Barbaadi: {} cycles",
);
pub const EXPORT_BLOCK_EFFICIENCY: Tr = Tr::new("Block efficiency: {}", "Block ki efficiency: {}");
pub const EXPORT_EFFICIENCIES: Tr = Tr::new(
    "Path efficiency: {}   Lane-weighted issue efficiency: {}",
    "Path ki efficiency: {}   Lane-weighted issue efficiency: {}",
);

// The editors.
pub const PRESET: Tr = Tr::new("Preset", "Preset chuno");
pub const CUSTOM: Tr = Tr::new("Custom", "Apna (custom)");
pub const PROLOGUE: Tr = Tr::new(
    "Prologue (cycles, uniform)",
    "Prologue (cycles, sab lanes saath mein)",
);
pub const TAIL: Tr = Tr::new(
    "Reconvergence tail (cycles, uniform)",
    "Reconvergence tail (cycles, sab lanes saath mein)",
);
pub const LAST_VALID: Tr = Tr::new(
    "{}. The figure shows the last valid region.",
    "{}. Figure aakhri valid region dikha raha hai.",
);
pub const PATHS: Tr = Tr::new("Paths", "Saare paths");
pub const ADD_PATH: Tr = Tr::new("Add a path (key A)", "Path jodo (key A)");
pub const BACK_TO_ONE_WARP: Tr = Tr::new("Back to one warp", "Wapas ek warp par");
pub const BLOCK_OF_WARPS: Tr = Tr::new("Block of warps", "Warps ka block");
pub const RESET: Tr = Tr::new("Reset (Alt+R)", "Reset karo (Alt+R)");
pub const TAKERS: Tr = Tr::new("Path {} takers (lanes)", "Path {} lene wali lanes");
pub const LANES_OF: Tr = Tr::new("Lanes of {}", "{} ki lanes");
pub const LENGTH: Tr = Tr::new("Path {} length (cycles)", "Path {} ki length (cycles)");
pub const REMOVE_PATH: Tr = Tr::new("Remove path {}", "Path {} hatao");
pub const STRIP: Tr = Tr::new("Lanes taking path {}", "Path {} par jaane wali lanes");
pub const STRIP_HELP: Tr = Tr::new(
    "Click a lane, or use the arrow keys and Space, to move it onto or off this path.",
    "Kisi lane par click karo, ya arrow keys aur Space use karo, use is path par laane ya hataane ke liye.",
);

// Block mode.
pub const WARPS_FIELD: Tr = Tr::new(
    "Warps: one per line, lanes per path separated by /",
    "Warps: har line mein ek, har path ki lanes / se alag",
);
pub const BLOCK_FIGURE: Tr = Tr::new(
    "Block figure (scrolls sideways on a narrow screen)",
    "Block figure (chhoti screen par side mein scroll hota hai)",
);
pub const BLOCK_READOUTS: Tr = Tr::new("Block readouts", "Block ke readouts");
pub const REGROUP: Tr = Tr::new(
    "Regroup lanes into uniform warps",
    "Lanes ko uniform warps mein regroup karo",
);
pub const FASTER: Tr = Tr::new("faster", "tez");
pub const SLOWER: Tr = Tr::new(
    "slower: sorting split a path across a warp boundary that the old layout kept whole",
    "dheema: sorting ne ek path ko warp boundary ke aar-paar baant diya, jise purana layout poora rakhta tha",
);
pub const REGROUPED: Tr = Tr::new(
    "Regrouped: {} → {} cycles, {}× {}. {} of {} warps are now uniform.",
    "Regroup ho gaya: {} → {} cycles, {}× {}. Ab {} warps uniform hain ({} mein se).",
);

// Shared pieces: a readout's ⓘ, the export buttons, the warp-width choice.
pub const WHAT_IS: Tr = Tr::new("What is {}?", "{} ka matlab kya hai?");
pub const EXPORT: Tr = Tr::new("Export", "Export ke buttons");
pub const DOWNLOAD_SVG: Tr = Tr::new("Download SVG", "SVG download karo");
pub const DOWNLOAD_PNG: Tr = Tr::new("Download PNG", "PNG download karo");
pub const SVG_DONE: Tr = Tr::new("SVG downloaded.", "SVG download ho gaya.");
/// An export with no figure to draw (a kernel that does not compile): nothing is saved.
pub const NOTHING_TO_EXPORT: Tr = Tr::new(
    "Nothing to download: there is no figure to draw until the kernel compiles.",
    "Download karne ko kuch nahi: kernel compile hone tak koi figure nahi banta.",
);
pub const SVG_FAILED: Tr = Tr::new(
    "The SVG could not be saved: {}.",
    "SVG save nahi ho paaya: {}.",
);
pub const PNG_DRAWING: Tr = Tr::new("Drawing the PNG…", "PNG ban raha hai…");
pub const PNG_DONE: Tr = Tr::new(
    "PNG (1920 × 1080) downloaded.",
    "PNG (1920 × 1080) download ho gaya.",
);
pub const PNG_FAILED: Tr = Tr::new("The PNG could not be made: {}.", "PNG nahi ban paaya: {}.");
pub const WARP_WIDTH: Tr = Tr::new("Warp width", "Warp ki width");
pub const WIDTH_32: Tr = Tr::new("32 lanes (NVIDIA warp)", "32 lanes (NVIDIA ka warp)");
pub const WIDTH_64: Tr = Tr::new("64 lanes (AMD wavefront)", "64 lanes (AMD ka wavefront)");

// The shortcut list.
pub const SHORTCUTS_TITLE: Tr = Tr::new("Keyboard shortcuts", "Keyboard ke shortcuts");
pub const KEY: Tr = Tr::new("Key", "Kaunsi key");
pub const ACTION: Tr = Tr::new("Action", "Kya hota hai");
pub const KEY_PROJECTOR: Tr = Tr::new("Projector mode on or off", "Projector mode on ya off");
pub const KEY_NEXT: Tr = Tr::new("Next preset", "Agla preset");
pub const KEY_PREVIOUS: Tr = Tr::new("Previous preset", "Pichhla preset");
pub const KEY_ADD: Tr = Tr::new("Add a path", "Ek path jodo");
pub const KEY_RESET: Tr = Tr::new(
    "Reset to the default region",
    "Default region par reset karo",
);
pub const KEY_HELP: Tr = Tr::new("Show this list", "Yeh list dikhao");
pub const WHILE_TYPING: Tr = Tr::new(
    "Shortcuts are ignored while you type in a field; Tab moves between controls.",
    "Jab tum kisi field mein type kar rahe ho, shortcuts kaam nahi karte; Tab se ek control se doosre par jao.",
);
pub const CLOSE: Tr = Tr::new("Close", "Band karo");

/// Every text above, for the test that each has both languages.
// Block mode's summary sentence (`geometry::bars::block_summary`): the figure's text alternative.
pub const BLOCK_ONE: Tr = Tr::new(
    "1 warp issues {} cycles in all against an ideal of {}; {}.",
    "1 warp kul {} cycles issue karta hai, jabki ideal {} hai; {}.",
);
pub const BLOCK_MANY: Tr = Tr::new(
    "{} warps issue {} cycles in all against an ideal of {}; {}.",
    "{} warps milkar {} cycles issue karte hain, jabki ideal {} hai; {}.",
);
pub const IT_DIVERGES: Tr = Tr::new("it diverges", "yeh diverge karta hai");
pub const IT_DOES_NOT_DIVERGE: Tr = Tr::new("it does not diverge", "yeh diverge nahi karta");
pub const NONE_DIVERGES: Tr = Tr::new("none of them diverges", "inmein se koi diverge nahi karta");
pub const ONE_DIVERGES: Tr = Tr::new("one of them diverges", "inmein se ek diverge karta hai");
pub const SOME_DIVERGE: Tr = Tr::new("{} of them diverge", "inmein se {} diverge karte hain");

// The figure's title and text alternative (`geometry::timeline::describe`).
pub const FIGURE_TITLE: Tr = Tr::new(
    "Timeline figure: the ideal bar over the serialized bar",
    "Timeline figure: upar ideal bar, neeche serialized bar",
);
pub const TAKEN_PATHS: Tr = Tr::new(
    "Taken paths: {}. Ideal bar: the paths overlap and the warp is done after {} cycles. Serialized bar: they run back to back and the warp is done after {} cycles, so {} cycles are divergence waste.",
    "Liye gaye paths: {}. Ideal bar: paths overlap karte hain aur warp {} cycles mein khatam ho jata hai. Serialized bar: paths ek ke baad ek chalte hain aur warp {} cycles mein khatam hota hai, yaani {} cycles divergence ki barbaadi hain.",
);
pub const NO_PATH_TAKEN: Tr = Tr::new("none", "koi nahi");
pub const UNTAKEN_ONE: Tr = Tr::new(
    " 1 path with no taker costs nothing.",
    " Jis 1 path ko koi lane nahi leti, uski koi cost nahi.",
);
pub const UNTAKEN_MANY: Tr = Tr::new(
    " {} paths with no taker cost nothing.",
    " Jin {} paths ko koi lane nahi leti, unki koi cost nahi.",
);
pub const UNIFORM_BOTH: Tr = Tr::new(
    " Uniform code ({} cycles before, {} after) is paid once on both bars.",
    " Uniform code (pehle {} cycles, baad mein {}) dono bars par ek hi baar chukaya jata hai.",
);

pub const ALL: [Tr; 73] = [
    TITLE,
    SHORTCUTS_BUTTON,
    CUSTOM_SCENARIO,
    CAPTION,
    OPEN_IN_STEPPER,
    READOUTS,
    NOTHING_ISSUED,
    FIGURE,
    EXPORT_BLOCK_ISSUED,
    EXPORT_BLOCK_IDEAL,
    EXPORT_WARP,
    EXPORT_BLOCK_EFFICIENCY,
    EXPORT_EFFICIENCIES,
    PRESET,
    CUSTOM,
    PROLOGUE,
    TAIL,
    LAST_VALID,
    PATHS,
    ADD_PATH,
    BACK_TO_ONE_WARP,
    BLOCK_OF_WARPS,
    RESET,
    TAKERS,
    LANES_OF,
    LENGTH,
    REMOVE_PATH,
    STRIP,
    STRIP_HELP,
    WARPS_FIELD,
    BLOCK_FIGURE,
    BLOCK_READOUTS,
    REGROUP,
    FASTER,
    SLOWER,
    REGROUPED,
    WHAT_IS,
    EXPORT,
    DOWNLOAD_SVG,
    DOWNLOAD_PNG,
    SVG_DONE,
    NOTHING_TO_EXPORT,
    SVG_FAILED,
    PNG_DRAWING,
    PNG_DONE,
    PNG_FAILED,
    WARP_WIDTH,
    WIDTH_32,
    WIDTH_64,
    SHORTCUTS_TITLE,
    KEY,
    ACTION,
    KEY_PROJECTOR,
    KEY_NEXT,
    KEY_PREVIOUS,
    KEY_ADD,
    KEY_RESET,
    KEY_HELP,
    WHILE_TYPING,
    CLOSE,
    BLOCK_ONE,
    BLOCK_MANY,
    IT_DIVERGES,
    IT_DOES_NOT_DIVERGE,
    NONE_DIVERGES,
    ONE_DIVERGES,
    SOME_DIVERGE,
    FIGURE_TITLE,
    TAKEN_PATHS,
    NO_PATH_TAKEN,
    UNTAKEN_ONE,
    UNTAKEN_MANY,
    UNIFORM_BOTH,
];

/// The presets' titles in Hinglish, by scenario or block id; the English is the model's own title.
pub const PRESET_TITLES_HI: [(&str, &str); 21] = [
    ("intro", "Mann ka model: A = 12, B = 20"),
    ("L1.1", "L1.1 idx < 32: koi divergence nahi"),
    ("L1.2", "L1.2 idx % 2 == 0: body aur khaali else"),
    ("L2.1", "L2.1 15 aur 25 cycles, 8 aur 24 lanes"),
    ("L2.2", "L2.2 chaar raaston wala switch 20/30/25/5"),
    ("L2.3", "L2.3 ek lane 100 par, 31 lanes 50 par"),
    ("L3.3X", "L3.3 Warp X: 40 cycles ke teen paths"),
    (
        "L3.3Y",
        "L3.3 Warp Y (sudhara hua): 24 cycles ke paanch paths",
    ),
    ("L4.1", "L4.1 idx % 2: bhaari 60 aur halka 20"),
    ("L4.2", "L4.2 chhota branch 4 aur 3"),
    ("L5.3P", "L5.3 Warp P: 25 + 15, tail nahi"),
    ("L5.3Q", "L5.3 Warp Q: 25 + 15, phir 10 cycles ki tail"),
    ("split10-8", "idx < 16: 10 aur 8 instructions"),
    (
        "worst32",
        "32 raaston wala sabse bura case, har ek 10 cycles",
    ),
    ("even2", "Barabar do hisson mein split, lambaai barabar"),
    ("eight8", "Aath hisson mein split, lambaai barabar"),
    ("long1", "31 lanes chhoti, 1 lane das guna lambi"),
    (
        "L4.3",
        "L4.3 chaar mile-jule warps, 20/30/25/5 mein se har ek par 8 lanes",
    ),
    ("L5.1", "L5.1 ek saaf warp, teen 30/18 mein bante hue"),
    ("L5.2A", "L5.2 option A: har warp 40/10 mein bantta hai"),
    (
        "L5.2B",
        "L5.2 option B: sorted, do bhaari aur do halke warps",
    ),
];
