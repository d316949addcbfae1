//! Figure geometry: where every bar, node, lane cell and tick goes, computed natively so it can be unit-tested.

pub mod bars;
pub mod export;
pub mod lab;
pub mod layouts;
pub mod maths;
pub mod palette;
pub mod reality;
pub mod roofline;
pub mod sm;
pub mod stepper;
pub mod svg;
pub mod timeline;
pub mod tree;

/// A "nice" axis step (1, 2 or 5 × 10ᵏ) giving at most `max_ticks` intervals over `0..=span`.
pub fn nice_step(span: f64, max_ticks: usize) -> f64 {
    if span <= 0.0 || !span.is_finite() {
        return 1.0;
    }
    let raw = span / max_ticks.max(1) as f64;
    let magnitude = 10f64.powf(raw.log10().floor());
    for factor in [1.0, 2.0, 5.0, 10.0] {
        if factor * magnitude >= raw {
            return (factor * magnitude).max(1.0);
        }
    }
    10.0 * magnitude
}

/// Test support: the figures' Hinglish pages carry none of the English their English pages show.
#[cfg(test)]
pub(crate) mod translated {
    use crate::model::i18n::Tr;

    /// Every fragment (between `{}` values, at least `min_len` bytes) of `texts`' English that the English
    /// page `en` shows, plain or escaped, is absent from the Hinglish page `hi`; at least `at_least` are
    /// checked, so the test cannot pass by checking nothing.
    pub fn assert_no_english(texts: &[Tr], en: &str, hi: &str, min_len: usize, at_least: usize) {
        let mut checked = 0;
        for tr in texts {
            for piece in tr.en.split("{}").map(str::trim) {
                let escaped = super::svg::escape(piece);
                let shown = |page: &str| page.contains(piece) || page.contains(&escaped);
                if piece.len() < min_len || tr.hi.contains(piece) || !shown(en) {
                    continue;
                }
                assert!(!shown(hi), "English on the Hinglish page: {piece}");
                checked += 1;
            }
        }
        assert!(checked >= at_least, "only {checked} fragments checked");
    }
}

/// Test support: no left-aligned text of a figure runs past its right edge.
#[cfg(test)]
pub(crate) mod fits {
    /// Every `<text>` without `text-anchor` (so starting at its x) ends inside the SVG's width, by the
    /// same generous estimate the figures size themselves with; returns how many texts were checked.
    pub fn assert_texts_fit(svg: &str) -> usize {
        let attr = |tag: &str, name: &str| -> Option<f64> {
            let (_, rest) = tag.split_once(&format!(" {name}=\""))?;
            rest.split('"').next()?.parse().ok()
        };
        let head = svg.split('>').next().unwrap_or_default();
        let width = attr(head, "width").expect("the figure has a width");
        let mut checked = 0;
        for piece in svg.split("<text").skip(1) {
            let (tag, rest) = piece.split_once('>').expect("a text tag ends");
            let content = rest.split("</text>").next().unwrap_or_default();
            if tag.contains("text-anchor") {
                continue;
            }
            let (x, size) = (
                attr(tag, "x").unwrap_or(0.0),
                attr(tag, "font-size").unwrap_or(16.0),
            );
            let end = x + super::svg::text_width(&content.replace("&amp;", "&"), size);
            assert!(
                end <= width + 0.5,
                "\"{content}\" ends at {end:.1}, past the width {width}"
            );
            checked += 1;
        }
        checked
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn steps_are_nice() {
        assert_eq!(nice_step(40.0, 8), 5.0);
        assert_eq!(nice_step(150.0, 8), 20.0);
        assert_eq!(nice_step(1_000_000.0, 10), 100_000.0);
        assert_eq!(nice_step(0.0, 8), 1.0);
        assert_eq!(nice_step(7.0, 8), 1.0);
    }
}
