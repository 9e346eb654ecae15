import type { TPaymentGateway } from './gateway';

/**
 * Bank transfer and paying at the venue: nothing to call. The client gets the venue's instructions and a
 * PENDING payment, which the venue records as paid when the money arrives (payments service, recordOfflinePayment).
 */
export function createOfflineGateway(code: 'bank_transfer' | 'manual', instructions: () => Promise<string>): TPaymentGateway {
  return {
    code,
    name: code === 'bank_transfer' ? 'Bank Transfer' : 'Pay at the Venue',
    description: code === 'bank_transfer' ? "Transfer to the venue's bank account." : 'Cash or check at the venue office.',
    methodType: code === 'bank_transfer' ? 'BANK_TRANSFER' : 'CASH',
    environment: 'live',
    supports: { savedMethods: false, refunds: false, partialPayments: true, recurring: false, applePay: false, googlePay: false },
    publicConfig: () => ({ environment: 'live', supports_saved_methods: false, supports_refunds: false, supports_partial_payments: true }),
    health: async () => ({ ok: true, message: 'Recorded by the venue; nothing to reach.' }),
    charge: async () => ({ status: 'offline', instructions: await instructions() }),
    retrieve: async () => ({ status: 'offline', instructions: await instructions() }),
  };
}
