//! Newest-first pages that stop early. The index is sorted by `rank` (date, then id, both
//! descending), so within a segment the first matches are the newest: a page needs only the
//! first `offset + limit` matches of each segment, and the total is counted up to a cap (past
//! it, the answer says "at least"). An estimate was tempting, but the date filters pick a block
//! of the sorted order, which no extrapolation from the first matches gets right. Its cost follows the page asked for and the cap, never the number of
//! matches; ranking by relevance instead would have to score every match.

use std::sync::atomic::{AtomicU64, Ordering};

use tantivy::collector::{Collector, SegmentCollector};
use tantivy::columnar::Column;
use tantivy::query::Weight;
use tantivy::{DocId, DocSet, Score, SegmentOrdinal, SegmentReader, TERMINATED};

/// Matches counted exactly before the rest is estimated. Counting is the only part that grows
/// with the matches; 1,000 is ten times what a person pages through, and costs tens of
/// microseconds.
pub const EXACT_UP_TO: usize = 1_000;

pub struct Newest {
    /// Hits to keep per segment: the page's offset plus its length.
    keep: usize,
    /// Matches to count over the index: `EXACT_UP_TO`, or none when the total is known.
    count_to: u64,
    /// Matches counted so far over the segments walked: the cap is for the whole index, or an
    /// index of ten segments would count ten thousand.
    counted: AtomicU64,
}

impl Newest {
    pub fn new(keep: usize, count: bool) -> Newest {
        Newest {
            keep,
            count_to: if count { EXACT_UP_TO as u64 } else { 0 },
            counted: AtomicU64::new(0),
        }
    }
}

/// What one segment (or, merged, the whole index) found.
pub struct Found {
    /// (rank, id), newest first; up to `keep`.
    pub hits: Vec<(i64, u64)>,
    pub total: u64,
    pub exact: bool,
}

pub struct SegmentNewest {
    keep: usize,
    rank: Column<i64>,
    id: Column<u64>,
    counted: u64,
    hits: Vec<(i64, u64)>,
    more: bool,
}

impl SegmentCollector for SegmentNewest {
    type Fruit = Found;

    fn collect(&mut self, doc: DocId, _score: Score) {
        self.counted += 1;
        if self.hits.len() < self.keep
            && let (Some(rank), Some(id)) = (self.rank.first(doc), self.id.first(doc))
        {
            self.hits.push((rank, id));
        }
    }

    fn harvest(self) -> Found {
        Found {
            hits: self.hits,
            total: self.counted,
            exact: !self.more,
        }
    }
}

impl Collector for Newest {
    type Fruit = Found;
    type Child = SegmentNewest;

    fn for_segment(
        &self,
        _segment: SegmentOrdinal,
        reader: &SegmentReader,
    ) -> tantivy::Result<SegmentNewest> {
        let fast = reader.fast_fields();
        Ok(SegmentNewest {
            keep: self.keep,
            rank: fast.i64("rank")?,
            id: fast.u64("id")?,
            counted: 0,
            hits: Vec::with_capacity(self.keep.min(256)),
            more: false,
        })
    }

    fn requires_scoring(&self) -> bool {
        false
    }

    /// Walks the segment's matches itself (the default walks all of them) and stops once the
    /// page is filled and the cap counted.
    fn collect_segment(
        &self,
        weight: &dyn Weight,
        segment: SegmentOrdinal,
        reader: &SegmentReader,
    ) -> tantivy::Result<Found> {
        let mut child = self.for_segment(segment, reader)?;
        let left = self
            .count_to
            .saturating_sub(self.counted.load(Ordering::Relaxed));
        let stop = (self.keep as u64).max(left);
        let alive = reader.alive_bitset();
        let mut scorer = weight.scorer(reader, 1.0)?;
        let mut doc = scorer.doc();
        while doc != TERMINATED {
            if alive.is_none_or(|a| a.is_alive(doc)) {
                if child.counted == stop {
                    child.more = true;
                    break;
                }
                child.collect(doc, 0.0);
            }
            doc = scorer.advance();
        }
        self.counted.fetch_add(child.counted, Ordering::Relaxed);
        Ok(child.harvest())
    }

    fn merge_fruits(&self, segments: Vec<Found>) -> tantivy::Result<Found> {
        let mut merged = Found {
            hits: Vec::new(),
            total: 0,
            exact: true,
        };
        for found in segments {
            merged.hits.extend(found.hits);
            merged.total += found.total;
            merged.exact &= found.exact;
        }
        merged.hits.sort_unstable_by(|a, b| b.cmp(a));
        merged.hits.truncate(self.keep);
        Ok(merged)
    }
}

/// The sort key of a document: its date in seconds, then its id, so that equal dates keep the
/// lists' order (newest date first, then the higher id). Ids wrap at 2^20 in the key, which only
/// blurs ties between objects a million ids apart scheduled to the same second.
pub fn rank(date: i64, id: i64) -> i64 {
    date.saturating_mul(1 << 20).saturating_add(id & 0xF_FFFF)
}
