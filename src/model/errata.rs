//! Where the source notes are wrong, what the tutor says instead, and why — shown in the views.

use super::i18n::Tr;

/// One correction to a seed: `source`, `claim` and `correction` in English, `*_hi` in Hinglish.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Erratum {
    pub id: &'static str,
    pub source: &'static str,
    pub claim: &'static str,
    pub correction: &'static str,
    pub source_hi: &'static str,
    pub claim_hi: &'static str,
    pub correction_hi: &'static str,
}

impl Erratum {
    /// Which source note is wrong, in both languages.
    pub const fn source_tr(&self) -> Tr {
        Tr::new(self.source, self.source_hi)
    }

    /// What the source says, in both languages.
    pub const fn claim_tr(&self) -> Tr {
        Tr::new(self.claim, self.claim_hi)
    }

    /// What the tutor says instead, in both languages.
    pub const fn correction_tr(&self) -> Tr {
        Tr::new(self.correction, self.correction_hi)
    }
}

const fn erratum(id: &'static str, source: Tr, claim: Tr, correction: Tr) -> Erratum {
    Erratum {
        id,
        source: source.en,
        claim: claim.en,
        correction: correction.en,
        source_hi: source.hi,
        claim_hi: claim.hi,
        correction_hi: correction.hi,
    }
}

pub const ERRATA: &[Erratum] = &[
    erratum(
        "L3.3",
        Tr::new(
            "Source note 000, exercise L3.3 (Warp Y)",
            "Source note 000 ki exercise L3.3 (Warp Y)",
        ),
        Tr::new(
            "Warp Y has five 10-cycle paths with the same 120-cycle serialized total as Warp X, so its efficiency is 10/120 = 8.3%.",
            "Warp Y ke paanch 10-cycle paths hain aur Warp X jaisa hi 120-cycle serialized total, isliye uski efficiency 10/120 = 8.3% hai.",
        ),
        Tr::new(
            "Five 10-cycle paths serialize to 50 cycles, not 120, so Y's efficiency is 10/50 = 20%. Keeping the 120-cycle total needs five 24-cycle paths, which also gives 24/120 = 20%. Either way Warp Y (20%) is still worse than Warp X (33.3%); 8.3% would need twelve 10-cycle paths.",
            "Paanch 10-cycle paths serialize hokar 50 cycles bante hain, 120 nahi, isliye Y ki efficiency 10/50 = 20% hai. 120-cycle total rakhna ho toh paanch 24-cycle paths chahiye, aur tab bhi 24/120 = 20% aata hai. Dono tarah Warp Y (20%) ab bhi Warp X (33.3%) se bura hai; 8.3% ke liye baarah 10-cycle paths chahiye honge.",
        ),
    ),
    erratum(
        "L4.2",
        Tr::new(
            "Source note 000, exercise L4.2, and source note 003 (predication)",
            "Source note 000 ki exercise L4.2, aur source note 003 (predication)",
        ),
        Tr::new(
            "Predicate when T_A + T_B > 2·max(T_A, T_B).",
            "Predicate karo jab T_A + T_B > 2·max(T_A, T_B) ho.",
        ),
        Tr::new(
            "That inequality can never hold: the smaller side is at most the larger, so T_A + T_B ≤ 2·max(T_A, T_B) for every pair of lengths. The sound comparison is per population of warps: predication always issues T_A + T_B; a real branch issues T_A + T_B only in divergent warps, one side in uniform warps, plus its branch overhead everywhere. Predication wins when the branch overhead exceeds the work uniform warps get to skip.",
            "Yeh inequality kabhi sach nahi ho sakti: chhoti side zyada se zyada badi side jitni hoti hai, isliye lengths ki har jodi ke liye T_A + T_B ≤ 2·max(T_A, T_B). Sahi comparison warps ki poori population par hota hai: predication hamesha T_A + T_B issue karta hai; real branch T_A + T_B sirf divergent warps mein issue karti hai, uniform warps mein sirf ek side, aur har jagah apna branch overhead bhi. Predication tab jeetta hai jab branch overhead us kaam se zyada ho jo uniform warps skip kar paate hain.",
        ),
    ),
];

pub fn find(id: &str) -> Option<&'static Erratum> {
    ERRATA.iter().find(|e| e.id == id)
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Every erratum reads in both languages, and the English is what the views have always shown.
    #[test]
    fn every_erratum_has_both_languages() {
        for e in ERRATA {
            for tr in [e.source_tr(), e.claim_tr(), e.correction_tr()] {
                assert_eq!(tr.defect(&[]), None, "{}: {tr:?}", e.id);
            }
            assert!(e.correction_hi.ends_with('.'), "{}", e.id);
        }
        assert_eq!(
            find("L4.2").map(|e| e.claim),
            Some("Predicate when T_A + T_B > 2·max(T_A, T_B).")
        );
    }
}
