import type { Schemas } from '@/lib/types';

export type PublishingSummary = Schemas['PublishingSummary'];
export type PublishingAccount = Schemas['PublishingAccount'];
export type LateApproval = Schemas['LateApproval'];
export type QueueStage = Schemas['QueueStage'];
export type QueuePost = Schemas['ContentPost'];
export type QueuePage = Schemas['Paginated_ContentPost'];

export const QUEUE_STAGES: ReadonlyArray<{ id: QueueStage; label: string }> = [
  { id: 'upcoming', label: 'Upcoming' },
  { id: 'publishing', label: 'Publishing' },
  { id: 'published', label: 'Published' },
  { id: 'failed', label: 'Failed' },
];

export const QUEUE_PAGE_SIZE = 20;

export const LATE_APPROVAL_LABELS: Record<LateApproval, string> = {
  publish: 'Publish at once',
  hold: 'Hold for me',
};

export const LATE_APPROVAL_HINTS: Record<LateApproval, string> = {
  publish: 'It goes out as soon as it is approved.',
  hold: 'It waits until someone presses Publish now or gives it a new time.',
};
