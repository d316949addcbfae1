//! The About view's words in both languages (the glossary's own are in `model::glossary`; the views'
//! names are the navigation's, `View::name`).

use crate::model::i18n::Tr;
use crate::state::View;

pub const TITLE: Tr = Tr::new("About Warpwise", "Warpwise ke baare mein");
pub const WARPS: Tr = Tr::new(
    "A GPU runs threads in groups called warps: 32 lanes on NVIDIA hardware, 64 on an AMD wavefront. One instruction decoder feeds all lanes, so at any moment the warp can issue only one path's instructions. Lanes that did not take that path are masked: they produce nothing, but the cycles still pass.",
    "GPU threads ko groups mein chalata hai jinhe warps kehte hain: NVIDIA hardware par 32 lanes, AMD wavefront mein 64. Ek hi instruction decoder saari lanes ko feed karta hai, isliye kisi bhi pal warp sirf ek path ke instructions issue kar sakta hai. Jin lanes ne woh path nahi liya, woh masked rehti hain: kuch produce nahi karti, par cycles phir bhi guzarte hain.",
);
pub const DIVERGES: Tr = Tr::new(
    "When the lanes of a warp disagree at a branch, the warp diverges and issues every path that at least one lane takes, one after another. The region then costs the sum of those path lengths (T_div) instead of the longest one (T_ideal). How many lanes took each path does not change the time: one lane on a long path pays the whole path.",
    "Jab branch par warp ki lanes alag-alag raasta leti hain, toh warp diverge hota hai aur har woh path issue karta hai jo kam se kam ek lane leti hai, ek ke baad ek. Tab region ki cost un path lengths ka sum hoti hai (T_div), sabse lambe path ki nahi (T_ideal). Kis path par kitni lanes gayi, isse time nahi badalta: lambe path par ek lane bhi poore path ki keemat chukati hai.",
);
pub const PER_WARP: Tr = Tr::new(
    "Divergence is per warp. It depends on how the data are grouped into warps, not on how often each outcome occurs overall: sorted data can leave every warp uniform, while alternating data split every warp. Compilers may also predicate short branches, so real hardware must be measured, not guessed.",
    "Divergence har warp ki apni hoti hai. Yeh is par depend karti hai ki data warps mein kaise group hua hai, is par nahi ki kul milakar har outcome kitni baar aata hai: sorted data har warp ko uniform rakh sakta hai, jabki alternating data har warp ko baant deta hai. Compilers chhoti branches ko predicate bhi kar sakte hain, isliye asli hardware ko measure karna padta hai, andaaze se kaam nahi chalta.",
);
pub const THE_VIEWS: Tr = Tr::new("The views", "Saare views");
pub const TIMELINE: Tr = Tr::new(
    "Prices one divergent region: the ideal bar over the serialized bar, with the waste in between. Edit paths and lanes, switch to a block of warps, project it, export it, share a link.",
    "Ek divergent region ki keemat lagata hai: upar ideal bar, neeche serialized bar, aur beech mein waste. Paths aur lanes badlo, warps ke block par switch karo, projector par dikhao, export karo, link share karo.",
);
pub const TREE: Tr = Tr::new(
    "Sets each lane's data and shows which leaves of a nested branch it reaches, and the loop panel for per-lane trip counts.",
    "Har lane ka data set karo aur dekho woh nested branch ki kaun si leaves tak pahunchti hai; saath mein loop panel, har lane ke trip counts ke liye.",
);
pub const STEPPER: Tr = Tr::new(
    "Steps a small CUDA-C kernel lane by lane: the active mask of every issue slot, the reconvergence stack, predicated branches, and a cycle prediction for an H200 tested on pre-registered kernels.",
    "Ek chhote CUDA-C kernel ko lane by lane step karta hai: har issue slot ka active mask, reconvergence stack, predicated branches, aur H200 ke liye cycles ka prediction jo pre-registered kernels par test hua hai.",
);
pub const LADDER: Tr = Tr::new(
    "Five levels of exercises, from spotting divergence to proving a fix at scale; commit an answer before the solution appears.",
    "Exercises ke paanch levels, divergence pehchanne se lekar bade scale par fix sabit karne tak; solution dikhne se pehle apna answer commit karo.",
);
pub const LAB: Tr = Tr::new(
    "A hypothetical model of random branch labels: the exact binomial distribution of how many lanes go each way, with seeded sampling.",
    "Random branch labels ka ek hypothetical model: kitni lanes kis taraf jaati hain, uska exact binomial distribution, seeded sampling ke saath.",
);
pub const LAYOUTS: Tr = Tr::new(
    "Builds a whole dataset of branch labels (sorted, alternating, runs, clusters, random), groups it into warps and compares every warp with the exact independent and Markov-chain predictions; shows when sorting the data costs more in memory traffic than it saves in divergence.",
    "Branch labels ka poora dataset banata hai (sorted, alternating, runs, clusters, random), use warps mein group karta hai aur har warp ko exact independent aur Markov-chain predictions se milata hai; dikhata hai kab data sort karne se memory traffic ka kharcha, divergence mein hui bachat se zyada ho jaata hai.",
);
pub const REALITY: Tr = Tr::new(
    "The source notes' scenarios measured on an NVIDIA H200, next to what the model predicts.",
    "Source notes ke scenarios, NVIDIA H200 par measure kiye hue, model ke prediction ke bagal mein.",
);
pub const LEARN: Tr = Tr::new(
    "Ten short topics in order, from what a warp is to when divergence stops mattering: each with a live figure or a view to open and a question to commit an answer to.",
    "Das chhote topics kram se, warp kya hai se lekar divergence kab maayne nahi rakhta tak: har ek ke saath live figure ya kholne ke liye ek view, aur ek sawaal jiska answer commit karna hai.",
);
pub const CARDS: Tr = Tr::new(
    "Flashcards of the source notes' questions and each ladder item's key fact, scheduled by FSRS so each comes back just before you would forget it; progress stays in this browser and can be exported.",
    "Source notes ke sawaalon aur har ladder item ki mukhya baat ke flashcards, FSRS ke schedule par, taaki har card bhoolne se thoda pehle wapas aaye; progress isi browser mein rehti hai aur export ho sakti hai.",
);
/// Every view but the start page and this one, in the navigation's order, with what it is for.
pub const VIEWS: [(View, Tr); 9] = [
    (View::Learn, LEARN),
    (View::Timeline, TIMELINE),
    (View::Tree, TREE),
    (View::Stepper, STEPPER),
    (View::Ladder, LADDER),
    (View::Lab, LAB),
    (View::Layouts, LAYOUTS),
    (View::Reality, REALITY),
    (View::Cards, CARDS),
];
pub const GLOSSARY: Tr = Tr::new("Glossary", "Glossary: shabd aur unke matlab");
pub const GLOSSARY_LEAD: Tr = Tr::new(
    "Every readout in Warpwise uses these names; its ⓘ opens the same definition.",
    "Warpwise ka har readout yahi naam use karta hai; uska ⓘ yahi definition kholta hai.",
);
pub const ERRATA: Tr = Tr::new("Where the sources are wrong", "Sources kahan galat hain");
pub const SOURCE_SAYS: Tr = Tr::new(": the source says \u{201c}", ": source kehta hai \u{201c}");

/// Every text above, for the test that each has both languages.
pub const ALL: [Tr; 18] = [
    TITLE,
    WARPS,
    DIVERGES,
    PER_WARP,
    THE_VIEWS,
    TIMELINE,
    TREE,
    STEPPER,
    LADDER,
    LAB,
    LAYOUTS,
    REALITY,
    LEARN,
    CARDS,
    GLOSSARY,
    GLOSSARY_LEAD,
    ERRATA,
    SOURCE_SAYS,
];

#[cfg(test)]
mod tests {
    use super::*;

    /// The list names every view a learner can open from the navigation, in its order.
    #[test]
    fn the_views_list_names_every_view() {
        let listed: Vec<View> = VIEWS.iter().map(|(v, _)| *v).collect();
        let navigable: Vec<View> = View::ALL
            .into_iter()
            .filter(|v| !matches!(v, View::Home | View::About))
            .collect();
        assert_eq!(listed, navigable);
    }
}
