//! The Learn view: the topics in order, each with its paragraphs, code, live element and a
//! check-yourself question answered before any explanation shows.

use leptos::prelude::*;

use super::field::Field;
use super::figure::Figure;
use super::link_sync::sync_link;
use super::notices::Notices;
use super::{browser, shared};
use crate::geometry::palette::palette;
use crate::geometry::roofline::roofline_svg;
use crate::model::i18n::Bilingual;
use crate::model::i18n::{fill, Lang};
use crate::model::learn::{Live, Topic, TOPICS};
use crate::state::learn::{demo_href, display_order, topic_href, CheckState, LearnState};
use crate::state::regime::Input;
use crate::state::text::learn as t;
use crate::state::{open, View};

#[component]
pub fn Learn() -> impl IntoView {
    let shared = shared();
    let lang = shared.lang.get_untracked();
    let (initial, _, problems) = open::<LearnState>(&browser::current_search());
    let notices: Vec<String> = problems.iter().map(|p| p.text(lang)).collect();
    let state = RwSignal::new(initial);
    sync_link(state, shared);
    let topic = Memo::new(move |_| state.with(|s| s.topic.min(TOPICS.len() - 1)));
    // One answer state per topic, so moving between topics keeps what was committed.
    let checks = RwSignal::new(
        TOPICS
            .iter()
            .map(|topic| CheckState::new(&topic.check))
            .collect::<Vec<_>>(),
    );
    let go = move |ev: leptos::ev::MouseEvent, topic: usize| {
        ev.prevent_default();
        // A topic is a page of its own: always a new history entry, however quickly the next follows.
        browser::write_query(&topic_href(topic, &shared.shell()), true);
        state.update(|s| s.go(topic));
        // The new topic is drawn by the next frame; focus its heading then, for keyboard and screen readers.
        request_animation_frame(|| browser::focus_by_id("learn-topic-title"));
    };
    let topic_list = TOPICS
        .iter()
        .enumerate()
        .map(|(i, topic)| {
            view! {
                <li>
                    <a
                        href=move || topic_href(i, &shared.shell())
                        aria-current=move || (state.with(|s| s.topic) == i).then_some("page")
                        on:click=move |ev| go(ev, i)
                    >
                        {topic.title.get(lang)}
                    </a>
                </li>
            }
        })
        .collect_view();
    let pager = move || {
        let s = state.get();
        let link = |i: usize, template| {
            view! {
                <a class="button" href=topic_href(i, &shared.shell()) on:click=move |ev| go(ev, i)>
                    {fill(template, &[TOPICS[i].title.get(lang)])}
                </a>
            }
        };
        view! {
            {s.prev().map(|i| link(i, t::PREVIOUS.get(lang)))}
            {s.next().map(|i| link(i, t::NEXT.get(lang)))}
        }
    };
    view! {
        <section class="learn-view" aria-labelledby="learn-title">
            <div class="view__head">
                <h1 id="learn-title">{t::TITLE.get(lang)}</h1>
            </div>
            <p>{t::INTRO.get(lang)}</p>
            <Notices items=Signal::derive(move || notices.clone()) />
            <div class="learn">
                <nav class="learn__topics" aria-label=t::TOPICS.get(lang)>
                    <ol>{topic_list}</ol>
                    <p>
                        <a href=move || {
                            shared.shell().nav_href(View::Cards)
                        }>{t::CARDS_LINK.get(lang)}</a>
                    </p>
                </nav>
                <article class="learn__article" aria-labelledby="learn-topic-title">
                    {move || {
                        // Only a new topic redraws the body: a calculator edit changes `state` too.
                        let index = topic.get();
                        view! { <TopicBody index=index checks=checks state=state /> }
                    }}
                    <nav class="learn__pager" aria-label=t::PAGER.get(lang)>
                        {pager}
                    </nav>
                </article>
            </div>
        </section>
    }
}

/// One topic: heading, paragraphs, code pairs, live elements and the question.
#[component]
fn TopicBody(
    index: usize,
    checks: RwSignal<Vec<CheckState>>,
    state: RwSignal<LearnState>,
) -> impl IntoView {
    let shared = shared();
    let lang = shared.lang.get_untracked();
    let topic: &'static Topic = &TOPICS[index];
    let live = topic
        .live
        .iter()
        .map(|live| match *live {
            Live::Open { demo, label, note } => view! {
                <div class="learn__live">
                    <h3>{t::TRY_IT.get(lang)}</h3>
                    <p>
                        <a
                            class="button button--primary"
                            href=move || demo_href(demo, &shared.shell())
                        >
                            {label.get(lang)}
                        </a>
                    </p>
                    <p>{note.get(lang)}</p>
                </div>
            }
            .into_any(),
            Live::Roofline => view! { <RegimeCalculator state=state /> }.into_any(),
        })
        .collect_view();
    view! {
        <p class="learn__count">
            {fill(t::TOPIC_OF.get(lang), &[&(index + 1).to_string(), &TOPICS.len().to_string()])}
        </p>
        <h2 id="learn-topic-title" tabindex="-1">
            {topic.title.get(lang)}
        </h2>
        <p class="learn__summary">{topic.summary.get(lang)}</p>
        <div class="learn__text">
            {topic.paragraphs.iter().map(|p| view! { <p>{p.get(lang)}</p> }).collect_view()}
            {(!topic.code.is_empty()).then(|| view! { <Code topic=topic lang=lang /> })}
        </div>
        {live}
        <CheckPanel index=index checks=checks lang=lang />
    }
}

/// The topic's code under a heading: each snippet a captioned, labelled, focusable region that scrolls
/// sideways on a narrow screen.
#[component]
fn Code(topic: &'static Topic, lang: Lang) -> impl IntoView {
    let snippets = topic
        .code
        .iter()
        .map(|(caption, code)| {
            let caption = caption.get(lang);
            view! {
                <figure>
                    <figcaption>{caption}</figcaption>
                    <pre tabindex="0" role="region" aria-label=caption>
                        <code>{*code}</code>
                    </pre>
                </figure>
            }
        })
        .collect_view();
    view! {
        <h3>{t::CODE.get(lang)}</h3>
        <div class="learn__code">{snippets}</div>
    }
}

/// The regime topic's calculator: the issue ceiling from a GPU's numbers and the roofline it implies.
#[component]
fn RegimeCalculator(state: RwSignal<LearnState>) -> impl IntoView {
    let shared = shared();
    let lang = shared.lang.get_untracked();
    // The inputs live in the view's state, so the link carries them (`state::learn`).
    let regime = Memo::new(move |_| state.with(|s| s.regime));
    let fields = Input::ALL
        .into_iter()
        .map(|input| {
            view! {
                <Field
                    id=format!("regime-{}", input.key())
                    label=input.label().get(lang)
                    value=Signal::derive(move || regime.with(|r| r.text(input)))
                    on_input=Callback::new(move |text: String| {
                        let mut next = regime.get_untracked();
                        next.edit(input, &text, lang)?;
                        state.update(|s| s.regime = next);
                        Ok(())
                    })
                    input_mode="decimal"
                />
            }
        })
        .collect_view();
    let figure = move || roofline_svg(&regime.get(), palette(shared.projector.get()), lang);
    // The same kernel on one SM with W warps (issue 36): the stepper's panel on L2.1.
    let sm_state = RwSignal::new(crate::state::sm::learn_state());
    let readouts = move || {
        regime
            .get()
            .readouts(lang)
            .into_iter()
            .map(|(label, value)| {
                view! {
                    <div class="readout">
                        <span class="readout__value">{value}</span>
                        <span class="readout__label">{label}</span>
                    </div>
                }
            })
            .collect_view()
    };
    view! {
        <div class="learn__live" data-testid="regime-calculator">
            <h3>{t::CALCULATOR.get(lang)}</h3>
            <p>{t::CALCULATOR_NOTE.get(lang)}</p>
            <div class="learn__fields">{fields}</div>
            <div class="readouts" data-testid="regime-readouts">
                {readouts}
            </div>
            <p class="learn__verdict" data-testid="regime-verdict" aria-live="polite">
                {move || regime.with(|r| r.verdict(lang))}
            </p>
            <Figure class="learn__figure" svg=figure />
            <super::stepper_sm::SmPanel state=sm_state id="learn-sm" />
        </div>
    }
}

/// The check-yourself question: choose, commit, then the explanation; the answer only after a try.
#[component]
fn CheckPanel(index: usize, checks: RwSignal<Vec<CheckState>>, lang: Lang) -> impl IntoView {
    let check = &TOPICS[index].check;
    let status = RwSignal::new(None::<String>);
    let with = move |f: &dyn Fn(&CheckState) -> bool| checks.with(|c| f(&c[index]));
    let name = format!("check-{index}");
    // When the question closes its buttons are disabled: focus moves to what it says, not to the page.
    let closed = move || {
        if checks.with_untracked(|c| c[index].finished()) {
            request_animation_frame(move || {
                browser::focus_by_id(&format!("check-feedback-{index}"))
            });
        }
    };
    let commit_now = move || {
        let result = checks
            .try_update(|c| c[index].commit())
            .unwrap_or(Ok(false));
        status.set(result.err().map(|e| e.get(lang).to_string()));
        closed();
    };
    let commit = move |_| commit_now();
    let choices = display_order(index, check.choices.len())
        .into_iter()
        .filter_map(|i| check.choices.get(i).map(|choice| (i, choice)))
        .map(|(i, choice)| {
            let id = format!("{name}-{i}");
            view! {
                <div class="learn__choice">
                    <input
                        type="radio"
                        id=id.clone()
                        name=name.clone()
                        prop:checked=move || checks.with(|c| c[index].choice == Some(i))
                        prop:disabled=move || with(&|c| c.finished())
                        on:change=move |_| checks.update(|c| c[index].choose(i))
                        on:keydown=move |ev| {
                            if ev.key() == "Enter" {
                                ev.prevent_default();
                                commit_now();
                            }
                        }
                    />
                    <label for=id>
                        {choice.get(lang)}
                        {move || {
                            checks
                                .with(|c| c[index].mark(i))
                                .map(|m| format!(" — {}", m.get(lang)))
                        }}
                    </label>
                </div>
            }
        })
        .collect_view();
    let reveal = move |_| {
        let result = checks.try_update(|c| c[index].reveal()).unwrap_or(Ok(()));
        status.set(result.err().map(|e| e.get(lang).to_string()));
        closed();
    };
    let feedback = move || checks.with(|c| c[index].feedback(lang));
    let feedback_class = move || {
        checks.with(|c| match (c[index].right, c[index].revealed) {
            (Some(true), _) => "learn__feedback learn__feedback--right",
            (_, true) | (None, _) => "learn__feedback",
            (Some(false), false) => "learn__feedback learn__feedback--wrong",
        })
    };
    view! {
        <div class="learn__check" data-testid="check">
            <h3>{t::CHECK_YOURSELF.get(lang)}</h3>
            <fieldset>
                <legend>{check.question.get(lang)}</legend>
                {choices}
            </fieldset>
            <div class="view__actions">
                <button
                    type="button"
                    class="button button--primary"
                    prop:disabled=move || with(&|c| c.finished())
                    on:click=commit
                >
                    {t::COMMIT.get(lang)}
                </button>
                <button
                    type="button"
                    class="button"
                    prop:disabled=move || with(&|c| c.finished())
                    on:click=reveal
                >
                    {t::REVEAL.get(lang)}
                </button>
            </div>
            <p class="learn__status" role="status" data-testid="check-status">
                {move || status.get()}
            </p>
            <p
                class=feedback_class
                id=format!("check-feedback-{index}")
                tabindex="-1"
                data-testid="check-feedback"
                aria-live="polite"
            >
                {feedback}
            </p>
        </div>
    }
}
