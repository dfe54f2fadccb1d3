import { useLingui } from '@lingui/react/macro';
import { Suspense, type ReactNode } from 'react';
import { Navigate, Route, Routes } from 'react-router';
import { FullScreenSpinner } from '@/components/spinner';
import { HomePage } from '@/features/marketing/components/home-page';
import { PublicLayout } from '@/features/marketing/components/public-layout';
import { shopEnabled, useOptionalBranding } from '@/lib/branding';
import { paths, REVIEW_PREFIX } from '@/lib/paths';
import { getToken } from '@/lib/storage';
import { RequireSignedIn, RequireSignedOut } from './guards';
import { browser, named } from './lazy-page';

// Each route group is its own chunk (lazy-page.tsx), so a visitor on / never downloads the dashboard or
// the auth screen. The home page is the one exception: it is the usual landing page, and loading it with
// the app saves a round trip.

const platforms = ['instagram', 'tiktok', 'youtube'] as const;
const legalPages = ['privacy', 'terms', 'refund', 'cookies'] as const;
const signedIn = browser && getToken() !== null;

const AboutPage = named(
  () => import('@/features/marketing/components/about/about-page').then((m) => m.AboutPage),
  paths.about,
);
const ContactPage = named(
  () => import('@/features/marketing/components/contact/contact-page').then((m) => m.ContactPage),
  paths.contact,
);
const HowItWorksPage = named(
  () => import('@/features/marketing/components/how-it-works/how-it-works-page').then((m) => m.HowItWorksPage),
  paths.howItWorks,
);
const ServicePage = named(
  () => import('@/features/marketing/components/services/service-page').then((m) => m.ServicePage),
  ...platforms.map((platform) => paths.services[platform]),
);
const LegalPage = named(
  () => import('@/features/marketing/components/legal/legal-page').then((m) => m.LegalPage),
  ...legalPages.map((kind) => paths[kind]),
);
const PricingPage = named(
  () => import('@/features/marketing/components/pricing/pricing-page').then((m) => m.PricingPage),
  paths.pricing,
);
const FaqPage = named(
  () => import('@/features/marketing/components/pricing/faq-page').then((m) => m.FaqPage),
  paths.faq,
);
const PlaceholderPage = named(
  () => import('@/features/marketing/components/placeholder-page').then((m) => m.PlaceholderPage),
  paths.checkout,
  paths.orderConfirmation,
  paths.blog,
);
const CartPage = named(() => import('@/features/marketing/components/cart-page').then((m) => m.CartPage), paths.cart);
const PaymentResultPage = named(
  () => import('@/features/marketing/components/payment-result-page').then((m) => m.PaymentResultPage),
  paths.paymentResult,
);
const NotFoundPage = named(() => import('@/features/marketing/components/not-found-page').then((m) => m.NotFoundPage));
// /auth sends a signed-in user on to the dashboard, and /dashboard a signed-out one to /auth.
const AuthRoute = named(() => import('./auth-route').then((m) => m.AuthRoute), ...(signedIn ? [] : [paths.auth]));
// A review link's page: preloaded when it is the page being opened, whatever its key.
const reviewPage =
  browser && window.location.pathname.startsWith(REVIEW_PREFIX) ? [window.location.pathname.replace(/\/+$/, '')] : [];
const ReviewRoute = named(() => import('./review-route').then((m) => m.ReviewRoute), ...reviewPage);
const DashboardRoute = named(
  () => import('./dashboard-route').then((m) => m.DashboardRoute),
  ...(signedIn ? [paths.dashboard] : []),
);

function fullScreen(node: ReactNode) {
  return <Suspense fallback={<FullScreenSpinner />}>{node}</Suspense>;
}

/** The shop's pages exist only while the agency has them on (Settings › Public site); else not found. */
function ShopPage({ page }: { page: ReactNode }) {
  return shopEnabled(useOptionalBranding()) ? page : <NotFoundPage />;
}

/** The route table of spec 001 section 2.1. */
export function AppRoutes() {
  const { t } = useLingui();
  return (
    <Routes>
      <Route element={<PublicLayout />}>
        <Route index element={<HomePage />} />
        <Route path={paths.about} element={<AboutPage />} />
        <Route path={paths.contact} element={<ContactPage />} />
        <Route path={paths.howItWorks} element={<HowItWorksPage />} />
        {platforms.map((platform) => (
          <Route
            key={platform}
            path={paths.services[platform]}
            element={<ServicePage key={platform} platform={platform} />}
          />
        ))}
        {legalPages.map((kind) => (
          <Route key={kind} path={paths[kind]} element={<LegalPage kind={kind} />} />
        ))}
        <Route path={paths.cart} element={<ShopPage page={<CartPage />} />} />
        <Route
          path={paths.checkout}
          element={<ShopPage page={<PlaceholderPage title={t`Checkout`} description={t`Complete your purchase`} />} />}
        />
        <Route
          path={paths.orderConfirmation}
          element={<ShopPage page={<PlaceholderPage title={t`Order confirmation`} />} />}
        />
        <Route
          path={paths.blog}
          element={<PlaceholderPage title={t`Blog`} description={t`Social media tips and insights coming soon`} />}
        />
        <Route path={paths.faq} element={<FaqPage />} />
        <Route path={paths.pricing} element={<PricingPage />} />
        <Route path={paths.paymentResult} element={<PaymentResultPage />} />
        <Route path="*" element={<NotFoundPage />} />
      </Route>
      <Route path={paths.auth} element={<RequireSignedOut>{fullScreen(<AuthRoute />)}</RequireSignedOut>} />
      <Route path={paths.dashboard} element={<RequireSignedIn>{fullScreen(<DashboardRoute />)}</RequireSignedIn>} />
      <Route path={`${paths.dashboard}/*`} element={<Navigate to={paths.dashboard} replace />} />
      {/* eslint-disable-next-line lingui/no-unlocalized-strings -- a route pattern */}
      <Route path={`${REVIEW_PREFIX}:key`} element={fullScreen(<ReviewRoute />)} />
    </Routes>
  );
}
