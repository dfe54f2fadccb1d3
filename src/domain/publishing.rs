//! Publishing's words and rules: what a platform makes of a post's media (or why it cannot take
//! them), and where a post stands on its way out. One place, read both by the publisher and by
//! the screens, so what a post shows is what the publisher will do.

use super::social::SocialPlatform;
use super::vocabulary;

// Where an approved post stands on its way to its platform.
vocabulary! {
    pub enum PublishState {
        NotApproved = "not_approved", Manual = "manual", NeedsAccount = "needs_account",
        NeedsReconnect = "needs_reconnect", NotPublishable = "not_publishable",
        Paused = "paused", Held = "held", Scheduled = "scheduled", Queued = "queued",
        Publishing = "publishing", Published = "published", Failed = "failed",
        ByHand = "by_hand",
    }
}

// What a post becomes on its platform.
vocabulary! {
    pub enum PublishFormat { Image = "image", Carousel = "carousel", Reel = "reel", Video = "video" }
}

// Who may watch a YouTube video.
vocabulary! { pub enum Privacy { Public = "public", Unlisted = "unlisted", Private = "private" } }

// The vocabulary macro writes the enum, so `#[default]` cannot be put on its variant.
#[allow(clippy::derivable_impls)]
impl Default for Privacy {
    fn default() -> Privacy {
        Privacy::Public
    }
}

// A post approved after its scheduled time: published at once, or held for a person.
vocabulary! { pub enum LateApproval { Publish = "publish", Hold = "hold" } }

vocabulary! { pub enum MediaKind { Image = "image", Video = "video" } }

// The queue's four lists.
vocabulary! {
    pub enum QueueStage {
        Upcoming = "upcoming", Publishing = "publishing", Published = "published", Failed = "failed",
    }
}

// The publisher's own record of a post (the `publications` row).
vocabulary! {
    pub enum RowState {
        Queued = "queued", Publishing = "publishing", Published = "published", Failed = "failed",
    }
}

/// Instagram's limits, as its content publishing API documents them.
pub const INSTAGRAM_CAPTION_MAX: usize = 2200;
pub const INSTAGRAM_MEDIA_MAX: usize = 10;
/// YouTube's limits on a video's title and on its tags taken together.
pub const YOUTUBE_TITLE_MAX: usize = 100;
pub const YOUTUBE_TAGS_MAX: usize = 500;

/// Why a platform cannot take a post: `waits` when the post may still be saved so (a draft
/// before its media are ready, a caption still too long: the post shows why it cannot go out);
/// not when the media themselves are what no platform form takes (two videos on YouTube), which
/// the request's own shape cannot say (its text fields are the same for every platform).
struct Problem {
    /// The post's field it is about: `images`, `title` or `content`.
    field: &'static str,
    text: String,
    waits: bool,
}

fn problem(field: &'static str, text: impl Into<String>, waits: bool) -> Problem {
    Problem {
        field,
        text: text.into(),
        waits,
    }
}

fn check(
    platform: SocialPlatform,
    media: &[MediaKind],
    title: &str,
    caption: &str,
) -> (Option<PublishFormat>, Vec<Problem>) {
    let videos = media.iter().filter(|m| **m == MediaKind::Video).count();
    let images = media.len() - videos;
    let mut problems = Vec::new();
    let format = match platform {
        SocialPlatform::Tiktok => None,
        SocialPlatform::Instagram => {
            if caption.chars().count() > INSTAGRAM_CAPTION_MAX {
                problems.push(problem(
                    "content",
                    format!("Instagram captions take at most {INSTAGRAM_CAPTION_MAX} characters."),
                    true,
                ));
            }
            match (images, videos) {
                (0, 0) => {
                    problems.push(problem(
                        "images",
                        "Instagram needs an image or a video.",
                        true,
                    ));
                    None
                }
                (1, 0) => Some(PublishFormat::Image),
                (0, 1) => Some(PublishFormat::Reel),
                _ if media.len() > INSTAGRAM_MEDIA_MAX => {
                    problems.push(problem(
                        "images",
                        format!(
                            "An Instagram carousel holds at most {INSTAGRAM_MEDIA_MAX} images or \
                             videos."
                        ),
                        false,
                    ));
                    None
                }
                _ => Some(PublishFormat::Carousel),
            }
        }
        SocialPlatform::Youtube => {
            if title.trim().is_empty() {
                problems.push(problem("title", "YouTube needs a title.", true));
            } else if title.chars().count() > YOUTUBE_TITLE_MAX {
                problems.push(problem(
                    "title",
                    format!("YouTube titles take at most {YOUTUBE_TITLE_MAX} characters."),
                    true,
                ));
            }
            if title.contains(['<', '>']) {
                problems.push(problem(
                    "title",
                    "YouTube titles cannot contain < or >.",
                    false,
                ));
            }
            match (images, videos) {
                (0, 1) => Some(PublishFormat::Video),
                (0, 0) => {
                    problems.push(problem("images", "YouTube needs a video.", true));
                    None
                }
                // Images on a YouTube post from before videos were taken: replacing them with
                // a video mends it.
                (_, 0) => {
                    problems.push(problem(
                        "images",
                        "YouTube takes a video, not images.",
                        true,
                    ));
                    None
                }
                _ => {
                    problems.push(problem(
                        "images",
                        "YouTube takes one video per post and no images.",
                        false,
                    ));
                    None
                }
            }
        }
    };
    (format, problems)
}

/// What Instagram or YouTube makes of a post, or every reason it cannot take it as it is.
/// TikTok is published by hand: it has no format here.
pub fn format_of(
    platform: SocialPlatform,
    media: &[MediaKind],
    title: &str,
    caption: &str,
) -> Result<Option<PublishFormat>, Vec<String>> {
    let (format, problems) = check(platform, media, title, caption);
    if problems.is_empty() {
        Ok(format)
    } else {
        Err(problems.into_iter().map(|p| p.text).collect())
    }
}

/// The problems refused when a post is saved: media no form of the platform takes (more than ten
/// on Instagram, more than one video or a video beside images on YouTube). The rest (a missing
/// video, a title or caption the platform finds too long) show on the post until it is due.
/// Each answered with the field it is about (`images`, `title`, `content`).
pub fn refused_on_save(
    platform: SocialPlatform,
    media: &[MediaKind],
    title: &str,
    caption: &str,
) -> Vec<(&'static str, String)> {
    let (_, problems) = check(platform, media, title, caption);
    problems
        .into_iter()
        .filter(|p| !p.waits)
        .map(|p| (p.field, p.text))
        .collect()
}

/// A YouTube post's tags, trimmed, without empty ones or repeats.
pub fn clean_tags(tags: &[String]) -> Vec<String> {
    let mut out: Vec<String> = Vec::new();
    for tag in tags.iter().map(|t| t.trim()).filter(|t| !t.is_empty()) {
        if !out.iter().any(|t| t.eq_ignore_ascii_case(tag)) {
            out.push(tag.to_string());
        }
    }
    out
}

/// Why YouTube would refuse a post's tags: together at most 500 characters as YouTube counts
/// them (a tag with a space counts its quotes), none with `<` or `>`. Shown on the post, like a
/// title too long, rather than refused on save.
pub fn tag_problems(platform: SocialPlatform, tags: &[String]) -> Vec<String> {
    if platform != SocialPlatform::Youtube {
        return Vec::new();
    }
    let mut problems = Vec::new();
    if tags.iter().any(|t| t.contains(['<', '>'])) {
        problems.push("YouTube tags cannot contain < or >.".to_string());
    }
    let length: usize = tags
        .iter()
        .map(|t| t.chars().count() + if t.contains(' ') { 2 } else { 0 })
        .sum::<usize>()
        + tags.len().saturating_sub(1);
    if length > YOUTUBE_TAGS_MAX {
        problems.push(format!(
            "YouTube takes at most {YOUTUBE_TAGS_MAX} characters of tags in all."
        ));
    }
    problems
}

/// Whether a post's account can publish: connected with the publishing permission, connected
/// before that permission was asked for, or none at all.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum AccountReady {
    Ready,
    NoPermission,
    Missing,
}

/// What decides where a post stands.
#[derive(Debug, Clone)]
pub struct Facts {
    pub approved: bool,
    pub posted: bool,
    pub platform: SocialPlatform,
    pub row: Option<RowState>,
    pub by_hand: bool,
    pub paused: bool,
    pub account: AccountReady,
    /// Approved after its time, with the agency's setting to hold such posts.
    pub held: bool,
    pub problems: Vec<String>,
}

pub fn state_of(f: &Facts) -> PublishState {
    if f.posted {
        return match (f.row, f.by_hand) {
            (Some(RowState::Published), false) => PublishState::Published,
            _ => PublishState::ByHand,
        };
    }
    if !f.approved {
        return PublishState::NotApproved;
    }
    if f.platform == SocialPlatform::Tiktok {
        return PublishState::Manual;
    }
    match f.row {
        Some(RowState::Publishing) => return PublishState::Publishing,
        Some(RowState::Failed) => return PublishState::Failed,
        Some(RowState::Queued) => return PublishState::Queued,
        Some(RowState::Published) => return PublishState::Published,
        None => {}
    }
    if f.paused {
        PublishState::Paused
    } else if f.account == AccountReady::Missing {
        PublishState::NeedsAccount
    } else if f.account == AccountReady::NoPermission {
        PublishState::NeedsReconnect
    } else if !f.problems.is_empty() {
        PublishState::NotPublishable
    } else if f.held {
        PublishState::Held
    } else {
        PublishState::Scheduled
    }
}

impl PublishState {
    /// "Publish now": an approved post that waits (for its time, a person, or a paused client),
    /// on an account that can publish it.
    pub fn may_publish_now(self) -> bool {
        matches!(
            self,
            PublishState::Scheduled | PublishState::Held | PublishState::Paused
        )
    }

    /// The queue list a post is shown in; none for a post that is not on its way out.
    pub fn stage(self) -> Option<QueueStage> {
        match self {
            PublishState::NotApproved | PublishState::Manual => None,
            PublishState::Publishing | PublishState::Queued => Some(QueueStage::Publishing),
            PublishState::Published | PublishState::ByHand => Some(QueueStage::Published),
            PublishState::Failed => Some(QueueStage::Failed),
            _ => Some(QueueStage::Upcoming),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use MediaKind::{Image, Video};

    #[test]
    fn instagram_makes_an_image_post_a_reel_or_a_carousel_of_what_a_post_holds() {
        let ig = |m: &[MediaKind]| format_of(SocialPlatform::Instagram, m, "", "Hi");
        assert_eq!(ig(&[Image]), Ok(Some(PublishFormat::Image)));
        assert_eq!(ig(&[Video]), Ok(Some(PublishFormat::Reel)));
        assert_eq!(ig(&[Image, Video]), Ok(Some(PublishFormat::Carousel)));
        assert!(ig(&[]).is_err());
        assert!(ig(&[Image; 11]).is_err());
    }

    #[test]
    fn youtube_takes_one_video_with_a_title_and_says_why_not_otherwise() {
        let yt = |m: &[MediaKind], t: &str| format_of(SocialPlatform::Youtube, m, t, "");
        assert_eq!(yt(&[Video], "Launch"), Ok(Some(PublishFormat::Video)));
        assert_eq!(
            yt(&[Video], ""),
            Err(vec!["YouTube needs a title.".to_string()])
        );
        assert!(yt(&[Video, Video], "Two").is_err());
        assert!(yt(&[Image], "Still").is_err());
        assert!(yt(&[Video], &"x".repeat(101)).is_err());
    }

    #[test]
    fn saving_refuses_what_no_later_upload_can_mend_and_lets_a_draft_wait_for_its_media() {
        let save = |p, m: &[MediaKind], t: &str| refused_on_save(p, m, t, "");
        assert!(save(SocialPlatform::Youtube, &[], "").is_empty());
        assert!(save(SocialPlatform::Instagram, &[], "").is_empty());
        assert_eq!(
            save(SocialPlatform::Youtube, &[Video, Video], "Two").len(),
            1
        );
        assert_eq!(
            save(SocialPlatform::Youtube, &[Image, Video], "Mix").len(),
            1
        );
        assert!(save(SocialPlatform::Tiktok, &[Image, Video], "").is_empty());
        assert!(save(SocialPlatform::Youtube, &[Video], &"x".repeat(101)).is_empty());
    }

    #[test]
    fn tags_are_trimmed_once_each_and_youtube_says_what_it_would_refuse_in_them() {
        let tags = |t: &[&str]| t.iter().map(|s| s.to_string()).collect::<Vec<_>>();
        assert_eq!(
            clean_tags(&tags(&[" studio ", "", "Studio", "behind the scenes"])),
            tags(&["studio", "behind the scenes"])
        );
        let yt = |t: &[String]| tag_problems(SocialPlatform::Youtube, t);
        assert!(yt(&tags(&["a", "b c"])).is_empty());
        assert_eq!(yt(&tags(&["<b>"])).len(), 1);
        // 100 tags of 4 letters: 400 letters and 99 commas, 499 in all; one more is too many.
        let many: Vec<String> = (0..100).map(|n| format!("t{n:03}")).collect();
        assert!(yt(&many).is_empty());
        let more: Vec<String> = (0..101).map(|n| format!("t{n:03}")).collect();
        assert_eq!(yt(&more).len(), 1);
        assert!(tag_problems(SocialPlatform::Instagram, &tags(&["<b>"])).is_empty());
    }

    #[test]
    fn a_post_stands_where_its_first_unmet_condition_puts_it() {
        let mut f = Facts {
            approved: true,
            posted: false,
            platform: SocialPlatform::Instagram,
            row: None,
            by_hand: false,
            paused: false,
            account: AccountReady::Ready,
            held: false,
            problems: Vec::new(),
        };
        assert_eq!(state_of(&f), PublishState::Scheduled);
        f.held = true;
        assert_eq!(state_of(&f), PublishState::Held);
        f.account = AccountReady::NoPermission;
        assert_eq!(state_of(&f), PublishState::NeedsReconnect);
        f.paused = true;
        assert_eq!(state_of(&f), PublishState::Paused);
        f.row = Some(RowState::Failed);
        assert_eq!(state_of(&f), PublishState::Failed);
        f.platform = SocialPlatform::Tiktok;
        assert_eq!(state_of(&f), PublishState::Manual);
        f.posted = true;
        assert_eq!(state_of(&f), PublishState::ByHand);
    }
}
