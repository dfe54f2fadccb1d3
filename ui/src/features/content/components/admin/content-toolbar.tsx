import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { translated } from '@/lib/i18n-labels';
import { CalendarDays, LayoutGrid, List } from 'lucide-react';
import { ClientFilter, FilterSelect, filterOptions, ListToolbar, ViewToggle } from '@/components/list-kit';
import { SearchInput } from '@/components/search-input';
import {
  CONTENT_STATUSES,
  CONTENT_STATUS_LABELS,
  PLATFORM_LABELS,
  SOCIAL_PLATFORMS,
  type ContentFilters,
} from '../../types';

export type ContentView = 'grid' | 'list' | 'calendar';
export type ContentFilterKey = 'client' | 'status' | 'platform';

/**
 * The status select's last choice, beside the statuses: posts waiting for approval past their approve-by
 * time (`approval=overdue`). A list filter only: the calendar shows every post of its days.
 */
export const OVERDUE = 'overdue';
// 'Overdue' beside the statuses (a fixed-width select cuts longer words); the tooltip says it whole.
const OVERDUE_LABEL = msg`Overdue`;
const OVERDUE_TITLE = msg`Overdue approval`;

const VIEWS = [
  ['grid', msg({ message: 'Grid', context: 'view' }), LayoutGrid],
  ['list', msg({ message: 'List', context: 'view' }), List],
  ['calendar', msg({ message: 'Calendar', context: 'view' }), CalendarDays],
] as const;

interface Props {
  search: string;
  onSearch: (value: string) => void;
  filters: ContentFilters;
  onFilter: (key: ContentFilterKey, value: string) => void;
  view: ContentView;
  onView: (view: ContentView) => void;
}

export function ContentToolbar({ search, onSearch, filters, onFilter, view, onView }: Props) {
  const { t } = useLingui();
  const views = VIEWS.map(([key, label, icon]) => [key, t(label), icon] as const);
  const overdueOption = { value: OVERDUE, label: t(OVERDUE_LABEL), title: t(OVERDUE_TITLE) };
  return (
    <ListToolbar
      search={
        // The calendar asks for a date range, not a search: its posts are every post of those days.
        view !== 'calendar' && (
          <SearchInput label={t`Search content`} value={search} onChange={onSearch} placeholder={t`Search posts`} />
        )
      }
      view={<ViewToggle views={views} value={view} onChange={onView} className="lg:ml-auto" />}
    >
      <ClientFilter value={filters.client} onChange={(value) => onFilter('client', value)} />
      <FilterSelect
        label={t`Filter by status`}
        value={view !== 'calendar' && filters.approval === OVERDUE ? OVERDUE : filters.status}
        onChange={(value) => onFilter('status', value)}
        all={t`All statuses`}
        options={[
          ...filterOptions(CONTENT_STATUSES, translated(CONTENT_STATUS_LABELS)),
          ...(view === 'calendar' ? [] : [overdueOption]),
        ]}
      />
      <FilterSelect
        label={t`Filter by platform`}
        value={filters.platform}
        onChange={(value) => onFilter('platform', value)}
        all={t`All platforms`}
        options={filterOptions(SOCIAL_PLATFORMS, PLATFORM_LABELS)}
      />
    </ListToolbar>
  );
}
