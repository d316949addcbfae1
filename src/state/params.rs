//! One rule per link parameter that several views share (`warp`, `seed`, cycle counts), defined once.
//!
//! The README's link table quotes these ranges; change them here and only here.

use super::query::{echo, problem, LinkProblem, Query};
use crate::model::fields::{self, FieldError};
use crate::model::i18n::{Said, Tr};
use crate::model::lanes::WarpWidth;

/// The largest seed any view accepts in a link or a field (the same for tree, lab and ladder).
pub const MAX_SEED: u64 = u32::MAX as u64;

/// Reads a typed or linked seed.
pub fn parse_seed(text: &str) -> Result<u64, FieldError> {
    fields::parse_whole(text, "seed", 0, MAX_SEED)
}

/// Reads `32` or `64`.
pub fn parse_width(text: &str) -> Result<WarpWidth, Said> {
    match text.trim() {
        "32" => Ok(WarpWidth::Warp32),
        "64" => Ok(WarpWidth::Wave64),
        other => Err(Said::fill(
            Tr::new(
                "a warp has 32 or 64 lanes, not \"{}\"",
                "warp mein 32 ya 64 lanes hoti hain, \"{}\" nahi",
            ),
            &[&echo(other)],
        )),
    }
}

/// `warp=`: 32 or 64 lanes.
pub fn width_param(query: &Query, problems: &mut Vec<LinkProblem>) -> Option<WarpWidth> {
    let text = query.get("warp")?;
    parse_width(text)
        .map_err(|reason| problems.push(problem("warp", reason)))
        .ok()
}

/// `seed=`: 0 to [`MAX_SEED`].
pub fn seed_param(query: &Query, problems: &mut Vec<LinkProblem>) -> Option<u64> {
    let text = query.get("seed")?;
    parse_seed(text)
        .map_err(|e| problems.push(problem("seed", e)))
        .ok()
}

/// A cycle count parameter (`pre`, `tail`): 0 to 1,000,000.
pub fn cycles_param(
    query: &Query,
    key: &'static str,
    what: &'static str,
    problems: &mut Vec<LinkProblem>,
) -> Option<u32> {
    let text = query.get(key)?;
    fields::parse_cycles(text, what)
        .map_err(|e| problems.push(problem(key, e)))
        .ok()
}

/// "5,20,3" from whole numbers.
pub fn join_numbers(values: &[u32]) -> String {
    values
        .iter()
        .map(u32::to_string)
        .collect::<Vec<_>>()
        .join(",")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn shared_rules() {
        let table = [
            ("warp=32&seed=0", Some(WarpWidth::Warp32), Some(0), 0),
            (
                "warp=64&seed=4294967295",
                Some(WarpWidth::Wave64),
                Some(MAX_SEED),
                0,
            ),
            ("warp=48&seed=4294967296", None, None, 2),
            ("warp=032&seed=-1", None, None, 2),
        ];
        for (link, width, seed, n_problems) in table {
            let q = Query::parse(link);
            let mut problems = Vec::new();
            assert_eq!(width_param(&q, &mut problems), width, "{link}");
            assert_eq!(seed_param(&q, &mut problems), seed, "{link}");
            assert_eq!(problems.len(), n_problems, "{link}: {problems:?}");
        }
    }

    #[test]
    fn width_refusal_in_both_languages() {
        let said = parse_width("48").unwrap_err();
        assert_eq!(said.en, "a warp has 32 or 64 lanes, not \"48\"");
        assert!(said.hi.contains("\"48\"") && said.hi != said.en, "{said:?}");
        let q = Query::parse("warp=16&seed=x");
        let mut problems = Vec::new();
        width_param(&q, &mut problems);
        seed_param(&q, &mut problems);
        for p in &problems {
            crate::model::i18n::assert_bilingual(p, &[]);
        }
    }
}
