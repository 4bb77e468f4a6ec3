// The service plans from GET /api/mainproducts/allproducts: spinner while loading, the spec's text when it fails;
// each plan says what it costs from ("from ₹599") and leads to its services.
import { ENQUIRY_LINES, type ServiceLine } from '@motomitra/domain/constants';
import { formatRupees } from '@motomitra/domain/money';
import { Link } from '../../../components/links.tsx';
import { Spinner } from '../../../components/spinner.tsx';
import { homeText } from '../../../i18n/en/home.ts';
import { categoryLabel, t } from '../../../i18n/t.ts';
import { usePublicList } from '../../catalogue/lists.ts';
import './plan-list.css';

/** Where a plan's button goes: its services in the shop, or a call back for insurance and RTO work. */
const planLink = (line: ServiceLine) =>
  ENQUIRY_LINES.includes(line) ? `/connect?topic=${line.toLowerCase()}` : `/shop?category=${line}`;

export function PlanList() {
  const { data, isPending, isError } = usePublicList('mainProducts');
  return (
    <section className="section later" aria-labelledby="plans-title" aria-busy={isPending}>
      <h2 id="plans-title">{homeText('home.plansTitle')}</h2>
      {isPending ? (
        <Spinner />
      ) : isError || !data || data.length === 0 ? (
        <p className="empty">{t('noPlans')}</p>
      ) : (
        <ul className="plans">
          {data.map((plan) => (
            <li key={plan._id} className="plan">
              <img src={plan.image} alt="" width="400" height="300" loading="lazy" />
              <div>
                <h3>{plan.product_name}</h3>
                <p className="plan__category">{categoryLabel(plan.category)}</p>
                <ul className="plan__points">
                  {plan.description.map((line) => (
                    <li key={line}>{line}</li>
                  ))}
                </ul>
                {plan.price_from != null && (
                  <p className="plan__price">{homeText('home.planFrom', { price: formatRupees(plan.price_from) })}</p>
                )}
                <p className="plan__action">
                  <Link className="button button--small" to={planLink(plan.category)}>
                    {homeText(ENQUIRY_LINES.includes(plan.category) ? 'home.tileEnquire' : 'home.planShop')}
                    <span className="visually-hidden">: {plan.product_name}</span>
                  </Link>
                </p>
              </div>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
