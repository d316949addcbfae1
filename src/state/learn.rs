//! The Learn view's state: which topic its link opens, the links to the demos each topic offers, and the
//! tries on a topic's check-yourself question.

use super::query::{echo, problem, problem_tr, LinkProblem, Query};
use super::regime::{Input, Regime};
use super::shell::ShellState;
use super::{View, ViewState};
use crate::model::i18n::{fill, Lang, Tr};
use crate::model::learn::{find, Check, Demo, Live, Topic, TOPICS};

/// The anchor of the Reality check's pre-registered rounds.
const PREREG_ANCHOR: &str = "prereg";

/// The Learn view's link: one topic, by its index in [`TOPICS`].
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct LearnState {
    pub topic: usize,
    /// The regime topic's calculator: its inputs travel in the link (`sms=`, `clock=`, …, one
    /// parameter per input, named by `Input::key`), written only where they differ from the H200.
    pub regime: Regime,
}

impl LearnState {
    /// The topic on screen; an index past the end (never written by a link) shows the last topic.
    pub fn current(&self) -> &'static Topic {
        &TOPICS[self.index()]
    }

    /// The previous topic's index, if this is not the first.
    pub fn prev(&self) -> Option<usize> {
        self.index().checked_sub(1)
    }

    /// The next topic's index, if this is not the last.
    pub fn next(&self) -> Option<usize> {
        let next = self.index() + 1;
        (next < TOPICS.len()).then_some(next)
    }

    /// Opens topic `topic`; an index past the end is ignored.
    pub fn go(&mut self, topic: usize) {
        if topic < TOPICS.len() {
            self.topic = topic;
        }
    }

    /// A fresh question state for the topic on screen.
    pub fn check_state(&self) -> CheckState {
        CheckState::new(&self.current().check)
    }

    fn index(&self) -> usize {
        self.topic.min(TOPICS.len() - 1)
    }
}

impl ViewState for LearnState {
    const VIEW: View = View::Learn;
    const KEYS: &'static [&'static str] = &[
        "topic",
        "sms",
        "schedulers",
        "clock",
        "warp",
        "efficiency",
        "bandwidth",
        "intensity",
    ];

    fn parse(query: &Query) -> (LearnState, Vec<LinkProblem>) {
        let mut problems = Vec::new();
        let topic = match query.get("topic") {
            // A bare `?view=learn` is a fine link: it opens the first topic without a notice.
            None => 0,
            Some(key) => find(key.trim()).unwrap_or_else(|| {
                problems.push(problem_tr(
                    "topic",
                    Tr::new(
                        "there is no topic called \"{}\"; the first topic opened",
                        "\"{}\" naam ka koi topic nahi hai; pehla topic khula",
                    ),
                    &[&echo(key)],
                ));
                0
            }),
        };
        let mut regime = Regime::default();
        let calculator = TOPICS[topic].live.contains(&Live::Roofline);
        for input in Input::ALL {
            let Some(text) = query.get(input.key()) else {
                continue;
            };
            if !calculator {
                problems.push(problem_tr(
                    input.key(),
                    Tr::new(
                        "only the \"{}\" topic's calculator reads it",
                        "sirf \"{}\" topic ka calculator ise padhta hai",
                    ),
                    &[regime_topic_key()],
                ));
            } else if let Err(why) = regime.edit_from_link(input, text) {
                problems.push(problem(input.key(), why));
            }
        }
        (LearnState { topic, regime }, problems)
    }

    /// The topic is always written, even the first: it is what teachers share. The calculator's inputs
    /// follow on its own topic, those that differ from the H200's.
    fn pairs(&self) -> Vec<(&'static str, String)> {
        let mut pairs = vec![("topic", self.current().key.to_string())];
        if self.current().live.contains(&Live::Roofline) {
            let h200 = Regime::default();
            for input in Input::ALL {
                let text = self.regime.text(input);
                if text != h200.text(input) {
                    pairs.push((input.key(), text));
                }
            }
        }
        pairs
    }
}

/// The link to topic `topic` (the topic list, previous and next), keeping the shell's settings.
/// The key of the topic with the calculator.
fn regime_topic_key() -> &'static str {
    TOPICS
        .iter()
        .find(|t| t.live.contains(&Live::Roofline))
        .map_or("regime", |t| t.key)
}

pub fn topic_href(topic: usize, shell: &ShellState) -> String {
    LearnState {
        topic,
        ..LearnState::default()
    }
    .href(shell)
}

/// The view a demo opens.
pub fn demo_view(demo: Demo) -> View {
    match demo {
        Demo::TimelineTwoPaths | Demo::TimelineOneLane | Demo::BlockSortLoses => View::Timeline,
        Demo::TreeNestedWorst | Demo::LoopPanel => View::Tree,
        Demo::LabCoin => View::Lab,
        Demo::LayoutsRuns => View::Layouts,
        Demo::Stepper(_) => View::Stepper,
        Demo::RealityRow(_) | Demo::RealityPrereg => View::Reality,
        Demo::LadderLevel(_) => View::Ladder,
    }
}

/// The link that opens a demo in its view, preloaded, keeping the shell's settings (projector, language).
///
/// Each preload is written as the view's own query and read back through that view's state type, so
/// the link format stays defined in one place: the view's `parse` and `href`.
pub fn demo_href(demo: Demo, shell: &ShellState) -> String {
    let query = demo_query(demo);
    let (query, fragment) = match query.split_once('#') {
        Some((query, fragment)) => (query, format!("#{fragment}")),
        None => (query.as_str(), String::new()),
    };
    let shared = super::shell::link(Vec::new(), shell);
    let shared = shared.trim_start_matches('?');
    let joint = if shared.is_empty() { "" } else { "&" };
    format!("{query}{joint}{shared}{fragment}")
}

/// Each demo's link without the shared settings, written out rather than built by the view states, so
/// Learn does not depend on every view's parser and model. A test checks that each string is exactly what its view's state writes, so the formats stay
/// defined once, in each view's state module.
pub fn demo_query(demo: Demo) -> String {
    match demo {
        Demo::TimelineTwoPaths => "?view=timeline&paths=15x8,25x24&pre=0&tail=0&warp=32".into(),
        Demo::TimelineOneLane => "?view=timeline&paths=100x1,50x31&pre=0&tail=0&warp=32".into(),
        Demo::BlockSortLoses => {
            "?view=timeline&paths=10x0,40x0,10x0&pre=0&tail=0&warp=32&warps=16/0/16;0/32/0".into()
        }
        Demo::TreeNestedWorst => {
            "?view=tree&shape=nested&leaves=10,14,8,12&warp=32&preset=worst&seed=7&active=32".into()
        }
        Demo::LoopPanel => concat!(
            "?view=tree&shape=nested&leaves=10,14,8,12&warp=32&preset=worst&seed=7&active=32",
            "&panel=loop&counts=5,20,3,15,1,17,9,10,5,20,3,15,1,17,9,10,5,20,3,15,1,17,9,10,5,20,3,15,1,17,9,10"
        )
        .into(),
        Demo::LabCoin => "?view=lab&p=0.5&n=32&seed=42".into(),
        Demo::LayoutsRuns => {
            "?view=layouts&n=4096&p=0.5&layout=runs&run=8&seed=42&warp=32&a=20&b=12&sector=4".into()
        }
        Demo::Stepper(key) => format!("?view=stepper&example={key}"),
        Demo::RealityRow(id) => format!("?view=reality#row-{id}"),
        Demo::RealityPrereg => format!("?view=reality#{PREREG_ANCHOR}"),
        Demo::LadderLevel(level) => {
            let top = crate::model::exercises::LEVELS.len() as u8;
            format!("?view=ladder#level-{}", level.clamp(1, top))
        }
    }
}

/// The order a topic's choices are shown in: the authored order turned by a step that differs from
/// topic to topic, so the right answer is not always first (authors tend to write it first). Fixed per
/// topic, so a class sees the same order and a teacher can say "the third choice".
pub fn display_order(topic: usize, choices: usize) -> Vec<usize> {
    let n = choices.max(1);
    let turn = (topic * 3 + 1) % n;
    (0..choices).map(|shown| (shown + turn) % n).collect()
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct CheckState {
    check: &'static Check,
    /// The choice selected, not yet necessarily committed.
    pub choice: Option<usize>,
    /// Committed answers so far.
    pub tries: u32,
    /// Whether the last committed answer was right.
    pub right: Option<bool>,
    pub revealed: bool,
    /// The wrong choices committed so far, one bit per choice: marked on screen, never counted twice.
    pub wrong: u32,
}

const TRIED_ALREADY: Tr = Tr::new(
    "You already tried that one and it was not right; choose another.",
    "Yeh wala pehle try ho chuka hai aur sahi nahi tha; koi doosra chuno.",
);
const CHOOSE_FIRST: Tr = Tr::new(
    "Choose an answer first, then commit it.",
    "Pehle ek answer chuno, phir use commit karo.",
);
const ALREADY_DONE: Tr = Tr::new(
    "This question is finished: its answer is already on the page.",
    "Yeh sawaal poora ho chuka hai: iska answer page par pehle se hai.",
);
const TRY_FIRST: Tr = Tr::new(
    "Commit an answer of your own first; the answer opens after your first try.",
    "Pehle apna ek answer commit karo; pehli koshish ke baad hi answer khulega.",
);
const RIGHT: Tr = Tr::new("Right. {}", "Sahi jawab. {}");
const WRONG: Tr = Tr::new(
    "Not this one (tries so far: {}). Think it over and commit another choice, or ask for the answer.",
    "Yeh nahi (ab tak ki koshishein: {}). Dobara socho aur doosra choice commit karo, ya answer dekh lo.",
);
const ANSWER: Tr = Tr::new("The answer: {} {}", "Sahi answer: {} {}");

impl CheckState {
    pub fn new(check: &'static Check) -> CheckState {
        CheckState {
            check,
            choice: None,
            tries: 0,
            right: None,
            revealed: false,
            wrong: 0,
        }
    }

    /// The question this state belongs to.
    pub fn check(&self) -> &'static Check {
        self.check
    }

    /// Answered right, or the answer shown: the choices are closed.
    pub fn finished(&self) -> bool {
        self.revealed || self.right == Some(true)
    }

    /// Selects choice `i`; ignored past the last choice or once the question is finished.
    pub fn choose(&mut self, i: usize) {
        if i < self.check.choices.len() && !self.finished() {
            self.choice = Some(i);
        }
    }

    /// Commits the selected choice: a try is recorded and the result returned (`true` when right).
    /// Refused with a sentence when nothing is selected or the question is finished.
    pub fn commit(&mut self) -> Result<bool, Tr> {
        if self.finished() {
            return Err(ALREADY_DONE);
        }
        let choice = self.choice.ok_or(CHOOSE_FIRST)?;
        if self.was_wrong(choice) {
            return Err(TRIED_ALREADY);
        }
        let right = choice == self.check.correct;
        self.tries = self.tries.saturating_add(1);
        self.right = Some(right);
        if !right {
            self.wrong |= 1u32.checked_shl(choice as u32).unwrap_or(0);
        }
        Ok(right)
    }

    /// Whether `choice` was committed and was wrong.
    pub fn was_wrong(&self, choice: usize) -> bool {
        u32::try_from(choice)
            .ok()
            .and_then(|c| 1u32.checked_shl(c))
            .is_some_and(|bit| self.wrong & bit != 0)
    }

    /// The mark beside choice `choice`, in words as well as a sign (colour is never the only signal): a
    /// committed wrong try; once finished, the right choice, as the learner's own answer or as the answer shown.
    pub fn mark(&self, choice: usize) -> Option<Tr> {
        if self.was_wrong(choice) {
            return Some(super::text::learn::TRIED);
        }
        (self.finished() && choice == self.check.correct).then_some(if self.right == Some(true) {
            super::text::learn::CHOSE_RIGHT
        } else {
            super::text::learn::THE_RIGHT_ONE
        })
    }

    /// Shows the answer and why; refused until the learner has committed at least once.
    pub fn reveal(&mut self) -> Result<(), Tr> {
        if self.tries == 0 {
            return Err(TRY_FIRST);
        }
        self.revealed = true;
        Ok(())
    }

    /// What to say under the question: nothing before a commit; after a wrong try only that it was
    /// wrong; the explanation once it is right or revealed.
    pub fn feedback(&self, lang: Lang) -> Option<String> {
        let why = self.check.why.get(lang);
        if self.right == Some(true) {
            return Some(fill(RIGHT.get(lang), &[why]));
        }
        if self.revealed {
            let answer = self
                .check
                .choices
                .get(self.check.correct)
                .map_or("", |c| c.get(lang));
            return Some(fill(ANSWER.get(lang), &[answer, why]));
        }
        self.right
            .map(|_| fill(WRONG.get(lang), &[&self.tries.to_string()]))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::model::learn::Live;
    use crate::state::lab::LabState;
    use crate::state::ladder::LadderState;
    use crate::state::layouts::LayoutsState;
    use crate::state::open;
    use crate::state::reality::RealityState;
    use crate::state::stepper::StepperState;
    use crate::state::timeline::TimelineState;
    use crate::state::tree::TreeState;

    fn shell(projector: bool, lang: Lang) -> ShellState {
        ShellState {
            view: View::Learn,
            projector,
            lang,
        }
    }

    #[test]
    fn links_open_their_topic() {
        // (link, topic index, problems)
        let table = [
            ("?view=learn&topic=simt", 0, 0),
            ("?view=learn&topic=cost", 1, 0),
            ("?view=learn&topic=regime", 6, 0),
            ("?view=learn&topic=errata", 9, 0),
            ("?view=learn", 0, 0),
            ("?view=learn&topic=Loops", 3, 0),
            ("?view=learn&topic=nope", 0, 1),
            ("?view=learn&topic=", 0, 1),
            ("?view=learn&topic=cost&topic=simt", 1, 1),
            ("?view=learn&topic=cost&x=1", 1, 1),
            ("?view=learn&topic=errata&projector=1&lang=hi-Latn", 9, 0),
        ];
        for (link, topic, n) in table {
            let (state, _, problems) = open::<LearnState>(link);
            assert_eq!(
                (state.topic, problems.len()),
                (topic, n),
                "{link}: {problems:?}"
            );
        }
        let (_, _, problems) = open::<LearnState>("?view=learn&topic=nope");
        assert_eq!(
            problems[0].reason,
            "there is no topic called \"nope\"; the first topic opened"
        );
        let (_, _, problems) =
            open::<LearnState>(&format!("?view=learn&topic={}", "x".repeat(500)));
        assert!(problems[0].to_string().len() < 200, "the key is echoed cut");
    }

    /// The calculator's inputs travel in the regime topic's link: only those that differ from the H200,
    /// each refused by name (in both languages) and the rest kept.
    #[test]
    fn the_calculator_is_in_the_link() {
        // (link, the link written back, the parameters refused)
        let table = [
            (
                "?view=learn&topic=regime",
                "?view=learn&topic=regime",
                vec![],
            ),
            (
                "?view=learn&topic=regime&efficiency=80&intensity=3",
                "?view=learn&topic=regime&efficiency=80&intensity=3",
                vec![],
            ),
            (
                "?view=learn&topic=regime&intensity=0.25&sms=100",
                "?view=learn&topic=regime&sms=100&intensity=0.25",
                vec![],
            ),
            (
                "?view=learn&topic=regime&efficiency=50&clock=1980",
                "?view=learn&topic=regime",
                vec![],
            ),
            (
                "?view=learn&topic=regime&sms=abc&clock=2000",
                "?view=learn&topic=regime&clock=2000",
                vec!["sms"],
            ),
            (
                "?view=learn&topic=regime&efficiency=2",
                "?view=learn&topic=regime",
                vec!["efficiency"],
            ),
            (
                "?view=learn&topic=regime&warp=64&efficiency=2",
                "?view=learn&topic=regime&warp=64&efficiency=2",
                vec![],
            ),
            (
                "?view=learn&topic=regime&intensity=0.001",
                "?view=learn&topic=regime",
                vec!["intensity"],
            ),
            // Another topic has no calculator: the part is named and dropped.
            (
                "?view=learn&topic=cost&efficiency=80",
                "?view=learn&topic=cost",
                vec!["efficiency"],
            ),
        ];
        for (link, written, refused) in table {
            let (state, _, problems) = open::<LearnState>(link);
            let named: Vec<&str> = problems.iter().map(|p| p.parameter.as_str()).collect();
            assert_eq!(named, refused, "{link}");
            assert_eq!(state.to_query(), written, "{link}");
            for p in &problems {
                assert!(
                    !p.reason.is_empty() && p.reason_hi != p.reason,
                    "{link}: {p:?}"
                );
            }
            assert_eq!(open::<LearnState>(written).0, state, "{written} reads back");
        }
    }

    #[test]
    fn every_topic_round_trips() {
        for (i, t) in TOPICS.iter().enumerate() {
            let state = LearnState {
                topic: i,
                ..LearnState::default()
            };
            assert_eq!(state.to_query(), format!("?view=learn&topic={}", t.key));
            for sh in [shell(false, Lang::En), shell(true, Lang::HiLatn)] {
                let link = state.href(&sh);
                assert_eq!(link, topic_href(i, &sh));
                let (back, shell_back, problems) = open::<LearnState>(&link);
                assert_eq!(back, state, "{link}");
                assert_eq!(
                    (shell_back.projector, shell_back.lang),
                    (sh.projector, sh.lang)
                );
                assert!(problems.is_empty(), "{link}: {problems:?}");
            }
        }
        assert_eq!(
            topic_href(2, &shell(true, Lang::HiLatn)),
            "?view=learn&topic=nested&projector=1&lang=hi-Latn"
        );
    }

    #[test]
    fn the_right_answer_moves_around() {
        let mut places = Vec::new();
        for (i, t) in TOPICS.iter().enumerate() {
            let order = display_order(i, t.check.choices.len());
            let mut sorted = order.clone();
            sorted.sort_unstable();
            assert_eq!(
                sorted,
                (0..t.check.choices.len()).collect::<Vec<_>>(),
                "{}",
                t.key
            );
            places.push(order.iter().position(|&c| c == t.check.correct));
        }
        let first = places.iter().filter(|p| **p == Some(0)).count();
        assert!(
            first * 3 <= TOPICS.len(),
            "right answer shown first in {first} topics: {places:?}"
        );
        assert_eq!(display_order(0, 0), Vec::<usize>::new());
    }

    #[test]
    fn previous_and_next() {
        let last = TOPICS.len() - 1;
        // (topic, prev, next, key on screen)
        let table = [
            (0, None, Some(1), "simt"),
            (1, Some(0), Some(2), "cost"),
            (last, Some(last - 1), None, "errata"),
            (last + 5, Some(last - 1), None, "errata"),
        ];
        for (topic, prev, next, key) in table {
            let s = LearnState {
                topic,
                ..LearnState::default()
            };
            assert_eq!(
                (s.prev(), s.next(), s.current().key),
                (prev, next, key),
                "{topic}"
            );
        }
        let mut s = LearnState::default();
        s.go(4);
        assert_eq!(s.topic, 4);
        s.go(TOPICS.len());
        assert_eq!(s.topic, 4, "an index past the end is ignored");
        assert_eq!(s.check_state().check(), &TOPICS[4].check);
    }

    /// Every demo's link opens its view with no problem, keeps the shared settings, and reads back as
    /// the same link.
    #[test]
    fn demo_links_parse_cleanly() {
        // (demo, the start of its link without shared settings)
        let table = [
            (Demo::TimelineTwoPaths, "?view=timeline&paths=15x8,25x24&"),
            (Demo::TimelineOneLane, "?view=timeline&paths=100x1,50x31&"),
            (Demo::BlockSortLoses, "?view=timeline&paths=10x0,40x0,10x0&"),
            (
                Demo::TreeNestedWorst,
                "?view=tree&shape=nested&leaves=10,14,8,12&warp=32&preset=worst",
            ),
            (Demo::LoopPanel, "?view=tree&"),
            (Demo::LabCoin, "?view=lab&p=0.5&n=32&seed=42"),
            (
                Demo::LayoutsRuns,
                "?view=layouts&n=4096&p=0.5&layout=runs&run=8",
            ),
            (
                Demo::Stepper("l3-2-loop"),
                "?view=stepper&example=l3-2-loop",
            ),
            (
                Demo::RealityRow("L4.1-aligned"),
                "?view=reality#row-L4.1-aligned",
            ),
            (Demo::RealityPrereg, "?view=reality#prereg"),
            (Demo::LadderLevel(3), "?view=ladder#level-3"),
        ];
        let mut demos: Vec<Demo> = table.iter().map(|(d, _)| *d).collect();
        for t in TOPICS {
            for live in t.live {
                if let Live::Open { demo, .. } = live {
                    demos.push(*demo);
                }
            }
        }
        for (demo, start) in table {
            let link = demo_href(demo, &ShellState::default());
            assert!(link.starts_with(start), "{demo:?}: {link}");
        }
        for demo in demos {
            for sh in [shell(false, Lang::En), shell(true, Lang::HiLatn)] {
                let link = demo_href(demo, &sh);
                let (query, _anchor) = link.split_once('#').unwrap_or((&link, ""));
                let (shell_back, shell_problems) = ShellState::parse(&Query::parse(query));
                assert_eq!(shell_back.view, demo_view(demo), "{demo:?}: {link}");
                assert_eq!(
                    (shell_back.projector, shell_back.lang),
                    (sh.projector, sh.lang)
                );
                assert!(shell_problems.is_empty(), "{link}: {shell_problems:?}");
                let again = match demo_view(demo) {
                    View::Timeline => reread::<TimelineState>(query, &sh),
                    View::Tree => reread::<TreeState>(query, &sh),
                    View::Lab => reread::<LabState>(query, &sh),
                    View::Layouts => reread::<LayoutsState>(query, &sh),
                    View::Stepper => reread::<StepperState>(query, &sh),
                    View::Reality => reread::<RealityState>(query, &sh),
                    View::Ladder => reread::<LadderState>(query, &sh),
                    other => panic!("{demo:?} opens {other:?}"),
                };
                assert!(again.is_some(), "{demo:?}: {link}");
            }
        }
        for sh in [shell(false, Lang::En), shell(true, Lang::HiLatn)] {
            for key in ["l3-2-loop", "bad-syncwarp-mask"] {
                assert_eq!(
                    demo_href(Demo::Stepper(key), &sh),
                    crate::state::stepper::example_href(key, &sh)
                );
            }
            assert_eq!(
                demo_href(Demo::RealityRow("L2.1-1/31"), &sh),
                crate::state::reality::row_href("L2.1-1/31", &sh)
            );
        }
        let ladder = |level| demo_href(Demo::LadderLevel(level), &ShellState::default());
        assert_eq!(ladder(0), "?view=ladder#level-1");
        assert_eq!(ladder(9), "?view=ladder#level-5");
    }

    /// Opens `query` with `S`; `Some` when it has no problem, the view's state writes exactly the
    /// written-out demo link back, and its link with shared settings opens the same state.
    fn reread<S: ViewState + PartialEq + std::fmt::Debug>(
        query: &str,
        sh: &ShellState,
    ) -> Option<()> {
        let (state, _, problems) = open::<S>(query);
        assert!(problems.is_empty(), "{query}: {problems:?}");
        // The stepper's short form is its own `example_href`, checked against it below.
        if S::VIEW != View::Stepper {
            assert_eq!(
                state.href(sh),
                query,
                "the view's state writes this demo link"
            );
        }
        let (back, _, problems) = open::<S>(&state.href(sh));
        assert!(problems.is_empty(), "{query}: {problems:?}");
        (back == state).then_some(())
    }

    #[test]
    fn the_losing_sort_link_holds_its_block() {
        let link = demo_href(Demo::BlockSortLoses, &ShellState::default());
        let (state, _, _) = open::<TimelineState>(&link);
        let block = state.block().expect("block mode").expect("a valid block");
        assert_eq!(block.price().total_issued, 60);
        assert_eq!(block.regrouped().price().total_issued, 100);
    }

    #[derive(Clone, Copy, Debug)]
    enum Step {
        Choose(usize),
        Commit(Result<bool, Tr>),
        Reveal(Result<(), Tr>),
    }

    /// (choice, tries, right, revealed, feedback shown) after a sequence of steps.
    type Outcome = (Option<usize>, u32, Option<bool>, bool, bool);

    /// Runs `steps` on the first topic's question (correct choice 0) and checks the end state.
    fn check(name: &str, steps: &[Step], want: Outcome) {
        let mut s = CheckState::new(&TOPICS[0].check);
        for (i, step) in steps.iter().enumerate() {
            match *step {
                Step::Choose(c) => s.choose(c),
                Step::Commit(expect) => assert_eq!(s.commit(), expect, "{name}: step {i}"),
                Step::Reveal(expect) => assert_eq!(s.reveal(), expect, "{name}: step {i}"),
            }
        }
        let got = (
            s.choice,
            s.tries,
            s.right,
            s.revealed,
            s.feedback(Lang::En).is_some(),
        );
        assert_eq!(got, want, "{name}");
    }

    #[test]
    fn each_choice_is_marked_in_words() {
        use super::super::text::learn::{CHOSE_RIGHT, THE_RIGHT_ONE, TRIED};
        let none = None;
        /// (choice, or reveal when true) on the first topic's question, correct choice 0.
        type Steps = &'static [(usize, bool)];
        // (steps; the marks of choices 0, 1 and 2)
        let table: [(Steps, [Option<Tr>; 3]); 4] = [
            (&[], [none, none, none]),
            (&[(2, false)], [none, none, Some(TRIED)]),
            (
                &[(2, false), (0, false)],
                [Some(CHOSE_RIGHT), none, Some(TRIED)],
            ),
            (
                &[(1, false), (0, true)],
                [Some(THE_RIGHT_ONE), Some(TRIED), none],
            ),
        ];
        for (steps, marks) in table {
            let mut s = CheckState::new(&TOPICS[0].check);
            for &(c, reveal) in steps {
                if reveal {
                    let _ = s.reveal();
                } else {
                    s.choose(c);
                    let _ = s.commit();
                }
            }
            let got: Vec<Option<Tr>> = (0..3).map(|c| s.mark(c)).collect();
            assert_eq!(got, marks, "{steps:?}");
        }
    }

    #[test]
    fn commit_before_any_answer_and_several_tries() {
        use Step::*;
        assert_eq!(TOPICS[0].check.correct, 0, "the table below assumes it");
        let table: [(&str, Vec<Step>, Outcome); 10] = [
            (
                "the same wrong choice twice counts once",
                vec![Choose(2), Commit(Ok(false)), Commit(Err(TRIED_ALREADY))],
                (Some(2), 1, Some(false), false, true),
            ),
            ("nothing done", vec![], (None, 0, None, false, false)),
            (
                "chosen, not committed",
                vec![Choose(2)],
                (Some(2), 0, None, false, false),
            ),
            (
                "commit with nothing chosen",
                vec![Commit(Err(CHOOSE_FIRST))],
                (None, 0, None, false, false),
            ),
            (
                "reveal before a try",
                vec![Reveal(Err(TRY_FIRST))],
                (None, 0, None, false, false),
            ),
            (
                "right first time",
                vec![Choose(0), Commit(Ok(true))],
                (Some(0), 1, Some(true), false, true),
            ),
            (
                "wrong, then right",
                vec![Choose(1), Commit(Ok(false)), Choose(0), Commit(Ok(true))],
                (Some(0), 2, Some(true), false, true),
            ),
            (
                "wrong twice, still hidden",
                vec![Choose(1), Commit(Ok(false)), Choose(3), Commit(Ok(false))],
                (Some(3), 2, Some(false), false, true),
            ),
            (
                "wrong, then revealed, then closed",
                vec![
                    Choose(1),
                    Commit(Ok(false)),
                    Reveal(Ok(())),
                    Choose(0),
                    Commit(Err(ALREADY_DONE)),
                ],
                (Some(1), 1, Some(false), true, true),
            ),
            (
                "out of range and after solving",
                vec![
                    Choose(7),
                    Choose(0),
                    Commit(Ok(true)),
                    Choose(2),
                    Commit(Err(ALREADY_DONE)),
                ],
                (Some(0), 1, Some(true), false, true),
            ),
        ];
        for (name, steps, want) in table {
            check(name, &steps, want);
        }
    }

    #[test]
    fn a_wrong_try_never_shows_the_answer() {
        for t in TOPICS {
            let c = &t.check;
            let wrong = (c.correct + 1) % c.choices.len();
            for lang in Lang::ALL {
                let answer = c.choices[c.correct].get(lang);
                let why = c.why.get(lang);
                let mut s = CheckState::new(c);
                assert_eq!(s.feedback(lang), None);
                s.choose(wrong);
                assert_eq!(s.commit(), Ok(false));
                let said = s.feedback(lang).unwrap_or_default();
                assert!(
                    !said.contains(why) && !said.contains(answer),
                    "{}: {said}",
                    t.key
                );
                assert!(said.contains('1'), "{}: the try is counted: {said}", t.key);
                s.reveal().unwrap_or_else(|e| panic!("{}: {}", t.key, e.en));
                let said = s.feedback(lang).unwrap_or_default();
                assert!(
                    said.contains(answer) && said.contains(why),
                    "{}: {said}",
                    t.key
                );
                let mut s = CheckState::new(c);
                s.choose(c.correct);
                assert_eq!(s.commit(), Ok(true));
                let said = s.feedback(lang).unwrap_or_default();
                assert!(said.contains(why), "{}: {said}", t.key);
            }
        }
        for tr in [CHOOSE_FIRST, ALREADY_DONE, TRY_FIRST, RIGHT, WRONG, ANSWER] {
            assert_eq!(tr.defect(&[]), None, "{tr:?}");
        }
    }
}
