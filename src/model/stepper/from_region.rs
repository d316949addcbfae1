//! "Open in stepper": writes a timeline region or a branch tree as a stepper kernel with its inputs.
//!
//! The kernels use only `work()` and conditions on an input array, so in toy mode they issue
//! exactly what the pricing core charges (the consistency test in `tests.rs` checks every seed
//! scenario). Lanes that take no path are left out of the launch, as the core does not count them.

use std::fmt::Write;

use super::{Inputs, Launch};
use crate::model::pricing::Region;
use crate::model::tree::{TreeShape, WarpData};

/// A generated kernel, ready for the stepper.
#[derive(Clone, Debug, PartialEq)]
pub struct Generated {
    pub source: String,
    pub inputs: Inputs,
    pub launch: Launch,
}

/// A region (paths with lengths and lane masks, prologue, tail) as an if / else-if chain on
/// `path[laneid]`; lane i's input is the index of its path, or -1 (and not launched) for none.
pub fn region_kernel(region: &Region) -> Generated {
    let paths = region.paths();
    let mut src = String::new();
    let plural = if paths.len() == 1 { "path" } else { "paths" };
    let _ = writeln!(
        src,
        "// Written from the timeline: {} {plural}; lane i takes path[i].",
        paths.len()
    );
    src.push_str("__global__ void region(const int *path) {\n");
    if region.prologue() > 0 {
        let _ = writeln!(
            src,
            "    work({});  // uniform, before the branch",
            region.prologue()
        );
    }
    for (i, p) in paths.iter().enumerate() {
        let open = if i == 0 { "    if" } else { "    } else if" };
        let lanes = p.takers.count();
        let noun = if lanes == 1 { "lane" } else { "lanes" };
        let _ = writeln!(src, "{open} (path[laneid] == {i}) {{  // {lanes} {noun}");
        let _ = writeln!(src, "        work({});", p.length);
    }
    src.push_str("    }\n");
    if region.tail() > 0 {
        let _ = writeln!(
            src,
            "    work({});  // uniform again after reconvergence",
            region.tail()
        );
    }
    src.push_str("}\n");
    let width = region.width();
    let values = (0..width.lanes())
        .map(|lane| {
            paths
                .iter()
                .position(|p| p.takers.contains(lane))
                .map_or(-1.0, |i| i as f64)
        })
        .collect();
    let mut inputs = Inputs::new();
    // At most 64 lanes, so the input always fits.
    let _ = inputs.set("path", values);
    // The warp runs the lanes that take a path; when none does, the whole warp runs and every lane
    // skips every path (a launch of no lanes is no kernel at all).
    let active = region.active_lanes();
    let launch = if active.count() == 0 {
        Launch::full(width)
    } else {
        Launch::lanes(width, active)
    };
    Generated {
        source: src,
        inputs,
        launch,
    }
}

/// A branch tree of the tree view as a kernel: predicates `a`, `b`, `c` (or the switch selector
/// `k`) are input arrays, leaf i is `work(costs[i])`.
pub fn tree_kernel(shape: TreeShape, costs: &[u32], warp: &WarpData) -> Generated {
    let c = |i: usize| costs.get(i).copied().unwrap_or(0);
    let body = match shape {
        TreeShape::OneLevel => format!(
            "    if (a[laneid]) {{\n        work({});  // p1\n    }} else {{\n        work({});  // p2\n    }}\n",
            c(0),
            c(1)
        ),
        TreeShape::Nested => format!(
            "    if (a[laneid]) {{\n        if (b[laneid]) {{\n            work({});  // p1\n        }} else {{\n            work({});  // p2\n        }}\n    }} else {{\n        if (c[laneid]) {{\n            work({});  // p3\n        }} else {{\n            work({});  // p4\n        }}\n    }}\n",
            c(0),
            c(1),
            c(2),
            c(3)
        ),
        TreeShape::Switch4 => format!(
            "    switch (k[laneid]) {{\n        case 0: work({}); break;  // p1\n        case 1: work({}); break;  // p2\n        case 2: work({}); break;  // p3\n        default: work({}); break;  // p4\n    }}\n",
            c(0),
            c(1),
            c(2),
            c(3)
        ),
    };
    let params = match shape {
        TreeShape::OneLevel => "const bool *a",
        TreeShape::Nested => "const bool *a, const bool *b, const bool *c",
        TreeShape::Switch4 => "const int *k",
    };
    let source = format!(
        "// Written from the branch tree: {}.\n__global__ void tree({params}) {{\n{body}}}\n",
        shape.label()
    );
    let mut inputs = Inputs::new();
    let flag = |f: fn(&crate::model::tree::LaneData) -> bool| -> Vec<f64> {
        warp.lanes
            .iter()
            .map(|l| f64::from(u8::from(f(l))))
            .collect()
    };
    let lanes = warp.lanes.len().min(super::MAX_INPUT_VALUES);
    let _ = match shape {
        TreeShape::Switch4 => inputs.set(
            "k",
            warp.lanes
                .iter()
                .take(lanes)
                .map(|l| f64::from(l.case))
                .collect(),
        ),
        _ => inputs
            .set("a", flag(|l| l.a))
            .and_then(|()| inputs.set("b", flag(|l| l.b)))
            .and_then(|()| inputs.set("c", flag(|l| l.c))),
    };
    Generated {
        source,
        inputs,
        launch: Launch::lanes(warp.width, warp.active),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::model::lanes::WarpWidth;

    #[test]
    fn a_region_reads_as_code() {
        let region = Region::from_counts(WarpWidth::Warp32, &[(15, 8), (25, 24)], 0, 10).unwrap();
        let g = region_kernel(&region);
        assert!(g.source.contains("if (path[laneid] == 0) {  // 8 lanes"));
        assert!(g
            .source
            .contains("} else if (path[laneid] == 1) {  // 24 lanes"));
        assert!(g.source.contains("work(10);  // uniform again"));
        assert_eq!(g.inputs.get("path").map(|v| v[7]), Some(0.0));
        assert_eq!(g.launch.active.count(), 32);
    }

    #[test]
    fn a_region_no_lane_takes_runs_the_whole_warp_past_every_path() {
        let region = Region::from_counts(WarpWidth::Warp32, &[(15, 0), (25, 0)], 0, 10)
            .expect("the timeline prices a region no lane takes");
        let g = region_kernel(&region);
        assert_eq!(g.launch.active.count(), 32, "the warp runs");
        assert_eq!(
            g.inputs.get("path").map(|v| v[0]),
            Some(-1.0),
            "and takes no path"
        );
    }
}
