// The reply box of an order's conversation: inside WhatsApp's 24-hour window the text goes as written; outside it
// the customer is sent the template that asks them to reply (the box says so before anything is sent); a customer
// who never agreed to WhatsApp and has not written is to be called instead.
import { type Conversation, ConversationReplyBodySchema, REPLY_MAX } from '@motomitra/domain/conversation';
import { useId } from 'react';
import { useFeedback } from '../../../components/feedback.tsx';
import { Field } from '../../../components/form/field.tsx';
import { errorOf, useZodForm } from '../../../components/form/use-form.ts';
import { formatDateTime } from '../../../components/format.ts';
import { errorText } from '../../../components/http.ts';
import { opsText } from '../../../i18n/en/ops.ts';
import { useConversationReply } from '../conversation-api.ts';

function windowText(c: Conversation): string {
  if (c.windowOpen && c.lastInboundAt && c.windowOpenUntil) {
    return opsText('ops.chat.windowOpen', {
      at: formatDateTime(c.lastInboundAt),
      until: formatDateTime(c.windowOpenUntil),
    });
  }
  const last = c.lastInboundAt
    ? opsText('ops.chat.lastAt', { at: formatDateTime(c.lastInboundAt) })
    : opsText('ops.chat.neverWrote');
  return opsText('ops.chat.windowClosed', { last });
}

export function ConversationReply(props: { orderId: string; conversation: Conversation }) {
  const id = useId();
  const { toast } = useFeedback();
  const send = useConversationReply(props.orderId);
  const form = useZodForm(ConversationReplyBodySchema, { defaultValues: { text: '' } });
  const c = props.conversation;
  if (!c.windowOpen && !c.whatsappConsent) return <p className="notice-box">{opsText('ops.chat.noConsent')}</p>;

  const onSubmit = form.handleSubmit(async ({ text }) => {
    try {
      const answer = await send.mutateAsync(text);
      toast(answer.message, answer.sentAs === 'text' ? 'success' : 'info');
      form.reset();
    } catch (err) {
      toast(errorText(err, opsText('ops.failed')), 'error');
    }
  });
  const length = form.watch('text').length;
  return (
    <form className="form ops-chat__reply" onSubmit={onSubmit} noValidate>
      <Field
        id={`${id}-text`}
        label={opsText('ops.chat.reply')}
        hint={windowText(c)}
        error={errorOf(form, 'text')}
        count={{ length, max: REPLY_MAX }}
        required
      >
        {(control) => <textarea rows={3} {...control} {...form.register('text')} />}
      </Field>
      <button type="submit" className="button" disabled={send.isPending}>
        {opsText('ops.chat.send')}
      </button>
    </form>
  );
}
