//! The sampling lab's words and table: the prediction's status, the readouts, how close a prediction and
//! the sample came, what the chart shows and its text alternatives, the export's title and lines, and the
//! exact pmf's table as caption and cells. `ui::lab_results` sets them in the page.

use crate::model::binomial::{describe_outcome, ExactPmf};
use crate::model::fields::{group_thousands, short, six_significant};
use crate::model::i18n::{fill, Lang};
use crate::state::lab::{LabState, Prediction};
use crate::state::text::lab as t;

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

/// The exact pmf as the accessible table under the chart words it.
#[derive(Clone, Debug, PartialEq)]
pub struct PmfTable {
    pub caption: String,
    /// k, and P(K = k) to six significant digits.
    pub rows: Vec<(u32, String)>,
}

/// The accessible table under the chart: every outcome, or the rows around the most likely one.
pub fn pmf_table(pmf: &ExactPmf) -> PmfTable {
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
    PmfTable {
        caption,
        rows: rows
            .into_iter()
            .map(|(k, p)| (k, six_significant(p)))
            .collect(),
    }
}

/// What the prediction's status line says.
pub fn status_text(prediction: Prediction, lang: Lang) -> String {
    match prediction {
        Prediction::Pending => t::LOCKED.get(lang).to_string(),
        Prediction::Committed { mean, variance } => {
            fill(t::COMMITTED.get(lang), &[&short(mean), &short(variance)])
        }
        Prediction::Skipped => t::SKIPPED.get(lang).to_string(),
    }
}

/// The readouts' texts by element id: steps, mean and variance with their exact values (hidden before
/// the prediction), and the last outcome.
pub fn readout_texts(s: &LabState, lang: Lang) -> [(&'static str, String); 6] {
    let dash = || "—".to_string();
    let settings = s.settings();
    let exact = |value: f64| {
        let shown = if s.reveals_exact() {
            short(value)
        } else {
            t::HIDDEN.get(lang).to_string()
        };
        format!(" {}", fill(t::EXACT_NOTE.get(lang), &[&shown]))
    };
    [
        ("lab-steps", group_thousands(s.stats.steps)),
        ("lab-mean", s.stats.mean().map_or_else(dash, short)),
        ("lab-mean-note", exact(settings.mean_fraction())),
        ("lab-variance", s.stats.variance().map_or_else(dash, short)),
        ("lab-variance-note", exact(settings.variance_fraction())),
        (
            "lab-last",
            s.last
                .as_ref()
                .map_or_else(dash, |d| describe_outcome(d.k, s.n)),
        ),
    ]
}

/// The prediction and the sample against the exact moments, a sentence each.
pub fn comparison(s: &LabState, lang: Lang) -> Vec<String> {
    let settings = s.settings();
    let (mean, variance) = (settings.mean_fraction(), settings.variance_fraction());
    let mut lines = Vec::new();
    if let Prediction::Committed {
        mean: m,
        variance: v,
    } = s.prediction
    {
        lines.push(closeness(t::YOUR_MEAN.get(lang), m, mean));
        lines.push(closeness(t::YOUR_VARIANCE.get(lang), v, variance));
    }
    if let Some(m) = s.stats.mean() {
        lines.push(closeness(t::SAMPLE_MEAN.get(lang), m, mean));
    }
    if let Some(v) = s.stats.variance() {
        lines.push(closeness(t::SAMPLE_VARIANCE.get(lang), v, variance));
    }
    lines
}

/// The chart's text alternative on the page.
pub fn chart_description(s: &LabState, pmf: &ExactPmf) -> String {
    format!(
        "Exact Binomial(n = {}, p = {}) over the fraction k/n, most likely k = {}. {} steps drawn{}.",
        group_thousands(u64::from(s.n)),
        short(s.p),
        match pmf.modes() {
            (k, Some(k2)) => format!("{k} and k = {k2}, equally"),
            (k, None) => k.to_string(),
        },
        s.stats.steps,
        s.last
            .as_ref()
            .map(|d| format!("; last outcome {}", describe_outcome(d.k, s.n)))
            .unwrap_or_default()
    )
}

/// The exported chart's text alternative.
pub fn export_description(s: &LabState) -> String {
    format!(
        "Exact Binomial(n = {}, p = {}) and {} steps drawn.",
        group_thousands(u64::from(s.n)),
        short(s.p),
        s.stats.steps
    )
}

/// The export frame's title and lines: the distribution's name and the running moments.
pub fn export_words(s: &LabState, lang: Lang) -> (String, Vec<String>) {
    let settings = s.settings();
    let title = fill(
        t::EXPORT_TITLE.get(lang),
        &[
            &group_thousands(u64::from(s.n)),
            &short(s.p),
            &group_thousands(s.stats.steps),
        ],
    );
    let dash = || "—".to_string();
    let readouts = vec![
        fill(
            t::EXPORT_MEAN.get(lang),
            &[
                &short(settings.mean_fraction()),
                &s.stats.mean().map_or_else(dash, short),
            ],
        ),
        fill(
            t::EXPORT_VARIANCE.get(lang),
            &[
                &short(settings.variance_fraction()),
                &s.stats.variance().map_or_else(dash, short),
            ],
        ),
    ];
    (title, readouts)
}

/// What the chart's caption says it shows: all of it, a window around the mean, or nothing yet.
pub fn view_note(pmf: Option<&ExactPmf>, lang: Lang) -> String {
    let Some(m) = pmf else {
        return t::VIEW_HIDDEN.get(lang).to_string();
    };
    let (lo, hi) = m.view_range();
    if lo == 0 && hi == m.settings.n() {
        return t::VIEW_ALL.get(lang).to_string();
    }
    fill(
        t::VIEW_RANGE.get(lang),
        &[
            &group_thousands(u64::from(lo)),
            &group_thousands(u64::from(hi)),
            &short(m.mass_outside_view()),
        ],
    )
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::model::binomial::LabSettings;

    #[test]
    fn table_shows_the_seed_value() {
        let table = pmf_table(&LabSettings::new(0.5, 32).unwrap().pmf());
        assert!(table.rows.contains(&(16, "0.139950".to_string())));
        assert_eq!(table.rows.len(), 33);
        assert_eq!(table.caption, "Binomial(n = 32, p = 0.5): every outcome");
        let big = pmf_table(&LabSettings::new(0.5, 1_000_000).unwrap().pmf());
        assert!(big
            .caption
            .contains("the 21 rows around the most likely outcome"));
        assert_eq!(big.rows.len(), 21);
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

    /// `got` is `want` (`whole`), or holds it.
    fn check(what: &str, got: &str, want: &str, whole: bool) {
        if whole {
            assert_eq!(got, want, "{what}");
        } else {
            assert!(got.contains(want), "{what}: {want} missing from {got}");
        }
    }

    /// Before the prediction nothing exact is said; after it the exact moments, the comparison, the
    /// chart's words and the export's are.
    #[test]
    fn the_words_follow_the_prediction_and_the_run() {
        let pending = LabState::default();
        let mut run = LabState::default();
        run.commit_prediction("0.5", "0.25/32").unwrap();
        run.run(3, || false);
        let (before, after) = (
            readout_texts(&pending, Lang::En),
            readout_texts(&run, Lang::En),
        );
        let pmf = run.settings().pmf();
        let wide = LabSettings::new(0.5, 1_000_000).unwrap().pmf();
        let coin =
            <LabState as crate::state::ViewState>::parse(&crate::state::Query::parse("p=0.5&n=1"))
                .0;
        let coin_pmf = coin.settings().pmf();
        let (title, lines) = export_words(&run, Lang::En);
        let hi = readout_texts(&pending, Lang::HiLatn);
        let said = |s: &LabState| comparison(s, Lang::En).join("\n");
        // (what, text, expected, whole text or a part of it)
        let table: [(&str, String, &str, bool); 18] = [
            ("steps", before[0].1.clone(), "0", true),
            ("mean hidden", before[2].1.clone(), " (exact hidden until you commit or skip a prediction)", true),
            ("no last outcome", before[5].1.clone(), "—", true),
            ("no comparison", said(&pending), "", true),
            ("locked", status_text(pending.prediction, Lang::En), "Step is locked until you commit or skip a prediction.", true),
            ("no chart yet", view_note(None, Lang::En), "The exact distribution is drawn here once you commit or skip a prediction.", true),
            ("Hinglish", hi[2].1.clone(), " (exact hisaab se prediction commit ya skip karne tak chhupa hai)", true),
            ("three steps", after[0].1.clone(), "3", true),
            ("exact mean", after[2].1.clone(), " (exact 0.5)", true),
            ("exact variance", after[4].1.clone(), " (exact 0.0078125)", true),
            ("committed", status_text(run.prediction, Lang::En), "Prediction committed: mean 0.5, variance 0.0078125.", true),
            ("comparison", said(&run), "Your predicted mean fraction 0.5 vs exact 0.5: spot on (within 1%).\nYour predicted variance 0.0078125 vs exact 0.0078125: spot on (within 1%).\nThe sample mean ", false),
            ("all outcomes", view_note(Some(&pmf), Lang::En), "The chart shows every outcome.", true),
            ("a window", view_note(Some(&wide), Lang::En), "The chart shows k from 496,999 to 503,001 (the mean ± 6 standard deviations); the probability outside is 1.93684e-9.", false),
            ("chart", chart_description(&run, &pmf), "Exact Binomial(n = 32, p = 0.5) over the fraction k/n, most likely k = 16. 3 steps drawn; last outcome k = ", false),
            ("a tie", chart_description(&coin, &coin_pmf), "Exact Binomial(n = 1, p = 0.5) over the fraction k/n, most likely k = 0 and k = 1, equally. 0 steps drawn.", true),
            ("export", format!("{} | {title} | {}", export_description(&run), lines[0]), "Exact Binomial(n = 32, p = 0.5) and 3 steps drawn. | Binomial(n = 32, p = 0.5) — 3 steps | Exact mean of k/n: 0.5   sample mean: ", false),
            ("last outcome", after[5].1.clone(), "k = ", false),
        ];
        for (what, got, want, whole) in table {
            check(what, &got, want, whole);
        }
        assert_eq!(comparison(&run, Lang::En).len(), 4);
    }
}
