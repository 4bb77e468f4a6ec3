// The typed fields of checkout's "where": a line for the rider (which door, what is near it), counted against its limit
// as it is typed and never cut, and the required state, pincode (digits only, as typed or pasted) and alternate mobile.
import { ADDRESS_LINE_MAX } from '@motomitra/domain/order-data';
import type { InputHTMLAttributes } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { Field } from '../../../components/form/field.tsx';
import { errorOf, rewriteAsTyped } from '../../../components/form/use-form.ts';
import type { CheckoutValues } from '../form.ts';

/** `id` is the checkout form's: the field's id is `${id}-${name}`. */
export function RiderLine(props: {
  id: string;
  form: UseFormReturn<CheckoutValues>;
  name: 'flat' | 'landmark' | 'dropFlat' | 'dropLandmark';
  label: string;
  autoComplete: string;
}) {
  const { form, name } = props;
  return (
    <Field
      id={`${props.id}-${name}`}
      label={props.label}
      error={errorOf(form, name)}
      count={{ length: (form.watch(name) ?? '').length, max: ADDRESS_LINE_MAX }}
    >
      {(control) => <input autoComplete={props.autoComplete} {...control} {...form.register(name)} />}
    </Field>
  );
}

/** `id` is the checkout form's: the field's id is `${id}-${name}`. */
export function RequiredLine(props: {
  id: string;
  form: UseFormReturn<CheckoutValues>;
  name: 'state' | 'pincode' | 'alternateNumber';
  label: string;
  input: InputHTMLAttributes<HTMLInputElement>;
  hint?: string;
}) {
  const { form, name } = props;
  return (
    <Field id={`${props.id}-${name}`} label={props.label} required hint={props.hint} error={errorOf(form, name)}>
      {(control) => (
        <input
          {...props.input}
          {...control}
          // A pincode is digits only, as typed or pasted ('440 010').
          {...form.register(name, name === 'pincode' ? rewriteAsTyped(form, name, (s) => s.replace(/\D/g, '')) : {})}
        />
      )}
    </Field>
  );
}
