import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { ContentPost } from './types';

type Waiting = Pick<ContentPost, 'status' | 'awaiting' | 'client_name'>;

/**
 * The agency approving a post that waits for its client's approval records that approval for the client
 * (the server notes it in the history). That is never done without a word: these are the posts to ask about.
 */
export function waitsForClient(post: Pick<ContentPost, 'status' | 'awaiting'>): boolean {
  return post.status === 'pending-approval' && post.awaiting === 'client';
}

export function onBehalfOf<P extends Waiting>(posts: P[]): P[] {
  return posts.filter(waitsForClient);
}

/** Whose approval it stands in for: one client by name, else the clients. */
export function clientsOf(posts: Waiting[]): { one: string | null } {
  const names = [...new Set(posts.map((post) => post.client_name))];
  return { one: names.length === 1 ? names[0]! : null };
}

export function behalfQuestion(posts: Waiting[]): MessageDescriptor {
  const { one } = clientsOf(posts);
  return one ? msg`Approve on ${one}'s behalf?` : msg`Approve on your clients' behalf?`;
}

/** The success line: '"Spring launch" approved on Maya Chen's behalf.' */
export function approvedOnBehalf(post: Pick<ContentPost, 'client_name'>, name?: string): MessageDescriptor {
  const client = post.client_name;
  return name ? msg`"${name}" approved on ${client}'s behalf.` : msg`Post approved on ${client}'s behalf.`;
}
