// The order's WhatsApp conversation on the garage's order screen (decision 0019): what the customer wrote or tapped
// and what the garage answered, oldest first, with what WhatsApp said of each answer; and the reply box, which says
// whether the 24-hour window lets a free text go or only the template that asks the customer to write back.
import type { ConversationMessage, Conversation as Thread } from '@motomitra/domain/conversation';
import { useQuery } from '@tanstack/react-query';
import { formatDateTime } from '../../../components/format.ts';
import { Spinner } from '../../../components/spinner.tsx';
import { opsText } from '../../../i18n/en/ops.ts';
import { conversationQuery } from '../conversation-api.ts';
import { ConversationReply } from './conversation-reply.tsx';
import { DeliveryBadge } from './delivery-badge.tsx';
import { LoadProblem } from './load-problem.tsx';
import './conversation.css';

export function Conversation({ orderId }: { orderId: string }) {
  const { data, isError, refetch } = useQuery(conversationQuery(orderId));
  return (
    <section className="ops-card ops-chat" aria-labelledby="ops-chat">
      <h2 id="ops-chat">{opsText('ops.chat.title')}</h2>
      {isError && <LoadProblem onRetry={() => refetch()} />}
      {!data && !isError && <Spinner />}
      {data && <ThreadView conversation={data} />}
      {data &&
        (data.phone === '' ? (
          <p className="muted">{opsText('ops.chat.noPhone')}</p>
        ) : (
          <ConversationReply orderId={orderId} conversation={data} />
        ))}
    </section>
  );
}

function ThreadView({ conversation }: { conversation: Thread }) {
  return (
    <>
      {conversation.phone !== '' && <p className="muted">{opsText('ops.chat.intro', { phone: conversation.phone })}</p>}
      {conversation.messages.length === 0 ? (
        <p className="muted">{opsText('ops.chat.none')}</p>
      ) : (
        <ol className="ops-chat__thread" aria-label={opsText('ops.chat.caption')}>
          {conversation.messages.map((m) => (
            <li key={m._id} className={`ops-chat__message ops-chat__message--${m.direction}`}>
              <p className="ops-chat__meta">
                <strong>{who(m)}</strong> · <time dateTime={m.at}>{formatDateTime(m.at)}</time>
                {m.direction === 'out' && (
                  <>
                    {' · '}
                    <DeliveryBadge delivery={m.delivery} queue={m.queue} />
                  </>
                )}
              </p>
              {m.kind === 'template' && <p className="ops-chat__kind muted">{opsText('ops.chat.template')}</p>}
              <p className="ops-chat__text">
                {m.kind === 'button' ? opsText('ops.chat.button', { text: m.text }) : m.text}
              </p>
            </li>
          ))}
        </ol>
      )}
    </>
  );
}

function who(m: ConversationMessage): string {
  if (m.direction === 'in') return opsText('ops.chat.customer');
  return m.operatorName ? opsText('ops.chat.garage', { name: m.operatorName }) : opsText('ops.chat.garageUnknown');
}
