import { useParams } from 'react-router';
import { ReviewPage } from '@/features/review/components/review-page';
import { QueryProvider } from './query-provider';

/** /review/<key>: a review link's page, open to anyone holding the link (no sign-in). */
export function ReviewRoute() {
  const { key = '' } = useParams();
  return (
    <QueryProvider>
      {/* A new key is a new page: nothing of the last one's forms carries over. */}
      <ReviewPage key={key} linkKey={key} />
    </QueryProvider>
  );
}
