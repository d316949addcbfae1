//! Warp widths and lane masks: which lanes of one warp take part in something.

use std::fmt;

use super::i18n::{fill, Bilingual, Lang, Tr};

/// How many lanes run in lockstep: an NVIDIA warp (32) or an AMD wavefront (64).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Default)]
pub enum WarpWidth {
    #[default]
    Warp32,
    Wave64,
}

impl WarpWidth {
    pub const fn lanes(self) -> u32 {
        match self {
            WarpWidth::Warp32 => 32,
            WarpWidth::Wave64 => 64,
        }
    }

    /// Parses a lane count as given in a link or a field ("32" or "64").
    pub fn from_lanes(lanes: u32) -> Result<Self, LaneError> {
        match lanes {
            32 => Ok(WarpWidth::Warp32),
            64 => Ok(WarpWidth::Wave64),
            other => Err(LaneError::UnsupportedWidth(other)),
        }
    }

    /// The mask with every lane of this width set.
    pub const fn full_mask(self) -> LaneMask {
        match self {
            WarpWidth::Warp32 => LaneMask(0xFFFF_FFFF),
            WarpWidth::Wave64 => LaneMask(u64::MAX),
        }
    }
}

impl fmt::Display for WarpWidth {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}", self.lanes())
    }
}

/// A set of lanes of one warp, lane 0 in the lowest bit.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Default)]
pub struct LaneMask(pub u64);

impl LaneMask {
    pub const EMPTY: LaneMask = LaneMask(0);

    /// Lanes `start .. start + count`, checked against the warp width.
    pub fn range(start: u32, count: u32, width: WarpWidth) -> Result<Self, LaneError> {
        let end = start.saturating_add(count);
        if end > width.lanes() {
            return Err(LaneError::TooManyLanes {
                wanted: end,
                width: width.lanes(),
            });
        }
        if count == 0 {
            return Ok(LaneMask::EMPTY);
        }
        let bits = if count == 64 {
            u64::MAX
        } else {
            ((1u64 << count) - 1) << start
        };
        Ok(LaneMask(bits))
    }

    /// A mask from explicit lane numbers, each checked against the width.
    pub fn from_lanes<I: IntoIterator<Item = u32>>(
        lanes: I,
        width: WarpWidth,
    ) -> Result<Self, LaneError> {
        let mut bits = 0u64;
        for lane in lanes {
            if lane >= width.lanes() {
                return Err(LaneError::NoSuchLane {
                    lane,
                    width: width.lanes(),
                });
            }
            bits |= 1 << lane;
        }
        Ok(LaneMask(bits))
    }

    pub const fn count(self) -> u32 {
        self.0.count_ones()
    }

    pub const fn is_empty(self) -> bool {
        self.0 == 0
    }

    pub const fn contains(self, lane: u32) -> bool {
        lane < 64 && self.0 & (1 << lane) != 0
    }

    pub const fn with(self, lane: u32) -> LaneMask {
        if lane < 64 {
            LaneMask(self.0 | (1 << lane))
        } else {
            self
        }
    }

    pub const fn without(self, lane: u32) -> LaneMask {
        if lane < 64 {
            LaneMask(self.0 & !(1 << lane))
        } else {
            self
        }
    }

    pub const fn union(self, other: LaneMask) -> LaneMask {
        LaneMask(self.0 | other.0)
    }

    pub const fn intersection(self, other: LaneMask) -> LaneMask {
        LaneMask(self.0 & other.0)
    }

    /// Whether every lane lies below the width.
    pub const fn fits(self, width: WarpWidth) -> bool {
        self.0 & !width.full_mask().0 == 0
    }

    /// The lane numbers in increasing order.
    pub fn lanes(self) -> impl Iterator<Item = u32> {
        (0..64u32).filter(move |&lane| self.contains(lane))
    }

    /// The highest lane present, if any.
    pub fn highest(self) -> Option<u32> {
        (!self.is_empty()).then(|| 63 - self.0.leading_zeros())
    }

    /// One character per lane of `width`: `#` for a member, `.` otherwise (lane 0 first).
    pub fn strip(self, width: WarpWidth) -> String {
        (0..width.lanes())
            .map(|lane| if self.contains(lane) { '#' } else { '.' })
            .collect()
    }

    /// Hexadecimal as a CUDA programmer writes a ballot mask.
    pub fn hex(self, width: WarpWidth) -> String {
        match width {
            WarpWidth::Warp32 => format!("0x{:08X}", self.0 as u32),
            WarpWidth::Wave64 => format!("0x{:016X}", self.0),
        }
    }
}

/// Why a lane description does not fit a warp.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum LaneError {
    UnsupportedWidth(u32),
    NoSuchLane { lane: u32, width: u32 },
    TooManyLanes { wanted: u32, width: u32 },
}

impl Bilingual for LaneError {
    fn text(&self, lang: Lang) -> String {
        let (tr, values) = match self {
            LaneError::UnsupportedWidth(w) => (
                Tr::new(
                    "a warp has 32 lanes (NVIDIA) or 64 lanes (AMD wavefront), not {}",
                    "warp mein 32 lanes (NVIDIA) ya 64 lanes (AMD wavefront) hoti hain, {} nahi",
                ),
                [*w, 0, 0],
            ),
            LaneError::NoSuchLane { lane, width } => (
                Tr::new(
                    "lane {} does not exist in a {}-lane warp (lanes are numbered 0 to {})",
                    "lane {} ek {}-lane warp mein nahi hai (lanes 0 se {} tak ginti hain)",
                ),
                [*lane, *width, width - 1],
            ),
            LaneError::TooManyLanes { wanted, width } => (
                Tr::new(
                    "{} lanes were asked for, but the warp has only {}",
                    "{} lanes maangi gayi, par warp mein sirf {} hain",
                ),
                [*wanted, *width, 0],
            ),
        };
        let [a, b, c] = values.map(|v| v.to_string());
        fill(tr.get(lang), &[&a, &b, &c])
    }
}

/// The English sentence.
impl fmt::Display for LaneError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.text(Lang::En))
    }
}

impl std::error::Error for LaneError {}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn ranges_and_counts() {
        let w = WarpWidth::Warp32;
        assert_eq!(LaneMask::range(0, 32, w).unwrap(), w.full_mask());
        assert_eq!(LaneMask::range(8, 24, w).unwrap().count(), 24);
        assert_eq!(
            LaneMask::range(0, 64, WarpWidth::Wave64).unwrap(),
            WarpWidth::Wave64.full_mask()
        );
        assert!(LaneMask::range(8, 25, w).is_err());
        assert_eq!(LaneMask::range(3, 0, w).unwrap(), LaneMask::EMPTY);
    }

    #[test]
    fn lane_errors_read_as_sentences() {
        let err = LaneMask::from_lanes([33], WarpWidth::Warp32).unwrap_err();
        assert_eq!(
            err.to_string(),
            "lane 33 does not exist in a 32-lane warp (lanes are numbered 0 to 31)"
        );
        assert!(WarpWidth::from_lanes(48)
            .unwrap_err()
            .to_string()
            .contains("not 48"));
    }

    #[test]
    fn strip_and_hex() {
        let m = LaneMask::from_lanes([0, 2], WarpWidth::Warp32).unwrap();
        assert!(m.strip(WarpWidth::Warp32).starts_with("#.#."));
        assert_eq!(m.hex(WarpWidth::Warp32), "0x00000005");
        assert_eq!(m.highest(), Some(2));
        assert_eq!(m.without(2).with(63).highest(), Some(63));
    }

    #[test]
    fn refusals_in_both_languages() {
        use crate::model::i18n::assert_bilingual;
        let table: [(LaneError, &[&str]); 3] = [
            (LaneError::UnsupportedWidth(48), &["48", "32", "64"]),
            (
                LaneError::NoSuchLane {
                    lane: 40,
                    width: 32,
                },
                &["40", "32", "31"],
            ),
            (
                LaneError::TooManyLanes {
                    wanted: 40,
                    width: 32,
                },
                &["40", "32"],
            ),
        ];
        for (error, values) in table {
            assert_bilingual(&error, values);
        }
    }
}
