// One channel's switch on /my-account/messages (decision 0019): saved as soon as it is changed, with the server's
// message as a toast; it shows the customer's choice at once and the server's answer once it is in. A failed save
// reads the channels again: an answer lost on the way may have followed a change the server made.
import type { SaveChannelsBody } from '@motomitra/domain/phone-login';
import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { useFeedback } from '../../../components/feedback.tsx';
import { CheckboxField } from '../../../components/form/field.tsx';
import { errorText } from '../../../components/http.ts';
import { accountText } from '../../../i18n/en/account.ts';
import { channelsQuery, useSaveChannels } from '../channels-api.ts';

type Props = {
  id: string;
  channel: keyof SaveChannelsBody;
  /** As stored. */
  on: boolean;
  label: string;
  hint: string;
};

export function ChannelSwitch({ id, channel, on, label, hint }: Props) {
  const { toast } = useFeedback();
  const save = useSaveChannels();
  const queryClient = useQueryClient();
  // What the box shows from the change until the query holds the server's answer (set in the change's own event:
  // until then React would put the box back as it was).
  const [asked, setAsked] = useState<boolean | null>(null);
  if (asked !== null && on === asked) setAsked(null);
  // One change at a time; the box is not disabled meanwhile, so that it keeps the keyboard's focus.
  const sending = useRef(false);
  const onChange = (next: boolean) => {
    if (sending.current) return;
    sending.current = true;
    setAsked(next);
    save.mutate(
      { [channel]: next },
      {
        onSuccess: (res) => {
          if (res.channels[channel] !== next) setAsked(null);
          toast(res.message, 'success');
        },
        onError: (err) => {
          setAsked(null);
          toast(errorText(err, accountText('channels.saveFailed')), 'error');
          void queryClient.invalidateQueries({ queryKey: channelsQuery.queryKey });
        },
        onSettled: () => {
          sending.current = false;
        },
      },
    );
  };
  return (
    <CheckboxField
      id={id}
      label={label}
      hint={hint}
      control={{ checked: asked ?? on, onChange: (e) => onChange(e.target.checked) }}
    />
  );
}
