//! Where a statement sits in the kernel's text (the span the code panel marks as issuing) and the
//! "Format" rewrite that puts one statement on a line, keeping comments and every token as written.

use super::lex::{lex, Tok, Token};

/// A stretch of the source: from `(line, col)` up to, not including, `(end_line, end_col)`; lines and
/// columns 1-based, columns in characters (as the compiler counts them).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Span {
    pub line: u32,
    pub col: u32,
    pub end_line: u32,
    pub end_col: u32,
}

impl Span {
    /// The marked characters of line `line` (1-based) of `chars` characters, as 0-based `start..end`;
    /// `None` when the span does not touch that line.
    pub fn on_line(&self, line: u32, chars: usize) -> Option<(usize, usize)> {
        if line < self.line || line > self.end_line {
            return None;
        }
        let start = if line == self.line {
            self.col as usize - 1
        } else {
            0
        };
        let end = if line == self.end_line {
            self.end_col as usize - 1
        } else {
            chars
        };
        let (start, end) = (start.min(chars), end.min(chars));
        (start < end).then_some((start, end))
    }

    /// The spanned text, its lines joined by a space.
    pub fn text(&self, source: &str) -> String {
        source
            .lines()
            .zip(1u32..)
            .filter_map(|(text, n)| {
                let chars = text.chars().count();
                self.on_line(n, chars)
                    .map(|(a, b)| text.chars().skip(a).take(b - a).collect::<String>())
            })
            .map(|t| t.trim().to_string())
            .collect::<Vec<_>>()
            .join(" ")
    }
}

/// The byte offset of every line's start.
fn line_starts(source: &str) -> Vec<usize> {
    std::iter::once(0)
        .chain(source.match_indices('\n').map(|(i, _)| i + 1))
        .collect()
}

/// A token's first byte and its length in bytes.
fn bytes_of(source: &str, starts: &[usize], t: &Token<'_>) -> (usize, usize) {
    let line_start = starts.get(t.line as usize - 1).copied().unwrap_or(0);
    let rest = source.get(line_start..).unwrap_or("");
    let at = line_start
        + rest
            .char_indices()
            .nth(t.col as usize - 1)
            .map_or(rest.len(), |(i, _)| i);
    let len = match t.tok {
        Tok::Ident(w) => w.len(),
        Tok::Punct(p) => p.len(),
        Tok::End => 0,
        // A number: digits, letters (hex, suffixes, exponents), points, and an exponent's sign.
        Tok::Int { .. } | Tok::Float(_) => {
            let b = source.as_bytes();
            let mut i = at;
            while let Some(&c) = b.get(i) {
                let sign = (c == b'+' || c == b'-')
                    && i > at
                    && matches!(b.get(i - 1), Some(b'e' | b'E'))
                    && !source
                        .get(at..at + 2)
                        .is_some_and(|p| p.eq_ignore_ascii_case("0x"));
                if !(c.is_ascii_alphanumeric() || c == b'.' || sign) {
                    break;
                }
                i += 1;
            }
            i - at
        }
    };
    (at, len)
}

/// The line and column (1-based, in characters) of byte `at`.
fn position(source: &str, starts: &[usize], at: usize) -> (u32, u32) {
    let line = starts.partition_point(|&s| s <= at).max(1);
    let start = starts.get(line - 1).copied().unwrap_or(0);
    let col = source.get(start..at).map_or(0, |s| s.chars().count());
    (line as u32, col as u32 + 1)
}

fn punct(t: &Token<'_>) -> Option<&'static str> {
    match t.tok {
        Tok::Punct(p) => Some(p),
        _ => None,
    }
}

fn word<'s>(t: &Token<'s>) -> Option<&'s str> {
    match t.tok {
        Tok::Ident(w) => Some(w),
        _ => None,
    }
}

/// The index of the last token of the statement that starts at token `k`: a keyword with a bracketed
/// head (`if (…)`, `while (…)`, `for (…)`, `switch (…)`) ends at its `)`; `else`, `do` and braces stand
/// alone; `case …:` ends at its colon; anything else runs to its `;`, or stops before a `)` it did not
/// open (a `for` loop's step) or a brace.
fn statement_end(toks: &[Token<'_>], k: usize) -> usize {
    let first = &toks[k];
    match (word(first), punct(first)) {
        (Some("if" | "while" | "for" | "switch"), _) => {
            let mut depth = 0i32;
            for (i, t) in toks.iter().enumerate().skip(k + 1) {
                match punct(t) {
                    Some("(") => depth += 1,
                    Some(")") => {
                        depth -= 1;
                        if depth <= 0 {
                            return i;
                        }
                    }
                    Some(";" | "{" | "}") if depth <= 0 => return i.saturating_sub(1).max(k),
                    _ => {}
                }
            }
            k
        }
        (Some("else" | "do"), _) | (_, Some("{" | "}")) => k,
        _ => {
            let case = matches!(word(first), Some("case" | "default"));
            let mut depth = 0i32;
            let mut last = k;
            for (i, t) in toks.iter().enumerate().skip(k) {
                match punct(t) {
                    Some("(" | "[") => depth += 1,
                    Some(")" | "]") => {
                        depth -= 1;
                        if depth < 0 {
                            return last;
                        }
                    }
                    Some(";") if depth == 0 => return i,
                    Some(":") if case && depth == 0 => return i,
                    Some("{" | "}") if depth == 0 => return last,
                    _ => {}
                }
                if matches!(t.tok, Tok::End) {
                    return last;
                }
                last = i;
            }
            last
        }
    }
}

/// The statement whose first token is at `(line, col)`: the span the code panel marks while it issues.
/// `None` when no token starts there (or the source does not lex).
pub fn statement_span(source: &str, line: u32, col: u32) -> Option<Span> {
    let toks = lex(source).ok()?;
    let k = toks
        .iter()
        .position(|t| t.line == line && t.col == col && !matches!(t.tok, Tok::End))?;
    let last = statement_end(&toks, k);
    // A declaration issues at its name: its type words belong to the statement too.
    let mut first = k;
    while first > 0
        && matches!(
            word(&toks[first - 1]),
            Some("int" | "unsigned" | "float" | "bool" | "const")
        )
    {
        first -= 1;
    }
    let starts = line_starts(source);
    let (at, len) = bytes_of(source, &starts, &toks[last]);
    let (end_line, end_col) = position(source, &starts, at + len);
    Some(Span {
        line: toks[first].line,
        col: toks[first].col,
        end_line,
        end_col,
    })
}

/// The source with one statement a line: a break after every `;` outside brackets, after `{`, after a
/// `case …:`, and around `}` (`} else` and `} while` stay together), each new line indented four spaces
/// a brace. Only the space between tokens changes where a break goes; comments and every other gap are
/// kept as written. `None` when the source does not lex (the compiler's error says why).
pub fn format(source: &str) -> Option<String> {
    let toks = lex(source).ok()?;
    let starts = line_starts(source);
    let spans: Vec<(usize, usize)> = toks.iter().map(|t| bytes_of(source, &starts, t)).collect();
    let mut out = String::with_capacity(source.len() + 64);
    let (mut depth, mut parens) = (0usize, 0i32);
    let mut in_case = false;
    let mut copied = 0;
    for (i, t) in toks.iter().enumerate() {
        let Some(next) = toks.get(i + 1) else { break };
        let (at, len) = spans[i];
        let end = at + len;
        match punct(t) {
            Some("(" | "[") => parens += 1,
            Some(")" | "]") => parens -= 1,
            Some("{") => depth += 1,
            _ => {}
        }
        if matches!(word(t), Some("case" | "default")) {
            in_case = true;
        }
        let next_closes = punct(next) == Some("}");
        let break_after = match punct(t) {
            _ if matches!(next.tok, Tok::End) => false,
            Some(";") => parens <= 0,
            Some("{") => true,
            Some("}") => !matches!(word(next), Some("else" | "while")) && punct(next) != Some(";"),
            Some(":") if in_case && parens <= 0 => {
                in_case = false;
                true
            }
            _ => next_closes,
        };
        if punct(next) == Some("}") {
            depth = depth.saturating_sub(1);
        }
        out.push_str(source.get(copied..end).unwrap_or(""));
        let gap = source.get(end..spans[i + 1].0).unwrap_or("");
        if break_after {
            // A comment in the gap stays where it was written, then the break.
            let kept = gap.trim_end();
            if kept.trim_start().is_empty() {
                out.push('\n');
            } else {
                out.push_str(kept);
                out.push('\n');
            }
            // A blank line the author left stays.
            if gap
                .get(kept.len()..)
                .is_some_and(|tail| tail.matches('\n').count() > 1)
            {
                out.push('\n');
            }
            out.push_str(&"    ".repeat(depth));
        } else {
            out.push_str(gap);
        }
        copied = spans[i + 1].0;
    }
    out.push_str(source.get(copied..).unwrap_or(""));
    Some(out)
}

#[cfg(test)]
mod tests {
    use super::*;

    /// (source, the statement's first token, the text its span covers)
    #[test]
    fn a_statement_span_covers_the_statement_only() {
        let one_line = "int x = laneid; if (x < 16) { work(2); } else { work(3); } int y = x * 2;";
        let table: [(&str, (u32, u32), &str); 10] = [
            (one_line, (1, 1), "int x = laneid;"),
            (one_line, (1, 5), "int x = laneid;"),
            ("const unsigned y = 2, z = 3;", (1, 23), "z = 3;"),
            (one_line, (1, 17), "if (x < 16)"),
            (one_line, (1, 31), "work(2);"),
            (one_line, (1, 42), "else"),
            (one_line, (1, 60), "int y = x * 2;"),
            ("for (int i = 0; i < 4; i++) { work(1); }", (1, 24), "i++"),
            ("switch (x) { case 1: work(1); }", (1, 14), "case 1:"),
            (
                "float f = 1.5e-3f + x;\nwork(1);",
                (1, 1),
                "float f = 1.5e-3f + x;",
            ),
        ];
        for (source, (line, col), want) in table {
            let span = statement_span(source, line, col).expect(want);
            let text: String = source
                .lines()
                .nth(line as usize - 1)
                .unwrap()
                .chars()
                .skip(span.col as usize - 1)
                .take((span.end_col - span.col) as usize)
                .collect();
            assert_eq!(span.line, span.end_line, "{want}");
            assert_eq!(text, want);
            assert_eq!(span.text(source), want);
        }
        let multi = statement_span("int x =\n  laneid;\nwork(1);", 1, 1).unwrap();
        assert_eq!((multi.end_line, multi.end_col), (2, 10));
        assert_eq!(multi.on_line(1, 7), Some((0, 7)));
        assert_eq!(multi.on_line(2, 9), Some((0, 9)));
        assert_eq!(multi.on_line(3, 8), None);
        assert_eq!(
            multi.text("int x =\n  laneid;\nwork(1);"),
            "int x = laneid;"
        );
        assert_eq!(
            statement_span("work(1);", 1, 3),
            None,
            "no token starts there"
        );
    }

    /// (source, formatted)
    #[test]
    fn format_puts_one_statement_a_line_and_keeps_the_rest() {
        let table: [(&str, &str); 6] = [
            (
                "int x = laneid; if (x < 16) { work(2); } else { work(3); }",
                "int x = laneid;\nif (x < 16) {\n    work(2);\n} else {\n    work(3);\n}",
            ),
            (
                "for (int i = 0; i < 4; i++) { work(1); } /* done */ work(2);",
                "for (int i = 0; i < 4; i++) {\n    work(1);\n} /* done */\nwork(2);",
            ),
            (
                "work(1);   // one\n\n\nwork(2); /* a\nb */ work(3);",
                "work(1);   // one\n\nwork(2); /* a\nb */\nwork(3);",
            ),
            (
                "switch (x) { case 1: work(1); break; default: work(2); }",
                "switch (x) {\n    case 1:\n    work(1);\n    break;\n    default:\n    work(2);\n}",
            ),
            (
                "do { x++; } while (x < 3); // end\n",
                "do {\n    x++;\n} while (x < 3); // end\n",
            ),
            ("int x = 1;\nwork(x);\n", "int x = 1;\nwork(x);\n"),
        ];
        for (source, want) in table {
            let once = format(source).unwrap();
            assert_eq!(once, want, "{source}");
            assert_eq!(
                format(&once).unwrap(),
                once,
                "formatting twice changes nothing"
            );
        }
        assert_eq!(format("int x = 'a';"), None);
        // Every example reads the same formatted: they are written one statement a line.
        for e in super::super::examples::EXAMPLES {
            let formatted = format(e.source).unwrap();
            let p = super::super::compile(&formatted, &Default::default());
            assert!(p.is_ok(), "{}: {formatted}", e.key);
        }
    }
}
