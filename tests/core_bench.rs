//! Native core benchmarks, run by scripts/bench (ignored by `cargo test`): nanoseconds per priced
//! region, a 64-warp block, and the exact pmf at n = 1,000,000. Prints one JSON object.
#![cfg(not(target_arch = "wasm32"))]

use std::hint::black_box;
use std::time::Instant;

use rand::rngs::StdRng;
use rand::{RngExt, SeedableRng};
use warpwise::model::binomial::LabSettings;
use warpwise::model::block::Block;
use warpwise::model::lanes::WarpWidth;
use warpwise::model::pricing::Region;

fn median(mut xs: Vec<f64>) -> f64 {
    xs.sort_by(f64::total_cmp);
    xs[xs.len() / 2]
}

#[test]
#[ignore = "benchmark: run by scripts/bench"]
fn core_benchmarks() {
    let mut rng = StdRng::seed_from_u64(7);
    let regions: Vec<Region> = (0..100_000)
        .map(|_| {
            let k = rng.random_range(1..=8usize);
            let mut left = 32u32;
            let paths: Vec<(u32, u32)> = (0..k)
                .map(|_| {
                    let takers = rng.random_range(0..=left.min(8));
                    left -= takers;
                    (rng.random_range(1..=1000u32), takers)
                })
                .collect();
            Region::from_counts(WarpWidth::Warp32, &paths, 0, 0).expect("generated regions fit")
        })
        .collect();
    let region_ns = median(
        (0..7)
            .map(|_| {
                let t = Instant::now();
                for r in &regions {
                    black_box(black_box(r).price());
                }
                t.elapsed().as_nanos() as f64 / regions.len() as f64
            })
            .collect(),
    );
    let block = Block::new(
        WarpWidth::Warp32,
        vec![20, 30, 25, 5],
        vec![vec![8, 10, 8, 6]; 64],
    )
    .expect("a 64-warp block");
    let block_us = median(
        (0..200)
            .map(|_| {
                let t = Instant::now();
                black_box(black_box(&block).price());
                t.elapsed().as_nanos() as f64 / 1000.0
            })
            .collect(),
    );
    let regroup_us = median(
        (0..200)
            .map(|_| {
                let t = Instant::now();
                black_box(black_box(&block).regrouped().price());
                t.elapsed().as_nanos() as f64 / 1000.0
            })
            .collect(),
    );
    let lab = LabSettings::new(0.5, 1_000_000).expect("valid settings");
    let pmf_ms = median(
        (0..5)
            .map(|_| {
                let t = Instant::now();
                let pmf = black_box(lab).pmf();
                black_box(pmf.columns(240));
                t.elapsed().as_secs_f64() * 1000.0
            })
            .collect(),
    );
    println!(
        "CORE_BENCH {{\"ns_per_region\":{region_ns:.1},\"block64_us\":{block_us:.2},\"block64_regroup_us\":{regroup_us:.2},\"pmf_1e6_native_ms\":{pmf_ms:.2}}}"
    );
}
