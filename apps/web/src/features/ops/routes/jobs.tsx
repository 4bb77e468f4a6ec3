// /ops/jobs: a technician's open jobs on their phone (decision 0021), by pickup date and slot: the vehicle, the service,
// where the order stands and their minutes on it, a Start/Stop work switch for their clock, and the workshop
// inspection.
import { STATUS_LABELS } from '@motomitra/domain/lifecycle';
import type { Job } from '@motomitra/domain/staff-work';
import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { Details } from '../../../components/details.tsx';
import { useFeedback } from '../../../components/feedback.tsx';
import { formatDate } from '../../../components/format.ts';
import { errorText } from '../../../components/http.ts';
import { Link } from '../../../components/links.tsx';
import { usePageTitle } from '../../../components/page-title.ts';
import { Spinner } from '../../../components/spinner.tsx';
import { opsText } from '../../../i18n/en/ops.ts';
import { LoadProblem } from '../components/load-problem.tsx';
import { jobsQuery, useLabour } from '../staff-work-api.ts';

export function Component() {
  usePageTitle(opsText('ops.jobs.title'));
  const { data: jobs, isError, refetch } = useQuery(jobsQuery);
  return (
    <section className="runs">
      <h1>{opsText('ops.jobs.title')}</h1>
      {isError && <LoadProblem onRetry={() => void refetch()} />}
      {!jobs && !isError && <Spinner />}
      {jobs && (
        <>
          <h2 className="runs__count">
            {jobs.length === 0 ? opsText('ops.jobs.none') : opsText.n('ops.jobs.count', jobs.length)}
          </h2>
          {jobs.length > 0 && (
            <ol className="runs__list">
              {jobs.map((job) => (
                <li key={job.orderId}>
                  <JobCard job={job} />
                </li>
              ))}
            </ol>
          )}
        </>
      )}
    </section>
  );
}

function JobCard({ job }: { job: Job }) {
  const id = useId();
  const { toast } = useFeedback();
  const labour = useLabour();
  const action = job.running ? 'stop' : 'start';
  const onClick = async () => {
    try {
      await labour.mutateAsync({ orderId: job.orderId, action });
      toast(opsText(action === 'start' ? 'ops.jobs.started' : 'ops.jobs.stopped', { oid: job.oid }), 'success');
    } catch (err) {
      toast(errorText(err, opsText('ops.failed')), 'error');
    }
  };
  const rows: [string, string][] = [
    [opsText('ops.jobs.service'), job.serviceName],
    [opsText('ops.jobs.date'), `${formatDate(job.servicingDate)} · ${job.serviceTimeSlot}`],
    [opsText('ops.jobs.status'), STATUS_LABELS[job.status]],
    [opsText('ops.jobs.minutes'), opsText('ops.jobs.minutesValue', { minutes: job.labourMinutes })],
  ];
  return (
    <article className={`ops-card run-card${job.running ? ' run-card--running' : ''}`} aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`}>
        {job.vehicle.makeModel} · <span className="vehicle-card__reg">{job.vehicle.registrationNumber}</span> ·{' '}
        {job.oid}
      </h3>
      <Details rows={rows} />
      <p className="run-card__clock" id={`${id}-clock`}>
        {opsText(job.running ? 'ops.jobs.working' : 'ops.jobs.notWorking')}
      </p>
      <div className="run-card__actions">
        {/* Its name says what a tap does, the line above it how the clock stands (a toggle's aria-pressed would need
            one name for both states). */}
        <button
          type="button"
          className={job.running ? 'button button--danger' : 'button'}
          aria-describedby={`${id}-clock`}
          disabled={labour.isPending}
          onClick={() => void onClick()}
        >
          {opsText(job.running ? 'ops.jobs.stop' : 'ops.jobs.start')}
          <span className="visually-hidden"> {job.oid}</span>
        </button>
        <Link className="button button--ghost" to={`/ops/orders/${job.orderId}/inspection/workshop`}>
          {opsText('ops.jobs.inspection')}
          <span className="visually-hidden"> {job.oid}</span>
        </Link>
      </div>
    </article>
  );
}
