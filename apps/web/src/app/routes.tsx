import { Navigate, type RouteObject } from 'react-router';
import { GuestOnly } from '@/app/routes/guest-only';
import { publicSiteRoute } from '@/app/routes/public/public-routes';
import { RequireAuth } from '@/app/routes/require-auth';
import { RequireRole } from '@/app/routes/require-role';
import { RootLayout } from '@/app/routes/root-layout';
import { RouteErrorPage } from '@/app/routes/route-error-page';
import { LoadingScreen } from '@/components/feedback/loading-screen';

const CLIENT_ROLES = ['client'] as const;
const STAFF_ROLES = ['staff', 'admin'] as const;
const ADMIN_ROLES = ['admin'] as const;

/**
 * Every page is a lazy route module exporting `Component`, so the landing page does not carry the login form,
 * the portal or their libraries. Guards and layouts stay in the main chunk: they are small and always needed.
 * The browser (main.tsx) and the prerenderer (prerender/render-page.tsx) build their routers from this one table.
 */
export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    errorElement: <RouteErrorPage />,
    hydrateFallbackElement: <LoadingScreen message="Loading..." />,
    children: [
      publicSiteRoute,
      {
        element: <GuestOnly />,
        children: [
          { path: 'login', lazy: () => import('@/app/routes/public/login-page') },
          { path: 'register', lazy: () => import('@/app/routes/public/register-page') },
          { path: 'forgot-password', lazy: () => import('@/app/routes/public/forgot-password-page') },
          { path: 'accept-invitation/:invitationId', lazy: () => import('@/app/routes/public/accept-invitation-page') },
        ],
      },
      // Reachable signed in or not (spec section 2).
      { path: 'reset-password/:tokenId?', lazy: () => import('@/app/routes/public/reset-password-page') },
      {
        element: <RequireAuth />,
        children: [
          {
            element: <RequireRole roles={STAFF_ROLES} />,
            children: [
              {
                path: 'staff',
                lazy: () => import('@/app/routes/staff/staff-layout'),
                // The console's pages, each its own chunk, never loaded by the public pages or the portal.
                children: [
                  { index: true, lazy: () => import('@/app/routes/staff/staff-today-page') },
                  { path: 'clients', lazy: () => import('@/app/routes/staff/staff-clients-page') },
                  { path: 'clients/:clientId', lazy: () => import('@/app/routes/staff/staff-client-page') },
                  { path: 'events', lazy: () => import('@/app/routes/staff/staff-events-page') },
                  { path: 'events/new', lazy: () => import('@/app/routes/staff/staff-event-new-page') },
                  { path: 'events/:eventId', lazy: () => import('@/app/routes/staff/staff-event-page') },
                  { path: 'events/:eventId/sheet', lazy: () => import('@/app/routes/staff/staff-event-sheet-page') },
                  { path: 'payments', lazy: () => import('@/app/routes/staff/staff-payments-page') },
                  { path: 'calendar', lazy: () => import('@/app/routes/staff/staff-calendar-page') },
                  { path: 'inquiries', lazy: () => import('@/app/routes/staff/staff-inquiries-page') },
                  { path: 'inquiries/:inquiryId', lazy: () => import('@/app/routes/staff/staff-inquiry-page') },
                  { path: 'reports', lazy: () => import('@/app/routes/staff/staff-reports-page') },
                  { path: 'quotes', lazy: () => import('@/app/routes/staff/staff-quotes-page') },
                  { path: 'quotes/:quoteId', lazy: () => import('@/app/routes/staff/staff-quote-page') },
                  { path: 'contracts', lazy: () => import('@/app/routes/staff/staff-contracts-page') },
                  { path: 'contracts/:contractId', lazy: () => import('@/app/routes/staff/staff-contract-page') },
                  { path: 'templates', lazy: () => import('@/app/routes/staff/staff-templates-page') },
                  { path: 'templates/:templateId', lazy: () => import('@/app/routes/staff/staff-template-page') },
                  { path: 'products', lazy: () => import('@/app/routes/staff/staff-products-page') },
                  { path: 'discounts', lazy: () => import('@/app/routes/staff/staff-discounts-page') },
                  { path: 'payment-settings', lazy: () => import('@/app/routes/staff/staff-payment-settings-page') },
                  { path: 'questionnaires', lazy: () => import('@/app/routes/staff/staff-questionnaires-page') },
                  { path: 'questionnaires/:questionnaireId', lazy: () => import('@/app/routes/staff/staff-questionnaire-page') },
                  { path: 'booking-flows', lazy: () => import('@/app/routes/staff/staff-booking-flows-page') },
                  { path: 'booking-flows/:flowId', lazy: () => import('@/app/routes/staff/staff-booking-flow-page') },
                  { path: 'venue', lazy: () => import('@/app/routes/staff/staff-venue-page') },
                  { path: 'spaces', lazy: () => import('@/app/routes/staff/staff-spaces-page') },
                  { path: 'event-types', lazy: () => import('@/app/routes/staff/staff-event-types-page') },
                  { path: 'messages', lazy: () => import('@/app/routes/staff/staff-messages-page') },
                  { path: 'messages/thread/:threadId', lazy: () => import('@/app/routes/staff/staff-message-thread-page') },
                  { path: 'notifications', lazy: () => import('@/app/routes/staff/staff-notifications-page') },
                  { path: 'communications', lazy: () => import('@/app/routes/staff/staff-communications-page') },
                  { path: 'records', lazy: () => import('@/app/routes/staff/staff-records-page') },
                  { path: 'reminders', lazy: () => import('@/app/routes/staff/staff-reminders-page') },
                  { path: 'setup', lazy: () => import('@/app/routes/staff/staff-setup-page') },
                  { path: 'profile', lazy: () => import('@/app/routes/staff/staff-profile-page') },
                  {
                    // Admins only: a staff member who opens these is sent back to Today (the server refuses them anyway).
                    element: <RequireRole roles={ADMIN_ROLES} />,
                    children: [
                      { path: 'team', lazy: () => import('@/app/routes/staff/staff-team-page') },
                      { path: 'audit', lazy: () => import('@/app/routes/staff/staff-audit-page') },
                      { path: 'pages', lazy: () => import('@/app/routes/staff/staff-pages-page') },
                      { path: 'privacy', lazy: () => import('@/app/routes/staff/staff-privacy-page') },
                    ],
                  },
                ],
              },
            ],
          },
          {
            element: <RequireRole roles={CLIENT_ROLES} />,
            children: [
              {
                lazy: () => import('@/app/routes/portal/portal-layout'),
                children: [
                  { path: 'dashboard', lazy: () => import('@/app/routes/portal/dashboard-page') },
                  { path: 'profile', lazy: () => import('@/app/routes/portal/profile-page') },
                  { path: 'events', lazy: () => import('@/app/routes/portal/events-page') },
                  { path: 'events/:id', lazy: () => import('@/app/routes/portal/event-detail-page') },
                  { path: 'contracts/:contractId?', lazy: () => import('@/app/routes/portal/contracts-page') },
                  { path: 'payments', lazy: () => import('@/app/routes/portal/payments-page') },
                  { path: 'records', lazy: () => import('@/app/routes/portal/records-page') },
                  { path: 'messages', lazy: () => import('@/app/routes/portal/messages-page') },
                  { path: 'messages/thread/:threadId', lazy: () => import('@/app/routes/portal/message-thread-page') },
                  { path: 'notifications', lazy: () => import('@/app/routes/portal/notifications-page') },
                  { path: 'profile/notification-settings', lazy: () => import('@/app/routes/portal/notification-settings-page') },
                  { path: 'profile/preferences', lazy: () => import('@/app/routes/portal/display-preferences-page') },
                  { path: 'cart', lazy: () => import('@/app/routes/portal/cart-page') },
                ],
              },
            ],
          },
        ],
      },
      { path: '*', element: <Navigate to="/" replace /> },
    ],
  },
];
