import { Bell, LayoutDashboard, Settings } from 'lucide-react';
import { Link } from 'react-router';
import { buttonClasses } from '@/components/button';
import { EmptyState } from '@/components/empty-state';
import { ClientOverview } from '@/features/client-overview/components/client-overview';
import { sectionHref } from '@/lib/paths';
import { isAdmin, welcomeWord, type User } from '@/lib/types';

/** 'Welcome back, {first name, else name, else Admin}!' (spec 000 section 2); 'Welcome' the first time. */
export function greetingName(user: User): string {
  return user.first_name?.trim() || user.name?.trim() || (isAdmin(user) ? 'Admin' : 'there');
}

export function OverviewSection({ user }: { user: User }) {
  const admin = isAdmin(user);
  // Clients get their dashboard overview (spec 001 section 2.4); the placeholder below stays for anyone else.
  if (!admin) return <ClientOverview user={user} />;
  return (
    <div className="space-y-6">
      <div className="rounded-2xl bg-gradient-to-r from-brand-600 to-brand-700 px-6 py-7 text-white shadow-sm sm:px-8">
        {/* Two lines at most, so a 200-character name cannot push the page down; the title holds it all. */}
        <h2 className="line-clamp-2 text-2xl font-bold tracking-tight wrap-anywhere" title={greetingName(user)}>
          {welcomeWord(user)}, <bdi>{greetingName(user)}</bdi>!
        </h2>
        <p className="mt-1 text-brand-100">
          {admin
            ? 'Here is where your agency stands today.'
            : 'Here is what is happening with your accounts and content.'}
        </p>
      </div>
      <EmptyState
        icon={LayoutDashboard}
        title="Nothing to report yet"
        description={
          admin
            ? 'Revenue, active clients, open tasks and overdue payments appear here once your agency has clients on Atrium.'
            : 'Your stats, upcoming payment and recent content appear here once your account team has set up your plan.'
        }
        action={
          <div className="flex flex-wrap justify-center gap-3">
            <Link to={sectionHref('settings')} className={buttonClasses('secondary')}>
              <Settings className="size-4" aria-hidden="true" /> Complete your profile
            </Link>
            <Link to={sectionHref('notifications')} className={buttonClasses('secondary')}>
              <Bell className="size-4" aria-hidden="true" /> View notifications
            </Link>
          </div>
        }
      />
    </div>
  );
}
