// A service's Published switch in the garage's catalogue: it shows the operator's click at once and keeps showing it
// until the list has the server's answer (no springing back), and says the outcome.
import type { OpsProduct } from '@motomitra/domain/ops-admin';
import { useState } from 'react';
import { useFeedback } from '../../components/feedback.tsx';
import { errorText } from '../../components/http.ts';
import { opsText } from '../../i18n/en/ops.ts';
import { useSetProductPublished } from './admin-api.ts';

export function usePublishSwitch(product: OpsProduct) {
  const { toast } = useFeedback();
  const publish = useSetProductPublished();
  // What the switch shows from the click until the list has the server's answer. It is set in the click's own
  // event: the mutation's pending state reaches React a moment later, and until then React would put the
  // controlled checkbox back as it was (CI caught the switch springing back under a second click).
  const [asked, setAsked] = useState<boolean | null>(null);
  if (asked !== null && !publish.isPending && (publish.isError || product.published === asked)) setAsked(null);

  const onPublish = (published: boolean) => {
    setAsked(published);
    publish.mutate(
      { id: product._id, published },
      {
        onSuccess: (res) => {
          // Another operator's switch in between: the list as stored is what to show.
          if (res.products.find((p) => p._id === product._id)?.published !== published) setAsked(null);
          toast(
            opsText(published ? 'ops.catalogue.nowPublished' : 'ops.catalogue.nowHidden', {
              name: product.product_name,
            }),
            'success',
          );
        },
        onError: (err) => toast(errorText(err, opsText('ops.catalogue.saveFailed')), 'error'),
      },
    );
  };
  return { shown: asked ?? product.published, waiting: asked !== null, onPublish };
}
