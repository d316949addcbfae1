//! The views' own words in English and Hinglish, one module per view, each text defined once.

pub mod about;
pub mod cards;
pub mod home;
pub mod lab;
pub mod ladder;
pub mod layouts;
pub mod learn;
pub mod reality;
pub mod sm;
pub mod stepper;
pub mod timeline;
pub mod tree;

#[cfg(test)]
mod tests {
    use crate::model::i18n::Tr;

    /// Every text has both languages (not empty, the Hinglish not the English copied, except `same_ok`)
    /// and fills the same number of `{}` values in each.
    fn check(module: &str, texts: &[Tr], same_ok: &[&str]) {
        for tr in texts {
            assert_eq!(tr.defect(same_ok), None, "{module}: {tr:?}");
            assert_eq!(
                tr.en.matches("{}").count(),
                tr.hi.matches("{}").count(),
                "{module}: the languages fill different values: {tr:?}"
            );
        }
    }

    #[test]
    fn every_text_has_both_languages_and_the_same_values() {
        // (module, its texts, texts the same in both on purpose)
        let table: [(&str, &[Tr], &[&str]); 15] = [
            ("chrome", &crate::state::chrome::ALL, &[]),
            ("about", &super::about::ALL, &[]),
            ("cards", &super::cards::ALL, &[]),
            ("home", &super::home::ALL, &[]),
            ("lab", &super::lab::ALL, &[]),
            ("ladder", &super::ladder::ALL, &[]),
            ("layouts", &super::layouts::ALL, &[]),
            ("layouts figures", &super::layouts::FIGURES, &[]),
            ("learn", &super::learn::ALL, &[]),
            ("reality", &super::reality::ALL, &[]),
            (
                "reality figures",
                &super::reality::FIGURES,
                &["Scenario", "Kernel", "Input", "Error"],
            ),
            ("stepper", &super::stepper::ALL, &["active"]),
            (
                "sm",
                &super::sm::ALL,
                &["Regime", "Scheduler {}", "warp {}", "warps {}", "Warps"],
            ),
            ("timeline", &super::timeline::ALL, &[]),
            ("tree", &super::tree::ALL, &[]),
        ];
        for (module, texts, same_ok) in table {
            check(module, texts, same_ok);
        }
    }
}
