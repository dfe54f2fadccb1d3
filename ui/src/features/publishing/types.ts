import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { Schemas } from '@/lib/types';

export type PublishingSummary = Schemas['PublishingSummary'];
export type PublishingAccount = Schemas['PublishingAccount'];
export type LateApproval = Schemas['LateApproval'];
export type QueueStage = Schemas['QueueStage'];
export type QueuePost = Schemas['ContentPost'];
export type QueuePage = Schemas['Paginated_ContentPost'];

/** The stages' labels are message descriptors, said in the reader's language where they are shown. */
export const QUEUE_STAGES: ReadonlyArray<{ id: QueueStage; label: MessageDescriptor }> = [
  {
    id: 'upcoming',
    label: msg({ message: 'Upcoming', comment: 'A stage of the publishing queue: posts waiting for their time' }),
  },
  {
    id: 'publishing',
    label: msg({ message: 'Publishing', comment: 'A stage of the publishing queue: posts going out now' }),
  },
  { id: 'published', label: msg({ message: 'Published', comment: 'A stage of the publishing queue' }) },
  {
    id: 'failed',
    label: msg({ message: 'Failed', comment: 'A stage of the publishing queue: posts whose publication failed' }),
  },
];

export const QUEUE_PAGE_SIZE = 20;

export const LATE_APPROVAL_LABELS: Record<LateApproval, MessageDescriptor> = {
  publish: msg`Publish at once`,
  hold: msg`Hold for me`,
};

export const LATE_APPROVAL_HINTS: Record<LateApproval, MessageDescriptor> = {
  publish: msg`It goes out as soon as it is approved.`,
  hold: msg`It waits until someone presses Publish now or gives it a new time.`,
};
