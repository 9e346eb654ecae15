import { zodResolver } from '@hookform/resolvers/zod';
import { DRAFT_SAVE_DEBOUNCE_MS } from '@venue/shared/booking/steps';
import { useEffect, useRef } from 'react';
import { useForm, type DefaultValues, type FieldValues, type Path } from 'react-hook-form';
import type { z } from 'zod';
import { isApiError } from '@/lib/api-error';
import { useWizard } from '@/features/booking/wizard-context';

/** Fields never sent in a draft: the password is taken only when the step is completed (then hashed). */
const NOT_IN_DRAFTS = ['password'];

/**
 * A step's form: the step type's shared zod schema (the same the server runs), drafts sent after 1 s of quiet,
 * and the server's field errors of Next put under their fields (paths are the schema's, dotted).
 */
export function useStepForm<TIn extends FieldValues, TOut extends FieldValues>(schema: z.ZodType<TOut, TIn>, defaults: DefaultValues<TIn>) {
  const wizard = useWizard();
  const form = useForm<TIn, unknown, TOut>({ resolver: zodResolver(schema as never) as never, defaultValues: defaults, mode: 'onTouched' });
  const lastSent = useRef(JSON.stringify(defaults));
  const { saveDraft } = wizard;

  useEffect(() => {
    let timer: number | undefined;
    const subscription = form.watch((values) => {
      window.clearTimeout(timer);
      timer = window.setTimeout(() => {
        const draft = Object.fromEntries(Object.entries(values).filter(([k]) => !NOT_IN_DRAFTS.includes(k)));
        const text = JSON.stringify(draft);
        if (text === lastSent.current) return;
        lastSent.current = text;
        saveDraft(draft);
      }, DRAFT_SAVE_DEBOUNCE_MS);
    });
    return () => {
      window.clearTimeout(timer);
      subscription.unsubscribe();
    };
  }, [form, saveDraft]);

  const onSubmit = form.handleSubmit(async (data) => {
    try {
      await wizard.next(data as Record<string, unknown>);
    } catch (error) {
      if (!isApiError(error)) return;
      let first = true;
      for (const [field, messages] of Object.entries(error.fieldErrors)) {
        if (!messages[0]) continue;
        form.setError(field as Path<TIn>, { type: 'server', message: messages[0] }, { shouldFocus: first });
        first = false;
      }
    }
  });

  return { form, onSubmit, formId: wizard.formId };
}
