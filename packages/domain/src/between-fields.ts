// Rules between an object's fields (a delivery date after the servicing date, a reference unless paid in cash), run
// only on the fields that passed their own rules.
import type { z } from 'zod';

/** Problems keyed by field name. */
export type FieldProblems = Record<string, string>;

const isObject = (payload: { value: unknown }) => typeof payload.value === 'object' && payload.value !== null;

/**
 * `schema` with `rule` between its fields. zod runs an object's refinement even after a field failed a refinement of
 * its own (a date that is no date), and hands it that field's raw value: an "" date once reached addDays and answered
 * 500. Here the rule sees only the fields without an issue (a failed one is absent, as if not sent), and a problem it
 * finds on a field that already has one is not said twice. It runs also when a field failed, so that every problem
 * of a body is said at once.
 */
export function withRulesBetweenFields<S extends z.ZodType<Record<string, unknown>>>(
  schema: S,
  rule: (valid: Partial<z.output<S>>) => FieldProblems,
): S {
  return schema.superRefine(
    (value, ctx) => {
      const failed = new Set(ctx.issues.map((issue) => issue.path?.[0]));
      const valid: Partial<z.output<S>> = {};
      for (const [key, field] of Object.entries(value)) {
        if (!failed.has(key)) (valid as Record<string, unknown>)[key] = field;
      }
      for (const [path, message] of Object.entries(rule(valid))) {
        if (!failed.has(path)) ctx.addIssue({ code: 'custom', path: [path], message });
      }
    },
    { when: isObject },
  );
}
