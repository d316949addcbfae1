//! The pure model: prices divergence, walks branch trees and loops, samples binomial labels, lays out datasets in warps, grades exercises.
//!
//! Nothing here knows the DOM, reads a clock or draws from a global random source; randomness
//! always arrives as a seeded generator from the caller.

pub mod answers;
pub mod binomial;
pub mod block;
pub mod cards;
pub mod errata;
pub mod exercises;
pub mod fields;
pub mod glossary;
pub mod i18n;
pub mod issue;
pub mod lanes;
pub mod layouts;
pub mod learn;
pub mod loops;
pub mod misconceptions;
pub mod predication;
pub mod prereg;
pub mod pricing;
pub mod progress;
pub mod reality;
pub mod scenarios;
pub mod sm;
pub mod stepper;
pub mod tree;
pub mod tree_dataset;
