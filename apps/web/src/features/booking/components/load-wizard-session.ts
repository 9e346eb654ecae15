/**
 * The wizard's steps as a chunk of their own. Asked for as soon as a visitor picks an event type (while the start
 * dialog is open), so it is there by the time the session is; import() loads it once however often it is asked.
 */
export const loadWizardSession = () => import('@/features/booking/components/wizard-session');
