//! Fuzz: arbitrary bytes through every link parser and into the pricing core never panic, and whatever
//! a link parses to writes a link that reads back cleanly.
//!
//! Cases per test come from `WARPWISE_FUZZ_CASES` (CI keeps the default; `scripts/fuzz` raises it).
#![cfg(not(target_arch = "wasm32"))]

use proptest::prelude::*;
use warpwise::model::i18n::{Bilingual, Lang};
use warpwise::model::lanes::WarpWidth;
use warpwise::model::progress::Progress;
use warpwise::state::lab::LabState;
use warpwise::state::ladder::LadderState;
use warpwise::state::loops::parse_counts;
use warpwise::state::query::is_bidi_control;
use warpwise::state::reality::RealityState;
use warpwise::state::stepper::StepperState;
use warpwise::state::timeline::TimelineState;
use warpwise::state::tree::TreeState;
use warpwise::state::{open, Query, ShellState, ViewState};

fn cases(default: u32) -> u32 {
    std::env::var("WARPWISE_FUZZ_CASES")
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(default)
}

/// Parses `text` as a link for `S`, and checks that the state it gives writes a link that reads back clean and equal.
fn round_trip<S: ViewState>(text: &str) -> S {
    let (state, _, _) = open::<S>(text);
    let written = state.to_query();
    let (back, problems) = S::parse(&Query::parse(&written));
    assert!(problems.is_empty(), "{text:?} → {written} → {problems:?}");
    assert_eq!(back.pairs(), state.pairs(), "{text:?} → {written}");
    state
}

fn exercise(bytes: &[u8]) {
    let text = String::from_utf8_lossy(bytes);
    let _ = ShellState::parse(&Query::parse(&text));
    let timeline = round_trip::<TimelineState>(&text);
    if let Ok(region) = timeline.region() {
        let cost = region.price();
        assert!(cost.t_ideal <= cost.t_div);
    }
    if let Some(Ok(block)) = timeline.block() {
        let _ = block.regrouped().price();
    }
    let tree = round_trip::<TreeState>(&text);
    let _ = tree
        .warp
        .region(tree.shape, &tree.costs, 0, 0)
        .map(|r| r.price());
    let _ = tree.loops.trips();
    round_trip::<LabState>(&text);
    round_trip::<LadderState>(&text);
    round_trip::<RealityState>(&text);
    let _ = parse_counts(WarpWidth::Warp32, &text);
    let _ = Progress::load(Some(&text));
    fields(&text);
}

/// Every text field of every view, fed the same text: a refusal keeps the state, nothing panics.
fn fields(text: &str) {
    let mut t = TimelineState::default();
    let before = t.clone();
    let refused = [
        t.edit_length(0, text).is_err(),
        t.edit_takers(1, text).is_err(),
        t.edit_prologue(text).is_err(),
        t.edit_tail(text).is_err(),
    ];
    if refused.iter().all(|&r| r) {
        assert_eq!(t, before, "a refused edit changed the state");
    }
    let _ = t.edit_warps(text);
    let _ = t.region();
    let mut tree = TreeState::default();
    let _ = tree.edit_seed(text);
    let _ = tree.edit_active(text);
    let _ = tree.edit_leaf_cost(0, text);
    let _ = tree.loops.edit_counts(text);
    let _ = tree.loops.trips();
    let mut lab = LabState::default();
    let _ = lab.edit_p(text);
    let _ = lab.edit_n(text);
    let _ = lab.edit_seed(text);
    let _ = lab.commit_prediction(text, text);
    let mut ladder = LadderState::default();
    let _ = ladder.edit_seed(text);
}

proptest! {
    #![proptest_config(ProptestConfig { cases: cases(100_000), failure_persistence: None, ..ProptestConfig::default() })]

    #[test]
    fn arbitrary_bytes_never_panic(bytes in proptest::collection::vec(any::<u8>(), 0..96)) {
        exercise(&bytes);
    }
}

proptest! {
    #![proptest_config(ProptestConfig { cases: cases(20_000), failure_persistence: None, ..ProptestConfig::default() })]

    /// Link-shaped input reaches deeper than raw bytes.
    #[test]
    fn link_shaped_input_never_panics(
        paths in "[0-9x@a-f,]{0,40}", pre in "-?[0-9]{0,8}", warp in "(32|64|[0-9]{0,3})",
        lanes in "[0-9.a-f]{0,70}", counts in "[0-9, -]{0,60}", p in "[0-9.e-]{0,6}", n in "[0-9]{0,8}",
        shape in "(nested|if|switch|x)", preset in "(worst|best|sorted|alternating|random|y)",
    ) {
        let text = format!("?view=timeline&paths={paths}&pre={pre}&tail={pre}&warp={warp}&lanes={lanes}&counts={counts}&p={p}&n={n}&warps={counts}&shape={shape}&preset={preset}&panel=loop&seed={n}&active={n}");
        exercise(text.as_bytes());
    }
}

proptest! {
    #![proptest_config(ProptestConfig { cases: cases(2_000), failure_persistence: None, ..ProptestConfig::default() })]

    /// Stepper links: whatever inputs a link names, the link written back names only inputs the kernel
    /// reads and reads back clean; no notice carries a bidirectional control character.
    #[test]
    fn stepper_links_keep_only_read_inputs(
        names in proptest::collection::vec("(path|sel|__proto__|constructor|[a-z_]{1,6})", 0..8),
        example in "(l2-1-two-paths|l1-1-no-divergence|nope)",
        active in "[0-9]{0,3}", lanes in "[0-9a-f]{0,5}",
        bidi in "[\u{202A}-\u{202E}\u{2066}-\u{2069}\u{200E}\u{200F}\u{061C}a\"]{0,6}",
    ) {
        let inputs: Vec<String> = names.iter().map(|n| format!("{n}:1,0")).collect();
        let text = format!(
            "?view=stepper&example={example}&active={active}&lanes={lanes}&inputs={}&mode={bidi}&{bidi}=1",
            inputs.join(";")
        );
        let (state, _, problems) = open::<StepperState>(&text);
        for p in &problems {
            for lang in [Lang::En, Lang::HiLatn] {
                let said = p.text(lang);
                prop_assert!(!said.chars().any(is_bidi_control), "{:?}", said);
            }
        }
        let read = state.read_names();
        let written = state.to_query();
        let (back, again) = StepperState::parse(&Query::parse(&written));
        prop_assert!(again.is_empty(), "{} → {} → {:?}", text, written, again);
        prop_assert_eq!(back.pairs(), state.pairs());
        for (name, _) in back.read_inputs() {
            prop_assert!(read.contains(&name), "{}", name);
        }
        prop_assert!(!written.contains("__proto__"), "{}", written);
    }
}
