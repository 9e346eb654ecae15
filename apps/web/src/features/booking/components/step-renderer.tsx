import WarningAmberIcon from '@mui/icons-material/WarningAmber';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import type { TBookingStep } from '@venue/shared/booking/flow.schema';
import type { ReactNode } from 'react';
import { AddonStep } from '@/features/booking/components/steps/addon-step';
import { ConfirmationStep } from '@/features/booking/components/steps/confirmation-step';
import { ContactStep } from '@/features/booking/components/steps/contact-step';
import { IntroductionStep } from '@/features/booking/components/steps/introduction-step';
import { PackageStep } from '@/features/booking/components/steps/package-step';
import { PaymentStep } from '@/features/booking/components/steps/payment-step';
import { PricingStep } from '@/features/booking/components/steps/pricing-step';
import { QuestionnaireStep } from '@/features/booking/components/steps/questionnaire-step';
import { ScheduleStep } from '@/features/booking/components/steps/schedule-step';

/** The deprecated review_booking type is the pricing summary (spec). */
const SCREENS: Record<string, () => ReactNode> = {
  introduction: () => <IntroductionStep />,
  date_time: () => <ScheduleStep />,
  package_selection: () => <PackageStep />,
  addon_selection: () => <AddonStep />,
  questionnaire: () => <QuestionnaireStep />,
  contact_info: () => <ContactStep />,
  pricing_summary: () => <PricingStep />,
  review_booking: () => <PricingStep />,
  payment_info: () => <PaymentStep />,
  confirmation: () => <ConfirmationStep />,
};

export function StepRenderer({ step }: { step: TBookingStep }) {
  const screen = SCREENS[step.step_type];
  if (screen) return <>{screen()}</>;
  return (
    <Alert severity="warning" icon={<WarningAmberIcon />}>
      <AlertTitle id="booking-step-title">Unknown step type: {step.step_type}</AlertTitle>
      This step type is not supported. Please contact support.
    </Alert>
  );
}
