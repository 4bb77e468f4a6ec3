// The side menu's links: an operator gets the console's sections their role may use, not the customer's shop, cart
// and account (decision 0021); anyone else the shop, and a logged-in customer their own pages too.
import type { SessionState } from '@motomitra/domain/site';
import { opsLinksFor } from '../components/ops-links.ts';
import { t } from '../i18n/t.ts';

export function menuLinks(session: SessionState | null): { to: string; label: string }[] {
  if (session?.role === 'operator') {
    return opsLinksFor(session.staffRole).map((l) => ({ to: l.to, label: t(l.label) }));
  }
  return [
    { to: '/shop', label: t('menu.shop') },
    ...(session?.isLoggedIn
      ? [
          { to: '/Subscription', label: t('menu.subscription') },
          { to: '/cart', label: t('menu.cart') },
          { to: '/addmyvehiclenew', label: t('menu.addVehicle') },
          { to: '/my-account', label: t('menu.myAccount') },
        ]
      : []),
  ];
}
