/**
 * Whether the wizard itself is taking the visitor away (Exit confirmed, a wallet's approval page): then the leave
 * question is not asked again. Module state, because the step that sends the payer to a wallet does not sit
 * under the guard; the guard clears it when a booking opens.
 */
let onPurpose = false;

export const leaveOnPurpose = () => {
  onPurpose = true;
};
export const isLeavingOnPurpose = () => onPurpose;
export const stayInWizard = () => {
  onPurpose = false;
};
