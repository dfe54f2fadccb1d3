//! The index's word splitter: tantivy's `RegexTokenizer` with one difference. Tantivy's clones
//! its regex for every text it splits, and a cloned regex starts with an empty lazy automaton,
//! so each search built its Unicode word automaton afresh (a sixth of a client search's time).
//! This one keeps using its own regex, whose automaton stays warm between texts; the words are
//! the same.

use regex::Regex;
use tantivy::tokenizer::{Token, TokenStream, Tokenizer};

#[derive(Clone)]
pub struct Words {
    regex: Regex,
    token: Token,
}

impl Words {
    pub fn new(pattern: &str) -> Result<Words, regex::Error> {
        Ok(Words {
            regex: Regex::new(pattern)?,
            token: Token::default(),
        })
    }
}

impl Tokenizer for Words {
    type TokenStream<'a> = WordStream<'a>;

    fn token_stream<'a>(&'a mut self, text: &'a str) -> WordStream<'a> {
        self.token.reset();
        WordStream {
            regex: &self.regex,
            text,
            token: &mut self.token,
            cursor: 0,
        }
    }
}

pub struct WordStream<'a> {
    regex: &'a Regex,
    /// What is left of the text after the words so far.
    text: &'a str,
    token: &'a mut Token,
    cursor: usize,
}

impl TokenStream for WordStream<'_> {
    fn advance(&mut self) -> bool {
        let Some(found) = self.regex.find(self.text) else {
            return false;
        };
        if found.as_str().is_empty() {
            return false;
        }
        self.token.text.clear();
        self.token.text.push_str(found.as_str());
        self.token.offset_from = self.cursor + found.start();
        self.cursor += found.end();
        self.token.offset_to = self.cursor;
        self.token.position = self.token.position.wrapping_add(1);
        self.text = &self.text[found.end()..];
        true
    }

    fn token(&self) -> &Token {
        self.token
    }

    fn token_mut(&mut self) -> &mut Token {
        self.token
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use tantivy::tokenizer::RegexTokenizer;

    fn split<T: Tokenizer>(mut t: T, text: &str) -> Vec<(String, usize, usize, usize)> {
        let mut stream = t.token_stream(text);
        let mut out = Vec::new();
        while stream.advance() {
            let k = stream.token();
            out.push((k.text.clone(), k.offset_from, k.offset_to, k.position));
        }
        out
    }

    #[test]
    fn words_are_split_exactly_as_tantivys_regex_tokenizer_splits_them() {
        let pattern = super::super::WORD;
        for text in [
            "",
            "bench42@mail3.test",
            "Nora Émoji-Brennan, cafe\u{301} 12\u{bd} \u{0915}\u{093f}\u{0924}\u{093e}\u{092c}",
            "  --  ",
            "quartrly report Q3",
        ] {
            let ours = split(Words::new(pattern).unwrap(), text);
            let theirs = split(RegexTokenizer::new(pattern).unwrap(), text);
            assert_eq!(ours, theirs, "{text:?}");
        }
    }

    #[test]
    fn one_splitter_gives_the_same_words_every_time() {
        let mut words = Words::new(super::super::WORD).unwrap();
        let first = split(words.clone(), "spring launch reel");
        for _ in 0..3 {
            let mut stream = words.token_stream("spring launch reel");
            let mut n = 0;
            while stream.advance() {
                assert_eq!(stream.token().text, first[n].0);
                n += 1;
            }
            assert_eq!(n, 3);
        }
    }
}
