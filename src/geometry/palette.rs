//! Figure colours for the normal and projector palettes; figures carry them as attributes so exports look the same.
//!
//! The page chrome takes its colours from `style/tokens.css`; these are the figure's own, chosen so
//! text and key marks reach 7:1 against the projector background, and so each path also differs by
//! its label (colour is never the only signal).

#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Palette {
    pub name: &'static str,
    pub background: &'static str,
    pub text: &'static str,
    pub muted: &'static str,
    pub axis: &'static str,
    pub paths: [&'static str; 6],
    pub uniform: &'static str,
    /// Label colour on top of a path or uniform segment.
    pub on_path: &'static str,
    /// Label colour on the amber waste gap.
    pub on_waste: &'static str,
    pub waste: &'static str,
    pub hatch: &'static str,
    pub outline: &'static str,
    pub highlight: &'static str,
    pub unreached: &'static str,
    pub font_size: f64,
}

pub const NORMAL: Palette = Palette {
    name: "normal",
    background: "#ffffff",
    text: "#1a1a2e",
    muted: "#4a4a5e",
    axis: "#3a3a4a",
    paths: [
        "#2f6db5", "#23744a", "#8e44ad", "#c0392b", "#16708a", "#7a5c12",
    ],
    uniform: "#5b6270",
    on_path: "#ffffff",
    on_waste: "#1a1a2e",
    waste: "#f5b301",
    hatch: "#7a5200",
    outline: "#1a1a2e",
    highlight: "#b5006a",
    unreached: "#d9d9de",
    font_size: 14.0,
};

pub const PROJECTOR: Palette = Palette {
    name: "projector",
    background: "#000000",
    text: "#ffffff",
    muted: "#e6e6e6",
    axis: "#ffffff",
    paths: [
        "#7fb8ff", "#7dff9a", "#e0a8ff", "#ff9f8f", "#6fe8ff", "#ffe07a",
    ],
    uniform: "#c8c8c8",
    on_path: "#000000",
    on_waste: "#000000",
    waste: "#ffb000",
    hatch: "#000000",
    outline: "#ffffff",
    highlight: "#ffe600",
    unreached: "#3a3a3a",
    font_size: 32.0,
};

pub fn palette(projector: bool) -> &'static Palette {
    if projector {
        &PROJECTOR
    } else {
        &NORMAL
    }
}

impl Palette {
    pub fn path(&self, index: usize) -> &'static str {
        self.paths[index % self.paths.len()]
    }
}

/// WCAG relative luminance of a `#rrggbb` colour.
pub fn luminance(hex: &str) -> f64 {
    let channel = |i: usize| {
        let v = u8::from_str_radix(hex.get(1 + 2 * i..3 + 2 * i).unwrap_or("00"), 16).unwrap_or(0)
            as f64
            / 255.0;
        if v <= 0.03928 {
            v / 12.92
        } else {
            ((v + 0.055) / 1.055).powf(2.4)
        }
    };
    0.2126 * channel(0) + 0.7152 * channel(1) + 0.0722 * channel(2)
}

/// WCAG contrast ratio between two colours.
pub fn contrast(a: &str, b: &str) -> f64 {
    let (la, lb) = (luminance(a), luminance(b));
    (la.max(lb) + 0.05) / (la.min(lb) + 0.05)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn projector_marks_reach_seven_to_one() {
        let p = &PROJECTOR;
        for colour in p.paths.iter().chain([
            &p.text,
            &p.muted,
            &p.axis,
            &p.waste,
            &p.uniform,
            &p.highlight,
        ]) {
            assert!(
                contrast(colour, p.background) >= 7.0,
                "{colour}: {}",
                contrast(colour, p.background)
            );
        }
        assert!(p.font_size >= 28.0);
    }

    #[test]
    fn normal_text_reads_well() {
        let p = &NORMAL;
        for colour in [p.text, p.muted, p.axis] {
            assert!(contrast(colour, p.background) >= 7.0, "{colour}");
        }
        for colour in p.paths.iter().chain([&p.uniform]) {
            assert!(
                contrast(p.on_path, colour) >= 4.5,
                "labels on {colour}: {}",
                contrast(p.on_path, colour)
            );
        }
        for colour in PROJECTOR
            .paths
            .iter()
            .chain([&PROJECTOR.uniform, &PROJECTOR.waste])
        {
            assert!(
                contrast(PROJECTOR.on_path, colour) >= 7.0,
                "projector labels on {colour}"
            );
        }
        assert!(contrast(p.on_waste, p.waste) >= 7.0);
        assert!(contrast(PROJECTOR.on_waste, PROJECTOR.waste) >= 7.0);
    }
}
