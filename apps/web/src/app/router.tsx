// The route table. Screens are lazy-loaded; the shell and the home page come in the first bundle.
import { createBrowserRouter } from 'react-router';
import { HomeScreen } from '../features/home/routes/home.tsx';
import { ErrorScreen } from './error-screen.tsx';
import { RootLayout } from './layout.tsx';

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
          { path: 'Subscription', lazy: () => import('../features/content/routes/subscription.tsx') },
          { path: 'MaintenancePage', lazy: () => import('../features/content/routes/maintenance.tsx') },
          { path: 'TestSingleProduct', lazy: () => import('../features/content/routes/test-single-product.tsx') },
          { path: '*', lazy: () => import('../features/content/routes/not-found.tsx') },
        ],
      },
    ],
  },
]);
