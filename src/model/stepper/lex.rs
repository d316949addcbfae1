//! The stepper's lexer: source text to tokens with line and column, refusing what the language lacks by name.

use super::{not_part, ParseError, MAX_SOURCE_BYTES, NO_ADVICE};
use crate::model::i18n::{Said, Tr};

#[derive(Clone, Copy, Debug, PartialEq)]
pub(crate) enum Tok<'s> {
    Ident(&'s str),
    /// A whole-number literal; `unsigned` when it has a `u` suffix or is a hex literal too large for `int`.
    Int {
        value: u32,
        unsigned: bool,
    },
    Float(f32),
    Punct(&'static str),
    End,
}

#[derive(Clone, Copy, Debug, PartialEq)]
pub(crate) struct Token<'s> {
    pub tok: Tok<'s>,
    pub line: u32,
    pub col: u32,
}

/// Longest first, so `<<=` wins over `<<` and `<`.
const PUNCTS: [&str; 48] = [
    "<<=", ">>=", "...", "->", "++", "--", "<<", ">>", "<=", ">=", "==", "!=", "&&", "||", "+=",
    "-=", "*=", "/=", "%=", "&=", "|=", "^=", "::", "+", "-", "*", "/", "%", "<", ">", "=", "!",
    "~", "&", "|", "^", "?", ":", ";", ",", ".", "(", ")", "{", "}", "[", "]", "@",
];

fn error(line: u32, col: u32, said: Said) -> ParseError {
    ParseError::new(line, col, said)
}

/// A character the language has no use for, quoted.
fn unexpected(line: u32, col: u32, c: &str) -> ParseError {
    error(
        line,
        col,
        Said::fill(
            Tr::new(
                "unexpected character '{}'",
                "character '{}' yahan nahi chalta",
            ),
            &[c],
        ),
    )
}

/// Splits `source` into tokens; the last token is always `End`.
pub(crate) fn lex(source: &str) -> Result<Vec<Token<'_>>, ParseError> {
    if source.len() > MAX_SOURCE_BYTES {
        return Err(error(
            1,
            1,
            Said::fill(
                Tr::new(
                    "the source is {} bytes; the stepper reads at most {} (8 KB)",
                    "source {} bytes ka hai; stepper max {} (8 KB) padhta hai",
                ),
                &[
                    &crate::model::fields::group_thousands(source.len() as u64),
                    &crate::model::fields::group_thousands(MAX_SOURCE_BYTES as u64),
                ],
            ),
        ));
    }
    let bytes = source.as_bytes();
    let mut tokens = Vec::new();
    let (mut i, mut line, mut col) = (0usize, 1u32, 1u32);
    // Advances over `n` bytes, counting columns in characters (UTF-8 continuation bytes do not count).
    let step = |i: &mut usize, line: &mut u32, col: &mut u32, n: usize| {
        for _ in 0..n {
            match bytes.get(*i) {
                Some(b'\n') => {
                    *line += 1;
                    *col = 1;
                }
                Some(&b) if b & 0xC0 != 0x80 => *col += 1,
                _ => {}
            }
            *i += 1;
        }
    };
    while let Some(&b) = bytes.get(i) {
        let (tl, tc) = (line, col);
        if b.is_ascii_whitespace() {
            step(&mut i, &mut line, &mut col, 1);
            continue;
        }
        let rest = bytes.get(i..).unwrap_or(&[]);
        if rest.starts_with(b"//") {
            let len = rest.iter().position(|&c| c == b'\n').unwrap_or(rest.len());
            step(&mut i, &mut line, &mut col, len);
            continue;
        }
        if rest.starts_with(b"/*") {
            let Some(end) = rest.windows(2).skip(2).position(|w| w == b"*/") else {
                return Err(error(
                    tl,
                    tc,
                    Said::fill(
                        Tr::new(
                            "this comment is never closed: add */ after it",
                            "yeh comment band nahi hua: iske baad */ likho",
                        ),
                        &[],
                    ),
                ));
            };
            step(&mut i, &mut line, &mut col, end + 4);
            continue;
        }
        if b.is_ascii_alphabetic() || b == b'_' {
            let len = rest
                .iter()
                .position(|c| !(c.is_ascii_alphanumeric() || *c == b'_'))
                .unwrap_or(rest.len());
            let word = source.get(i..i + len).unwrap_or("");
            tokens.push(Token {
                tok: Tok::Ident(word),
                line: tl,
                col: tc,
            });
            step(&mut i, &mut line, &mut col, len);
            continue;
        }
        if b.is_ascii_digit() || (b == b'.' && rest.get(1).is_some_and(u8::is_ascii_digit)) {
            let (tok, len) = number(rest).map_err(|m| error(tl, tc, m))?;
            tokens.push(Token {
                tok,
                line: tl,
                col: tc,
            });
            step(&mut i, &mut line, &mut col, len);
            continue;
        }
        let refused = match b {
            b'#' => Some(not_part(
                tr!(
                    "preprocessor lines (#include, #define, #pragma) are",
                    "preprocessor lines (#include, #define, #pragma)",
                ),
                "",
                &NO_ADVICE,
            )),
            b'"' => Some(not_part(tr!("strings are", "strings"), "", &NO_ADVICE)),
            b'\'' => Some(not_part(
                tr!("character literals are", "character literals"),
                "",
                tr!("; use a number", "; number likho"),
            )),
            _ => None,
        };
        if let Some(said) = refused {
            return Err(error(tl, tc, said));
        }
        if let Some(p) = PUNCTS.iter().find(|p| rest.starts_with(p.as_bytes())) {
            if *p == "@" {
                return Err(unexpected(tl, tc, "@"));
            }
            tokens.push(Token {
                tok: Tok::Punct(p),
                line: tl,
                col: tc,
            });
            step(&mut i, &mut line, &mut col, p.len());
            continue;
        }
        let shown = source
            .get(i..)
            .and_then(|s| s.chars().next())
            .unwrap_or('?');
        // An invisible character (NUL, a control, a zero-width space) is named by its code point, or
        // the message would quote what looks like nothing.
        if shown.is_control()
            || shown.is_whitespace()
            || matches!(shown, '\u{200b}'..='\u{200f}' | '\u{feff}')
        {
            let code = format!("U+{:04X}", u32::from(shown));
            return Err(unexpected(tl, tc, &code));
        }
        return Err(unexpected(tl, tc, shown.encode_utf8(&mut [0; 4])));
    }
    tokens.push(Token {
        tok: Tok::End,
        line,
        col,
    });
    Ok(tokens)
}

/// Reads a number literal at the start of `text`: the token and its length in bytes.
fn number(text: &[u8]) -> Result<(Tok<'static>, usize), Said> {
    let ident_len = |from: usize| {
        text.get(from..)
            .unwrap_or(&[])
            .iter()
            .position(|c| !(c.is_ascii_alphanumeric() || *c == b'_' || *c == b'.'))
            .map_or(text.len(), |p| p + from)
    };
    let whole_word = ident_len(0);
    let word = std::str::from_utf8(text.get(..whole_word).unwrap_or(&[])).unwrap_or("");
    if let Some(hex) = word.strip_prefix("0x").or_else(|| word.strip_prefix("0X")) {
        let (digits, unsigned) = strip_u(hex);
        let value = u32::from_str_radix(digits, 16).map_err(|_| {
            Said::fill(
                Tr::new(
                    "{} is not a hexadecimal number that fits in 32 bits",
                    "{} 32 bits mein aane wala hexadecimal number nahi hai",
                ),
                &[word],
            )
        })?;
        // C: a hex literal too large for int is unsigned.
        return Ok((
            Tok::Int {
                value,
                unsigned: unsigned || value > i32::MAX as u32,
            },
            whole_word,
        ));
    }
    // Exponent signs belong to the number: 1e-3f.
    let mut len = 0;
    while let Some(&c) = text.get(len) {
        let sign_after_e = (c == b'+' || c == b'-')
            && len > 0
            && matches!(text.get(len - 1), Some(b'e' | b'E'))
            && !word.starts_with("0x");
        if c.is_ascii_alphanumeric() || c == b'.' || c == b'_' || sign_after_e {
            len += 1;
        } else {
            break;
        }
    }
    let word = std::str::from_utf8(text.get(..len).unwrap_or(&[])).unwrap_or("");
    let is_float = word.contains(['.', 'e', 'E']) || word.ends_with(['f', 'F']);
    if is_float {
        let body = word.trim_end_matches(['f', 'F']);
        return parse_float(body)
            .map(|v| (Tok::Float(v), len))
            .ok_or_else(|| {
                Said::fill(
                    Tr::new(
                        "{} is not a number the stepper can read",
                        "{} ko stepper number ki tarah nahi padh sakta",
                    ),
                    &[word],
                )
            });
    }
    let (digits, unsigned) = strip_u(word);
    if digits.len() > 1 && digits.starts_with('0') {
        return Err(not_part(
            tr!(
                "{}: octal literals (a leading 0) are",
                "{}: octal literals (shuru mein 0)",
            ),
            word,
            &NO_ADVICE,
        ));
    }
    if digits.ends_with(['l', 'L']) {
        return Err(not_part(
            tr!("{}: long literals are", "{}: long literals"),
            word,
            tr!("; numbers are 32-bit", "; numbers 32-bit hain"),
        ));
    }
    let value: u64 = digits.parse().map_err(|_| {
        Said::fill(
            Tr::new(
                "{} is not a whole number the stepper can read",
                "{} ko stepper whole number ki tarah nahi padh sakta",
            ),
            &[word],
        )
    })?;
    let limit = if unsigned {
        u64::from(u32::MAX)
    } else {
        i32::MAX as u64
    };
    if value > limit {
        return Err(Said::fill(
            Tr::new(
                "{} is too large for a 32-bit {}",
                "{} 32-bit {} ke liye bahut bada hai",
            ),
            &[word, if unsigned { "unsigned" } else { "int" }],
        ));
    }
    Ok((
        Tok::Int {
            value: value as u32,
            unsigned,
        },
        len,
    ))
}

fn strip_u(word: &str) -> (&str, bool) {
    match word.strip_suffix(['u', 'U']) {
        Some(rest) => (rest, true),
        None => (word, false),
    }
}

/// A decimal float from digits, one optional point and an optional exponent.
fn parse_float(text: &str) -> Option<f32> {
    text.parse().ok()
}

#[cfg(test)]
mod tests {
    use super::*;

    fn toks(src: &str) -> Vec<Tok<'_>> {
        lex(src).unwrap().into_iter().map(|t| t.tok).collect()
    }

    #[test]
    fn numbers() {
        assert_eq!(
            toks("0xFFFFFFFF 7u 0.5f 1e3 .25 12"),
            vec![
                Tok::Int {
                    value: u32::MAX,
                    unsigned: true
                },
                Tok::Int {
                    value: 7,
                    unsigned: true
                },
                Tok::Float(0.5),
                Tok::Float(1000.0),
                Tok::Float(0.25),
                Tok::Int {
                    value: 12,
                    unsigned: false
                },
                Tok::End
            ]
        );
        assert_eq!(parse_float("1.5e-3"), Some(0.0015));
        assert_eq!(parse_float("123.456"), Some(123.456));
        let long = "1234567890123456789012.5";
        let want: f32 = long.parse().unwrap();
        let got = parse_float(long).unwrap();
        assert!((got - want).abs() <= want * 1e-6, "{got} vs {want}");
        assert!(lex("3000000000").is_err());
        assert!(lex("3000000000u").is_ok());
    }

    #[test]
    fn positions_and_comments() {
        let t = lex("a /* x\n y */ b // c\n  é").unwrap_err();
        assert_eq!((t.line, t.col), (3, 3));
        let t = lex("a\n  b").unwrap();
        assert_eq!((t[1].line, t[1].col), (2, 3));
        assert!(lex("/* open").unwrap_err().message.contains("never closed"));
        assert!(lex("#include <x>")
            .unwrap_err()
            .message
            .contains("preprocessor"));
    }
}
