/**
 * The electronic-signature disclosure shown in the wizard's legal step. It is versioned: the version the
 * client accepted is stored with the signature, so the exact words can be produced later.
 */
export const ESIGN_CONSENT = {
  version: '2026-11-01',
  title: 'Consent to Electronic Signature',
  paragraphs: [
    'By signing electronically you agree that your electronic signature is the legal equivalent of your handwritten signature on this contract, as provided by the Electronic Commerce Act of 2000 (Republic Act No. 8792).',
    'You confirm that you have read the whole contract, that you are the person named as signer, and that you sign it of your own free will.',
    'A record of your signature, the time, your IP address and browser, and a fingerprint (SHA-256 hash) of the exact contract text you saw is kept as evidence. You can ask the venue for a paper copy at any time at no cost.',
  ],
} as const;
