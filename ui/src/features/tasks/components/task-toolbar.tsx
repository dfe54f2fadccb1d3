import { useLingui } from '@lingui/react/macro';
import { KanbanSquare, List } from 'lucide-react';
import { ClientFilter, FilterSelect, filterOptions, ListToolbar, ViewToggle } from '@/components/list-kit';
import { SearchInput } from '@/components/search-input';
import { PRIORITY_LABELS, STATUS_LABELS, TASK_PRIORITIES, TASK_STATUSES, type TaskFilters } from '../types';

export type TaskView = 'board' | 'list';

interface Props {
  search: string;
  onSearch: (value: string) => void;
  filters: TaskFilters;
  onFilter: (key: Exclude<keyof TaskFilters, 'search'>, value: string) => void;
  view: TaskView;
  onView: (view: TaskView) => void;
}

export function TaskToolbar({ search, onSearch, filters, onFilter, view, onView }: Props) {
  const { t } = useLingui();
  const views = [
    ['board', t({ message: 'Board', context: 'task view' }), KanbanSquare],
    ['list', t({ message: 'List', context: 'task view' }), List],
  ] as const;
  return (
    <ListToolbar
      search={<SearchInput label={t`Search tasks`} value={search} onChange={onSearch} placeholder={t`Search tasks`} />}
      view={<ViewToggle views={views} value={view} onChange={onView} />}
    >
      <FilterSelect
        label={t`Filter by status`}
        value={filters.status}
        onChange={(value) => onFilter('status', value)}
        all={t`All statuses`}
        options={filterOptions(TASK_STATUSES, STATUS_LABELS)}
      />
      <FilterSelect
        label={t`Filter by priority`}
        value={filters.priority}
        onChange={(value) => onFilter('priority', value)}
        all={t`All priorities`}
        options={filterOptions(TASK_PRIORITIES, PRIORITY_LABELS)}
      />
      <ClientFilter value={filters.client} onChange={(value) => onFilter('client', value)} />
    </ListToolbar>
  );
}
