//! The issue ceiling of seed 002: how many instructions a multiprocessor can issue, and how many do useful work.

/// A multiprocessor's issue capacity.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct IssueCeiling {
    pub schedulers: u32,
    pub clock_hz: f64,
    pub warp_width: u32,
}

impl IssueCeiling {
    /// S · f warp-instructions per second.
    pub fn warp_instructions_per_second(&self) -> f64 {
        f64::from(self.schedulers) * self.clock_hz
    }

    /// width · S · f thread-instructions per second, reached only when every lane is busy.
    pub fn thread_instructions_per_second(&self) -> f64 {
        f64::from(self.warp_width) * self.warp_instructions_per_second()
    }

    /// The thread-instruction rate that does useful work at a given lane-weighted issue efficiency.
    pub fn useful_thread_instructions_per_second(
        &self,
        lane_weighted_issue_efficiency: f64,
    ) -> f64 {
        self.thread_instructions_per_second() * lane_weighted_issue_efficiency.clamp(0.0, 1.0)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::model::scenarios::find;

    #[test]
    fn four_schedulers_at_two_gigahertz() {
        let sm = IssueCeiling {
            schedulers: 4,
            clock_hz: 2.0e9,
            warp_width: 32,
        };
        assert_eq!(sm.warp_instructions_per_second(), 8.0e9);
        assert_eq!(sm.thread_instructions_per_second(), 256.0e9);
        let even = find("even2").unwrap().region().unwrap().price();
        let e = even.lane_weighted_issue_efficiency().unwrap();
        assert_eq!(sm.useful_thread_instructions_per_second(e), 128.0e9); // an even split halves it
    }
}
