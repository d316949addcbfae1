//! The Layouts lab's words in both languages (its seed and p controls are the Sampling lab's), and the
//! words of its figures and tables (`geometry::layouts`). The refusals of `state::layouts` are English.

use crate::model::i18n::Tr;
use crate::model::layouts::Layout;

// The view.
pub const TITLE: Tr = Tr::new(
    "Layouts lab: how data becomes warps",
    "Layouts lab: data warps kaise banta hai",
);
pub const INTRO: Tr = Tr::new(
    "Divergence depends on how the data is grouped into warps, not only on how many labels are true. Build a whole dataset, see every warp of it, and compare it with what independent labels would give. Lanes whose label is true take path A, the others path B; a warp pays for every path one of its lanes takes.",
    "Divergence sirf is par depend nahi karti ki kitne labels true hain, balki is par bhi ki data warps mein kaise group hua hai. Poora dataset banao, uska har warp dekho, aur use independent labels ke nateeje se milao. Jin lanes ka label true hai woh path A leti hain, baaki path B; warp har us path ki keemat chukata hai jo uski koi bhi lane leti hai.",
);
pub const HISTOGRAM: Tr = Tr::new(
    "Histogram (scrolls sideways on a narrow screen)",
    "Histogram (chhoti screen par side mein scroll hota hai)",
);
pub const CAPTION: Tr = Tr::new(
    "Bars: how many full warps have each number of true lanes. Markers: the expected number under the exact model named in the legend. ",
    "Bars: kitne full warps mein kitni true lanes hain. Markers: legend mein likhe exact model ke hisaab se expected ginti. ",
);
pub const AS_TABLE: Tr = Tr::new(
    "The histogram as a table",
    "Histogram, table ki shakal mein",
);
pub const TABLE: Tr = Tr::new(
    "Histogram table (scrolls sideways on a narrow screen)",
    "Histogram table (chhoti screen par side mein scroll hota hai)",
);
pub const FIRST_WARPS: Tr = Tr::new(
    "The first warps, lane by lane",
    "Pehle kuch warps, lane by lane",
);
pub const STRIP: Tr = Tr::new(
    "Lane strip (scrolls sideways on a narrow screen)",
    "Lane strip (chhoti screen par side mein scroll hota hai)",
);
pub const LAB_LEAD: Tr = Tr::new(
    "Labels drawn independently, one warp at a time: ",
    "Labels independently nikaale gaye, ek baar mein ek warp: ",
);
pub const LAB_LINK: Tr = Tr::new("the sampling lab", "sampling lab mein dekho");

// The readouts and the export.
pub const EXPORT_TITLE: Tr = Tr::new("{} labels, {}, p = {}", "{} labels ka dataset, {}, p = {}");
pub const SUMMARY_WARPS: Tr = Tr::new("{} warps, {} divergent", "{} warps, jinmein {} divergent");
pub const SUMMARY_CYCLES: Tr = Tr::new(
    "{} issue cycles (A = {}, B = {})",
    "{} cycles issue hue (A = {}, B = {})",
);
pub const SUMMARY_EFFICIENCY: Tr = Tr::new("block efficiency {}", "block ki efficiency {}");
pub const LAST_WARP: Tr = Tr::new(
    "{} (the last has {} of {} lanes)",
    "{} (aakhri warp mein {} lanes hain, kul {} mein se)",
);
pub const SAME: Tr = Tr::new("0 cycles (the same)", "0 cycles (bilkul barabar)");
pub const FEWER: Tr = Tr::new("{} cycles fewer ({} less)", "{} cycles kam ({} kam)");
pub const MORE: Tr = Tr::new("{} cycles more ({} more)", "{} cycles zyada ({} zyada)");

// The controls.
pub const LAYOUT: Tr = Tr::new("Layout", "Layout chuno");
pub const INDEPENDENT: Tr = Tr::new(
    "Independent (Bernoulli p)",
    "Har label independent (Bernoulli p)",
);
pub const SORTED: Tr = Tr::new("Sorted (true first)", "Sorted (pehle true)");
pub const ALTERNATING: Tr = Tr::new(
    "Alternating (evenly spread)",
    "Alternating (barabar faile hue)",
);
pub const RUNS: Tr = Tr::new("Runs (Markov chain)", "Runs (Markov chain se)");
pub const CLUSTERED: Tr = Tr::new("Clustered blocks", "Blocks mein clustered");
pub const SHUFFLED: Tr = Tr::new(
    "Sorted, then shuffled within k",
    "Sorted, phir k ke andar shuffled",
);
pub const N_FIELD: Tr = Tr::new("Labels n (1 to 1,000,000)", "Labels n (1 se 1,000,000)");
pub const P_FIELD: Tr = Tr::new(
    "Share of true labels p (0 to 1)",
    "True labels ka share p (0 se 1)",
);
pub const RUN_RANGE: Tr = Tr::new("{} (1 to 1,000,000)", "{} (1 se 1,000,000)");
pub const MEAN_RUN: Tr = Tr::new("Mean run length", "Run ki ausat length");
pub const BLOCK_LENGTH: Tr = Tr::new("Block length", "Block ki length");
pub const WINDOW: Tr = Tr::new("Shuffle window k", "Shuffle ka window k");
pub const NOT_USED: Tr = Tr::new("not used by this layout", "is layout mein iska kaam nahi");
pub const PATH_A: Tr = Tr::new(
    "Path A cycles (true lanes)",
    "Path A ki cycles (true lanes)",
);
pub const PATH_B: Tr = Tr::new(
    "Path B cycles (false lanes)",
    "Path B ki cycles (false lanes)",
);

// The coalescing panel.
pub const COALESCING: Tr = Tr::new("The coalescing trade-off", "Coalescing ka trade-off");
pub const COALESCING_LEAD: Tr = Tr::new(
    "Sorting or partitioning the labels makes warps uniform, but each thread then reads a different element. Here every lane reads element ",
    "Labels ko sort ya partition karne se warps uniform ho jaate hain, par tab har thread ek alag element padhta hai. Yahan har lane element ",
);
pub const COALESCING_REST: Tr = Tr::new(
    " of an array of 4-byte values; after the partition, thread i reads the element whose label came i-th (true labels first). A warp's load touches the 32-byte sectors its lanes' addresses fall in: 4 when 32 lanes read 128 contiguous bytes, up to 32 when they are scattered.",
    " padhti hai, 4-byte values ke ek array se; partition ke baad thread i woh element padhta hai jiska label i-th number par aaya (pehle true labels). Warp ka load un 32-byte sectors ko chhoota hai jinmein uski lanes ke addresses padte hain: 4, jab 32 lanes 128 contiguous bytes padhti hain, aur 32 tak, jab addresses bikhre hote hain.",
);
pub const SECTOR: Tr = Tr::new(
    "Cycles per sector (model parameter)",
    "Har sector ki cycles (model ka parameter)",
);
pub const COALESCING_TABLE: Tr = Tr::new(
    "Coalescing table (scrolls sideways on a narrow screen)",
    "Coalescing table (chhoti screen par side mein scroll hota hai)",
);
pub const A_MODEL: Tr = Tr::new(
    "This is a model, not a measurement. ",
    "Yeh ek model hai, measurement nahi. ",
);
pub const MODEL_NOTE: Tr = Tr::new(
    "Its parameters: path A and B cycles (issue cost, priced by the same rule as the Timeline for every warp), one load per warp of 4-byte elements, 32-byte sectors, and a fixed cost per sector that you set (default 4, not measured). It leaves out the cost of the reorder itself, caches and latency hiding.",
    "Iske parameters: path A aur B ki cycles (issue cost, har warp ke liye Timeline wale rule se hi priced), har warp ka 4-byte elements wala ek load, 32-byte sectors, aur har sector ki ek fixed cost jo tum set karte ho (default 4, measure nahi ki gayi). Isme reorder ka apna kharcha, caches aur latency hiding shaamil nahi hain.",
);

/// A layout's name (`Layout::label` is the English).
pub fn layout(l: Layout) -> Tr {
    match l {
        Layout::Independent => INDEPENDENT,
        Layout::Sorted => SORTED,
        Layout::Alternating => ALTERNATING,
        Layout::Runs => RUNS,
        Layout::Clustered => CLUSTERED,
        Layout::ShuffledWithin => SHUFFLED,
    }
}

/// What the run field means for a layout (`Layout::run_label` is the English); none where it is unused.
pub fn run_label(l: Layout) -> Option<Tr> {
    match l {
        Layout::Runs => Some(MEAN_RUN),
        Layout::Clustered => Some(BLOCK_LENGTH),
        Layout::ShuffledWithin => Some(WINDOW),
        _ => None,
    }
}

// The figures' and tables' words (`geometry::layouts`). Values fill the `{}` in order.

pub const ABOUT_INDEPENDENT: Tr = Tr::new(
    "Each label is true with probability p, independently: the sampling lab's model, applied to every warp.",
    "Har label probability p se true hai, baaki se independent: sampling lab ka model, har warp par lagaya hua.",
);
pub const ABOUT_SORTED: Tr = Tr::new(
    "Exactly round(p·n) true labels, all of them first: every warp is uniform except at most one.",
    "Theek round(p·n) true labels, sab shuru mein: zyada se zyada ek ko chhodkar har warp uniform hai.",
);
pub const ABOUT_ALTERNATING: Tr = Tr::new(
    "Exactly round(p·n) true labels spread as evenly as possible: at p = 0.5, true and false alternate, so every warp splits.",
    "Theek round(p·n) true labels, jitna ho sake barabar faile hue: p = 0.5 par true aur false baari-baari aate hain, isliye har warp bant jaata hai.",
);
pub const ABOUT_RUNS: Tr = Tr::new(
    "A Markov chain: runs of equal labels with the mean run length below, and a share p of true labels in the long run.",
    "Ek Markov chain: ek jaise labels ke runs, jinki mean run length neeche di hai, aur lambe samay mein true labels ka hissa p.",
);
pub const ABOUT_CLUSTERED: Tr = Tr::new(
    "Blocks of the length below, each wholly true with probability p.",
    "Neeche di gayi length ke blocks, har block poora true probability p se.",
);
pub const ABOUT_SHUFFLED: Tr = Tr::new(
    "The sorted dataset, then each window of k labels shuffled: k = 1 is sorted, a large k approaches independent.",
    "Sorted dataset, phir k labels ki har window shuffle ki hui: k = 1 sorted hai, bada k independent ke kareeb pahunchta hai.",
);
pub const OVERLAY_MARKOV: Tr = Tr::new(
    "exact for this Markov chain (dynamic programming)",
    "is Markov chain ke liye exact (dynamic programming)",
);
pub const OVERLAY_EXACT_BINOMIAL: Tr = Tr::new(
    "exact Binomial(w, p) for these independent labels",
    "in independent labels ke liye exact Binomial(w, p)",
);
pub const OVERLAY_BINOMIAL: Tr = Tr::new(
    "independent labels with the same p (Binomial)",
    "usi p wale independent labels (Binomial)",
);
pub const HISTOGRAM_TITLE: Tr = Tr::new(
    "Histogram of true lanes per warp",
    "Har warp mein true lanes ka histogram",
);
/// The warp width.
pub const X_AXIS: Tr = Tr::new(
    "true lanes in a full warp (of {})",
    "poore warp mein true lanes ({} mein se)",
);
pub const Y_AXIS: Tr = Tr::new("full warps", "poore warps");
pub const BARS: Tr = Tr::new(
    "bars: warps of this dataset (grey at 0 and full: uniform warps)",
    "bars: is dataset ke warps (0 aur full par grey: uniform warps)",
);
pub const STRIP_TITLE: Tr = Tr::new("The first warps' lanes", "Pehle warps ki lanes");
/// How many warps the strip shows.
pub const STRIP_DESCRIPTION: Tr = Tr::new(
    "The first {} warps, one row each: filled cells are lanes whose label is true, hollow cells false, dots lanes past the end of the data.",
    "Pehle {} warps, har ek ki ek row: bhare cells woh lanes jinka label true hai, khaali cells false, aur dots data ke khatam hone ke baad ki lanes.",
);
pub const DIVERGES: Tr = Tr::new("diverges", "diverge karta hai");
pub const UNIFORM: Tr = Tr::new("uniform", "uniform hai");
/// Warps in all, divergent warps, the most common counts, and [`DESCRIBE_PARTIAL`] or nothing.
pub const DESCRIBE: Tr = Tr::new(
    "{} in all, {} divergent. Most common: {}.{}",
    "Kul {}, {} divergent. Sabse aam: {}.{}",
);
/// Warps, true lanes.
pub const WITH_TRUE_LANES: Tr = Tr::new("{} with {} true lanes", "{} jinmein {} true lanes");
pub const NONE: Tr = Tr::new("none", "koi nahi");
/// Lanes with data, the width, true lanes.
pub const DESCRIBE_PARTIAL: Tr = Tr::new(
    " The final warp is partial: {} of {} lanes hold data, {} of them true.",
    " Aakhri warp adhoora hai: {} lanes mein data hai ({} mein se), jinmein {} true hain.",
);
pub const TABLE_CAPTION: Tr = Tr::new(
    "Full warps by number of true lanes",
    "True lanes ki ginti ke hisaab se poore warps",
);
pub const COL_TRUE_LANES: Tr = Tr::new("True lanes", "True lanes ki ginti");
pub const COL_WARPS: Tr = Tr::new("Warps", "Kitne warps");
/// Cycles per sector.
pub const COALESCING_CAPTION: Tr = Tr::new(
    "Before and after partitioning the labels ({} cycles per sector)",
    "Labels ko partition karne se pehle aur baad ({} cycles har sector)",
);
pub const COL_LAYOUT: Tr = Tr::new("Layout", "Layout ka tareeka");
pub const COL_ISSUE: Tr = Tr::new("Issue cycles", "Issue ke cycles");
pub const COL_DIVERGENT: Tr = Tr::new("Divergent warps", "Divergent warps ki ginti");
pub const COL_SECTORS: Tr = Tr::new("Sectors read", "Padhe gaye sectors");
pub const COL_COMBINED: Tr = Tr::new("Combined estimate", "Milakar andaaza");
/// Sectors, sectors per warp.
pub const PER_WARP: Tr = Tr::new("{} ({} per warp)", "{} ({} har warp)");
pub const AS_LAID_OUT: Tr = Tr::new("As laid out", "Jaisa rakha hai");
pub const PARTITIONED: Tr = Tr::new(
    "Partitioned (true labels first)",
    "Partition kiya (true labels pehle)",
);
/// Cycles saved.
pub const REORDER_WINS: Tr = Tr::new(
    "The reorder wins: {} fewer cycles in this model.",
    "Reorder jeet-ta hai: is model mein {} cycles kam.",
);
/// Cycles lost.
pub const REORDER_LOSES: Tr = Tr::new(
    "The reorder loses: {} more cycles in this model — the divergence it removes is worth less than the sectors it adds.",
    "Reorder haarta hai: is model mein {} cycles zyada — jo divergence yeh hatata hai woh un sectors se kam keemti hai jo yeh jodta hai.",
);
pub const REORDER_EVEN: Tr = Tr::new(
    "The reorder neither wins nor loses in this model.",
    "Is model mein reorder na jeet-ta hai na haarta hai.",
);

/// Every text above, for the test that each has both languages.
pub const ALL: [Tr; 41] = [
    TITLE,
    INTRO,
    HISTOGRAM,
    CAPTION,
    AS_TABLE,
    TABLE,
    FIRST_WARPS,
    STRIP,
    LAB_LEAD,
    LAB_LINK,
    EXPORT_TITLE,
    SUMMARY_WARPS,
    SUMMARY_CYCLES,
    SUMMARY_EFFICIENCY,
    LAST_WARP,
    SAME,
    FEWER,
    MORE,
    LAYOUT,
    INDEPENDENT,
    SORTED,
    ALTERNATING,
    RUNS,
    CLUSTERED,
    SHUFFLED,
    N_FIELD,
    P_FIELD,
    RUN_RANGE,
    MEAN_RUN,
    BLOCK_LENGTH,
    WINDOW,
    NOT_USED,
    PATH_A,
    PATH_B,
    COALESCING,
    COALESCING_LEAD,
    COALESCING_REST,
    SECTOR,
    COALESCING_TABLE,
    A_MODEL,
    MODEL_NOTE,
];

/// The figures' and tables' words, for the same test.
pub const FIGURES: [Tr; 36] = [
    ABOUT_INDEPENDENT,
    ABOUT_SORTED,
    ABOUT_ALTERNATING,
    ABOUT_RUNS,
    ABOUT_CLUSTERED,
    ABOUT_SHUFFLED,
    OVERLAY_MARKOV,
    OVERLAY_EXACT_BINOMIAL,
    OVERLAY_BINOMIAL,
    HISTOGRAM_TITLE,
    X_AXIS,
    Y_AXIS,
    BARS,
    STRIP_TITLE,
    STRIP_DESCRIPTION,
    DIVERGES,
    UNIFORM,
    DESCRIBE,
    WITH_TRUE_LANES,
    NONE,
    DESCRIBE_PARTIAL,
    TABLE_CAPTION,
    COL_TRUE_LANES,
    COL_WARPS,
    COALESCING_CAPTION,
    COL_LAYOUT,
    COL_ISSUE,
    COL_DIVERGENT,
    COL_SECTORS,
    COL_COMBINED,
    PER_WARP,
    AS_LAID_OUT,
    PARTITIONED,
    REORDER_WINS,
    REORDER_LOSES,
    REORDER_EVEN,
];

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names_keep_the_model_english() {
        for l in Layout::ALL {
            assert_eq!(layout(l).en, l.label());
            assert_eq!(run_label(l).map_or("", |t| t.en), l.run_label());
        }
    }
}
