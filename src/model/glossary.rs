//! The glossary: one name and one definition per quantity, used by every readout's ⓘ and by About, so
//! the same word means the same thing in every view.

/// One term as the app names and defines it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Term {
    /// The readouts' test id and the glossary anchor.
    pub key: &'static str,
    pub name: &'static str,
    pub definition: &'static str,
}

const fn term(key: &'static str, name: &'static str, definition: &'static str) -> Term {
    Term {
        key,
        name,
        definition,
    }
}

/// Every term, in the order a lesson meets them.
pub const GLOSSARY: &[Term] = &[
    term("cycle", "Cycle (op)", "The unit of the source notes' model: one dependent arithmetic instruction issued for the warp. The Reality check calls it an op when it converts measured H200 clock cycles (5.0 per op) into this unit; the stepper calls it an issue slot."),
    term("t-ideal", "T_ideal", "The longest path any lane takes: what the region would cost if the paths could overlap."),
    term("t-div", "T_div", "Every path with at least one taker, issued back to back: the sum of their lengths. Lane counts never enter it."),
    term("waste", "Waste", "T_div − T_ideal: cycles spent only because the paths serialized."),
    term("efficiency", "Path efficiency", "T_ideal / T_div: the time view of divergence. It is 100% when only one path is taken, whatever the number of lanes."),
    term("lane-efficiency", "Lane-weighted issue efficiency", "Σ pᵢ·cᵢ / Σ cᵢ over issued paths, pᵢ the share of active lanes taking path i (source note 002's E): the share of issue slots doing work an active lane needed."),
    term("lane-utilisation", "Lane utilisation", "Active lane-slots / (warp width × issued slots): like the lane-weighted issue efficiency, but it also charges lanes that are inactive for the whole region (a partial final warp, lanes that left a loop). With every lane of the warp active the two are the same number, because then the active lanes are the whole width."),
    term("total", "Total with uniform code", "Prologue + T_div + tail: code every lane runs together is paid once, not once per path."),
    term("leaves-reached", "Leaves reached", "How many leaves of the branch tree at least one active lane reaches: each reached leaf is issued once."),
    term("loop-iterations", "Loop iterations", "The iterations the warp runs: as many as its longest lane needs."),
    term("loop-useful", "Useful lane-iterations", "Σ of the lanes' trip counts: the iterations some lane needed."),
    term("loop-utilisation", "Loop utilisation", "Useful lane-iterations / (warp width × iterations): lanes that finished early wait, masked, and count as idle."),
    term("block-issued", "Σ issued", "T_div of every warp of the block, added: warps do not share cycles."),
    term("block-ideal", "Σ ideal", "T_ideal of every warp, added."),
    term("block-efficiency", "Block efficiency", "Σ ideal / Σ issued: the path efficiency of the whole block."),
    term("warps", "Warps", "How many warps a dataset of n labels fills: n / warp width, rounded up. The last one is partial when n is not a multiple of the width: its missing lanes are inactive."),
    term("divergent-warps", "Divergent warps", "Warps whose active lanes disagree, so both paths are issued. A warp whose lanes all agree pays for one path, however many lanes there are."),
    term("layout-cycles", "Issue cycles", "Σ over every warp of the cycles its paths issue: path A's length if one of its lanes is true, plus path B's if one is false."),
    term("vs-independent", "Against independent labels", "This layout's issue cycles minus the expected cycles of independent labels with the same p and n (exact, from the binomial): negative means this layout is cheaper."),
    term("issue-slots", "Issue slots", "Instructions the warp issued, one per slot, whatever its mask: in toy mode the source notes' cycles."),
    term("active-lane-slots", "Active lane-slots", "Σ over issue slots of the lanes that did work in it: the useful lane work."),
    term("predicted-cycles", "Predicted cycles", "The stepper's estimate of H200 clock cycles: each construct priced by a cost measured on its own calibration microkernel, tested on pre-registered kernels (Reality check). In toy mode, one cycle per issue slot."),
    term("lab-steps", "Steps", "Samples drawn so far in the sampling lab, each n independent labels."),
    term("lab-mean", "Sample mean of k/n", "The average fraction of true labels over the steps drawn; its exact value is p."),
    term("lab-last", "Last outcome", "The last step's count k of true labels out of n, and its fraction k/n."),
    term("lab-variance", "Sample variance of k/n", "The spread of that fraction over the steps; its exact value is p(1 − p)/n."),
];

/// A term by its key.
pub fn lookup(key: &str) -> Option<&'static Term> {
    GLOSSARY.iter().find(|t| t.key == key)
}

#[cfg(test)]
mod tests {
    use super::*;

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
