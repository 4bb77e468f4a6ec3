// /Subscription: the yearly plans page (decision 0023), public, rendered by the server in three languages and in the
// sitemap. Everyone sees the plans on sale, each with what it includes and what it costs from a year; a visitor is
// offered to log in to buy one (and comes back here), and a logged-in customer sees their own plans first and buys one
// in its card. The customer's parts come with their own scripts once the page is the app's (components/hydrated.ts).
import type { Plan } from '@motomitra/domain/plans';
import { lazy, Suspense } from 'react';
import { useHydrated } from '../../../components/hydrated.ts';
import { Link } from '../../../components/links.tsx';
import type { LoginState } from '../../../components/login-return.ts';
import { usePageTitle } from '../../../components/page-title.ts';
import { Spinner } from '../../../components/spinner.tsx';
import { subscriptionText } from '../../../i18n/en/subscription.ts';
import { useSession } from '../../auth/session.ts';
import { usePublicList } from '../../catalogue/lists.ts';
import { PlanCards } from '../components/plan-cards.tsx';
import './subscription.css';

const MyPlans = lazy(() => import('../components/my-plans.tsx').then((m) => ({ default: m.MyPlans })));
const PlanBuy = lazy(() => import('../components/plan-buy.tsx').then((m) => ({ default: m.PlanBuy })));

/** After logging in, the visitor is brought back to this page. */
const BACK_HERE: LoginState = { from: '/Subscription' };

export function Component() {
  usePageTitle(subscriptionText('subscription.title'), subscriptionText('meta.subscription'));
  const session = useSession();
  const customer = session?.role === 'customer';
  const hydrated = useHydrated();
  const plans = usePublicList('plans');
  return (
    <div className="page plans-page">
      <h1>{subscriptionText('subscription.title')}</h1>
      <p className="plans-page__intro">{subscriptionText('subscription.intro')}</p>
      {customer && (
        <section className="plans-page__section" aria-labelledby="my-plans-title">
          <h2 id="my-plans-title">{subscriptionText('subscription.mine')}</h2>
          {hydrated ? (
            <Suspense fallback={<Spinner />}>
              <MyPlans />
            </Suspense>
          ) : (
            <Spinner />
          )}
        </section>
      )}
      <section className="plans-page__section" aria-labelledby="plans-on-sale-title" aria-busy={plans.isPending}>
        <h2 id="plans-on-sale-title">{subscriptionText('subscription.onSale')}</h2>
        <PlanCards state={plans} buy={(plan) => <HowToBuy plan={plan} />} />
      </section>
    </div>
  );
}

/** What a plan's card offers to buy it with: a customer's form (once the page is the app's), a visitor a way to log in. */
function HowToBuy({ plan }: { plan: Plan }) {
  const session = useSession();
  const hydrated = useHydrated();
  if (session?.role === 'customer') {
    return hydrated ? (
      <Suspense fallback={<Spinner />}>
        <PlanBuy plan={plan} />
      </Suspense>
    ) : null;
  }
  // Staff buy no plans: the shop's customers do.
  if (session?.isLoggedIn) return null;
  return (
    <p className="plan-offer__login">
      <Link className="button button--ghost" to="/login" state={BACK_HERE}>
        {subscriptionText('subscription.loginToBuy')}
      </Link>
    </p>
  );
}
