//! The glossary: one name and one definition per quantity, used by every readout's ⓘ and by About, so
//! the same word means the same thing in every view.

use super::i18n::Tr;

/// One term as the app names and defines it: `name` and `definition` in English, `*_hi` in Hinglish.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Term {
    /// The readouts' test id and the glossary anchor.
    pub key: &'static str,
    pub name: &'static str,
    pub definition: &'static str,
    pub name_hi: &'static str,
    pub definition_hi: &'static str,
}

impl Term {
    /// The name in both languages.
    pub const fn name_tr(&self) -> Tr {
        Tr::new(self.name, self.name_hi)
    }

    /// The definition in both languages.
    pub const fn definition_tr(&self) -> Tr {
        Tr::new(self.definition, self.definition_hi)
    }
}

const fn term(key: &'static str, name: Tr, definition: Tr) -> Term {
    Term {
        key,
        name: name.en,
        definition: definition.en,
        name_hi: name.hi,
        definition_hi: definition.hi,
    }
}

/// Each term is its own constant, so a readout names its term and the compiler checks it; [`GLOSSARY`]
/// (About's list and `lookup`) is the only place that holds them all.
pub const CYCLE: Term = term(
    "cycle",
    Tr::new("Cycle (op)", "Cycle (op)"),
    Tr::new(
        "The unit of the source notes' model: one dependent arithmetic instruction issued for the warp. The Reality check calls it an op when it converts measured H200 clock cycles (5.0 per op) into this unit; the stepper calls it an issue slot.",
        "Source notes ke model ki unit: warp ke liye issue hua ek dependent arithmetic instruction. Reality check ise op kehta hai jab woh measure kiye gaye H200 clock cycles (5.0 per op) ko is unit mein badalta hai; stepper ise issue slot kehta hai.",
    ),
);

pub const T_IDEAL: Term = term(
    "t-ideal",
    Tr::new("T_ideal", "T_ideal"),
    Tr::new(
        "The longest path any lane takes: what the region would cost if the paths could overlap.",
        "Kisi bhi lane ka sabse lamba path: agar paths overlap ho paate, toh region ki cost itni hoti.",
    ),
);

pub const T_DIV: Term = term(
    "t-div",
    Tr::new("T_div", "T_div"),
    Tr::new(
        "Every path with at least one taker, issued back to back: the sum of their lengths. Lane counts never enter it.",
        "Har woh path jise kam se kam ek lane leti hai, ek ke baad ek issue hota hai: unki lengths ka sum. Lanes ki ginti isme kabhi nahi aati.",
    ),
);

pub const WASTE: Term = term(
    "waste",
    Tr::new("Waste", "Waste"),
    Tr::new(
        "T_div − T_ideal: cycles spent only because the paths serialized.",
        "T_div − T_ideal: woh cycles jo sirf isliye lage kyunki paths serialize hue.",
    ),
);

pub const EFFICIENCY: Term = term(
    "efficiency",
    Tr::new("Path efficiency", "Path ki efficiency"),
    Tr::new(
        "T_ideal / T_div: the time view of divergence. It is 100% when only one path is taken, whatever the number of lanes.",
        "T_ideal / T_div: divergence ko time ki nazar se dekhna. Jab sirf ek path liya jaata hai toh yeh 100% hoti hai, lanes chahe kitni bhi hon.",
    ),
);

pub const LANE_EFFICIENCY: Term = term(
    "lane-efficiency",
    Tr::new("Lane-weighted issue efficiency", "Lane-weighted issue efficiency"),
    Tr::new(
        "Σ pᵢ·cᵢ / Σ cᵢ over issued paths, pᵢ the share of active lanes taking path i (source note 002's E): the share of issue slots doing work an active lane needed.",
        "Issue hue paths par Σ pᵢ·cᵢ / Σ cᵢ, jahan pᵢ active lanes ka woh hissa hai jo path i leta hai (source note 002 ka E): issue slots ka woh hissa jo kisi active lane ka zaroori kaam karta hai.",
    ),
);

pub const LANE_UTILISATION: Term = term(
    "lane-utilisation",
    Tr::new("Lane utilisation", "Lanes ka utilisation"),
    Tr::new(
        "Active lane-slots / (warp width × issued slots): like the lane-weighted issue efficiency, but it also charges lanes that are inactive for the whole region (a partial final warp, lanes that left a loop). With every lane of the warp active the two are the same number, because then the active lanes are the whole width.",
        "Active lane-slots / (warp width × issued slots): lane-weighted issue efficiency jaisa hi, par yeh un lanes ka bhi hisaab lagata hai jo poore region mein inactive rehti hain (aakhri adhoora warp, loop se nikal chuki lanes). Jab warp ki har lane active ho, toh dono ek hi number hote hain, kyunki tab active lanes hi poori width hoti hain.",
    ),
);

pub const TOTAL: Term = term(
    "total",
    Tr::new("Total with uniform code", "Uniform code ke saath total"),
    Tr::new(
        "Prologue + T_div + tail: code every lane runs together is paid once, not once per path.",
        "Prologue + T_div + tail: jo code saari lanes saath chalati hain, uski keemat ek hi baar lagti hai, har path ke liye alag nahi.",
    ),
);

pub const LEAVES_REACHED: Term = term(
    "leaves-reached",
    Tr::new("Leaves reached", "Pahunchi hui leaves"),
    Tr::new(
        "How many leaves of the branch tree at least one active lane reaches: each reached leaf is issued once.",
        "Branch tree ki kitni leaves tak kam se kam ek active lane pahunchti hai: har pahunchi hui leaf ek baar issue hoti hai.",
    ),
);

pub const LOOP_ITERATIONS: Term = term(
    "loop-iterations",
    Tr::new("Loop iterations", "Loop ke iterations"),
    Tr::new(
        "The iterations the warp runs: as many as its longest lane needs.",
        "Warp jitne iterations chalata hai: utne, jitne uski sabse lambi lane ko chahiye.",
    ),
);

pub const LOOP_USEFUL: Term = term(
    "loop-useful",
    Tr::new("Useful lane-iterations", "Useful lane-iterations"),
    Tr::new(
        "Σ of the lanes' trip counts: the iterations some lane needed.",
        "Lanes ke trip counts ka Σ: woh iterations jo kisi na kisi lane ko sach mein chahiye the.",
    ),
);

pub const LOOP_UTILISATION: Term = term(
    "loop-utilisation",
    Tr::new("Loop utilisation", "Loop ka utilisation"),
    Tr::new(
        "Useful lane-iterations / (warp width × iterations): lanes that finished early wait, masked, and count as idle.",
        "Useful lane-iterations / (warp width × iterations): jo lanes jaldi khatam ho gayi, woh masked hokar wait karti hain aur idle gini jaati hain.",
    ),
);

pub const BLOCK_ISSUED: Term = term(
    "block-issued",
    Tr::new("Σ issued", "Σ issued"),
    Tr::new(
        "T_div of every warp of the block, added: warps do not share cycles.",
        "Block ke har warp ka T_div, jodkar: warps aapas mein cycles share nahi karte.",
    ),
);

pub const BLOCK_IDEAL: Term = term(
    "block-ideal",
    Tr::new("Σ ideal", "Σ ideal"),
    Tr::new(
        "T_ideal of every warp, added.",
        "Har warp ka T_ideal, jodkar.",
    ),
);

pub const BLOCK_EFFICIENCY: Term = term(
    "block-efficiency",
    Tr::new("Block efficiency", "Block ki efficiency"),
    Tr::new(
        "Σ ideal / Σ issued: the path efficiency of the whole block.",
        "Σ ideal / Σ issued: poore block ki path efficiency.",
    ),
);

pub const WARPS: Term = term(
    "warps",
    Tr::new("Warps", "Warps"),
    Tr::new(
        "How many warps a dataset of n labels fills: n / warp width, rounded up. The last one is partial when n is not a multiple of the width: its missing lanes are inactive.",
        "n labels ka dataset kitne warps bharta hai: n / warp width, upar ki taraf round karke. Jab n width ka multiple nahi hota, toh aakhri warp adhoora hota hai: uski missing lanes inactive rehti hain.",
    ),
);

pub const DIVERGENT_WARPS: Term = term(
    "divergent-warps",
    Tr::new("Divergent warps", "Diverge hone wale warps"),
    Tr::new(
        "Warps whose active lanes disagree, so both paths are issued. A warp whose lanes all agree pays for one path, however many lanes there are.",
        "Woh warps jinki active lanes alag-alag raasta leti hain, isliye dono paths issue hote hain. Jis warp ki saari lanes ek hi raasta leti hain, woh sirf ek path ki keemat deta hai, lanes chahe kitni bhi hon.",
    ),
);

pub const LAYOUT_CYCLES: Term = term(
    "layout-cycles",
    Tr::new("Issue cycles", "Kul issue cycles"),
    Tr::new(
        "Σ over every warp of the cycles its paths issue: path A's length if one of its lanes is true, plus path B's if one is false.",
        "Har warp ke paths jitne cycles issue karte hain, un sab ka Σ: path A ki length agar uski koi lane true hai, plus path B ki agar koi lane false hai.",
    ),
);

pub const VS_INDEPENDENT: Term = term(
    "vs-independent",
    Tr::new("Against independent labels", "Independent labels ke muqable"),
    Tr::new(
        "This layout's issue cycles minus the expected cycles of independent labels with the same p and n (exact, from the binomial): negative means this layout is cheaper.",
        "Is layout ke issue cycles minus, usi p aur n wale independent labels ke expected cycles (exact, binomial se): negative ka matlab hai yeh layout sasta hai.",
    ),
);

pub const ISSUE_SLOTS: Term = term(
    "issue-slots",
    Tr::new("Issue slots", "Issue slots"),
    Tr::new(
        "Instructions the warp issued, one per slot, whatever its mask: in toy mode the source notes' cycles.",
        "Warp ne jitne instructions issue kiye, har slot mein ek, mask chahe jo bhi ho: toy mode mein yahi source notes ke cycles hain.",
    ),
);

pub const ACTIVE_LANE_SLOTS: Term = term(
    "active-lane-slots",
    Tr::new("Active lane-slots", "Active lane-slots"),
    Tr::new(
        "Σ over issue slots of the lanes that did work in it: the useful lane work.",
        "Har issue slot mein kaam karne wali lanes ka Σ: lanes ka asli useful kaam.",
    ),
);

pub const PREDICTED_CYCLES: Term = term(
    "predicted-cycles",
    Tr::new("Predicted cycles", "Predict kiye gaye cycles"),
    Tr::new(
        "The stepper's estimate of H200 clock cycles: each construct priced by a cost measured on its own calibration microkernel, tested on pre-registered kernels (Reality check). In toy mode, one cycle per issue slot.",
        "Stepper ka H200 clock cycles ka andaaza: har construct ki keemat uske apne calibration microkernel par measure ki gayi cost se, jo pre-registered kernels par test hui hai (Reality check). Toy mode mein har issue slot ka ek cycle.",
    ),
);

pub const LAB_STEPS: Term = term(
    "lab-steps",
    Tr::new("Steps", "Kitne steps"),
    Tr::new(
        "Samples drawn so far in the sampling lab, each n independent labels.",
        "Sampling lab mein ab tak nikale gaye samples, har ek mein n independent labels.",
    ),
);

pub const LAB_MEAN: Term = term(
    "lab-mean",
    Tr::new("Sample mean of k/n", "k/n ka sample mean"),
    Tr::new(
        "The average fraction of true labels over the steps drawn. Its exact value shows here once you commit or skip your prediction.",
        "Ab tak ke steps mein true labels ka average fraction. Iski exact value yahan dikhegi jab tum apna prediction commit ya skip karoge.",
    ),
);

pub const LAB_LAST: Term = term(
    "lab-last",
    Tr::new("Last outcome", "Aakhri outcome"),
    Tr::new(
        "The last step's count k of true labels out of n, and its fraction k/n.",
        "Aakhri step mein n mein se kitne labels true aaye (k), aur unka fraction k/n.",
    ),
);

pub const LAB_VARIANCE: Term = term(
    "lab-variance",
    Tr::new("Sample variance of k/n", "k/n ka sample variance"),
    Tr::new(
        "The spread of that fraction over the steps. Its exact value shows here once you commit or skip your prediction.",
        "Steps ke beech us fraction ka failaav. Iski exact value yahan dikhegi jab tum apna prediction commit ya skip karoge.",
    ),
);

/// Every term, in the order a lesson meets them.
pub const GLOSSARY: &[Term] = &[
    CYCLE,
    T_IDEAL,
    T_DIV,
    WASTE,
    EFFICIENCY,
    LANE_EFFICIENCY,
    LANE_UTILISATION,
    TOTAL,
    LEAVES_REACHED,
    LOOP_ITERATIONS,
    LOOP_USEFUL,
    LOOP_UTILISATION,
    BLOCK_ISSUED,
    BLOCK_IDEAL,
    BLOCK_EFFICIENCY,
    WARPS,
    DIVERGENT_WARPS,
    LAYOUT_CYCLES,
    VS_INDEPENDENT,
    ISSUE_SLOTS,
    ACTIVE_LANE_SLOTS,
    PREDICTED_CYCLES,
    LAB_STEPS,
    LAB_MEAN,
    LAB_LAST,
    LAB_VARIANCE,
];

/// A term by its key.
pub fn lookup(key: &str) -> Option<&'static Term> {
    GLOSSARY.iter().find(|t| t.key == key)
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The lab's ⓘ never gives the answer its prediction asks for (the exact value shows after the commit).
    #[test]
    fn the_labs_definitions_keep_the_answer_back() {
        for term in [LAB_MEAN, LAB_VARIANCE] {
            for lang in crate::model::i18n::Lang::ALL {
                let text = term.definition_tr().get(lang);
                for answer in ["p(1", "is p.", "p hai", "/n"] {
                    assert!(!text.contains(answer), "{}: {text}", term.key);
                }
            }
        }
    }

    #[test]
    fn keys_are_unique_and_every_term_is_defined() {
        for (i, t) in GLOSSARY.iter().enumerate() {
            assert!(
                !t.name.is_empty() && t.definition.ends_with('.'),
                "{}",
                t.key
            );
            assert!(
                GLOSSARY[i + 1..].iter().all(|u| u.key != t.key),
                "{} twice",
                t.key
            );
            assert_eq!(lookup(t.key), Some(t));
        }
    }

    /// Every name and definition has a Hinglish side; only names that are symbols or terms kept in
    /// English may read the same in both.
    #[test]
    fn every_term_has_both_languages() {
        let same_ok = [
            "Cycle (op)",
            "T_ideal",
            "T_div",
            "Waste",
            "Lane-weighted issue efficiency",
            "Useful lane-iterations",
            "Σ issued",
            "Σ ideal",
            "Warps",
            "Issue slots",
            "Active lane-slots",
        ];
        for t in GLOSSARY {
            assert_eq!(t.name_tr().defect(&same_ok), None, "{}", t.key);
            assert_eq!(t.definition_tr().defect(&[]), None, "{}", t.key);
            assert!(t.definition_hi.ends_with('.'), "{}", t.key);
        }
    }

    /// The two efficiencies coincide exactly when every lane of the warp is active, as the glossary says.
    #[test]
    fn lane_weighted_efficiency_equals_utilisation_on_a_full_warp() {
        use crate::model::lanes::WarpWidth;
        use crate::model::pricing::Region;
        let full = Region::from_counts(WarpWidth::Warp32, &[(15, 8), (25, 24)], 0, 0)
            .unwrap()
            .price();
        assert_eq!(
            full.lane_weighted_issue_efficiency(),
            full.lane_utilisation()
        );
        let partial = Region::from_counts(WarpWidth::Warp32, &[(15, 8), (25, 8)], 0, 0)
            .unwrap()
            .price();
        assert_ne!(
            partial.lane_weighted_issue_efficiency(),
            partial.lane_utilisation()
        );
    }
}
