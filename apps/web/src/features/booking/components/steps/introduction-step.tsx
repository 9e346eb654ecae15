import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { ZIntroductionConfig } from '@venue/shared/booking/step-config.schema';
import { ZIntroductionData } from '@venue/shared/booking/step-data.schema';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { Controller } from 'react-hook-form';
import { StepShell } from '@/features/booking/components/step-shell';
import { useStepForm } from '@/features/booking/use-step-form';
import { savedDataOf, useWizard } from '@/features/booking/wizard-context';
import { consentQuery } from '@/lib/consent-versions';

/** Spec: title, content, and a terms acknowledgment checkbox (terms and privacy default to /terms and /privacy). */
export function IntroductionStep() {
  const { step, session } = useWizard();
  const config = ZIntroductionConfig.parse(step.configuration);
  const saved = savedDataOf(session, step);
  const { form, onSubmit, formId } = useStepForm(ZIntroductionData, { acknowledged: saved.acknowledged === true });
  const error = form.formState.errors.acknowledged?.message;
  // The venue's own Terms and Privacy pages are named by the version the visitor accepts (recorded at completion).
  const consent = useQuery(consentQuery()).data;
  const { setValue } = form;
  useEffect(() => {
    if (!consent) return;
    setValue('terms_version_id', consent.terms.id);
    setValue('privacy_version_id', consent.privacy.id);
  }, [consent, setValue]);
  const termsLabel = consent && config.terms_url === consent.terms.path ? consent.terms.label : 'terms and conditions';
  const privacyLabel = consent && config.privacy_url === consent.privacy.path ? consent.privacy.label : 'privacy policy';
  return (
    <StepShell title={config.title || step.name} formId={formId} onSubmit={onSubmit}>
      {config.content.split(/\n{2,}/).map((paragraph, i) => (
        <Typography key={i} sx={{ lineHeight: 1.8, whiteSpace: 'pre-line' }}>
          {paragraph}
        </Typography>
      ))}
      <FormControl error={!!error}>
        <Controller
          control={form.control}
          name="acknowledged"
          render={({ field }) => (
            <FormControlLabel
              control={<Checkbox checked={field.value === true} onChange={(e) => field.onChange(e.target.checked)} onBlur={field.onBlur} />}
              label={
                <>
                  I have read and agree to the{' '}
                  <Link href={config.terms_url} target="_blank" rel="noopener">
                    {termsLabel}
                  </Link>{' '}
                  and the{' '}
                  <Link href={config.privacy_url} target="_blank" rel="noopener">
                    {privacyLabel}
                  </Link>
                </>
              }
            />
          )}
        />
        {error && <FormHelperText>{error}</FormHelperText>}
      </FormControl>
    </StepShell>
  );
}
