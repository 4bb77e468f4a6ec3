// The service plans from GET /api/mainproducts/allproducts: spinner while loading, the spec's text when it fails.
import { Spinner } from '../../../components/spinner.tsx';
import { t } from '../../../i18n/t.ts';
import { usePublicList } from '../../catalogue/lists.ts';
import '../../../i18n/en/home.ts';

export function PlanList() {
  const { data, isPending, isError } = usePublicList('mainProducts');
  return (
    <section className="section later" aria-labelledby="plans-title" aria-busy={isPending}>
      <h2 id="plans-title">{t('home.plansTitle')}</h2>
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
