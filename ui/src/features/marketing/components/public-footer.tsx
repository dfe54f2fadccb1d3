import { Lock, ShieldCheck } from 'lucide-react';
import { Link } from 'react-router';
import { Logo } from '@/components/logo';
import { paths } from '@/lib/paths';

const groups = [
  {
    title: 'Services',
    links: [
      { to: paths.services.instagram, label: 'Instagram growth' },
      { to: paths.services.tiktok, label: 'TikTok growth' },
      { to: paths.services.youtube, label: 'YouTube growth' },
    ],
  },
  {
    title: 'Support',
    links: [
      { to: paths.howItWorks, label: 'How it works' },
      { to: paths.contact, label: 'Contact' },
      { to: paths.faq, label: 'FAQ' },
    ],
  },
  {
    title: 'Legal',
    links: [
      { to: paths.privacy, label: 'Privacy policy' },
      { to: paths.terms, label: 'Terms of service' },
      { to: paths.refund, label: 'Refund policy' },
      { to: paths.cookies, label: 'Cookie policy' },
    ],
  },
];

export function PublicFooter() {
  return (
    <footer className="border-t border-slate-200 bg-white">
      <div className="mx-auto grid max-w-6xl gap-10 px-4 py-12 sm:px-6 md:grid-cols-4">
        <div className="space-y-3">
          <Logo />
          <p className="text-sm text-slate-500">The client portal for social media agencies.</p>
        </div>
        {groups.map((group) => (
          <nav key={group.title} aria-label={group.title}>
            <h2 className="text-sm font-semibold text-slate-900">{group.title}</h2>
            <ul className="mt-3 space-y-2">
              {group.links.map((link) => (
                <li key={link.to}>
                  <Link to={link.to} className="text-sm text-slate-600 hover:text-brand-700">
                    {link.label}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        ))}
      </div>
      <div className="border-t border-slate-100">
        <div className="mx-auto flex max-w-6xl flex-wrap items-center justify-between gap-3 px-4 py-5 text-sm text-slate-500 sm:px-6">
          <p>© {new Date().getFullYear()} Atrium</p>
          <div className="flex gap-4">
            <span className="inline-flex items-center gap-1.5">
              <Lock className="size-4" aria-hidden="true" /> SSL Secured
            </span>
            <span className="inline-flex items-center gap-1.5">
              <ShieldCheck className="size-4" aria-hidden="true" /> Safe &amp; Secure
            </span>
          </div>
        </div>
      </div>
    </footer>
  );
}
