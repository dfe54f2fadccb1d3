import type { Schemas } from '@/lib/types';

// Answer shapes come from the server's OpenAPI document, so the build checks every field.

/** What a review link opens: the client's name, the note, until when it works, and its posts. */
export type Review = Schemas['Review'];
/** A post as the reviewer sees it: as it will look, where it stands, this reviewer's decision, the thread. */
export type ReviewPost = Schemas['ReviewPost'];
export type ReviewComment = Schemas['ContentComment'];

export const FEEDBACK_MAX = 2000;
export const COMMENT_MAX = 2000;
