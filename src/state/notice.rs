//! How a notice is shown: the parts a link or a learner said (between `"` quotes) set apart from the app's
//! own words.

/// Splits `text` at its `"` quotes into (part, quoted): odd parts are what a link said; an unpaired quote
/// quotes the rest. The quotes themselves are left out (a view writes them around the quoted part).
pub fn quoted_parts(text: &str) -> Vec<(&str, bool)> {
    text.split('"')
        .enumerate()
        .map(|(i, part)| (part, i % 2 == 1))
        .filter(|(part, quoted)| *quoted || !part.is_empty())
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    fn check(text: &str, expected: &[(&str, bool)]) {
        assert_eq!(quoted_parts(text), expected, "{text:?}");
    }

    #[test]
    fn quoted_parts_are_set_apart() {
        check("plain", &[("plain", false)]);
        check(
            "no view called \"nonsense\"; the timeline",
            &[
                ("no view called ", false),
                ("nonsense", true),
                ("; the timeline", false),
            ],
        );
        check("\"a\"\"b\"", &[("a", true), ("b", true)]);
        check(
            "empty \"\" quote",
            &[("empty ", false), ("", true), (" quote", false)],
        );
        check(
            "unpaired \"<script>",
            &[("unpaired ", false), ("<script>", true)],
        );
        check("", &[]);
    }
}
