//! The Branch tree view's words in both languages: the tree panel, its dataset panel, the lane grid and
//! the loop panel (the sentences `model::tree` and `model::loops` write are theirs, in English).

use crate::model::i18n::Tr;
use crate::model::tree::{LanePreset, TreeShape};

// The view and its tabs.
pub const TITLE: Tr = Tr::new(
    "Branch tree: leaves reached, not depth, set the cost",
    "Branch tree: cost depth se nahi, pahunchi hui leaves se tay hoti hai",
);
pub const PANELS: Tr = Tr::new("Panels", "Panels ke tabs");
pub const TAB_TREE: Tr = Tr::new("Branch tree", "Branch ka tree");
pub const LOOP: Tr = Tr::new("Loop divergence", "Loop ki divergence");
pub const CODE: Tr = Tr::new(
    "Code (scrolls sideways on a narrow screen)",
    "Code (chhoti screen par side mein scroll hota hai)",
);

// The tree's controls.
pub const SHAPE: Tr = Tr::new("Tree", "Tree ka shape");
pub const LANE_LAYOUT: Tr = Tr::new("Lane layout", "Lanes ka layout");
pub const CUSTOM_EDITED: Tr = Tr::new("Custom (edited)", "Custom (haath se badla)");
pub const RANDOM_SEED: Tr = Tr::new("Random seed", "Random ka seed");
pub const ACTIVE: Tr = Tr::new(
    "Active lanes (a partial final warp)",
    "Active lanes (aakhri warp adhoora ho toh)",
);
pub const LEAF_COSTS: Tr = Tr::new("Leaf costs (cycles)", "Har leaf ki cost (cycles)");
pub const ONE_LEVEL: Tr = Tr::new("One-level if/else", "Ek level ka if/else");
pub const NESTED: Tr = Tr::new(
    "Nested if/else (seed L3.1)",
    "Nested if/else (seed L3.1 wala)",
);
pub const SWITCH4: Tr = Tr::new("Four-way switch", "Chaar raaston wala switch");
pub const WORST: Tr = Tr::new("Worst case", "Sabse bura case");
pub const BEST: Tr = Tr::new(
    "Only p1 and p3 (correlated data)",
    "Sirf p1 aur p3 (correlated data)",
);
pub const SORTED: Tr = Tr::new("Sorted by category", "Category ke hisaab se sorted");
pub const ALTERNATING: Tr = Tr::new("Alternating lanes", "Ek chhod ek, alternating lanes");
pub const RANDOM: Tr = Tr::new("Random", "Random (seed se)");

// The stage: figure, readouts, actions, the partial warp, the export.
pub const ISSUES: Tr = Tr::new(
    " The warp issues {} cycles (T_div) against an ideal of {} (T_ideal).",
    " Warp {} cycles issue karta hai (T_div), jabki ideal {} hai (T_ideal).",
);
pub const FIGURE: Tr = Tr::new(
    "Tree figure (scrolls sideways on a narrow screen)",
    "Tree figure (chhoti screen par side mein scroll hota hai)",
);
pub const READOUTS: Tr = Tr::new("Tree readouts", "Tree ke readouts");
pub const OF: Tr = Tr::new("{} of {}", "{}, kul {} mein se");
pub const OPEN_IN_TIMELINE: Tr = Tr::new(
    "Open reached leaves in the timeline",
    "Pahunchi hui leaves ko timeline mein kholo",
);
pub const PARTIAL: Tr = Tr::new(
    "A partial final warp: {} of {} lanes hold data. Source note 002's boundary branch, if (i < n), leaves the other {} inactive for the whole region: they issue nothing useful, so lane utilisation counts them as idle while path efficiency, which looks only at the paths, does not.",
    "Aakhri warp adhoora hai: {} lanes mein data hai, kul {} mein se. Source note 002 ki boundary branch, if (i < n), baaki {} ko poore region ke liye inactive chhod deti hai: woh kaam ka kuch issue nahi karti, isliye lane utilisation unhe idle ginta hai, jabki path efficiency, jo sirf paths ko dekhti hai, unhe nahi ginti.",
);
pub const HAND_SET: Tr = Tr::new("hand-set lanes", "haath se set ki lanes");
pub const EXPORT_REACHED: Tr = Tr::new(
    "Leaves reached: {} of {}",
    "Pahunchi hui leaves: {}, kul {} mein se",
);
pub const EXPORT_CYCLES: Tr = Tr::new(
    "T_div: {} cycles   T_ideal: {} cycles   Path efficiency: {}",
    "T_div: {} cycles   T_ideal: {} cycles   Path ki efficiency: {}",
);

// The dataset panel.
pub const DATASET_TITLE: Tr = Tr::new(
    "This warp is one warp of a dataset",
    "Yeh warp ek poore dataset ke warps mein se ek hai",
);
pub const HAND_SET_NOTE: Tr = Tr::new(
    "Hand-set lanes are one warp on its own. Choose a lane layout to see the warp as one warp of a whole dataset.",
    "Haath se set ki lanes apne aap mein akela ek warp hain. Warp ko poore dataset ke ek warp ki tarah dekhne ke liye koi lane layout chuno.",
);
pub const DATASET_LEAD: Tr = Tr::new(
    "The layout decides how the dataset's elements are grouped into warps; the shares stay the same. Sorted data leave almost every warp with one leaf, so the block issues far less, even though one warp may be mixed; mixed layouts put every leaf in every warp.",
    "Layout tay karta hai ki dataset ke elements warps mein kaise group honge; shares wahi rehte hain. Sorted data mein lagbhag har warp ke paas ek hi leaf hoti hai, isliye block kaafi kam issue karta hai, bhale hi koi ek warp mixed ho; mixed layouts har warp mein har leaf daal dete hain.",
);
pub const SHARES: Tr = Tr::new(
    "Shares of the leaves in percent (p1, p2, …; adding up to 100)",
    "Leaves ke shares percent mein (p1, p2, …; jod 100 ho)",
);
pub const DATASET_WARPS: Tr = Tr::new(
    "Warps in the dataset (1 to 64)",
    "Dataset mein kitne warps (1 se 64)",
);
pub const SHOWN: Tr = Tr::new("Warp shown (0 first)", "Kaunsa warp dikhe (pehla 0)");
pub const PREVIOUS_WARP: Tr = Tr::new("Previous warp", "Pichhla warp");
pub const NEXT_WARP: Tr = Tr::new("Next warp", "Agla warp");
pub const STRIP: Tr = Tr::new(
    "Dataset strip (scrolls sideways on a narrow screen)",
    "Dataset strip (chhoti screen par side mein scroll hota hai)",
);
pub const DATASET_READOUTS: Tr = Tr::new("Dataset readouts", "Dataset ke readouts");

// The lane grid.
pub const LANES: Tr = Tr::new("Lanes", "Saari lanes");
pub const GRID_HELP: Tr = Tr::new(
    "Arrow keys move between lanes. Space sends the lane to the next leaf; A, B and C flip that predicate; X switches the lane on or off.",
    "Arrow keys se lanes ke beech chalo. Space lane ko agli leaf par bhejta hai; A, B aur C woh predicate palat dete hain; X lane ko on ya off karta hai.",
);
pub const OFF: Tr = Tr::new("off ", "band ");
pub const REACHES: Tr = Tr::new(
    " (lane {} reaches p{}: {})",
    " (lane {} p{} tak pahunchti hai: {})",
);
pub const INACTIVE: Tr = Tr::new(" (lane {} is inactive)", " (lane {} inactive hai)");

// The loop panel.
pub const TRIP_COUNTS: Tr = Tr::new(
    "Trip count of each lane (lane 0 first; missing lanes are inactive)",
    "Har lane ka trip count (pehle lane 0; jo lanes nahi likhi, woh inactive)",
);
pub const LOOP_PRESET: Tr = Tr::new("Loop preset", "Loop ka preset");
pub const CHOOSE: Tr = Tr::new("Choose…", "Chuno…");
pub const LOOP_SEED: Tr = Tr::new(
    "Seed L3.2: 5, 20, 3, 15, … (max 20, sum 320)",
    "Seed L3.2: 5, 20, 3, 15, … (max 20, kul 320)",
);
pub const LOOP_UNIFORM: Tr = Tr::new("Every lane 20 trips", "Har lane ke 20 trips");
pub const LOOP_STRAGGLER: Tr = Tr::new(
    "One straggler: lane 0 runs 20, the rest 1",
    "Ek straggler: lane 0 ke 20 trips, baaki sabke 1",
);
pub const LOOP_PARTIAL: Tr = Tr::new(
    "Partial warp: a quarter of the lanes, 20 trips each",
    "Adhoora warp: chauthai lanes, har ek ke 20 trips",
);
pub const LOOP_READOUTS: Tr = Tr::new("Loop readouts", "Loop ke readouts");
pub const ROWS_CAPTION: Tr = Tr::new(
    "Active lanes per iteration (■ looping, · done or inactive)",
    "Har iteration mein active lanes (■ loop chal raha, · khatam ya inactive)",
);
pub const ITERATION: Tr = Tr::new("Iteration", "Kaunsi iteration");
pub const ACTIVE_LANES: Tr = Tr::new("Active lanes", "Kitni lanes active");
pub const MASK: Tr = Tr::new("Mask, lane 0 first", "Mask, pehle lane 0");
pub const MORE_ITERATIONS: Tr = Tr::new("… {} more iterations", "… {} aur iterations");

/// A tree shape's name (`TreeShape::label` is the English).
pub fn shape(s: TreeShape) -> Tr {
    match s {
        TreeShape::OneLevel => ONE_LEVEL,
        TreeShape::Nested => NESTED,
        TreeShape::Switch4 => SWITCH4,
    }
}

/// A lane layout's name (`LanePreset::label` is the English).
pub fn preset(p: LanePreset) -> Tr {
    match p {
        LanePreset::Worst => WORST,
        LanePreset::Best => BEST,
        LanePreset::Sorted => SORTED,
        LanePreset::Alternating => ALTERNATING,
        LanePreset::Random => RANDOM,
    }
}

/// One sentence on a layout: what it is and why it costs what it costs, then this dataset's numbers
/// (divergent warps, warps, leaves a warp on average).
pub fn preset_note(p: LanePreset) -> Tr {
    match p {
        LanePreset::Worst => Tr::new(
            "Worst case: every warp holds its share of every leaf, interleaved lane by lane, so every warp issues every leaf's path in turn — {} of {} warps diverge, {} leaves a warp on average.",
            "Sabse bura case: har warp mein har leaf ka hissa hai, lane-dar-lane mila hua, isliye har warp har leaf ka path baari-baari issue karta hai — {} warps diverge karte hain, kul {} mein se, ek warp mein average {} leaves.",
        ),
        LanePreset::Best => Tr::new(
            "Other data, not a better arrangement: B holds whenever A and C whenever not A, so only p1 and p3 exist and each warp issues those two paths — {} of {} warps diverge, {} leaves a warp on average.",
            "Yeh doosra data hai, behtar arrangement nahi: jab A sach hai tab B bhi, jab A jhooth hai tab C sach, isliye sirf p1 aur p3 bachte hain aur har warp yahi do paths issue karta hai — {} warps diverge karte hain, kul {} mein se, ek warp mein average {} leaves.",
        ),
        LanePreset::Sorted => Tr::new(
            "Sorted by category before the launch, so each warp holds one leaf's elements (a warp on a boundary two) and issues one path — the cheapest way to group these data: {} of {} warps diverge, {} leaves a warp on average.",
            "Launch se pehle category ke hisaab se sorted, isliye har warp mein ek hi leaf ke elements hain (boundary wale warp mein do) aur woh ek hi path issue karta hai — is data ko group karne ka sabse sasta tareeka: {} warps diverge karte hain, kul {} mein se, ek warp mein average {} leaves.",
        ),
        LanePreset::Alternating => Tr::new(
            "Neighbouring lanes disagree at the first branch (the idx % 2 pattern) while each side's elements stay in sorted order, so every warp splits at the top and rarely below it — {} of {} warps diverge, {} leaves a warp on average.",
            "Padosi lanes pehli branch par alag jaati hain (idx % 2 wala pattern), par har side ke elements sorted order mein rehte hain, isliye har warp upar toh batta hai, neeche kam hi — {} warps diverge karte hain, kul {} mein se, ek warp mein average {} leaves.",
        ),
        LanePreset::Random => Tr::new(
            "The sorted elements shuffled with the seed: a shuffled warp almost surely catches every common leaf, so random order costs about what the worst case costs; New seed draws another shuffle — {} of {} warps diverge, {} leaves a warp on average.",
            "Sorted elements ko seed se shuffle kiya: shuffle hua warp lagbhag hamesha har aam leaf pakad leta hai, isliye random order ki cost sabse bure case jitni hi hoti hai; \"Naya seed\" ek naya shuffle banata hai — {} warps diverge karte hain, kul {} mein se, ek warp mein average {} leaves.",
        ),
    }
}

/// A loop preset's name by its key in `state::loops::LOOP_PRESETS`.
pub fn loop_preset(key: &str) -> Option<Tr> {
    match key {
        "seed" => Some(LOOP_SEED),
        "uniform" => Some(LOOP_UNIFORM),
        "straggler" => Some(LOOP_STRAGGLER),
        "partial" => Some(LOOP_PARTIAL),
        _ => None,
    }
}

/// Every text above, for the test that each has both languages.
// The sentence that says which leaves the warp reaches (the figure's text alternative and the readout).
pub const REACHED: Tr = Tr::new("Reached: {}.", "Pahunchi leaves: {}.");
/// One reached leaf: its number, its cost, its lane count and the word for lanes.
pub const REACHED_LEAF: Tr = Tr::new("p{} ({} cycles) by {} {}", "p{} ({} cycles) {} {} se");
pub const NOT_REACHED: Tr = Tr::new(
    " Not reached, so never issued: {}.",
    " Jin tak koi lane nahi pahunchi, woh kabhi issue nahi hui: {}.",
);
pub const NO_LANE: Tr = Tr::new(
    "No lane is active, so no leaf is reached and nothing is issued.",
    "Koi lane active nahi hai, isliye koi leaf nahi pahunchti aur kuch issue nahi hota.",
);
// The dataset strip (`geometry::tree::dataset_strip_svg`).
pub const STRIP_TITLE: Tr = Tr::new(
    "The dataset, one row per warp",
    "Poora dataset, har warp ki ek row",
);
pub const STRIP_DESCRIPTION: Tr = Tr::new(
    "{} warps of the dataset, one row each; every cell is an element, coloured and numbered by its leaf. Warp {} is the one the tree shows. Together they issue {} cycles against an ideal of {}.",
    "Dataset ke {} warps, har ek ki ek row; har cell ek element hai, apni leaf ke rang aur number ke saath. Warp {} woh hai jo tree dikhata hai. Milkar woh {} cycles issue karte hain, jabki ideal {} hai.",
);
/// Beside the strip's row of the warp the tree shows.
pub const STRIP_SHOWN: Tr = Tr::new("◀ shown", "◀ dikhaya");

/// The loop panel's one-sentence summary (`state::loops::describe`).
pub const LOOP_SUMMARY: Tr = Tr::new(
    "The warp runs {} iterations because its longest lane needs {}; {} of {} lane-iteration slots are useful, a utilisation of {}.",
    "Warp {} iterations chalta hai kyunki uski sabse lambi lane ko {} chahiye; {} lane-iteration slots kaam ke hain, kul {} mein se: utilisation {}.",
);
pub const UNDEFINED: Tr = Tr::new("undefined", "tay nahi");

pub const ALL: [Tr; 65] = [
    TITLE,
    PANELS,
    TAB_TREE,
    LOOP,
    CODE,
    SHAPE,
    LANE_LAYOUT,
    CUSTOM_EDITED,
    RANDOM_SEED,
    ACTIVE,
    LEAF_COSTS,
    ONE_LEVEL,
    NESTED,
    SWITCH4,
    WORST,
    BEST,
    SORTED,
    ALTERNATING,
    RANDOM,
    ISSUES,
    FIGURE,
    READOUTS,
    OF,
    OPEN_IN_TIMELINE,
    PARTIAL,
    HAND_SET,
    EXPORT_REACHED,
    EXPORT_CYCLES,
    DATASET_TITLE,
    HAND_SET_NOTE,
    DATASET_LEAD,
    SHARES,
    DATASET_WARPS,
    SHOWN,
    PREVIOUS_WARP,
    NEXT_WARP,
    STRIP,
    DATASET_READOUTS,
    LANES,
    GRID_HELP,
    OFF,
    REACHES,
    INACTIVE,
    TRIP_COUNTS,
    LOOP_PRESET,
    CHOOSE,
    LOOP_SEED,
    LOOP_UNIFORM,
    LOOP_STRAGGLER,
    LOOP_PARTIAL,
    LOOP_READOUTS,
    ROWS_CAPTION,
    ITERATION,
    ACTIVE_LANES,
    MASK,
    MORE_ITERATIONS,
    REACHED,
    REACHED_LEAF,
    NOT_REACHED,
    NO_LANE,
    STRIP_TITLE,
    STRIP_DESCRIPTION,
    STRIP_SHOWN,
    LOOP_SUMMARY,
    UNDEFINED,
];

#[cfg(test)]
mod tests {
    use super::*;
    use crate::state::loops::LOOP_PRESETS;

    #[test]
    fn names_keep_the_model_english() {
        for s in TreeShape::ALL {
            assert_eq!(shape(s).en, s.label());
        }
        for p in LanePreset::ALL {
            assert_eq!(preset(p).en, p.label());
        }
        for (key, label) in LOOP_PRESETS {
            assert_eq!(loop_preset(key).map(|t| t.en), Some(label), "{key}");
        }
    }
}
