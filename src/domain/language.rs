//! The languages Atrium speaks. English is the source of every word; Arabic is there so a
//! right-to-left reader's layout is tested, with a catalog as complete as the others.

use super::vocabulary;

// The languages a reader may choose; the wire and stored spelling is the ISO 639-1 code.
vocabulary! {
    pub enum Language {
        En = "en", De = "de", Es = "es", Fr = "fr", Sq = "sq", Ar = "ar",
    }
}

impl Language {
    /// Written right to left.
    pub fn rtl(self) -> bool {
        self == Language::Ar
    }

    /// What a PDF for this reader is written in: the standard PDF fonts have no Arabic letters
    /// (nor shaping), so an Arabic reader's invoices and reports are in English.
    pub fn in_pdf(self) -> Language {
        if self.rtl() { Language::En } else { self }
    }
}
