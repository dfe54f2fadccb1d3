import type { ReactNode } from 'react';
import { may } from '@/lib/seat';
import { useCurrentUser } from '@/lib/session';
import { isMember, isOwner } from '@/lib/staff-role';
import { isAdmin } from '@/lib/types';
import { AdminOnly } from './admin-only';
import { BackupsCard } from './backups-card';
import { BankSettingsCard } from './bank-settings-card';
import { CalendarFeedCard } from './calendar-feed-card';
import { ChangePasswordCard } from './change-password-card';
import { DangerZoneCard } from './danger-zone-card';
import { DefaultLanguageCard } from './default-language-card';
import { JobsCard } from './jobs-card';
import { MoneyTaxCard } from './money-tax-card';
import { CLIENT_PREFERENCES, MEMBER_PREFERENCES, NotificationPreferencesCard } from './notification-preferences-card';
import { LanguageCard } from './language-card';
import { ProfileInfoCard } from './profile-info-card';
import { PlansCard } from './plans-card';
import { PublicSiteCard, type SitePreviewComponent } from './public-site-card';
import { ProfilePhotoCard } from './profile-photo-card';
import { ReportScheduleCard } from './report-schedule-card';
import { StorageCard } from './storage-card';

/**
 * Everyone gets Security after the password (second factors and sessions; admins also the sign-in rules).
 * Admins get all six parts of spec 001 section 2.9, the monthly client reports, backups and scheduled jobs;
 * everyone else gets photo, information and password, the client's owner its team, the storage their files take, and
 * the one mail switch that concerns them: content approvals, feedback and comments. The audit log comes when
 * the app gives one (the agency's owners and a client's owner), before the danger zone for admins.
 * The agency's Staff comes first for all of its people; a manager sees none of the owners' parts (bank
 * details, plans, public site, report schedule, backups, jobs, audit log), which the server refuses it anyway.
 * An agency member has its own account's parts alone (photo, information, password, security, its mails):
 * none of the agency's, which the server refuses it.
 */
export function SettingsScreen({
  sitePreview,
  teamCard,
  security,
  auditLog,
  staff,
}: {
  sitePreview: SitePreviewComponent;
  /** Settings › Security (the security feature's): second factors, sessions and, for admins, sign-in rules. */
  security?: ReactNode;
  /** Settings › Audit log (the audit feature's), for the agency and a client's owner; left out for the others. */
  auditLog?: ReactNode;
  /** Settings › Staff (the staff feature's): the agency's own people, for all of them. */
  staff?: ReactNode;
  /** The client's team (the team feature's), shown to a seat that manages it. */
  teamCard?: (clientId: number) => ReactNode;
}) {
  const user = useCurrentUser();
  const owner = isOwner(user);
  if (isMember(user)) {
    return (
      <div className="mx-auto max-w-3xl space-y-6">
        <ProfilePhotoCard />
        <ProfileInfoCard key={user.id} />
        <LanguageCard />
        <ChangePasswordCard />
        {security}
        <NotificationPreferencesCard keys={MEMBER_PREFERENCES} />
      </div>
    );
  }
  return (
    <div className="mx-auto max-w-3xl space-y-6">
      <ProfilePhotoCard />
      {/* Remount when the user changes so the form starts from the saved values. */}
      <ProfileInfoCard key={user.id} />
      <LanguageCard />
      {/* The agency's default language, beside the reader's own: owners only (the server refuses the others). */}
      {owner && <DefaultLanguageCard />}
      <ChangePasswordCard />
      {security}
      {/* The feed is the content plan: not for a seat that reads no content. */}
      {may(user, 'content') && <CalendarFeedCard />}
      {isAdmin(user) && (
        <AdminOnly>
          {staff}
          {owner && (
            <>
              <BankSettingsCard />
              <PlansCard />
              <PublicSiteCard sitePreview={sitePreview} />
            </>
          )}
          {/* Owners and managers: the currency, tax and what the invoices say of the agency. */}
          <MoneyTaxCard />
          <NotificationPreferencesCard />
          {owner && (
            <>
              <ReportScheduleCard />
              <BackupsCard />
              <JobsCard />
              {auditLog}
            </>
          )}
          <DangerZoneCard />
        </AdminOnly>
      )}
      {!isAdmin(user) && (
        <>
          {may(user, 'team') && user.client_id !== null && teamCard?.(user.client_id)}
          {auditLog}
          <StorageCard />
          <NotificationPreferencesCard keys={CLIENT_PREFERENCES} />
        </>
      )}
    </div>
  );
}
