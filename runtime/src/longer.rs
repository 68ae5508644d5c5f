//! Serde helpers for an unbounded tuple's longer arrays: the variant `Longer(A, B, Vec<R>)`
//! of its enum by length holds the positional elements as fields and the elements after them
//! as a list, written as one flat JSON array (`[a, b, r1, r2]`). serde's derive would read
//! the variant as an array of exactly three, the last itself an array; generated code marks
//! the variant `#[serde(with = "::agent_approval_runtime::__private::longer::afterN")]`,
//! `N` the number of positional elements (1 to [`MOST_POSITIONS`]).
//!
//! Reading takes the `N` elements, then every element left, one at a time (linear in the
//! array); an array of `N` elements or fewer is refused (its own variant holds it).

use std::fmt;
use std::marker::PhantomData;

use serde::de::{Error as _, SeqAccess, Visitor};
use serde::ser::SerializeSeq;
use serde::{Deserialize, Deserializer, Serialize, Serializer};

/// The most positional elements a `Longer` variant has a helper for.
pub const MOST_POSITIONS: usize = 12;

/// One helper module per number of positional elements.
macro_rules! longer {
    ($($module:ident $n:literal: $($t:ident $v:ident),+;)+) => {$(
        #[doc = concat!("`Longer` after ", $n, " positional element(s).")]
        pub mod $module {
            use super::*;

            /// Writes the positional elements, then the rest, as one array.
            #[allow(clippy::too_many_arguments, clippy::ptr_arg)]
            pub fn serialize<S: Serializer, $($t: Serialize,)+ R: Serialize>(
                $($v: &$t,)+
                rest: &Vec<R>,
                s: S,
            ) -> Result<S::Ok, S::Error> {
                let mut seq = s.serialize_seq(Some($n + rest.len()))?;
                $(seq.serialize_element($v)?;)+
                for r in rest {
                    seq.serialize_element(r)?;
                }
                seq.end()
            }

            /// Reads an array of more than the positional elements.
            #[allow(clippy::type_complexity)]
            pub fn deserialize<'de, D: Deserializer<'de>, $($t: Deserialize<'de>,)+ R: Deserialize<'de>>(
                d: D,
            ) -> Result<($($t,)+ Vec<R>), D::Error> {
                struct Longer<$($t,)+ R>(PhantomData<($($t,)+ R)>);
                impl<'de, $($t: Deserialize<'de>,)+ R: Deserialize<'de>> Visitor<'de> for Longer<$($t,)+ R> {
                    type Value = ($($t,)+ Vec<R>);

                    fn expecting(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
                        write!(f, "an array of more than {} elements", $n)
                    }

                    fn visit_seq<Sq: SeqAccess<'de>>(self, mut seq: Sq) -> Result<Self::Value, Sq::Error> {
                        let mut read = 0usize;
                        $(
                            let Some($v) = seq.next_element::<$t>()? else {
                                return Err(Sq::Error::invalid_length(read, &self));
                            };
                            read += 1;
                        )+
                        let mut rest = Vec::new();
                        while let Some(r) = seq.next_element::<R>()? {
                            rest.push(r);
                        }
                        if rest.is_empty() {
                            return Err(Sq::Error::invalid_length(read, &self));
                        }
                        Ok(($($v,)+ rest))
                    }
                }
                d.deserialize_seq(Longer(PhantomData))
            }
        }
    )+};
}

longer! {
    after1 1: A a;
    after2 2: A a, B b;
    after3 3: A a, B b, C c;
    after4 4: A a, B b, C c, E e;
    after5 5: A a, B b, C c, E e, F f;
    after6 6: A a, B b, C c, E e, F f, G g;
    after7 7: A a, B b, C c, E e, F f, G g, H h;
    after8 8: A a, B b, C c, E e, F f, G g, H h, I i;
    after9 9: A a, B b, C c, E e, F f, G g, H h, I i, J j;
    after10 10: A a, B b, C c, E e, F f, G g, H h, I i, J j, K k;
    after11 11: A a, B b, C c, E e, F f, G g, H h, I i, J j, K k, L l;
    after12 12: A a, B b, C c, E e, F f, G g, H h, I i, J j, K k, L l, M m;
}

#[cfg(test)]
mod tests;
