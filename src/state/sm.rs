//! The SM panel's rules (issue 36): the warp count a stepper link carries (`warps=`, its range defined once here
//! from the model's), and the SM model's run of the stepper's kernel with its readouts' words.

use std::ops::RangeInclusive;
use std::rc::Rc;

use super::stepper::StepperState;
use super::text::sm as t;
use crate::model::fields::{group_thousands, percent};
use crate::model::i18n::{fill, Bilingual, Lang, Said};
use crate::model::sm::{self, SmRun, Stream, ISSUE_BOUND_SHARE, MAX_WARPS, MIN_WARPS};
use crate::model::stepper::{Machine, Mode, DEFAULT_BUDGET};

/// The warp counts a link and the control accept.
pub const WARPS: RangeInclusive<u32> = MIN_WARPS..=MAX_WARPS;
/// One warp: the stepper as it always was.
pub const DEFAULT_WARPS: u32 = MIN_WARPS;

/// Where the SM model's issue cycles come from and what they leave out, with the fitted figures.
pub fn calibration_note(lang: Lang) -> String {
    let calibration = fill(
        t::CALIBRATION.get(lang),
        &[
            sm::SM_RUN,
            &format!("{:.1}", sm::ISSUE_CYCLES_PER_WORK_OP),
            &format!("{:.0}", sm::ISSUE_CYCLES_PER_WARP_FRAME),
        ],
    );
    // The latest pre-registered round, on whichever card it ran (the panel must not say H200 for it).
    let round = sm::LATEST_SM_ROUND;
    let checked = fill(
        t::CHECKED.get(lang),
        &[
            round.round,
            &round.n.to_string(),
            round.card,
            &format!("{:.1}", round.median_abs_error_pct),
            &format!("{:.1}", round.max_abs_error_pct),
        ],
    );
    format!("{calibration} {checked}{}", other_card(round.card, lang))
}

/// What a reader needs where a figure was measured on another card than the H200 the tutor is about: that
/// card's SM is the H200's. Nothing for an H200.
pub fn other_card(card: &str, lang: Lang) -> &'static str {
    if card.contains("H200") {
        ""
    } else {
        t::OTHER_CARD.get(lang)
    }
}

/// Reads a `warps=` value, or says why not (naming the range).
pub fn parse_warps(text: &str) -> Result<u32, Said> {
    text.trim()
        .parse::<u32>()
        .ok()
        .filter(|w| WARPS.contains(w))
        .ok_or_else(|| {
            Said::fill(
                t::BAD_WARPS,
                &[
                    &crate::state::query::echo(text),
                    &WARPS.start().to_string(),
                    &WARPS.end().to_string(),
                ],
            )
        })
}

/// A warp count kept inside [`WARPS`] (a slider's value).
pub fn clamp_warps(w: u32) -> u32 {
    w.clamp(*WARPS.start(), *WARPS.end())
}

/// The example Learn's regime topic puts on the SM: L2.1's two paths as nvcc -O3 compiles them, one warp to start.
pub const LEARN_EXAMPLE: &str = "l2-1-two-paths";

/// The stepper state behind Learn's SM panel ([`LEARN_EXAMPLE`], the nvcc run).
pub fn learn_state() -> StepperState {
    let mut s = StepperState::default();
    s.choose_example(LEARN_EXAMPLE);
    s.show(super::stepper::Shown::Nvcc);
    s
}

/// Sets the warp count from a control's value (kept inside [`WARPS`]).
pub fn set_warps(state: &mut StepperState, warps: u32) {
    state.warps = clamp_warps(warps);
}

/// What the SM panel reads: everything of the stepper's state but the slot on screen (stepping through the
/// one warp leaves the SM's run as it is).
pub fn sm_key(state: &StepperState) -> StepperState {
    let mut key = state.clone();
    key.at = 0;
    key
}

/// The SM model's run of the stepper's kernel (the run on screen, every warp with the stepper's inputs), or
/// why there is none, in both languages.
pub fn sm_run(state: &StepperState) -> Result<(SmRun, Stream), Said> {
    if state.mode == Mode::Toy {
        return Err(Said::fill(t::TOY_MODE, &[]));
    }
    let program = state.compile().map_err(|e| e.said())?;
    let machine = Machine::new(Rc::new(program), state.launch(), &state.machine_inputs())
        .with_budget(DEFAULT_BUDGET);
    let stream = sm::stream_of(machine).map_err(|e| e.said())?;
    let run = sm::simulate_same(&stream, state.warps).map_err(|e| e.said())?;
    Ok((run, stream))
}

/// The `sm-cycles` readout: whole cycles, thousands grouped.
pub fn cycles_text(run: &SmRun) -> String {
    group_thousands(shown_cycles(run))
}

/// The whole cycles the readouts show, which the per-warp figure divides.
fn shown_cycles(run: &SmRun) -> u64 {
    run.cycles.round().max(0.0) as u64
}

/// The `regime` readout: "issue-bound: schedulers busy 83 % of their cycles".
pub fn regime_text(run: &SmRun, lang: Lang) -> String {
    fill(
        t::REGIME_VALUE.get(lang),
        &[run.regime().words().get(lang), &percent(run.busy_share())],
    )
}

/// The rule under the readout, with the threshold.
pub fn rule_text(lang: Lang) -> String {
    fill(
        t::REGIME_RULE.get(lang),
        &[
            &format!("{:.0}", sm::ISSUE_CYCLES_PER_WARP_FRAME),
            &percent(ISSUE_BOUND_SHARE),
        ],
    )
}

/// "N cycles a warp; one warp alone: M": N is the shown whole cycles ([`cycles_text`]) over the warps, so the
/// two readouts agree (one warp: the same whole number; five warps: 203 → 40.6).
pub fn per_warp_text(run: &SmRun, stream: &Stream, lang: Lang) -> String {
    let per_warp = shown_cycles(run) as f64 / f64::from(run.warps);
    let per_warp = if per_warp.fract() == 0.0 {
        group_thousands(per_warp as u64)
    } else {
        crate::model::fields::fixed(per_warp, 1)
    };
    fill(
        t::PER_WARP.get(lang),
        &[
            &per_warp,
            &group_thousands(stream.one_warp.round().max(0.0) as u64),
        ],
    )
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::state::{Query, ViewState};

    fn state(link: &str) -> StepperState {
        StepperState::parse(&Query::parse(link)).0
    }

    #[test]
    fn the_calibration_note_names_the_card_of_each_measurement() {
        let round = crate::model::prereg::sm_rounds()
            .pop()
            .expect("a committed SM round");
        for lang in [Lang::En, Lang::HiLatn] {
            let note = calibration_note(lang);
            assert!(note.contains("H200"), "{note}");
            assert!(note.contains(&round.device), "{note}");
            assert!(note.contains(&round.round), "{note}");
            assert!(
                note.contains(&format!("{:.1} %", round.summary.max_abs_error_pct)),
                "{note}"
            );
        }
    }

    #[test]
    fn warp_counts_are_read_or_refused_with_the_range() {
        // text → the count, or a refusal naming the range
        let table: &[(&str, Option<u32>)] = &[
            ("1", Some(1)),
            ("8", Some(8)),
            ("64", Some(64)),
            (" 12 ", Some(12)),
            ("0", None),
            ("65", None),
            ("-3", None),
            ("4.5", None),
            ("lots", None),
            ("", None),
        ];
        for (text, want) in table {
            match (parse_warps(text), want) {
                (Ok(w), Some(x)) => assert_eq!(w, *x, "{text}"),
                (Err(e), None) => {
                    assert!(e.en.contains("1 to 64"), "{text}: {}", e.en);
                    assert!(e.hi.contains("1 se 64"), "{text}: {}", e.hi);
                }
                (got, _) => panic!("{text}: {got:?}"),
            }
        }
        assert_eq!(clamp_warps(0), 1);
        assert_eq!(clamp_warps(99), 64);
    }

    #[test]
    fn one_warp_is_the_steppers_figure_and_more_warps_change_the_readouts() {
        let one = state("view=stepper&example=l2-1-two-paths");
        let (run, stream) = sm_run(&one).expect("runs");
        let stepper = one
            .whole_run_cycles(one.shown)
            .expect("the stepper's figure");
        assert_eq!(cycles_text(&run), group_thousands(stepper));
        check_words(&run, "latency-bound");
        let many = state("view=stepper&example=l2-1-two-paths&warps=64");
        let (run64, _) = sm_run(&many).expect("runs");
        assert!(run64.cycles > run.cycles);
        check_words(&run64, "issue-bound");
        assert!(per_warp_text(&run64, &stream, Lang::En).contains("one warp alone"));
    }

    #[test]
    fn the_per_warp_figure_divides_the_shown_cycles() {
        // link → the per-warp readout's first number, from the shown whole cycles
        for link in [
            "view=stepper&example=l2-1-two-paths",
            "view=stepper&example=divergent-kernel",
            "view=stepper&example=l2-1-two-paths&warps=5",
            "view=stepper&example=divergent-kernel&warps=3",
        ] {
            let (run, stream) = sm_run(&state(link)).expect("runs");
            let text = per_warp_text(&run, &stream, Lang::En);
            let first: f64 = text
                .split(' ')
                .next()
                .and_then(|n| n.replace(',', "").parse().ok())
                .expect("a number first");
            let shown: f64 = cycles_text(&run).replace(',', "").parse().expect("whole");
            let want = shown / f64::from(run.warps);
            assert!((first - want).abs() < 0.051, "{link}: {text} vs {shown}");
            if run.warps == 1 {
                assert!(
                    text.starts_with(&format!("{} cycles", cycles_text(&run))),
                    "{link}: {text}"
                );
            }
        }
    }

    fn check_words(run: &SmRun, word: &str) {
        let text = regime_text(run, Lang::En);
        assert!(text.starts_with(word), "{text}");
        assert!(text.contains('%'), "{text}");
        assert!(regime_text(run, Lang::HiLatn).starts_with(word));
    }

    #[test]
    fn the_link_carries_warps_and_a_bad_value_keeps_the_rest() {
        // link → warps read, the link written back, a problem named
        let table: &[(&str, u32, &str, bool)] = &[
            ("view=stepper&example=l2-1-two-paths", 1, "", false),
            (
                "view=stepper&example=l2-1-two-paths&warps=8",
                8,
                "warps=8",
                false,
            ),
            ("view=stepper&example=l2-1-two-paths&warps=1", 1, "", false),
            (
                "view=stepper&example=l2-1-two-paths&warps=99&mode=toy",
                1,
                "",
                true,
            ),
            (
                "view=stepper&example=l2-1-two-paths&warps=x&at=3",
                1,
                "",
                true,
            ),
        ];
        for (link, warps, written, refused) in table {
            let (s, problems) = StepperState::parse(&Query::parse(link));
            assert_eq!(s.warps, *warps, "{link}");
            let pairs = s.pairs();
            let w = pairs.iter().find(|(k, _)| *k == "warps");
            assert_eq!(
                w.map(|(k, v)| format!("{k}={v}")).unwrap_or_default(),
                *written,
                "{link}"
            );
            assert_eq!(
                problems.iter().any(|p| p.parameter == "warps"),
                *refused,
                "{link}"
            );
            assert_eq!(
                problems.len(),
                usize::from(*refused),
                "{link}: {problems:?}"
            );
            // The rest of the link still applies.
            assert_eq!(s.example().map(|e| e.key), Some("l2-1-two-paths"));
            if link.contains("at=3") {
                assert_eq!(s.at, 3);
            }
            if link.contains("mode=toy") {
                assert_eq!(s.mode, Mode::Toy);
            }
            let again = StepperState::parse(&Query::parse(&crate::state::build_query(&pairs))).0;
            assert_eq!(again, s, "{link}");
        }
    }

    #[test]
    fn learn_s_example_is_l2_1_on_the_nvcc_run() {
        let s = learn_state();
        assert_eq!(s.example().map(|e| e.key), Some(LEARN_EXAMPLE));
        assert_eq!(s.warps, 1);
        assert!(sm_run(&s).is_ok());
    }

    #[test]
    fn toy_mode_has_no_sm_run() {
        let toy = state("view=stepper&example=l2-1-two-paths&mode=toy&warps=8");
        let err = sm_run(&toy).expect_err("toy mode");
        assert!(err.en.contains("full mode"));
        assert!(rule_text(Lang::En).contains("75"));
    }

    #[test]
    fn a_kernel_that_does_not_compile_is_said_in_both_languages() {
        let mut s = state("view=stepper&example=l2-1-two-paths&warps=4");
        let _ = s.edit_source(
            "__global__ void k(const int *sel) { if (sel[threadIdx.x] < 8) { } else { $ } }",
        );
        let err = sm_run(&s).expect_err("a stray character");
        assert!(err.en.contains("unexpected character"), "{}", err.en);
        assert_ne!(err.hi, err.en, "Hinglish has its own sentence");
    }
}
