// /ops/plans (admins only, decision 0023): every yearly plan (name, bike or car, on sale or withdrawn, what it
// includes, its yearly prices by city) with Edit in a modal form, Withdraw from sale or Put back on sale, and New plan
// in the same form. What the server refuses is shown in its words.
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Modal } from '../../../components/modal.tsx';
import { usePageTitle } from '../../../components/page-title.ts';
import { Spinner } from '../../../components/spinner.tsx';
import { plansText } from '../../../i18n/en/plans.ts';
import { LoadProblem } from '../components/load-problem.tsx';
import { PlanForm } from '../components/plan-form.tsx';
import { PlanTable } from '../components/plan-table.tsx';
import { type OpsPlan, opsPlansQuery } from '../plans-api.ts';
import './plans.css';

type Editing = { mode: 'new' } | { mode: 'edit'; plan: OpsPlan } | null;

export function Component() {
  usePageTitle(plansText('ops.plans.title'));
  const { data: plans, isError, refetch } = useQuery(opsPlansQuery);
  const [editing, setEditing] = useState<Editing>(null);
  return (
    <section className="ops-admin">
      <div className="ops-admin__head">
        <h1>{plansText('ops.plans.title')}</h1>
        <button type="button" className="button" onClick={() => setEditing({ mode: 'new' })}>
          {plansText('ops.plans.new')}
        </button>
      </div>
      <p className="muted">{plansText('ops.plans.intro')}</p>
      {isError && <LoadProblem onRetry={() => refetch()} />}
      {!plans && !isError && <Spinner />}
      {plans?.length === 0 && <p className="empty">{plansText('ops.plans.none')}</p>}
      {plans && plans.length > 0 && <PlanTable plans={plans} onEdit={(plan) => setEditing({ mode: 'edit', plan })} />}
      {editing && (
        <Modal
          title={
            editing.mode === 'new'
              ? plansText('ops.plans.new')
              : plansText('ops.plans.editTitle', { name: editing.plan.texts.en.name })
          }
          onClose={() => setEditing(null)}
          wide
        >
          <PlanForm plan={editing.mode === 'edit' ? editing.plan : null} onDone={() => setEditing(null)} />
        </Modal>
      )}
    </section>
  );
}
