//! A small SVG writer: figures are built as standalone markup by pure functions, drawn with `inner_html` and exported as is.

use std::fmt::Write;

/// Escapes text for an XML text node or attribute value.
pub fn escape(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    for c in text.chars() {
        match c {
            '&' => out.push_str("&amp;"),
            '<' => out.push_str("&lt;"),
            '>' => out.push_str("&gt;"),
            '"' => out.push_str("&quot;"),
            '\'' => out.push_str("&#39;"),
            other => out.push(other),
        }
    }
    out
}

/// Rounds a coordinate to two decimals so the markup stays short and stable.
pub fn num(value: f64) -> String {
    let text = crate::model::fields::fixed(value, 2);
    let text = text.trim_end_matches('0').trim_end_matches('.');
    if text == "-0" {
        "0".to_string()
    } else {
        text.to_string()
    }
}

/// A generous estimate of a text's width in a system sans-serif.
pub fn text_width(text: &str, size: f64) -> f64 {
    text.chars().count() as f64 * size * 0.6
}

pub const FONT_STACK: &str = "system-ui, -apple-system, 'Segoe UI', Roboto, Arial, sans-serif";

/// Many same-styled boxes as one path's data: a figure of thousands of cells (the stepper's strip)
/// parses and paints as one element instead of thousands, which keeps a repaint within a frame.
#[derive(Default)]
pub struct Boxes(String);

impl Boxes {
    /// A box from numbers already written with [`num`]: a figure repeats the same few coordinates
    /// thousands of times, so it writes each once (formatting them per box took a third of a repaint).
    pub fn add(&mut self, x: &str, y: &str, w: &str, h: &str) {
        for part in ["M", x, " ", y, "h", w, "v", h, "h-", w, "z"] {
            self.0.push_str(part);
        }
    }
}

/// Builds one `<svg>` element.
pub struct Svg {
    body: String,
}

impl Svg {
    /// `label` is the figure's accessible name, `description` its text alternative.
    pub fn new(
        id: &str,
        class: &str,
        width: f64,
        height: f64,
        label: &str,
        description: &str,
    ) -> Svg {
        let mut body = String::with_capacity(4096);
        let desc_id = format!("{id}-desc");
        let _ = write!(
            body,
            r#"<svg xmlns="http://www.w3.org/2000/svg" id="{}" class="{}" viewBox="0 0 {} {}" width="{}" height="{}" role="img" aria-label="{}" aria-describedby="{}" font-family="{}"><desc id="{}">{}</desc>"#,
            escape(id),
            escape(class),
            num(width),
            num(height),
            num(width),
            num(height),
            escape(label),
            escape(&desc_id),
            FONT_STACK,
            escape(&desc_id),
            escape(description)
        );
        Svg { body }
    }

    /// Raw markup the caller has already escaped (defs, patterns).
    pub fn raw(&mut self, markup: &str) -> &mut Self {
        self.body.push_str(markup);
        self
    }

    pub fn open_group(&mut self, class: &str) -> &mut Self {
        let _ = write!(self.body, r#"<g class="{}">"#, escape(class));
        self
    }

    pub fn close_group(&mut self) -> &mut Self {
        self.body.push_str("</g>");
        self
    }

    pub fn rect(&mut self, x: f64, y: f64, w: f64, h: f64, attrs: &[(&str, &str)]) -> &mut Self {
        let _ = write!(
            self.body,
            r#"<rect x="{}" y="{}" width="{}" height="{}""#,
            num(x),
            num(y),
            num(w.max(0.0)),
            num(h.max(0.0))
        );
        self.attrs(attrs);
        self.body.push_str("/>");
        self
    }

    pub fn line(
        &mut self,
        x1: f64,
        y1: f64,
        x2: f64,
        y2: f64,
        attrs: &[(&str, &str)],
    ) -> &mut Self {
        let _ = write!(
            self.body,
            r#"<line x1="{}" y1="{}" x2="{}" y2="{}""#,
            num(x1),
            num(y1),
            num(x2),
            num(y2)
        );
        self.attrs(attrs);
        self.body.push_str("/>");
        self
    }

    /// One `<path>` holding many boxes (see [`Boxes`]); nothing when there are none.
    pub fn boxes(&mut self, boxes: &Boxes, attrs: &[(&str, &str)]) -> &mut Self {
        if !boxes.0.is_empty() {
            let _ = write!(self.body, r#"<path d="{}""#, boxes.0);
            self.attrs(attrs);
            self.body.push_str("/>");
        }
        self
    }

    /// A chart's x- and y-axis: the bottom and left edges of the `w × h` plot whose top-left is (left, top).
    pub fn axes(&mut self, left: f64, top: f64, w: f64, h: f64, colour: &str) -> &mut Self {
        let stroke = [("stroke", colour), ("stroke-width", "2")];
        self.line(left, top + h, left + w, top + h, &stroke);
        self.line(left, top, left, top + h, &stroke)
    }

    pub fn text(&mut self, x: f64, y: f64, content: &str, attrs: &[(&str, &str)]) -> &mut Self {
        let _ = write!(self.body, r#"<text x="{}" y="{}""#, num(x), num(y));
        self.attrs(attrs);
        let _ = write!(self.body, ">{}</text>", escape(content));
        self
    }

    fn attrs(&mut self, attrs: &[(&str, &str)]) {
        for (k, v) in attrs {
            let _ = write!(self.body, r#" {}="{}""#, k, escape(v));
        }
    }

    pub fn finish(mut self) -> String {
        self.body.push_str("</svg>");
        self.body
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn writes_escaped_standalone_markup() {
        let mut svg = Svg::new("f", "fig", 100.0, 50.5, "A <figure>", "x & y");
        svg.rect(1.0, 2.0, 3.333, -1.0, &[("fill", "#fff")])
            .text(5.0, 6.0, "a<b", &[]);
        let out = svg.finish();
        assert!(out.starts_with(r#"<svg xmlns="http://www.w3.org/2000/svg" id="f""#));
        assert!(out.contains(r#"aria-label="A &lt;figure&gt;""#));
        assert!(out.contains("<desc id=\"f-desc\">x &amp; y</desc>"));
        assert!(out.contains(r##"<rect x="1" y="2" width="3.33" height="0" fill="#fff"/>"##));
        assert!(out.contains("<text x=\"5\" y=\"6\">a&lt;b</text>"));
        assert!(out.ends_with("</svg>"));
    }

    #[test]
    fn numbers_are_short() {
        assert_eq!(num(2.0), "2");
        assert_eq!(num(2.456), "2.46");
        assert_eq!(num(-0.001), "0");
        assert_eq!(num(-12.5), "-12.5");
        assert_eq!(num(100.0), "100");
    }
}
