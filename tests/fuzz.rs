//! Fuzz: arbitrary bytes through every parser and into the pricing core never panic.
#![cfg(not(target_arch = "wasm32"))]

use proptest::prelude::*;
use warpwise::links::{view_of, LabLink, Query, TimelineLink, TreeLink};
use warpwise::model::lanes::WarpWidth;
use warpwise::model::loops::TripCounts;
use warpwise::model::progress::Progress;
use warpwise::model::tree::WarpData;

fn exercise(bytes: &[u8]) {
    let text = String::from_utf8_lossy(bytes);
    let query = Query::parse(&text);
    let _ = view_of(&query);
    let (timeline, _) = TimelineLink::parse(&query);
    if let Ok(region) = timeline.region() {
        let cost = region.price();
        assert!(cost.t_ideal <= cost.t_div);
    }
    if let Some(Ok(block)) = timeline.block() {
        let _ = block.regrouped().price();
    }
    let (tree, _) = TreeLink::parse(&query);
    if let Some((lanes, active)) = tree.lanes {
        let warp = WarpData {
            width: tree.width,
            lanes,
            active,
        };
        let _ = warp
            .region(tree.shape, &tree.costs, 0, 0)
            .map(|r| r.price());
    }
    let _ = LabLink::parse(&query);
    let _ = TripCounts::parse(WarpWidth::Warp32, &text);
    let _ = Progress::load(Some(&text));
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 100_000, failure_persistence: None, ..ProptestConfig::default() })]

    #[test]
    fn arbitrary_bytes_never_panic(bytes in proptest::collection::vec(any::<u8>(), 0..96)) {
        exercise(&bytes);
    }
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 20_000, failure_persistence: None, ..ProptestConfig::default() })]

    /// Link-shaped input reaches deeper than raw bytes.
    #[test]
    fn link_shaped_input_never_panics(
        paths in "[0-9x@a-f,]{0,40}", pre in "-?[0-9]{0,8}", warp in "[0-9]{0,3}",
        lanes in "[0-9.a-f]{0,70}", counts in "[0-9, -]{0,60}", p in "[0-9.e-]{0,6}", n in "[0-9]{0,8}",
    ) {
        let text = format!("?view=timeline&paths={paths}&pre={pre}&tail={pre}&warp={warp}&lanes={lanes}&counts={counts}&p={p}&n={n}&warps={counts}");
        exercise(text.as_bytes());
    }
}
