//! Where the source notes are wrong, what the tutor says instead, and why — shown in the views.

/// One correction to a seed.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Erratum {
    pub id: &'static str,
    pub source: &'static str,
    pub claim: &'static str,
    pub correction: &'static str,
}

pub const ERRATA: &[Erratum] = &[
    Erratum {
        id: "L3.3",
        source: "Source note 000, exercise L3.3 (Warp Y)",
        claim: "Warp Y has five 10-cycle paths with the same 120-cycle serialized total as Warp X, so its efficiency is 10/120 = 8.3%.",
        correction: "Five 10-cycle paths serialize to 50 cycles, not 120, so Y's efficiency is 10/50 = 20%. Keeping the 120-cycle total needs five 24-cycle paths, which also gives 24/120 = 20%. Either way Warp Y (20%) is still worse than Warp X (33.3%); 8.3% would need twelve 10-cycle paths.",
    },
    Erratum {
        id: "L4.2",
        source: "Source note 000, exercise L4.2, and source note 003 (predication)",
        claim: "Predicate when T_A + T_B > 2·max(T_A, T_B).",
        correction: "That inequality can never hold: the smaller side is at most the larger, so T_A + T_B ≤ 2·max(T_A, T_B) for every pair of lengths. The sound comparison is per population of warps: predication always issues T_A + T_B; a real branch issues T_A + T_B only in divergent warps, one side in uniform warps, plus its branch overhead everywhere. Predication wins when the branch overhead exceeds the work uniform warps get to skip.",
    },
];

pub fn find(id: &str) -> Option<&'static Erratum> {
    ERRATA.iter().find(|e| e.id == id)
}
