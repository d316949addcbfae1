//! Exported figures: the on-screen figure framed with a title naming the scenario and its key readouts,
//! so a downloaded SVG or PNG says what it shows without the page around it.

use super::palette::Palette;
use super::svg::{escape, num, FONT_STACK};

/// The figure's own size, read from its `viewBox` (every figure here is drawn by [`super::svg::Svg`]).
fn figure_size(figure: &str) -> Option<(f64, f64)> {
    // Split at the quote character: attribute text and values alternate.
    let mut parts = figure.split('"');
    let view_box = loop {
        let attribute = parts.next()?;
        let value = parts.next()?;
        if attribute.ends_with(" viewBox=") {
            break value;
        }
    };
    let mut numbers = view_box.split(' ').filter_map(|n| n.parse::<f64>().ok());
    let (_, _, w, h) = (
        numbers.next()?,
        numbers.next()?,
        numbers.next()?,
        numbers.next()?,
    );
    (w > 0.0 && h > 0.0).then_some((w, h))
}

/// A standalone SVG: `title` on top, one line per readout, then the figure at its own size.
pub fn framed(title: &str, readouts: &[String], figure: &str, colours: &Palette) -> String {
    let (fig_w, fig_h) = figure_size(figure).unwrap_or((800.0, 400.0));
    let font = colours.font_size.max(16.0);
    let pad = font;
    let width = fig_w.max(font * 30.0) + pad * 2.0;
    // A long readout (a block's summary sentence) wraps at the frame's width instead of running off it.
    let columns = ((width - pad * 2.0) / (font * CHAR_WIDTH))
        .floor()
        .max(10.0) as usize;
    let readouts: Vec<String> = readouts
        .iter()
        .flat_map(|line| wrap(line, columns))
        .collect();
    let header = pad + font * 1.6 + readouts.len() as f64 * font * 1.35 + pad * 0.5;
    let height = header + fig_h + pad;
    let mut out = format!(
        r#"<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 {w} {h}" width="{w}" height="{h}" font-family="{FONT_STACK}" role="img" aria-label="{t}"><title>{t}</title><rect width="{w}" height="{h}" fill="{bg}"/>"#,
        w = num(width),
        h = num(height),
        t = escape(title),
        bg = colours.background,
    );
    out.push_str(&format!(
        r#"<text x="{}" y="{}" font-size="{}" font-weight="700" fill="{}">{}</text>"#,
        num(pad),
        num(pad + font * 1.2),
        num(font * 1.3),
        colours.text,
        escape(title)
    ));
    // A readout line keeps its spacing ("T_div: 44 cycles   T_ideal: …"): SVG text collapses runs of
    // spaces unless told to preserve them.
    for (i, line) in readouts.iter().enumerate() {
        out.push_str(&format!(
            r#"<text x="{}" y="{}" font-size="{}" fill="{}" xml:space="preserve">{}</text>"#,
            num(pad),
            num(pad + font * 1.6 + (i as f64 + 1.0) * font * 1.35),
            num(font),
            colours.text,
            escape(line)
        ));
    }
    // The figure keeps its own coordinates inside a nested viewport.
    match figure.strip_prefix("<svg ") {
        Some(rest) => {
            out.push_str(&format!(r#"<svg x="{}" y="{}" "#, num(pad), num(header)));
            out.push_str(rest);
        }
        None => out.push_str(figure),
    }
    out.push_str("</svg>");
    out
}

/// The widest a character of the export's sans-serif font runs, in ems (digits and capitals are about
/// 0.6; a line measured with it never overflows).
const CHAR_WIDTH: f64 = 0.62;

/// `line` in pieces of at most `columns` characters, broken at spaces (a longer word stands alone).
fn wrap(line: &str, columns: usize) -> Vec<String> {
    let mut lines = vec![String::new()];
    for word in line.split(' ') {
        let Some(current) = lines.last_mut() else {
            break;
        };
        let fits = current.chars().count() + 1 + word.chars().count() <= columns;
        if current.is_empty() || fits {
            if !current.is_empty() {
                current.push(' ');
            }
            current.push_str(word);
        } else {
            lines.push(word.to_string());
        }
    }
    lines
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::geometry::palette::palette;

    #[test]
    fn exports_carry_title_readouts_and_figure() {
        let figure = r#"<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 640 200" width="640" height="200"><rect width="10" height="10"/></svg>"#;
        let out = framed(
            "L2.1 & co",
            &["T_div 40 cycles".into(), "Path efficiency 62.5%".into()],
            figure,
            palette(false),
        );
        assert!(out.starts_with("<svg") && out.ends_with("</svg></svg>"));
        assert!(out.contains("<title>L2.1 &amp; co</title>"));
        assert!(
            out.contains(">T_div 40 cycles</text>")
                && out.contains(">Path efficiency 62.5%</text>")
        );
        assert!(out.contains(r#"<svg x="16" y="#), "{out}");
        // The spaces between the parts of a readout line are kept, not collapsed to one.
        assert_eq!(out.matches(r#" xml:space="preserve">"#).count(), 2, "{out}");
        assert_eq!(figure_size(figure), Some((640.0, 200.0)));
        assert_eq!(figure_size("<svg>"), None);
    }

    /// Every readout line of an export fits inside the frame, however long the sentence (the block
    /// summary in Hinglish is the longest the app writes).
    #[test]
    fn long_readouts_wrap_inside_the_frame() {
        let figure = r#"<svg viewBox="0 0 300 100" width="300" height="100"></svg>"#;
        let summary = "12 warps milkar 1,234 cycles issue karte hain, jabki ideal 987 hai; 11 warps diverge karte hain aur har ek do ya zyada paths chalata hai.".to_string();
        for colours in [palette(false), palette(true)] {
            let out = framed("Block", std::slice::from_ref(&summary), figure, colours);
            let font = colours.font_size.max(16.0);
            let width = 300f64.max(font * 30.0) + font * 2.0;
            let lines: Vec<&str> = out
                .split(r#"xml:space="preserve">"#)
                .skip(1)
                .filter_map(|l| l.split("</text>").next())
                .collect();
            assert!(lines.len() > 1, "{out}");
            assert_eq!(lines.join(" "), summary);
            for line in lines {
                let run = font + line.chars().count() as f64 * font * CHAR_WIDTH;
                assert!(run <= width, "{line:?} runs to {run} in {width}");
            }
        }
        assert_eq!(wrap("a bb ccc", 4), ["a bb", "ccc"]);
        assert_eq!(wrap("abcdefgh x", 4), ["abcdefgh", "x"]);
    }
}
