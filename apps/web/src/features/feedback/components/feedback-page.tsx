import './feedback.css';
import {
  FEEDBACK_CATEGORIES,
  FEEDBACK_MESSAGES,
  MAX_FEEDBACK_LENGTH,
  submitFeedbackBodySchema,
  type SubmitFeedbackBody,
} from '@portal/contracts';
import { formatNumber } from '@portal/core';
import { useMutation } from '@tanstack/react-query';
import { Button } from 'primereact/button';
import { Dropdown } from 'primereact/dropdown';
import { InputTextarea } from 'primereact/inputtextarea';
import { Controller, useForm, useWatch, type DefaultValues } from 'react-hook-form';
import { fieldA11y, FormField } from '../../../components/form-field';
import { PageCard, type PageProps } from '../../../components/page-card';
import { contractResolver } from '../../../lib/form-resolver';
import { notify } from '../../../lib/notify';
import { submitFeedback } from '../api/feedback-api';

// No category until one is chosen: the contract's enum then answers categoryRequired.
const EMPTY: DefaultValues<SubmitFeedbackBody> = { category: undefined, feedback: '' };
const CATEGORY_OPTIONS = FEEDBACK_CATEGORIES.map((c) => ({ label: c, value: c }));

/** spec 002 §2 Feedback, §5, §7, §8: /feedback, a category and free text. */
export function FeedbackPage({ title }: PageProps) {
  const form = useForm<SubmitFeedbackBody>({
    resolver: contractResolver(submitFeedbackBodySchema),
    defaultValues: EMPTY,
  });
  const { errors } = form.formState;
  const length = useWatch({ control: form.control, name: 'feedback' }).length;
  const mutation = useMutation({
    mutationFn: submitFeedback,
    onSuccess: () => {
      notify({ severity: 'success', text: FEEDBACK_MESSAGES.submitted });
      form.reset(EMPTY);
    },
    onError: () => notify({ severity: 'error', text: FEEDBACK_MESSAGES.failed }),
  });

  return (
    <PageCard title={title} className="feedback-page">
      <form
        noValidate
        className="feedback-form"
        onSubmit={form.handleSubmit((body) => {
          if (!mutation.isPending) mutation.mutate(body);
        })}
      >
        <FormField id="feedback-category" label="Category" error={errors.category?.message}>
          <Controller
            control={form.control}
            name="category"
            render={({ field }) => (
              <Dropdown
                inputId="feedback-category"
                value={field.value || null}
                options={CATEGORY_OPTIONS}
                placeholder="Select a category"
                // the hidden <select> only mirrors the value for forms; screen readers use the combobox
                pt={{ select: { 'aria-hidden': true } }}
                onChange={(e) => field.onChange(e.value as SubmitFeedbackBody['category'])}
                onBlur={field.onBlur}
                aria-invalid={errors.category ? true : undefined}
                aria-describedby="feedback-category-error"
                className="w-full"
              />
            )}
          />
        </FormField>
        <FormField id="feedback-text" label="Feedback" error={errors.feedback?.message}>
          <InputTextarea
            {...fieldA11y('feedback-text', errors.feedback?.message)}
            aria-describedby="feedback-text-error feedback-text-count"
            {...form.register('feedback')}
            rows={8}
            maxLength={MAX_FEEDBACK_LENGTH}
            className="w-full"
          />
          <small id="feedback-text-count" className="form-hint feedback-count">
            {formatNumber(length)} / {formatNumber(MAX_FEEDBACK_LENGTH)} characters
          </small>
        </FormField>
        {/* not `loading`: a disabled button would drop keyboard focus to the page while sending */}
        <Button
          type="submit"
          label="Submit"
          icon={mutation.isPending ? 'pi pi-spin pi-spinner' : 'pi pi-send'}
          aria-busy={mutation.isPending}
        />
      </form>
    </PageCard>
  );
}
