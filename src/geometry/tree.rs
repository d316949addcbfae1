//! Branch-tree and lane-grid geometry: node positions for the tree figure, cell positions for the lane grid.

use crate::model::tree::Node;

/// A node's place in the figure, in reading (depth-first) order.
#[derive(Clone, Debug, PartialEq)]
pub struct PlacedNode {
    pub x: f64,
    pub y: f64,
    pub depth: usize,
    pub leaf: Option<usize>,
    /// Index of the parent in the placed list.
    pub parent: Option<usize>,
    /// For a child of an `if`: true on the then side.
    pub then_side: Option<bool>,
}

/// Places a tree: leaves evenly spaced along the bottom, each parent centred over its children.
pub fn place(root: &Node, width: f64, level_height: f64, top: f64) -> Vec<PlacedNode> {
    let leaves = count_leaves(root).max(1) as f64;
    let mut out = Vec::new();
    let mut next_leaf = 0usize;
    place_node(root, 0, None, None, &mut next_leaf, &mut out);
    let slot = width / leaves;
    for node in out.iter_mut() {
        node.x = slot * (node.x + 0.5);
        node.y = top + node.depth as f64 * level_height;
    }
    out
}

fn count_leaves(node: &Node) -> usize {
    match node {
        Node::Leaf(_) => 1,
        Node::If {
            then, otherwise, ..
        } => count_leaves(then) + count_leaves(otherwise),
        Node::Switch { arms } => arms.iter().map(count_leaves).sum(),
    }
}

/// Fills `x` with the position in leaf slots; returns it.
fn place_node(
    node: &Node,
    depth: usize,
    parent: Option<usize>,
    then_side: Option<bool>,
    next_leaf: &mut usize,
    out: &mut Vec<PlacedNode>,
) -> f64 {
    let me = out.len();
    out.push(PlacedNode {
        x: 0.0,
        y: 0.0,
        depth,
        leaf: None,
        parent,
        then_side,
    });
    let x = match node {
        Node::Leaf(i) => {
            out[me].leaf = Some(*i);
            let x = *next_leaf as f64;
            *next_leaf += 1;
            x
        }
        Node::If {
            then, otherwise, ..
        } => {
            let a = place_node(then, depth + 1, Some(me), Some(true), next_leaf, out);
            let b = place_node(otherwise, depth + 1, Some(me), Some(false), next_leaf, out);
            (a + b) / 2.0
        }
        Node::Switch { arms } => {
            let xs: Vec<f64> = arms
                .iter()
                .map(|arm| place_node(arm, depth + 1, Some(me), None, next_leaf, out))
                .collect();
            xs.iter().sum::<f64>() / xs.len().max(1) as f64
        }
    };
    out[me].x = x;
    x
}

/// The lane grid has 8 columns: lane i sits in row i / 8, column i mod 8.
pub const GRID_COLUMNS: u32 = 8;

/// Where an arrow key moves the focus from `lane` in a grid of `lanes`.
pub fn grid_move(lane: u32, key: &str, lanes: u32) -> u32 {
    let last = lanes.saturating_sub(1);
    match key {
        "ArrowRight" => (lane + 1).min(last),
        "ArrowLeft" => lane.saturating_sub(1),
        "ArrowDown" => {
            if lane + GRID_COLUMNS <= last {
                lane + GRID_COLUMNS
            } else {
                lane
            }
        }
        "ArrowUp" => lane.checked_sub(GRID_COLUMNS).unwrap_or(lane),
        "Home" => 0,
        "End" => last,
        _ => lane,
    }
}

/// The tree figure as standalone SVG: reached nodes outlined and filled, unreached ones greyed and dashed.
pub fn tree_svg(
    shape: crate::model::tree::TreeShape,
    node_masks: &[crate::model::lanes::LaneMask],
    costs: &[u32],
    colours: &super::palette::Palette,
    description: &str,
) -> String {
    use super::svg::{num, Svg};
    use crate::model::lanes::WarpWidth;
    let root = shape.root();
    let mut nodes = Vec::new();
    flatten(&root, &mut nodes);
    let font = if colours.font_size >= 28.0 {
        26.0
    } else {
        14.0
    };
    // The width grows with the type, so projector-sized leaf boxes and lane labels never overlap.
    let (fig_w, level_h) = (760.0 * font / 14.0, font * 6.0);
    let placed = place(&root, fig_w, level_h, font * 2.5);
    let depth = placed.iter().map(|p| p.depth).max().unwrap_or(0) as f64;
    let height = font * 2.5 + depth * level_h + font * 3.5;
    let mut svg = Svg::new(
        "tree-figure",
        "tree__figure",
        fig_w,
        height,
        "Branch tree: which leaves the warp reaches",
        description,
    );
    svg.rect(0.0, 0.0, fig_w, height, &[("fill", colours.background)]);
    let reached = |i: usize| node_masks.get(i).is_some_and(|m| !m.is_empty());
    for (i, n) in placed.iter().enumerate() {
        let Some(p) = n.parent else { continue };
        let (a, b) = (&placed[p], n);
        let label = match (b.then_side, &nodes[p]) {
            (Some(true), _) => "true".to_string(),
            (Some(false), _) => "false".to_string(),
            (None, Node::Switch { .. }) => format!("case {}", b.leaf.unwrap_or(0)),
            _ => String::new(),
        };
        let used = reached(i);
        // From below the parent's lane-count line to the top of the child's box.
        let (x1, y1, x2, y2) = (a.x, a.y + font * 2.6, b.x, b.y - font * 1.2);
        let stroke = if used {
            colours.outline
        } else {
            colours.unreached
        };
        svg.line(
            x1,
            y1,
            x2,
            y2,
            &[
                ("stroke", stroke),
                ("stroke-width", if used { "2.5" } else { "1.5" }),
                ("stroke-dasharray", if used { "none" } else { "5 4" }),
            ],
        );
        let leftwards = x2 < x1;
        let (lx, ly) = (x1 + (x2 - x1) * 0.55, y1 + (y2 - y1) * 0.55);
        let nudge = if leftwards { -font * 0.5 } else { font * 0.5 };
        svg.text(
            lx + nudge,
            ly,
            &label,
            &[
                ("font-size", &num(font * 0.8)),
                ("fill", colours.muted),
                ("text-anchor", if leftwards { "end" } else { "start" }),
            ],
        );
    }
    for (i, n) in placed.iter().enumerate() {
        let mask = node_masks.get(i).copied().unwrap_or_default();
        let used = !mask.is_empty();
        let (fill, stroke, text_fill) = match n.leaf {
            Some(leaf) if used => (colours.path(leaf), colours.outline, colours.on_path),
            Some(_) => (colours.background, colours.unreached, colours.muted),
            None => (
                colours.background,
                if used {
                    colours.outline
                } else {
                    colours.unreached
                },
                colours.text,
            ),
        };
        let title = match (n.leaf, &nodes[i]) {
            (Some(leaf), _) => format!(
                "p{} · {} cyc",
                leaf + 1,
                costs.get(leaf).copied().unwrap_or(0)
            ),
            (None, Node::If { predicate, .. }) => format!("if ({})", predicate.name()),
            (None, _) => "switch (k)".to_string(),
        };
        let status = if n.leaf.is_some() && !used {
            "not reached".to_string()
        } else {
            format!(
                "{} lanes · {}",
                mask.count(),
                mask.hex(if mask.0 > u64::from(u32::MAX) {
                    WarpWidth::Wave64
                } else {
                    WarpWidth::Warp32
                })
            )
        };
        let (w, h) = (font * 8.0, font * 2.2);
        svg.open_group(if used {
            "tree__node tree__node--reached"
        } else {
            "tree__node tree__node--unreached"
        });
        svg.rect(
            n.x - w / 2.0,
            n.y - h / 2.0,
            w,
            h,
            &[
                ("rx", "6"),
                ("fill", fill),
                ("stroke", stroke),
                ("stroke-width", if used { "2.5" } else { "1.5" }),
                (
                    "stroke-dasharray",
                    if used || n.leaf.is_none() {
                        "none"
                    } else {
                        "5 4"
                    },
                ),
            ],
        );
        svg.text(
            n.x,
            n.y + font * 0.35,
            &title,
            &[
                ("text-anchor", "middle"),
                ("font-size", &num(font)),
                ("font-weight", "700"),
                ("fill", text_fill),
            ],
        );
        svg.text(
            n.x,
            n.y + h / 2.0 + font * 1.1,
            &status,
            &[
                ("text-anchor", "middle"),
                ("font-size", &num(font * 0.75)),
                ("fill", colours.muted),
            ],
        );
        svg.close_group();
    }
    svg.finish()
}

fn flatten(node: &Node, out: &mut Vec<Node>) {
    out.push(node.clone());
    match node {
        Node::Leaf(_) => {}
        Node::If {
            then, otherwise, ..
        } => {
            flatten(then, out);
            flatten(otherwise, out);
        }
        Node::Switch { arms } => arms.iter().for_each(|a| flatten(a, out)),
    }
}

/// The whole dataset behind the tree's warp: one row per warp, one cell per element coloured by its leaf
/// and numbered (p1…p4) where the cell is wide enough, the warp the tree shows outlined and marked, and
/// each row ending with the leaves it reaches and what it issues — so colour is never the only signal.
pub fn dataset_strip_svg(
    data: &[u8],
    width: crate::model::lanes::WarpWidth,
    shown: u32,
    costs: &[u32],
    colours: &super::palette::Palette,
    lang: crate::model::i18n::Lang,
) -> String {
    use super::svg::{num, Svg};
    use crate::model::i18n::fill;
    use crate::state::text::tree as t;
    let font = if colours.font_size >= 28.0 {
        22.0
    } else {
        13.0
    };
    let lanes = width.lanes();
    let cell = if lanes > 32 { font * 0.85 } else { font * 1.3 };
    let warps = (data.len() as u32).div_ceil(lanes).max(1);
    let row_h = cell + 4.0;
    let left = font * 3.2;
    let cost = crate::model::tree_dataset::price(data, width, costs);
    // Each row's label: the leaves it reaches and what it issues, and the mark of the warp the tree shows.
    let labels: Vec<String> = (0..warps)
        .map(|w| {
            let (t_div, _, _) = cost.per_warp.get(w as usize).copied().unwrap_or_default();
            let mut seen = [false; 8];
            for &leaf in data.iter().skip((w * lanes) as usize).take(lanes as usize) {
                if let Some(s) = seen.get_mut(usize::from(leaf)) {
                    *s = true;
                }
            }
            let reached: Vec<String> = (0..costs.len())
                .filter(|&i| seen.get(i) == Some(&true))
                .map(|i| format!("p{}", i + 1))
                .collect();
            let mark = if w == shown {
                format!("  {}", t::STRIP_SHOWN.get(lang))
            } else {
                String::new()
            };
            format!("{} · {t_div} cyc{mark}", reached.join(" "))
        })
        .collect();
    // The label column fits the longest label (a phone shows the strip at its own size, scrolling).
    let label_w = labels
        .iter()
        .map(|l| super::svg::text_width(l, font))
        .fold(font * 13.4, f64::max);
    let total_w = left + f64::from(lanes) * cell + font * 0.6 + label_w;
    let height = f64::from(warps) * row_h + font;
    let mut svg = Svg::new(
        "dataset-strip",
        "tree__dataset-strip",
        total_w,
        height,
        t::STRIP_TITLE.get(lang),
        &fill(
            t::STRIP_DESCRIPTION.get(lang),
            &[
                &warps.to_string(),
                &shown.to_string(),
                &cost.total_issued.to_string(),
                &cost.total_ideal.to_string(),
            ],
        ),
    );
    svg.rect(0.0, 0.0, total_w, height, &[("fill", colours.background)]);
    let f = num(font);
    // Cell numbers stay at 12 px or more on a phone, where the strip scrolls at about its own size.
    let small = num(font * 0.95);
    for w in 0..warps {
        let y = font * 0.5 + f64::from(w) * row_h;
        let this = w == shown;
        svg.text(
            0.0,
            y + cell * 0.8,
            &format!("W{w}"),
            &[
                ("font-size", &f),
                ("fill", colours.text),
                ("font-weight", if this { "700" } else { "400" }),
            ],
        );
        for lane in 0..lanes {
            let Some(&leaf) = data.get((w * lanes + lane) as usize) else {
                continue;
            };
            let x = left + f64::from(lane) * cell;
            svg.rect(
                x + 0.5,
                y + 0.5,
                cell - 1.0,
                cell - 1.0,
                &[("fill", colours.path(usize::from(leaf)))],
            );
            if cell >= 14.0 {
                svg.text(
                    x + cell / 2.0,
                    y + cell * 0.72,
                    &(leaf + 1).to_string(),
                    &[
                        ("font-size", &small),
                        ("fill", colours.on_path),
                        ("text-anchor", "middle"),
                    ],
                );
            }
        }
        if this {
            svg.rect(
                left - 2.0,
                y - 1.5,
                f64::from(lanes) * cell + 4.0,
                cell + 3.0,
                &[
                    ("fill", "none"),
                    ("stroke", colours.highlight),
                    ("stroke-width", "3"),
                ],
            );
        }
        svg.text(
            left + f64::from(lanes) * cell + font * 0.6,
            y + cell * 0.8,
            labels.get(w as usize).map_or("", String::as_str),
            &[("font-size", &f), ("fill", colours.text)],
        );
    }
    svg.finish()
}

#[cfg(test)]
mod svg_tests {
    use super::*;
    use crate::geometry::palette::NORMAL;
    use crate::model::lanes::WarpWidth;
    use crate::model::tree::{LanePreset, TreeShape, WarpData};

    #[test]
    fn best_case_greys_out_p2_and_p4() {
        let shape = TreeShape::Nested;
        let warp = WarpData::preset(shape, LanePreset::Best, WarpWidth::Warp32, 0, 32);
        let svg = tree_svg(
            shape,
            &warp.node_masks(shape),
            &[10, 14, 8, 12],
            &NORMAL,
            "desc",
        );
        assert_eq!(svg.matches("tree__node--reached").count(), 5); // root, if(B), p1, if(C), p3
        assert_eq!(svg.matches("not reached").count(), 2);
        assert!(svg.contains("p1 · 10 cyc") && svg.contains("16 lanes · 0x0000FFFF"));
    }

    #[test]
    fn the_dataset_strip_marks_the_shown_warp_and_prices_every_row() {
        use crate::model::i18n::Lang;
        use crate::model::tree_dataset::dataset;
        use crate::state::text::tree as t;
        let data = |preset| {
            dataset(
                TreeShape::Nested,
                preset,
                &[25, 25, 25, 25],
                WarpWidth::Warp32,
                8,
                32,
                0,
            )
        };
        let strip = |data: &[u8], shown, costs: &[u32], lang| {
            dataset_strip_svg(data, WarpWidth::Warp32, shown, costs, &NORMAL, lang)
        };
        let sorted = data(LanePreset::Sorted);
        let svg = strip(&sorted, 2, &[10, 14, 8, 12], Lang::En);
        assert_eq!(svg.matches("◀ shown").count(), 1);
        // Every row label fits, in both languages, with all four leaves reached (the widest labels).
        let worst = data(LanePreset::Worst);
        for lang in Lang::ALL {
            let wide = strip(&worst, 0, &[1000, 1400, 800, 1200], lang);
            assert!(wide.contains("p1 p2 p3 p4 · "), "{wide}");
            assert!(
                crate::geometry::fits::assert_texts_fit(&wide) >= 8,
                "{lang:?}"
            );
        }
        let hi = strip(&sorted, 2, &[10, 14, 8, 12], Lang::HiLatn);
        assert_eq!(hi.matches("◀ dikhaya").count(), 1);
        crate::geometry::translated::assert_no_english(
            &[t::STRIP_TITLE, t::STRIP_DESCRIPTION, t::STRIP_SHOWN],
            &svg,
            &hi,
            6,
            3,
        );
        assert!(svg.contains("p2 · 14 cyc  ◀ shown"), "{svg}");
        assert!(svg.contains("issue 88 cycles against an ideal of 88"));
        assert_eq!(svg.matches(">W").count(), 8);
    }

    /// The leaf boxes (8 em wide) never overlap, in either palette: four leaves need 32 em and more.
    #[test]
    fn leaf_boxes_fit_side_by_side_in_both_palettes() {
        use crate::geometry::palette::PROJECTOR;
        let shape = TreeShape::Nested;
        let warp = WarpData::preset(shape, LanePreset::Worst, WarpWidth::Warp32, 0, 32);
        for (palette, font) in [(&NORMAL, 14.0), (&PROJECTOR, 26.0)] {
            let svg = tree_svg(
                shape,
                &warp.node_masks(shape),
                &[10, 14, 8, 12],
                palette,
                "d",
            );
            let width: f64 = svg
                .split("viewBox=\"0 0 ")
                .nth(1)
                .and_then(|rest| rest.split(' ').next())
                .and_then(|w| w.parse().ok())
                .expect("a viewBox");
            let slot = width / 4.0;
            assert!(
                slot >= font * 8.0 * 1.4,
                "{}: a leaf slot of {slot} for boxes of {}",
                palette.name,
                font * 8.0
            );
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::model::tree::TreeShape;

    #[test]
    fn nested_tree_is_centred() {
        let nodes = place(&TreeShape::Nested.root(), 400.0, 100.0, 20.0);
        assert_eq!(nodes.len(), 7);
        let leaves: Vec<f64> = nodes
            .iter()
            .filter(|n| n.leaf.is_some())
            .map(|n| n.x)
            .collect();
        assert_eq!(leaves, vec![50.0, 150.0, 250.0, 350.0]);
        assert_eq!(nodes[0].x, 200.0);
        assert_eq!(nodes[1].x, 100.0); // if (B) over p1 and p2
        assert_eq!(nodes[4].x, 300.0); // if (C) over p3 and p4
        assert_eq!(nodes[2].y, 220.0);
        assert_eq!(nodes[2].parent, Some(1));
        assert_eq!(nodes[3].then_side, Some(false));
    }

    #[test]
    fn switch_places_four_arms() {
        let nodes = place(&TreeShape::Switch4.root(), 400.0, 100.0, 0.0);
        assert_eq!(nodes.len(), 5);
        assert_eq!(nodes[0].x, 200.0);
        assert!(nodes[1..]
            .iter()
            .all(|n| n.depth == 1 && n.parent == Some(0)));
    }

    #[test]
    fn grid_navigation_stays_inside() {
        assert_eq!(grid_move(0, "ArrowLeft", 32), 0);
        assert_eq!(grid_move(31, "ArrowRight", 32), 31);
        assert_eq!(grid_move(3, "ArrowDown", 32), 11);
        assert_eq!(grid_move(27, "ArrowDown", 32), 27);
        assert_eq!(grid_move(3, "ArrowUp", 32), 3);
        assert_eq!(grid_move(5, "End", 64), 63);
    }
}
