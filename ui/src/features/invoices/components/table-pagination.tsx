import { ChevronLeft, ChevronRight } from 'lucide-react';
import { Button } from '@/components/button';
import { pageCount } from '../invoice-filters';

interface Props {
  page: number;
  pageSize: number;
  count: number;
  /** False when the server stopped counting early: `count` is then a lower bound. */
  countExact?: boolean;
  onPage: (page: number) => void;
  hasNext: boolean;
}

export function TablePagination({ page, pageSize, count, countExact = true, onPage, hasNext }: Props) {
  const first = count === 0 ? 0 : (page - 1) * pageSize + 1;
  const last = Math.min(count, page * pageSize);
  const total = countExact ? count.toLocaleString('en-US') : `at least ${count.toLocaleString('en-US')}`;
  return (
    <nav
      aria-label="Invoice pages"
      className="flex flex-wrap items-center justify-between gap-3 border-t border-slate-100 px-4 py-3 text-sm text-slate-600"
    >
      <p>
        {first}–{last} of {total}
        {countExact && (
          <span className="text-slate-500">
            {' '}
            · Page {page} of {pageCount(count, pageSize)}
          </span>
        )}
      </p>
      <div className="flex gap-2">
        <Button
          size="sm"
          variant="secondary"
          icon={<ChevronLeft className="size-4" aria-hidden="true" />}
          disabled={page <= 1}
          onClick={() => onPage(page - 1)}
        >
          Previous
        </Button>
        <Button size="sm" variant="secondary" disabled={!hasNext} onClick={() => onPage(page + 1)}>
          Next
          <ChevronRight className="size-4" aria-hidden="true" />
        </Button>
      </div>
    </nav>
  );
}
