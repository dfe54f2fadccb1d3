import { describe, expect, it } from 'vitest';
import { i18n } from '@/lib/i18n';
import { approvedOnBehalf, behalfQuestion, onBehalfOf, waitsForClient } from './approve-for-client';
import type { ContentPost, ContentStatus } from './types';

const post = (status: ContentStatus, awaiting: ContentPost['awaiting'], client_name = 'Maya Chen') => ({
  status,
  awaiting,
  client_name,
});

describe('approving for the client', () => {
  it('asks only about pending posts that wait for the client, not about client submissions', () => {
    expect(waitsForClient(post('pending-approval', 'client'))).toBe(true);
    expect(waitsForClient(post('pending-approval', 'agency'))).toBe(false);
    expect(waitsForClient(post('approved', null))).toBe(false);
    const mixed = [post('pending-approval', 'client'), post('pending-approval', 'agency', 'Jonas Weber')];
    expect(onBehalfOf(mixed)).toEqual([mixed[0]]);
  });

  it("names the one client whose approval it stands in for, or says 'your clients'", () => {
    expect(i18n._(behalfQuestion([post('pending-approval', 'client')]))).toBe("Approve on Maya Chen's behalf?");
    const two = [post('pending-approval', 'client'), post('pending-approval', 'client', 'Jonas Weber')];
    expect(i18n._(behalfQuestion(two))).toBe("Approve on your clients' behalf?");
    expect(i18n._(approvedOnBehalf({ client_name: 'Maya Chen' }, 'Spring launch'))).toBe(
      `"Spring launch" approved on Maya Chen's behalf.`,
    );
    expect(i18n._(approvedOnBehalf({ client_name: 'Maya Chen' }))).toBe("Post approved on Maya Chen's behalf.");
  });
});
