// /ops/runs: a rider's day on their phone (decision 0021): their pickups and drops of one day in the order of the day (the
// server's: by slot, then address), each a card to navigate, call and hand over with the customer's code; yesterday
// and tomorrow a tap away. The day is in the address (?date=), so a reload or the back button keeps it.
import { addDays, istDate } from '@motomitra/domain/ist';
import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { formatDate } from '../../../components/format.ts';
import { Link } from '../../../components/links.tsx';
import { usePageTitle } from '../../../components/page-title.ts';
import { Spinner } from '../../../components/spinner.tsx';
import { opsText } from '../../../i18n/en/ops.ts';
import { LoadProblem } from '../components/load-problem.tsx';
import { RunCard } from '../components/run-card.tsx';
import { runsQuery } from '../staff-work-api.ts';

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

export function Component() {
  usePageTitle(opsText('ops.runs.title'));
  const [params] = useSearchParams();
  const asked = params.get('date');
  const date = asked && ISO_DATE.test(asked) ? asked : null;
  const { data, isError, refetch } = useQuery(runsQuery(date));
  const today = istDate(new Date());
  const days = [
    { label: opsText('ops.runs.yesterday'), date: addDays(today, -1) },
    { label: opsText('ops.runs.today'), date: today },
    { label: opsText('ops.runs.tomorrow'), date: addDays(today, 1) },
  ];
  const shown = date ?? data?.date ?? today;

  return (
    <section className="runs">
      <h1>{opsText('ops.runs.title')}</h1>
      <nav aria-label={opsText('ops.runs.day')}>
        <ul className="runs__days">
          {days.map((d) => (
            <li key={d.date}>
              <Link
                className="button button--ghost"
                to={d.date === today ? '/ops/runs' : `/ops/runs?date=${d.date}`}
                aria-current={d.date === shown ? 'page' : undefined}
              >
                {d.label}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      {isError && <LoadProblem onRetry={() => void refetch()} />}
      {!data && !isError && <Spinner />}
      {data && (
        <>
          <h2 className="runs__count">
            {data.runs.length === 0
              ? opsText('ops.runs.none', { date: formatDate(data.date) })
              : opsText.n('ops.runs.count', data.runs.length, { date: formatDate(data.date) })}
          </h2>
          {data.runs.length > 0 && (
            <ol className="runs__list">
              {data.runs.map((run) => (
                <li key={`${run.orderId}-${run.leg}`}>
                  <RunCard run={run} />
                </li>
              ))}
            </ol>
          )}
        </>
      )}
    </section>
  );
}
