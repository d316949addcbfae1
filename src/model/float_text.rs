//! Numbers written as Rust's formatter writes them — `{:.N}`, `{:.Ne}` and `{}` of an `f64` — from exact
//! integer arithmetic, so a bundle that shows such numbers carries no copy of core's float formatter
//! (`flt2dec`, about 16 KB of the lab's code). The texts are the same character for character: tests
//! compare them with `format!` over hundreds of thousands of values, ties and extremes included.

use std::cmp::Ordering;

/// A non-negative whole number of any size, in 32-bit limbs, least significant first.
#[derive(Clone, Debug, PartialEq)]
struct Big(Vec<u32>);

impl Big {
    fn from_u128(x: u128) -> Big {
        Big((0..4).map(|i| (x >> (32 * i)) as u32).collect())
    }

    fn mul_small(&mut self, k: u32) {
        let mut carry = 0u64;
        for limb in &mut self.0 {
            let t = u64::from(*limb) * u64::from(k) + carry;
            *limb = t as u32;
            carry = t >> 32;
        }
        if carry > 0 {
            self.0.push(carry as u32);
        }
    }

    /// Multiplies by 10^e.
    fn mul_pow10(&mut self, mut e: u32) {
        while e > 9 {
            self.mul_small(1_000_000_000);
            e -= 9;
        }
        self.mul_small(10u32.pow(e));
    }

    fn shl(&mut self, bits: u32) {
        let (words, bits) = ((bits / 32) as usize, bits % 32);
        if bits > 0 {
            let mut carry = 0u64;
            for limb in &mut self.0 {
                let t = (u64::from(*limb) << bits) | carry;
                *limb = t as u32;
                carry = t >> 32;
            }
            self.0.push(carry as u32);
        }
        self.0.splice(0..0, std::iter::repeat_n(0, words));
    }

    /// Halves the number, dropping the remainder.
    fn shr1(&mut self) {
        let mut carry = 0;
        for limb in self.0.iter_mut().rev() {
            let next = *limb << 31;
            *limb = (*limb >> 1) | carry;
            carry = next;
        }
    }

    /// Adds one.
    fn increment(&mut self) {
        self.0.push(0);
        for limb in &mut self.0 {
            let (sum, over) = limb.overflowing_add(1);
            *limb = sum;
            if !over {
                break;
            }
        }
    }

    /// The number of significant bits.
    fn bits(&self) -> u32 {
        let top = self.0.iter().rposition(|&l| l != 0);
        top.map_or(0, |i| i as u32 * 32 + 32 - self.0[i].leading_zeros())
    }

    fn cmp(&self, other: &Big) -> Ordering {
        let len = self.0.len().max(other.0.len());
        (0..len)
            .rev()
            .map(|i| {
                let limb = |b: &Big| b.0.get(i).copied().unwrap_or(0);
                limb(self).cmp(&limb(other))
            })
            .find(|o| o.is_ne())
            .unwrap_or(Ordering::Equal)
    }

    /// Subtracts `other`, which is at most `self`.
    fn sub(&mut self, other: &Big) {
        let mut borrow = 0i64;
        for (i, limb) in self.0.iter_mut().enumerate() {
            let t = i64::from(*limb) - i64::from(other.0.get(i).copied().unwrap_or(0)) - borrow;
            *limb = t as u32;
            borrow = i64::from(t < 0);
        }
    }

    /// Divides by a small number; returns the remainder.
    fn div_small(&mut self, k: u32) -> u32 {
        let mut rest = 0u64;
        for limb in self.0.iter_mut().rev() {
            let t = (rest << 32) | u64::from(*limb);
            *limb = (t / u64::from(k)) as u32;
            rest = t % u64::from(k);
        }
        rest as u32
    }

    fn is_zero(&self) -> bool {
        self.0.iter().all(|&l| l == 0)
    }

    /// The number in decimal digits ("0" for zero).
    fn decimal(mut self) -> Vec<u8> {
        let mut digits = Vec::new();
        loop {
            digits.push(b'0' + self.div_small(10) as u8);
            if self.is_zero() {
                break;
            }
        }
        digits.reverse();
        digits
    }
}

/// |v| × 10^shift as a whole part and how its remainder compares with one half (`v` finite).
fn scaled(v: f64, shift: i32) -> (Big, Ordering) {
    let bits = v.to_bits();
    let exponent = ((bits >> 52) & 0x7ff) as i32;
    let fraction = bits & ((1 << 52) - 1);
    let (mantissa, e) = if exponent == 0 {
        (fraction, -1074)
    } else {
        (fraction | (1 << 52), exponent - 1075)
    };
    // Most numbers a page shows: the scaled mantissa fits 128 bits, and dividing is a shift.
    if e <= 0 && (0..=19).contains(&shift) {
        let num = u128::from(mantissa) * 10u128.pow(shift.unsigned_abs());
        let k = e.unsigned_abs();
        if k < 128 {
            let whole = num >> k;
            let rest = num - (whole << k);
            let half = if k == 0 {
                Ordering::Less
            } else {
                rest.cmp(&(1 << (k - 1)))
            };
            return (Big::from_u128(whole), half);
        }
    }
    let (mut num, mut den) = (Big::from_u128(mantissa.into()), Big::from_u128(1));
    if e > 0 {
        num.shl(e as u32);
    } else {
        den.shl(e.unsigned_abs());
    }
    if shift > 0 {
        num.mul_pow10(shift.unsigned_abs());
    } else {
        den.mul_pow10(shift.unsigned_abs());
    }
    // Long division, one bit of the quotient at a time.
    let top = (num.bits() + 1).saturating_sub(den.bits());
    let mut quotient = Big(vec![0; top as usize / 32 + 1]);
    let mut part = den.clone();
    part.shl(top);
    for bit in (0..=top).rev() {
        if num.cmp(&part).is_ge() {
            num.sub(&part);
            quotient.0[(bit / 32) as usize] |= 1 << (bit % 32);
        }
        part.shr1();
    }
    num.shl(1);
    (quotient, num.cmp(&den))
}

/// |v| × 10^shift rounded to a whole number, ties to even (as `format!` rounds).
fn rounded(v: f64, shift: i32) -> Vec<u8> {
    let (mut whole, half) = scaled(v, shift);
    let odd = whole.0.first().is_some_and(|l| l & 1 == 1);
    if half.is_gt() || (half.is_eq() && odd) {
        whole.increment();
    }
    whole.decimal()
}

/// The sign `format!` writes: a minus for every negative number, -0.0 included.
fn sign(v: f64) -> &'static str {
    if v.is_sign_negative() {
        "-"
    } else {
        ""
    }
}

/// NaN and the infinities as `format!` writes them.
fn not_finite(v: f64) -> Option<String> {
    if v.is_nan() {
        Some("NaN".into())
    } else if v.is_infinite() {
        Some(format!("{}inf", sign(v)))
    } else {
        None
    }
}

fn text(bytes: Vec<u8>) -> String {
    bytes.into_iter().map(char::from).collect()
}

/// `format!("{v:.decimals$}")`.
pub fn fixed_exact(v: f64, decimals: u32) -> String {
    if let Some(t) = not_finite(v) {
        return t;
    }
    let mut digits = rounded(v, decimals as i32);
    let places = decimals as usize;
    while digits.len() <= places {
        digits.insert(0, b'0');
    }
    if places > 0 {
        digits.insert(digits.len() - places, b'.');
    }
    format!("{}{}", sign(v), text(digits))
}

/// The decimal exponent of |v|: 10^e ≤ |v| < 10^(e + 1) (`v` finite, not zero).
fn exponent(v: f64) -> i32 {
    let mut e = v.abs().log10().floor() as i32;
    loop {
        let (whole, _) = scaled(v, -e);
        if whole.is_zero() {
            e -= 1;
        } else if whole.cmp(&Big::from_u128(10)).is_ge() {
            e += 1;
        } else {
            return e;
        }
    }
}

/// `format!("{v:.decimals$e}")`: one digit, the point and `decimals` more, then `e` and the exponent.
pub fn exponential_exact(v: f64, decimals: u32) -> String {
    if let Some(t) = not_finite(v) {
        return t;
    }
    let (digits, e) = if v == 0.0 {
        (vec![b'0'; decimals as usize + 1], 0)
    } else {
        let mut e = exponent(v);
        let mut digits = rounded(v, decimals as i32 - e);
        // Rounding up past the last digit (9.999995 to six digits) moves the point.
        if digits.len() > decimals as usize + 1 {
            e += 1;
            digits = rounded(v, decimals as i32 - e);
        }
        (digits, e)
    };
    let (first, rest) = digits.split_at(1);
    let point = if rest.is_empty() { "" } else { "." };
    format!(
        "{}{}{point}{}e{e}",
        sign(v),
        text(first.to_vec()),
        text(rest.to_vec())
    )
}

/// `format!("{v}")`: the fewest significant digits that read back as `v`, the closest such when two do
/// (the higher on a tie), written out without an exponent.
pub fn shortest(v: f64) -> String {
    if let Some(t) = not_finite(v) {
        return t;
    }
    if v == 0.0 {
        return format!("{}0", sign(v));
    }
    let e = exponent(v);
    let (mut digits, mut point) = (vec![b'1'], e + 1);
    for count in 1..=17 {
        let shift = count - 1 - e;
        let (whole, half) = scaled(v, shift);
        let mut up = whole.clone();
        up.increment();
        let (low, up) = (whole.decimal(), up.decimal());
        let reads_back =
            |d: &[u8]| format!("{}e{}", text(d.to_vec()), -shift).parse::<f64>() == Ok(v.abs());
        let chosen = match (reads_back(&low), reads_back(&up)) {
            (true, true) if half.is_lt() => Some(low),
            (true, true) | (false, true) => Some(up),
            (true, false) => Some(low),
            (false, false) => None,
        };
        if let Some(d) = chosen {
            point = d.len() as i32 - shift;
            digits = d;
            break;
        }
    }
    while digits.len() > 1 && digits.last() == Some(&b'0') {
        digits.pop();
    }
    let body = if point <= 0 {
        format!(
            "0.{}{}",
            "0".repeat(point.unsigned_abs() as usize),
            text(digits)
        )
    } else if point as usize >= digits.len() {
        let zeros = point as usize - digits.len();
        format!("{}{}", text(digits), "0".repeat(zeros))
    } else {
        let (whole, fraction) = digits.split_at(point as usize);
        format!("{}.{}", text(whole.to_vec()), text(fraction.to_vec()))
    };
    format!("{}{body}", sign(v))
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Doubles from every part of the range: a seeded walk over bit patterns, values near powers of ten
    /// and of two, exact ties at several places, subnormals and the extremes.
    fn samples() -> Vec<f64> {
        let mut out = vec![
            0.0,
            -0.0,
            f64::MIN_POSITIVE,
            f64::MAX,
            f64::MIN,
            f64::EPSILON,
            5e-324,
            1e-320,
            0.5,
            0.25,
            0.125,
            1.5,
            2.5,
            0.1 + 0.2,
            0.9999999999999999,
            1e-7,
            1e21,
            1e300,
            999_999.5,
            9.999995,
            0.000_099_999_95,
        ];
        let mut seed = 0x2545_f491_4f6c_dd1du64;
        for _ in 0..6_000 {
            seed ^= seed << 13;
            seed ^= seed >> 7;
            seed ^= seed << 17;
            out.push(f64::from_bits(seed));
            // Magnitudes the lab shows: probabilities, moments, counts.
            out.push((seed >> 11) as f64 / (1u64 << 53) as f64);
            out.push(
                ((seed >> 11) as f64 / (1u64 << 53) as f64) * 10f64.powi((seed % 40) as i32 - 30),
            );
        }
        for e in -1074..=1023 {
            let p = 2f64.powi(e);
            out.extend([p, -p, p * 1.5]);
        }
        for e in -320..=300 {
            let p: f64 = format!("1e{e}").parse().unwrap();
            out.extend([
                p,
                f64::from_bits(p.to_bits() + 1),
                f64::from_bits(p.to_bits() - 1),
            ]);
        }
        // Exact halves at the sixth digit and shortest-digit ties: q / 2^k with q odd.
        for k in 1..=60 {
            for q in (1u64..400).step_by(2) {
                out.push(q as f64 / 2f64.powi(k));
                out.push((q + (1 << 20)) as f64 / 2f64.powi(k));
            }
        }
        for q in (122_000u64..131_072).step_by(6) {
            out.push((q + 1) as f64 / 131_072.0);
        }
        out.retain(|v| v.is_finite());
        out.extend([f64::NAN, f64::INFINITY, f64::NEG_INFINITY]);
        out
    }

    fn check(what: &str, v: f64, got: String, want: String) {
        assert_eq!(got, want, "{what} of {v:e} ({:#x})", v.to_bits());
    }

    #[test]
    fn fixed_is_formats_fixed() {
        for v in samples() {
            if v.is_finite() && v.abs() > 1e30 {
                continue;
            }
            for d in [0u32, 1, 2, 5, 9] {
                check("fixed", v, fixed_exact(v, d), format!("{v:.*}", d as usize));
            }
        }
    }

    #[test]
    fn exponential_is_formats_exponential() {
        for v in samples() {
            for d in [0u32, 1, 5] {
                check(
                    "exponential",
                    v,
                    exponential_exact(v, d),
                    format!("{v:.*e}", d as usize),
                );
            }
        }
    }

    /// Every sample a page may show (1e-9 to 1e9), one in three of the others (slow in a debug build).
    #[test]
    fn shortest_is_display() {
        for (i, v) in samples().into_iter().enumerate() {
            if i % 3 == 0 || (1e-9..1e9).contains(&v.abs()) {
                check("shortest", v, shortest(v), v.to_string());
            }
        }
    }
}
