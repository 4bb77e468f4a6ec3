// The route table. Screens are lazy-loaded; the shell and the home page come in the first bundle.
import { createBrowserRouter } from 'react-router';
import { HomeScreen } from '../features/home/routes/home.tsx';
import { ErrorScreen } from './error-screen.tsx';
import { RootLayout } from './layout.tsx';
import { RequireLogin } from './require-login.tsx';
import { RequireOperator } from './require-operator.tsx';

export const router = createBrowserRouter([
  {
    element: <RootLayout />,
    errorElement: <ErrorScreen />,
    children: [
      {
        errorElement: <ErrorScreen />,
        children: [
          { index: true, element: <HomeScreen /> },
          { path: 'shop', lazy: () => import('../features/shop/routes/shop.tsx') },
          { path: 'productcategory/:kind', lazy: () => import('../features/shop/routes/product-category.tsx') },
          { path: 'terms-and-conditions', lazy: () => import('../features/content/routes/terms.tsx') },
          { path: 'privacy-policy', lazy: () => import('../features/content/routes/privacy.tsx') },
          { path: 'faqs', lazy: () => import('../features/content/routes/faqs.tsx') },
          { path: 'articles/:slug', lazy: () => import('../features/content/routes/article.tsx') },
          { path: 'about-us', lazy: () => import('../features/content/routes/about.tsx') },
          { path: 'career', lazy: () => import('../features/content/routes/career.tsx') },
          { path: 'contact-us', lazy: () => import('../features/content/routes/contact-us.tsx') },
          { path: 'connect', lazy: () => import('../features/enquiries/routes/connect.tsx') },
          { path: 'earn', lazy: () => import('../features/enquiries/routes/earn.tsx') },
          { path: 'login', lazy: () => import('../features/auth/routes/login.tsx') },
          {
            // The garage's console: operators only.
            path: 'ops',
            element: <RequireOperator />,
            children: [
              {
                lazy: async () => ({
                  Component: (await import('../features/ops/components/ops-layout.tsx')).OpsLayout,
                }),
                children: [
                  { index: true, lazy: () => import('../features/ops/routes/board.tsx') },
                  { path: 'orders/:id', lazy: () => import('../features/ops/routes/order.tsx') },
                  { path: 'catalogue', lazy: () => import('../features/ops/routes/catalogue.tsx') },
                  { path: 'coupons', lazy: () => import('../features/ops/routes/coupons.tsx') },
                  { path: 'slots', lazy: () => import('../features/ops/routes/slots.tsx') },
                  { path: 'enquiries', lazy: () => import('../features/ops/routes/enquiries.tsx') },
                  { path: 'outbox', lazy: () => import('../features/ops/routes/outbox.tsx') },
                ],
              },
            ],
          },
          {
            // The logged-in route set (spec section 2); a visitor is sent to /login and brought back.
            element: <RequireLogin />,
            children: [
              { path: 'Subscription', lazy: () => import('../features/content/routes/subscription.tsx') },
              { path: 'MaintenancePage', lazy: () => import('../features/content/routes/maintenance.tsx') },
              { path: 'TestSingleProduct', lazy: () => import('../features/content/routes/test-single-product.tsx') },
              { path: 'product/:id', lazy: () => import('../features/shop/routes/product.tsx') },
              { path: 'cart', lazy: () => import('../features/cart/routes/cart.tsx') },
              { path: 'checkout', lazy: () => import('../features/checkout/routes/checkout.tsx') },
              { path: 'order-received', lazy: () => import('../features/orders/routes/order-received.tsx') },
              { path: 'Test', lazy: () => import('../features/account/routes/legacy-test.tsx') },
              {
                lazy: async () => ({
                  Component: (await import('../features/account/components/account-layout.tsx')).AccountLayout,
                }),
                children: [
                  { path: 'my-account', lazy: () => import('../features/account/routes/dashboard.tsx') },
                  { path: 'my-account/orders', lazy: () => import('../features/account/routes/orders.tsx') },
                  { path: 'my-account/downloads', lazy: () => import('../features/account/routes/downloads.tsx') },
                  {
                    path: 'my-account/edit-address',
                    lazy: () => import('../features/account/routes/edit-address.tsx'),
                  },
                  {
                    path: 'my-account/edit-account',
                    lazy: () => import('../features/account/routes/edit-account.tsx'),
                  },
                  { path: 'myvehicles', lazy: () => import('../features/account/routes/my-vehicles.tsx') },
                  { path: 'addmyvehiclenew', lazy: () => import('../features/account/routes/add-vehicle.tsx') },
                ],
              },
            ],
          },
          { path: '*', lazy: () => import('../features/content/routes/not-found.tsx') },
        ],
      },
    ],
  },
]);
