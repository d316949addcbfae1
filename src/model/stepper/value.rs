//! Values of the stepper's language and C's arithmetic on them: wrapping `int`, 32-bit `unsigned`, f32 `float`, `bool`.

use std::fmt;

/// A declared type.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Ty {
    Int,
    Uint,
    Float,
    Bool,
}

impl Ty {
    pub fn name(self) -> &'static str {
        match self {
            Ty::Int => "int",
            Ty::Uint => "unsigned",
            Ty::Float => "float",
            Ty::Bool => "bool",
        }
    }
}

/// One lane's value of one variable or array element.
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum Value {
    Int(i32),
    Uint(u32),
    Float(f32),
    Bool(bool),
}

impl Default for Value {
    fn default() -> Self {
        Value::Int(0)
    }
}

impl Value {
    pub fn ty(self) -> Ty {
        match self {
            Value::Int(_) => Ty::Int,
            Value::Uint(_) => Ty::Uint,
            Value::Float(_) => Ty::Float,
            Value::Bool(_) => Ty::Bool,
        }
    }

    /// C's truth: non-zero is true.
    pub fn truthy(self) -> bool {
        match self {
            Value::Int(v) => v != 0,
            Value::Uint(v) => v != 0,
            Value::Float(v) => v != 0.0,
            Value::Bool(v) => v,
        }
    }

    /// C's conversion on assignment; float to integer saturates (C leaves overflow undefined).
    pub fn convert(self, ty: Ty) -> Value {
        match ty {
            Ty::Int => Value::Int(self.as_i32()),
            Ty::Uint => Value::Uint(self.as_u32()),
            Ty::Float => Value::Float(self.as_f32()),
            Ty::Bool => Value::Bool(self.truthy()),
        }
    }

    /// An input number as a value of `ty`.
    pub fn from_f64(x: f64, ty: Ty) -> Value {
        match ty {
            Ty::Int => Value::Int(x as i32),
            Ty::Uint => {
                // Negative inputs wrap as they would when an int is stored into an unsigned.
                if x < 0.0 {
                    Value::Uint((x as i64) as u32)
                } else {
                    Value::Uint(x as u32)
                }
            }
            Ty::Float => Value::Float(x as f32),
            Ty::Bool => Value::Bool(x != 0.0),
        }
    }

    pub(crate) fn as_i32(self) -> i32 {
        match self {
            Value::Int(v) => v,
            Value::Uint(v) => v as i32,
            Value::Float(v) => v as i32,
            Value::Bool(v) => i32::from(v),
        }
    }

    pub(crate) fn as_u32(self) -> u32 {
        match self {
            Value::Int(v) => v as u32,
            Value::Uint(v) => v,
            Value::Float(v) => {
                if v < 0.0 {
                    (v as i32) as u32
                } else {
                    v as u32
                }
            }
            Value::Bool(v) => u32::from(v),
        }
    }

    pub(crate) fn as_f32(self) -> f32 {
        match self {
            Value::Int(v) => v as f32,
            Value::Uint(v) => v as f32,
            Value::Float(v) => v,
            Value::Bool(v) => f32::from(u8::from(v)),
        }
    }

    /// A whole number as i64 (array indices, switch selectors, work counts); `None` for a float.
    pub(crate) fn whole(self) -> Option<i64> {
        match self {
            Value::Int(v) => Some(i64::from(v)),
            Value::Uint(v) => Some(i64::from(v)),
            Value::Bool(v) => Some(i64::from(v)),
            Value::Float(_) => None,
        }
    }
}

impl fmt::Display for Value {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match *self {
            Value::Int(v) => write!(f, "{v}"),
            Value::Uint(v) => write!(f, "{v}"),
            Value::Bool(v) => write!(f, "{v}"),
            Value::Float(v) => {
                // Whole values keep a ".0" so a float reads as one; others show up to 4 decimals.
                if v.is_finite() && v == v.trunc() && v.abs() < 1e9 {
                    write!(f, "{}.0", v as i64)
                } else if v.is_nan() {
                    write!(f, "nan")
                } else if v.is_infinite() {
                    write!(f, "{}inf", if v < 0.0 { "-" } else { "" })
                } else {
                    let text = crate::model::fields::fixed(f64::from(v), 4);
                    let text = text.trim_end_matches('0');
                    let zero = if text.ends_with('.') { "0" } else { "" };
                    write!(f, "{text}{zero}")
                }
            }
        }
    }
}

/// A binary operator other than `&&` and `||` (those jump).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Bin {
    Add,
    Sub,
    Mul,
    Div,
    Rem,
    Shl,
    Shr,
    And,
    Or,
    Xor,
    Lt,
    Le,
    Gt,
    Ge,
    Eq,
    Ne,
}

impl Bin {
    pub(crate) fn symbol(self) -> &'static str {
        match self {
            Bin::Add => "+",
            Bin::Sub => "-",
            Bin::Mul => "*",
            Bin::Div => "/",
            Bin::Rem => "%",
            Bin::Shl => "<<",
            Bin::Shr => ">>",
            Bin::And => "&",
            Bin::Or => "|",
            Bin::Xor => "^",
            Bin::Lt => "<",
            Bin::Le => "<=",
            Bin::Gt => ">",
            Bin::Ge => ">=",
            Bin::Eq => "==",
            Bin::Ne => "!=",
        }
    }
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Un {
    Neg,
    Not,
    BitNot,
}

/// Why one lane's evaluation failed; the machine adds the lane, the line and the names.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Fault {
    DivZero,
    RemZero,
    /// The operator (or use) needs whole numbers but got a float.
    Whole(&'static str),
    Index {
        array: u16,
        index: i64,
        len: usize,
    },
    Unset(u16),
    /// Malformed code: never produced by the compiler, reported rather than panicking.
    Internal,
}

fn common(a: Ty, b: Ty) -> Ty {
    if a == Ty::Float || b == Ty::Float {
        Ty::Float
    } else if a == Ty::Uint || b == Ty::Uint {
        Ty::Uint
    } else {
        Ty::Int
    }
}

pub(crate) fn binary(op: Bin, a: Value, b: Value) -> Result<Value, Fault> {
    if matches!(op, Bin::Shl | Bin::Shr) {
        let n = match b {
            Value::Float(_) => return Err(Fault::Whole(op.symbol())),
            other => other.as_u32() & 31,
        };
        return match a {
            Value::Float(_) => Err(Fault::Whole(op.symbol())),
            Value::Uint(x) => Ok(Value::Uint(if op == Bin::Shl { x << n } else { x >> n })),
            other => {
                let x = other.as_i32();
                Ok(Value::Int(if op == Bin::Shl { x << n } else { x >> n }))
            }
        };
    }
    Ok(match common(a.ty(), b.ty()) {
        Ty::Float => {
            let (x, y) = (a.as_f32(), b.as_f32());
            match op {
                Bin::Add => Value::Float(x + y),
                Bin::Sub => Value::Float(x - y),
                Bin::Mul => Value::Float(x * y),
                Bin::Div => Value::Float(x / y),
                Bin::Lt => Value::Bool(x < y),
                Bin::Le => Value::Bool(x <= y),
                Bin::Gt => Value::Bool(x > y),
                Bin::Ge => Value::Bool(x >= y),
                Bin::Eq => Value::Bool(x == y),
                Bin::Ne => Value::Bool(x != y),
                _ => return Err(Fault::Whole(op.symbol())),
            }
        }
        Ty::Uint => {
            let (x, y) = (a.as_u32(), b.as_u32());
            match op {
                Bin::Add => Value::Uint(x.wrapping_add(y)),
                Bin::Sub => Value::Uint(x.wrapping_sub(y)),
                Bin::Mul => Value::Uint(x.wrapping_mul(y)),
                Bin::Div => Value::Uint(x.checked_div(y).ok_or(Fault::DivZero)?),
                Bin::Rem => Value::Uint(x.checked_rem(y).ok_or(Fault::RemZero)?),
                Bin::And => Value::Uint(x & y),
                Bin::Or => Value::Uint(x | y),
                Bin::Xor => Value::Uint(x ^ y),
                Bin::Lt => Value::Bool(x < y),
                Bin::Le => Value::Bool(x <= y),
                Bin::Gt => Value::Bool(x > y),
                Bin::Ge => Value::Bool(x >= y),
                Bin::Eq => Value::Bool(x == y),
                Bin::Ne => Value::Bool(x != y),
                Bin::Shl | Bin::Shr => return Err(Fault::Internal),
            }
        }
        _ => {
            let (x, y) = (a.as_i32(), b.as_i32());
            match op {
                Bin::Add => Value::Int(x.wrapping_add(y)),
                Bin::Sub => Value::Int(x.wrapping_sub(y)),
                Bin::Mul => Value::Int(x.wrapping_mul(y)),
                Bin::Div if y == 0 => return Err(Fault::DivZero),
                Bin::Div => Value::Int(x.wrapping_div(y)),
                Bin::Rem if y == 0 => return Err(Fault::RemZero),
                Bin::Rem => Value::Int(x.wrapping_rem(y)),
                Bin::And => Value::Int(x & y),
                Bin::Or => Value::Int(x | y),
                Bin::Xor => Value::Int(x ^ y),
                Bin::Lt => Value::Bool(x < y),
                Bin::Le => Value::Bool(x <= y),
                Bin::Gt => Value::Bool(x > y),
                Bin::Ge => Value::Bool(x >= y),
                Bin::Eq => Value::Bool(x == y),
                Bin::Ne => Value::Bool(x != y),
                Bin::Shl | Bin::Shr => return Err(Fault::Internal),
            }
        }
    })
}

pub(crate) fn unary(op: Un, a: Value) -> Result<Value, Fault> {
    Ok(match (op, a) {
        (Un::Not, v) => Value::Bool(!v.truthy()),
        (Un::Neg, Value::Float(x)) => Value::Float(-x),
        (Un::Neg, Value::Uint(x)) => Value::Uint(x.wrapping_neg()),
        (Un::Neg, v) => Value::Int(v.as_i32().wrapping_neg()),
        (Un::BitNot, Value::Float(_)) => return Err(Fault::Whole("~")),
        (Un::BitNot, Value::Uint(x)) => Value::Uint(!x),
        (Un::BitNot, v) => Value::Int(!v.as_i32()),
    })
}

/// The maths functions the language knows; their issue costs are in `cost::COST_TABLE`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Func {
    Sqrt,
    Exp,
    Log,
    Fabs,
    Abs,
    Min,
    Max,
    Fmin,
    Fmax,
}

impl Func {
    pub(crate) fn arity(self) -> usize {
        match self {
            Func::Min | Func::Max | Func::Fmin | Func::Fmax => 2,
            _ => 1,
        }
    }
}

pub(crate) fn call(f: Func, a: Value, b: Value) -> Value {
    match f {
        Func::Sqrt => Value::Float(a.as_f32().sqrt()),
        Func::Exp => Value::Float(a.as_f32().exp()),
        Func::Log => Value::Float(a.as_f32().ln()),
        Func::Fabs => Value::Float(a.as_f32().abs()),
        Func::Abs => match a {
            Value::Float(x) => Value::Float(x.abs()),
            Value::Uint(x) => Value::Uint(x),
            v => Value::Int(v.as_i32().wrapping_abs()),
        },
        Func::Fmin => Value::Float(a.as_f32().min(b.as_f32())),
        Func::Fmax => Value::Float(a.as_f32().max(b.as_f32())),
        Func::Min | Func::Max => {
            let pick_a = match common(a.ty(), b.ty()) {
                Ty::Float => (a.as_f32() <= b.as_f32()) == (f == Func::Min),
                Ty::Uint => (a.as_u32() <= b.as_u32()) == (f == Func::Min),
                _ => (a.as_i32() <= b.as_i32()) == (f == Func::Min),
            };
            let ty = common(a.ty(), b.ty());
            if pick_a {
                a.convert(ty)
            } else {
                b.convert(ty)
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn c_arithmetic() {
        let i = Value::Int;
        assert_eq!(binary(Bin::Add, i(i32::MAX), i(1)), Ok(i(i32::MIN)));
        assert_eq!(binary(Bin::Div, i(7), i(0)), Err(Fault::DivZero));
        assert_eq!(binary(Bin::Div, i(i32::MIN), i(-1)), Ok(i(i32::MIN)));
        assert_eq!(binary(Bin::Rem, i(-7), i(2)), Ok(i(-1)));
        // Unsigned wins over int, as in C: -1 < 1u is false.
        assert_eq!(
            binary(Bin::Lt, i(-1), Value::Uint(1)),
            Ok(Value::Bool(false))
        );
        assert_eq!(
            binary(Bin::Mul, i(3), Value::Float(0.5)),
            Ok(Value::Float(1.5))
        );
        assert_eq!(
            binary(Bin::Rem, Value::Float(1.0), i(2)),
            Err(Fault::Whole("%"))
        );
        assert_eq!(binary(Bin::Shl, i(1), i(33)), Ok(i(2)));
        assert_eq!(unary(Un::Neg, Value::Uint(1)), Ok(Value::Uint(u32::MAX)));
        assert_eq!(Value::Float(1e20).convert(Ty::Int), Value::Int(i32::MAX));
        assert_eq!(
            call(Func::Min, i(-1), Value::Uint(3)),
            Value::Uint(3),
            "min compares as unsigned"
        );
    }

    #[test]
    fn display_needs_no_float_formatter() {
        assert_eq!(Value::Float(2.0).to_string(), "2.0");
        assert_eq!(Value::Float(0.5).to_string(), "0.5");
        assert_eq!(Value::Float(-1.25).to_string(), "-1.25");
        assert_eq!(Value::Uint(7).to_string(), "7");
    }
}
