import { Trans } from '@lingui/react/macro';
import type { SuccessStory } from '@/lib/branding-types';
import { PersonImage } from '../shared/person-image';

export function StoryCards({ stories, audience }: { stories: SuccessStory[]; audience: string }) {
  return (
    <ul className="grid gap-6 md:grid-cols-3">
      {stories.map((story) => (
        <li key={story.handle} className="flex flex-col rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200">
          <div className="flex items-center gap-3">
            <PersonImage person={story} size={48} />
            <div>
              <p className="font-semibold text-slate-900">{story.name}</p>
              <p className="text-sm text-slate-600">{story.handle}</p>
            </div>
          </div>
          <p className="mt-4 flex-1 text-slate-700">“{story.text}”</p>
          <dl className="mt-4 flex justify-between border-t border-slate-100 pt-4 text-sm">
            <div>
              <dt className="text-slate-600 capitalize">{audience}</dt>
              <dd className="font-semibold text-slate-900">{story.followers}</dd>
            </div>
            <div className="text-right">
              <dt className="text-slate-600">
                <Trans>Growth</Trans>
              </dt>
              <dd className="font-semibold text-emerald-700">{story.growth}</dd>
            </div>
          </dl>
        </li>
      ))}
    </ul>
  );
}
