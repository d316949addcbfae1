//! The sampling lab's words and table: how close a prediction came, and the exact pmf as an accessible table.

use crate::model::binomial::ExactPmf;
use crate::model::fields::group_thousands;
use crate::model::fields::{short, six_significant};

/// How close a number came to the exact value, as a sentence about `subject` ("Your predicted mean", "The sample mean").
pub fn closeness(subject: &str, value: f64, exact: f64) -> String {
    let error = (value - exact).abs();
    let relative = if exact != 0.0 {
        error / exact.abs()
    } else if error == 0.0 {
        0.0
    } else {
        f64::INFINITY
    };
    let verdict = if relative <= 0.01 {
        "spot on (within 1%)"
    } else if relative <= 0.10 {
        "close (within 10%)"
    } else if relative.is_finite() {
        "off by more than 10%"
    } else {
        "off: the exact value is 0"
    };
    format!(
        "{subject} {} vs exact {}: {verdict}.",
        short(value),
        short(exact)
    )
}

/// The accessible table under the chart, as HTML rows of k and P(K = k) to six significant digits.
pub fn pmf_table_html(pmf: &ExactPmf) -> String {
    let n = pmf.settings.n();
    let rows = pmf.table_rows(10);
    let caption = if rows.len() as u32 == n + 1 {
        format!(
            "Binomial(n = {}, p = {}): every outcome",
            group_thousands(u64::from(n)),
            short(pmf.settings.p())
        )
    } else {
        format!(
            "Binomial(n = {}, p = {}): the {} rows around the most likely outcome; the rest are smaller",
            group_thousands(u64::from(n)),
            short(pmf.settings.p()),
            rows.len()
        )
    };
    let mut html = format!(
        "<table class=\"data\" data-testid=\"pmf-table\"><caption>{caption}</caption><thead><tr><th scope=\"col\">k</th><th scope=\"col\">P(K = k)</th></tr></thead><tbody>"
    );
    for (k, p) in rows {
        html.push_str(&format!(
            "<tr><th scope=\"row\">{k}</th><td>{}</td></tr>",
            six_significant(p)
        ));
    }
    html.push_str("</tbody></table>");
    html
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::model::binomial::LabSettings;

    #[test]
    fn table_shows_the_seed_value() {
        let html = pmf_table_html(&LabSettings::new(0.5, 32).unwrap().pmf());
        assert!(html.contains("<tr><th scope=\"row\">16</th><td>0.139950</td></tr>"));
        assert_eq!(html.matches("<tr><th scope=\"row\">").count(), 33);
        let big = pmf_table_html(&LabSettings::new(0.5, 1_000_000).unwrap().pmf());
        assert!(big.contains("the 21 rows around the most likely outcome"));
    }

    #[test]
    fn closeness_verdicts() {
        let table = [
            (0.5, 0.5, "spot on"),
            (0.52, 0.5, "close"),
            (0.7, 0.5, "more than 10%"),
            (0.1, 0.0, "exact value is 0"),
        ];
        for (value, exact, fragment) in table {
            let s = closeness("Your predicted mean", value, exact);
            assert!(
                s.starts_with("Your predicted mean ") && s.contains(fragment),
                "{s}"
            );
        }
    }
}
