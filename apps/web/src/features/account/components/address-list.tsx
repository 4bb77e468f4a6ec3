// The profile's other addresses as saved, each with Edit (into the inputs below) and Delete.
import type { OtherAddress } from '@motomitra/domain/accounts';
import { accountText } from '../../../i18n/en/account.ts';

export function AddressList(props: {
  addresses: OtherAddress[];
  /** While a change is being saved, nothing is deleted. */
  busy: boolean;
  onEdit(index: number, address: OtherAddress): void;
  onDelete(index: number): void;
}) {
  return (
    <ul className="address-list">
      {props.addresses.map((a, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: entries have no id; labels may repeat
        <li key={i}>
          <strong>{a.addressLabel}</strong>
          <span>{a.address}</span>
          <span className="address-list__actions">
            <button
              type="button"
              className="button button--ghost button--small"
              aria-label={accountText('profile.editAddress', { label: a.addressLabel })}
              onClick={() => props.onEdit(i, a)}
            >
              {accountText('profile.edit')}
            </button>
            <button
              type="button"
              className="button button--ghost button--small"
              aria-label={accountText('profile.deleteAddress', { label: a.addressLabel })}
              disabled={props.busy}
              onClick={() => props.onDelete(i)}
            >
              {accountText('profile.delete')}
            </button>
          </span>
        </li>
      ))}
    </ul>
  );
}
