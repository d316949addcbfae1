//! Maths in prose: "T_div" is T with "div" set as a subscript, so the views can write it with `<sub>`.

/// Splits prose into (text, is a subscript): every "T_div", "T_ideal" (a capital, "_", lowercase letters)
/// becomes "T" then "div" as a subscript; any other "_" stays as it is.
pub fn maths_parts(text: &str) -> Vec<(String, bool)> {
    let mut parts = Vec::new();
    let mut plain = String::new();
    let mut rest = text;
    while let Some((before, after)) = rest.split_once('_') {
        let sub_len = after
            .find(|c: char| !c.is_ascii_lowercase())
            .unwrap_or(after.len());
        let (sub, tail) = after.split_at(sub_len);
        let base_ok = before
            .chars()
            .last()
            .is_some_and(|c| c.is_ascii_uppercase());
        plain.push_str(before);
        if !base_ok || sub.is_empty() {
            plain.push('_');
            rest = after;
            continue;
        }
        parts.push((std::mem::take(&mut plain), false));
        parts.push((sub.to_string(), true));
        rest = tail;
    }
    plain.push_str(rest);
    parts.push((plain, false));
    parts
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The parts written back with subscripts in brackets: "T[div]".
    fn check(prose: &str, expected: &str) {
        let written: String = maths_parts(prose)
            .into_iter()
            .map(|(part, sub)| if sub { format!("[{part}]") } else { part })
            .collect();
        assert_eq!(written, expected, "{prose}");
    }

    #[test]
    fn maths_is_a_capital_an_underscore_and_lowercase_letters() {
        check("T_div / T_ideal", "T[div] / T[ideal]");
        check("snake_case and T_ stay", "snake_case and T_ stay");
        check("a < b & T_x", "a < b & T[x]");
        check("no maths", "no maths");
        check("T_div_", "T[div]_");
        check("é_x É_x T_é", "é_x É_x T_é");
        check("", "");
        assert_eq!(
            maths_parts("x T_div y"),
            vec![
                ("x T".into(), false),
                ("div".into(), true),
                (" y".into(), false)
            ]
        );
    }
}
