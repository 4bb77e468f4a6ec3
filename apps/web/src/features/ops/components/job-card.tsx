// The job card on the operator's order page: extra parts and labour proposed (and removed) while it may change, each
// with a yearly plan's percentage off when the vehicle had one then (decision 0023), the customer's answer (and the
// inspection photo the customer was shown with it), and a form to record an answer given by phone.

import { type JobItem, JobItemBodySchema, PhoneDecisionBodySchema } from '@motomitra/domain/job-card';
import { formatCount, formatRupees, takenOff } from '@motomitra/domain/money';
import type { OpsOrder } from '@motomitra/domain/ops';
import { useId } from 'react';
import { Field } from '../../../components/form/field.tsx';
import { errorOf, useZodForm } from '../../../components/form/use-form.ts';
import { formatDateTime } from '../../../components/format.ts';
import { opsText } from '../../../i18n/en/ops.ts';
import type { Run } from './order-run.ts';

/**
 * Where an item stands: waiting, or approved / declined in the app, with WhatsApp's reply buttons or by phone (with who
 * answered), and when.
 */
function decisionText(i: JobItem): string {
  if (i.decision === 'proposed') return opsText('ops.order.proposed');
  const approved = i.decision === 'approved';
  const when = i.decidedAt ? ` · ${formatDateTime(i.decidedAt)}` : '';
  if (i.decidedVia === 'phone') {
    return (
      opsText(approved ? 'ops.order.approvedByPhone' : 'ops.order.declinedByPhone', { by: i.decidedBy ?? '' }) + when
    );
  }
  if (i.decidedVia === 'whatsapp')
    return opsText(approved ? 'ops.order.approvedOnWhatsApp' : 'ops.order.declinedOnWhatsApp') + when;
  if (i.decidedVia === 'customer')
    return opsText(approved ? 'ops.order.approvedInApp' : 'ops.order.declinedInApp') + when;
  return opsText('ops.order.approvedBefore');
}

const PhoneAnswerSchema = PhoneDecisionBodySchema.pick({ decidedBy: true });

/** The customer answered by phone: the operator writes down who, and records approved or declined. */
function PhoneDecision(props: { item: JobItem; run: Run; busy: boolean }) {
  const id = useId();
  const form = useZodForm(PhoneAnswerSchema, { defaultValues: { decidedBy: '' } });
  const record = (approve: boolean) =>
    form.handleSubmit(async ({ decidedBy }) => {
      const path = `items/${props.item._id}/decision`;
      await props.run(path, { approve, decidedBy }, 'POST', opsText('ops.order.phoneRecorded'));
    });
  return (
    <form className="ops-inline-form job-item__phone" onSubmit={record(true)} noValidate>
      <Field
        id={`${id}-who`}
        label={opsText('ops.order.phoneWho', { name: props.item.name })}
        error={errorOf(form, 'decidedBy')}
      >
        {(control) => <input autoComplete="off" maxLength={80} {...control} {...form.register('decidedBy')} />}
      </Field>
      <button type="submit" className="button button--small" disabled={props.busy}>
        {opsText('ops.order.phoneApprove')}
      </button>
      <button
        type="button"
        className="button button--ghost button--small"
        disabled={props.busy}
        onClick={record(false)}
      >
        {opsText('ops.order.phoneDecline')}
      </button>
    </form>
  );
}

/** An item of the job card: what, at what price (with a yearly plan's percentage off), the customer's answer. */
function ItemRow({ item: i, editable, run, busy }: { item: JobItem; editable: boolean; run: Run; busy: boolean }) {
  return (
    <tr>
      <th scope="row">
        {i.name} × {i.quantity} @ {formatRupees(i.unitPrice)}
        {i.discountPercent > 0 && (
          <span className="job-item__plan">
            {opsText('ops.order.planOff', { percent: formatCount(i.discountPercent) })}
          </span>
        )}
        <span className={`job-item__state job-item__state--${i.decision}`}>{decisionText(i)}</span>
        {i.photoUrl && (
          <a
            className="job-item__photo"
            href={i.photoUrl}
            aria-label={opsText('ops.inspection.jobItemPhotoNamed', { name: i.name })}
          >
            {opsText('ops.inspection.jobItemPhoto')}
          </a>
        )}
        {i.decision === 'proposed' && editable && <PhoneDecision item={i} run={run} busy={busy} />}
      </th>
      <td className="money">{formatRupees(i.amount)}</td>
      <td>
        {editable && (
          <button
            type="button"
            className="button button--ghost button--small"
            disabled={busy}
            aria-label={opsText('ops.order.removeItem', { name: i.name })}
            onClick={() => run(`items/${i._id}`, undefined, 'DELETE')}
          >
            {opsText('ops.order.remove')}
          </button>
        )}
      </td>
    </tr>
  );
}

export function JobCard(props: { order: OpsOrder; run: Run; busy: boolean }) {
  const { order } = props;
  const id = useId();
  const form = useZodForm(JobItemBodySchema, { defaultValues: { name: '', quantity: '1', unitPrice: '' } });
  const onAdd = form.handleSubmit(async (item) => {
    if (await props.run('items', item, 'POST', opsText('ops.order.itemAdded'))) form.reset();
  });
  // An empty price is not a price of ₹0 (the schema's coercion would read it so): Add waits for one.
  const noPrice = form.watch('unitPrice') === '';
  return (
    <section className="ops-card" aria-labelledby="ops-job">
      <h2 id="ops-job">{opsText('ops.order.jobCard')}</h2>
      <table className="details-table">
        <caption className="visually-hidden">{opsText('ops.order.jobCard')}</caption>
        <tbody>
          <tr>
            <th scope="row">{opsText('ops.order.serviceLine', { name: order.productName })}</th>
            <td>{formatRupees(order.subtotal)}</td>
            <td />
          </tr>
          {order.discount > 0 && (
            <tr>
              <th scope="row">{opsText('ops.order.discount', { code: order.couponCode ?? '' })}</th>
              <td className="money">−{formatRupees(takenOff(order.subtotal, order.total))}</td>
              <td />
            </tr>
          )}
          {order.items.map((i) => (
            <ItemRow key={i._id} item={i} editable={order.canEditJobCard} run={props.run} busy={props.busy} />
          ))}
          <tr className="cart-totals__total">
            <th scope="row">{opsText('ops.order.final')}</th>
            <td>{formatRupees(order.finalTotal)}</td>
            <td />
          </tr>
        </tbody>
      </table>
      {order.canEditJobCard ? (
        <form className="ops-inline-form" onSubmit={onAdd} noValidate>
          <Field id={`${id}-name`} label={opsText('ops.order.itemName')} error={errorOf(form, 'name')}>
            {(control) => (
              <input
                maxLength={JobItemBodySchema.shape.name.maxLength ?? undefined}
                {...control}
                {...form.register('name')}
              />
            )}
          </Field>
          <Field id={`${id}-qty`} label={opsText('ops.order.itemQty')} error={errorOf(form, 'quantity')}>
            {(control) => <input type="number" step={1} {...control} {...form.register('quantity')} />}
          </Field>
          <Field id={`${id}-price`} label={opsText('ops.order.itemPrice')} error={errorOf(form, 'unitPrice')}>
            {(control) => (
              <input type="number" step="0.01" inputMode="decimal" {...control} {...form.register('unitPrice')} />
            )}
          </Field>
          <button type="submit" className="button" disabled={props.busy || noPrice}>
            {opsText('ops.order.addItem')}
          </button>
        </form>
      ) : (
        <p className="muted">{opsText('ops.order.jobCardFrozen')}</p>
      )}
    </section>
  );
}
