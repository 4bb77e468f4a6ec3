// The service plans from GET /api/mainproducts/allproducts: spinner while loading, the spec's text when it fails.
import { useQuery } from '@tanstack/react-query';
import { Spinner } from '../../../components/spinner.tsx';
import { t } from '../../../i18n/t.ts';
import { mainProductsQuery } from '../../catalogue/api.ts';

export function PlanList() {
  const { data, isPending, isError } = useQuery(mainProductsQuery);
  return (
    <section className="section" aria-labelledby="plans-title" aria-busy={isPending}>
      <h2 id="plans-title">{t('home.plansTitle')}</h2>
      {isPending ? (
        <Spinner />
      ) : isError || data.length === 0 ? (
        <p className="empty">{t('noPlans')}</p>
      ) : (
        <ul className="plans">
          {data.map((plan) => (
            <li key={plan._id} className="plan">
              <img src={plan.image} alt="" width="400" height="300" loading="lazy" />
              <div>
                <h3>{plan.product_name}</h3>
                <p className="plan__category">{plan.category}</p>
                <ul className="plan__points">
                  {plan.description.map((line) => (
                    <li key={line}>{line}</li>
                  ))}
                </ul>
              </div>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
