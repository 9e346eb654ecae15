import { ZConfirmationConfig, ZPaymentInfoConfig } from '@venue/shared/booking/step-config.schema';

/** A step's configuration with its defaults (missing steps read as the defaults). */
export const paymentConfigOf = (configuration: unknown) => ZPaymentInfoConfig.parse(configuration ?? {});
export const confirmationConfigOf = (configuration: unknown) => ZConfirmationConfig.parse(configuration ?? {});
